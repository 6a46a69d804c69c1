/** One page of the gateway's browser surfaces: its title, its one style sheet, its markup and its one script. */
export interface HtmlPageParts {
  readonly title: string;
  readonly style: string;
  /** The markup inside `<body>`, before the script. */
  readonly body: string;
  readonly script: string;
}

/**
 * Wraps a page in the HTML document the playground and the dashboard share: UTF-8, a phone-width
 * viewport, no referrer, an empty icon (so the browser asks for no `/favicon.ico`), the style inline
 * in `<head>` and the script inline at the end of `<body>`, each exactly as given (a CSP may allow
 * them by hash).
 *
 * @param parts - The title, style, body markup and script.
 * @returns The HTML text.
 * @example
 * htmlPage({ title: 'daycalc playground', style: '', body: '<main></main>', script: '' }).startsWith('<!doctype html>') //=> true
 */
export function htmlPage(parts: HtmlPageParts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${parts.title}</title>
<link rel="icon" href="data:,">
<style>${parts.style}</style>
</head>
<body>
${parts.body}
<script>${parts.script}</script>
</body>
</html>
`;
}
