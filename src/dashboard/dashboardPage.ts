import { htmlPage } from '../playground/htmlPage.ts';
import { MONTH_GRID_STYLE } from '../playground/monthGrid.ts';
import { DASHBOARD_BODY } from './dashboardMarkup.ts';
import { DASHBOARD_SCRIPT } from './dashboardScript.generated.ts';
import { bytesToBase64 } from '../keys/hex.ts';
import { sha256Bytes } from '../keys/sha256Hex.ts';

const STYLE = `
:root { --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --ok: #1a7f37; --bad: #cf222e; --work: #dafbe1; --decreed: #aceebb; --weekend: #eaeef2; --public: #ffd8b5; --custom: #ddd4ff; --excluded: #ffcecb; --panel: #f6f8fa; font-family: system-ui, sans-serif; color: var(--ink); }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0 auto; padding: 1rem 1.5rem; max-width: 96rem; line-height: 1.4; }
main { min-width: 0; }
h1 { font-size: 1.4rem; margin: .2rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 0 0 .75rem; }
h3 { margin: .5rem 0; font-size: 1rem; }
section.panel { border: 1px solid var(--line); border-radius: .5rem; padding: 1rem; margin-top: 1rem; min-width: 0; }
.field { display: grid; gap: .2rem; align-content: start; min-width: 0; }
.field small, .hint { color: var(--muted); }
.hint { margin: .1rem 0 0; font-size: .875rem; }
code, .mono { font-family: ui-monospace, monospace; font-size: .9em; overflow-wrap: anywhere; word-break: break-all; }
code { background: var(--panel); padding: 0 .2rem; border-radius: .2rem; }
input, select, button, textarea { font: inherit; line-height: 1.4; margin: 0; padding: .45rem .5rem; border: 1px solid var(--line); border-radius: .35rem; min-width: 0; }
input:not([type="checkbox"]), select { height: 2.5rem; width: 100%; }
textarea { width: 100%; min-height: 5rem; resize: vertical; }
button { background: var(--ink); color: white; cursor: pointer; height: 2.5rem; }
button.secondary { background: white; color: var(--ink); }
button.danger { color: var(--bad); border-color: var(--bad); }
button:disabled { opacity: .45; cursor: default; }
:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
.row { display: grid; gap: .75rem 1rem; grid-template-columns: repeat(auto-fill, minmax(min(13rem, 100%), 1fr)); align-items: end; }
#history-filters { grid-template-columns: repeat(auto-fill, minmax(min(9rem, 100%), 1fr)); }
#key-form { display: grid; gap: .5rem; grid-template-columns: minmax(0, 1fr) auto; align-items: end; }
#key-form .field { grid-column: 1 / -1; }
#key-form .key-line { display: flex; gap: .5rem; grid-column: 1 / -1; }
#key-form .key-line input { flex: 1 1 auto; }
.notice { background: #fff8c5; border: 1px solid #d4a72c; border-radius: .35rem; padding: .5rem .75rem; margin: .75rem 0 0; overflow-wrap: anywhere; }
.error { color: var(--bad); overflow-wrap: anywhere; }
.error .code { font-family: ui-monospace, monospace; }
.status { margin: .5rem 0 0; overflow-wrap: anywhere; } .status.ok, td.ok { color: var(--ok); font-weight: 600; } td.failed { color: var(--bad); font-weight: 600; }
.facts { display: flex; flex-wrap: wrap; gap: .5rem 2rem; margin: 0 0 1rem; }
.facts div { min-width: 0; } .facts dt { color: var(--muted); font-size: .875rem; } .facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.bar { margin-bottom: 1rem; }
.bar-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; }
.bar meter { display: block; width: 100%; height: 1.25rem; margin: .25rem 0; }
.bar small { color: var(--muted); }
.pager { display: flex; gap: .75rem; align-items: center; margin-top: .75rem; }
.pager button { flex: 0 0 auto; }
table.cards { border-collapse: collapse; width: 100%; font-size: .9rem; }
table.cards th { text-align: left; color: var(--muted); font-weight: 500; border-bottom: 1px solid var(--line); padding: .3rem .5rem .3rem 0; }
table.cards td { border-bottom: 1px solid var(--line); padding: .35rem .5rem .35rem 0; vertical-align: middle; overflow-wrap: anywhere; }
.key-actions, .rename-form { display: flex; flex-wrap: wrap; gap: .35rem; }
.rename-form input:not([type="checkbox"]) { flex: 1 1 9rem; width: auto; }
.badge { display: inline-block; font-size: .75rem; background: var(--panel); border: 1px solid var(--line); border-radius: 1rem; padding: 0 .5rem; margin-left: .25rem; color: var(--muted); white-space: nowrap; }
ul.calendar-list { list-style: none; padding: 0; margin: 0 0 .75rem; display: grid; gap: .5rem; }
ul.calendar-list li { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: .1rem 1rem; border: 1px solid var(--line); border-radius: .35rem; padding: .5rem .75rem; }
ul.calendar-list li > button { grid-column: 2; grid-row: 1 / span 3; align-self: center; }
ul.calendar-list small { color: var(--muted); min-width: 0; }
ul.calendar-list .calendar-name { min-width: 0; overflow-wrap: anywhere; }
#calendar-form { display: grid; gap: .75rem; margin-top: 1rem; border-top: 1px solid var(--line); padding-top: .75rem; min-width: 0; }
fieldset { border: 0; padding: 0; margin: 0; min-width: 0; }
legend { padding: 0; margin-bottom: .3rem; }
.checks { display: flex; flex-wrap: wrap; gap: .35rem 1rem; }
label.check { display: inline-flex; gap: .35rem; align-items: center; }
label.check input { width: 1.1rem; height: 1.1rem; }
.holiday-row { display: grid; grid-template-columns: minmax(0, 9rem) minmax(0, 1fr) 2.5rem; gap: .5rem; margin-bottom: .5rem; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; }
.actions button { flex: 0 0 auto; padding: .45rem 1rem; }
#calendar-grid { margin-top: 1rem; min-width: 0; }
dialog { border: 1px solid var(--line); border-radius: .5rem; max-width: min(30rem, calc(100vw - 2rem)); padding: 1rem; }
dialog::backdrop { background: rgb(0 0 0 / 35%); }
dialog p { margin-top: 0; overflow-wrap: anywhere; }
/* On a desktop an id (request id, key) is one token on one line; the panel scrolls sideways if it must. */
@media (min-width: 44.01rem) {
  table.cards td.mono { white-space: nowrap; word-break: normal; overflow-wrap: normal; }
  section.panel { overflow-x: auto; }
}
@media (max-width: 44rem) {
  table.cards thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.cards, table.cards tbody, table.cards tr, table.cards td { display: block; width: 100%; }
  table.cards tr { border: 1px solid var(--line); border-radius: .35rem; padding: .35rem .6rem; margin-bottom: .5rem; }
  table.cards td { display: grid; grid-template-columns: 6.5rem minmax(0, 1fr); gap: .5rem; border: 0; padding: .1rem 0; }
  table.cards td::before { content: attr(data-label); color: var(--muted); font-weight: 400; }
}
${MONTH_GRID_STYLE}`;

const hash = (text: string): string => `'sha256-${bytesToBase64(sha256Bytes(text))}'`;

/**
 * The Content-Security-Policy of the dashboard: nothing leaves the gateway's own origin, and the only
 * script and style that run are the page's own inline ones, allowed by their SHA-256 hashes (no
 * `'unsafe-inline'`), so injected markup can run nothing.
 */
export const DASHBOARD_CSP = `default-src 'none'; script-src ${hash(DASHBOARD_SCRIPT)}; style-src ${hash(STYLE)}; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The account dashboard page: paste a key (kept in memory for the tab only; without one, a hint says
 * where keys come from) and see the account's usage of the minute and the month as bars, its request
 * history as a table with filters and paging, its keys with a rename form and a revoke button behind an in-page
 * confirmation, and its saved calendars with a form to create, edit and delete them, drawn on the
 * playground's month grid. One self-contained HTML document with no external requests; no framework.
 *
 * @returns The HTML text.
 * @example
 * dashboardHtml().startsWith('<!doctype html>') //=> true
 */
export function dashboardHtml(): string {
  return htmlPage({
    title: 'daycalc dashboard',
    style: STYLE,
    script: DASHBOARD_SCRIPT,
    body: DASHBOARD_BODY,
  });
}
