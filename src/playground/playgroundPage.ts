import { htmlPage } from './htmlPage.ts';
import { MONTH_GRID_STYLE } from './monthGrid.ts';
import { PLAYGROUND_SCRIPT } from './playgroundScript.generated.ts';

const STYLE = `
:root { --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --ok: #1a7f37; --bad: #cf222e; --work: #dafbe1; --decreed: #aceebb; --weekend: #eaeef2; --public: #ffd8b5; --custom: #ddd4ff; --excluded: #ffcecb; font-family: system-ui, sans-serif; color: var(--ink); }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0 auto; padding: 1rem; max-width: 60rem; line-height: 1.4; }
main { min-width: 0; }
h1 { font-size: 1.4rem; margin: .2rem 0 1rem; }
h3 { margin: .5rem 0 0; font-size: 1rem; }
form, #result { display: grid; gap: .75rem; grid-template-columns: minmax(0, 1fr); }
#result { margin-top: 1.25rem; }
#result > * { min-width: 0; margin: 0; }
.field { display: grid; gap: .2rem; align-content: start; min-width: 0; }
.field label { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.field small, #description, .hint { color: var(--muted); }
.hint { margin: .1rem 0 0; font-size: .875rem; }
code { font-family: ui-monospace, monospace; font-size: .9em; background: #f6f8fa; padding: 0 .2rem; border-radius: .2rem; overflow-wrap: anywhere; }
input, select, button { font: inherit; line-height: 1.4; margin: 0; padding: .45rem .5rem; border: 1px solid var(--line); border-radius: .35rem; height: 2.5rem; width: 100%; min-width: 0; }
select { max-width: 100%; }
button { background: var(--ink); color: white; cursor: pointer; }
:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
#fields { display: grid; gap: .75rem 1rem; grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr)); min-width: 0; }
.date-row { display: flex; gap: .35rem; }
.date-row input { flex: 1 1 auto; }
button.pick { flex: 0 0 2.75rem; width: 2.75rem; padding: 0; display: grid; place-items: center; background: white; color: var(--ink); }
button.pick[aria-expanded="true"] { background: #eaeef2; }
input.picker { margin-top: .35rem; }
.headline { font-size: 1.25rem; font-weight: 600; line-height: 1.35; overflow-wrap: anywhere; }
.headline.error { color: var(--bad); }
.headline .words { font-weight: 500; color: var(--ink); }
.status { margin: 0; } .status.ok { color: var(--ok); font-weight: 600; } .status.failed, .error { color: var(--bad); font-weight: 600; }
.allowance { background: #f6f8fa; padding: .5rem; border-radius: .35rem; overflow-wrap: anywhere; }
pre { background: #f6f8fa; padding: .75rem; overflow: auto; border-radius: .35rem; white-space: pre-wrap; word-break: break-all; max-width: 100%; }
pre#body { max-height: 24rem; }
table.headers { border-collapse: collapse; max-width: 100%; }
table.headers th { text-align: left; padding: .1rem 1rem .1rem 0; font-weight: 500; color: var(--muted); white-space: nowrap; vertical-align: top; }
table.headers td { font-family: ui-monospace, monospace; font-size: .9em; overflow-wrap: anywhere; word-break: break-all; }
${MONTH_GRID_STYLE}`;

/** The Content-Security-Policy of the playground: nothing leaves the gateway's own origin. */
export const PLAYGROUND_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The playground page: pick an operation, fill a form built from the OpenAPI document, paste a key
 * (kept in memory for the tab only; without one, a hint says where keys come from), send a real,
 * metered API call and see a headline (from each operation's `x-daycalc-headline`), status, the six
 * headers, the allowance left, errors, the body, a curl line, and traces as month grids. Date fields
 * take free text and have a button that opens the browser's date picker. One self-contained
 * HTML document with no external requests; no framework.
 *
 * @returns The HTML text.
 * @example
 * playgroundHtml().startsWith('<!doctype html>') //=> true
 */
export function playgroundHtml(): string {
  return htmlPage({
    title: 'daycalc playground',
    style: STYLE,
    script: PLAYGROUND_SCRIPT,
    body: `<main>
<h1>daycalc playground</h1>
<p>Calls made here are real API calls: authenticated, rate-limited and metered like any other.</p>
<form id="form" autocomplete="off">
  <div class="field">
    <label for="key"><span class="name">API key</span></label>
    <input id="key" type="password" autocomplete="off" spellcheck="false" placeholder="daycalc_test_…" aria-describedby="key-hint key-source">
    <small id="key-hint">Kept in this tab's memory only: never put in the address bar or stored.</small>
    <p id="key-source" class="hint"></p>
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
</main>`,
  });
}
