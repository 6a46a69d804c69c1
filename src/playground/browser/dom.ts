// The two DOM helpers both pages' scripts are written with: `$` finds one element of the page's own
// markup, `el` makes an element with attributes and children. Browser code: bundled into the pages by
// scripts/bundlePageScripts.ts, never imported by the server side.

/** The attributes of `el`: `text` sets the text, `false` and `undefined` leave one out, `true` sets it empty. */
export type Attributes = Readonly<Record<string, string | boolean | undefined>>;

/**
 * One element of the page's own markup by selector. The markup is the page's, so the element exists;
 * the type parameter says which kind it is.
 *
 * @param selector - A CSS selector.
 * @returns The first matching element.
 * @example
 * $<HTMLInputElement>('#key').value
 */
export function $<T extends Element = HTMLElement>(selector: string): T {
  return document.querySelector(selector) as T;
}

/**
 * Makes an element with attributes and children.
 *
 * @param tag - The tag name.
 * @param attributes - The attributes; `text` sets the element's text.
 * @param children - Child nodes or text, appended in order.
 * @returns The element.
 * @example
 * el('p', { class: 'hint', text: 'No older requests.' })
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue;
    if (name === 'text') node.textContent = String(value);
    else node.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) node.append(child);
  return node;
}

/**
 * A description's text as nodes: the spans between backticks (Markdown's inline code, as the OpenAPI
 * document writes field and code names) become `<code>` elements, the rest stays text. Never HTML.
 *
 * @param text - A description.
 * @returns The text and code nodes, in order.
 * @example
 * el('small', {}, ...withInlineCode('Default `following`.')) // <small>Default <code>following</code>.</small>
 */
export function withInlineCode(text: string): Array<Node | string> {
  return text.split('`').map((part, index) => (index % 2 === 1 ? el('code', { text: part }) : part)).filter((part) => part !== '');
}
