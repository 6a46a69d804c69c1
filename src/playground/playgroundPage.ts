import { PLAYGROUND_SCRIPT } from './playgroundScript.ts';

const STYLE = `
:root { --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --ok: #1a7f37; --bad: #cf222e; --work: #dafbe1; --weekend: #eaeef2; --public: #ffd8b5; --custom: #ddd4ff; --excluded: #ffcecb; font-family: system-ui, sans-serif; color: var(--ink); }
body { margin: 0 auto; padding: 1rem; max-width: 60rem; line-height: 1.4; }
h1 { font-size: 1.4rem; margin: .2rem 0 1rem; }
form, #result { display: grid; gap: .75rem; }
.field { display: grid; gap: .2rem; }
.field small, #description { color: var(--muted); }
input, select, button { font: inherit; padding: .45rem .5rem; border: 1px solid var(--line); border-radius: .35rem; min-height: 2.5rem; box-sizing: border-box; width: 100%; }
button { background: var(--ink); color: white; cursor: pointer; }
:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
#fields { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.status.ok { color: var(--ok); font-weight: 600; } .status.failed, .error { color: var(--bad); font-weight: 600; }
.allowance { background: #f6f8fa; padding: .5rem; border-radius: .35rem; }
pre { background: #f6f8fa; padding: .75rem; overflow-x: auto; border-radius: .35rem; white-space: pre-wrap; word-break: break-all; }
table.headers th { text-align: left; padding-right: 1rem; font-weight: 500; color: var(--muted); }
.grids { display: flex; flex-wrap: wrap; gap: 1rem; }
table.month { border-collapse: collapse; font-size: .85rem; }
table.month caption { font-weight: 600; padding-bottom: .25rem; }
table.month td, table.month th { width: 2rem; height: 2rem; text-align: center; }
td.day { border-radius: .3rem; position: relative; }
td.working_day, .swatch.working_day { background: var(--work); }
td.non_working_weekday, .swatch.non_working_weekday { background: var(--weekend); color: var(--muted); }
td.public_holiday, .swatch.public_holiday { background: var(--public); font-weight: 700; }
td.custom_holiday, .swatch.custom_holiday { background: var(--custom); font-weight: 700; }
td.excluded_date, .swatch.excluded_date { background: var(--excluded); text-decoration: line-through; }
td.outside { color: #c0c4c8; }
td.day:hover::after, td.day:focus::after { content: attr(data-tip); position: absolute; left: 50%; top: 100%; transform: translateX(-50%); background: var(--ink); color: white; padding: .2rem .4rem; border-radius: .25rem; white-space: nowrap; z-index: 1; font-weight: 400; }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .75rem; }
.swatch { display: inline-block; width: 1rem; height: 1rem; border-radius: .2rem; margin-right: .3rem; vertical-align: middle; border: 1px solid var(--line); }
`;

/** The Content-Security-Policy of the playground: nothing leaves the gateway's own origin. */
export const PLAYGROUND_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The playground page: pick an operation, fill a form built from the OpenAPI document, paste a key
 * (kept in memory for the tab only), send a real, metered API call and see status, the six headers,
 * the allowance left, errors, the body, a curl line, and traces as month grids. One self-contained
 * HTML document with no external requests; no framework.
 *
 * @returns The HTML text.
 * @example
 * playgroundHtml().startsWith('<!doctype html>') //=> true
 */
export function playgroundHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>daycalc playground</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>daycalc playground</h1>
<p>Calls made here are real API calls: authenticated, rate-limited and metered like any other.</p>
<form id="form" autocomplete="off">
  <div class="field">
    <label for="key"><span class="name">API key</span></label>
    <input id="key" type="password" autocomplete="off" spellcheck="false" placeholder="daycalc_test_…" aria-describedby="key-hint">
    <small id="key-hint">Kept in this tab's memory only: never put in the address bar or stored.</small>
  </div>
  <div class="field">
    <label for="operation"><span class="name">Operation</span></label>
    <select id="operation"></select>
    <small id="description"></small>
  </div>
  <fieldset id="fields" style="border:0;padding:0;margin:0"></fieldset>
  <button type="submit" id="send">Send request</button>
</form>
<section id="result" aria-live="polite"></section>
</main>
<script>${PLAYGROUND_SCRIPT}</script>
</body>
</html>
`;
}
