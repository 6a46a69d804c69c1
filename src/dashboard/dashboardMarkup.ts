// The dashboard's markup, one constant per section; dashboardHtml puts it inside <body>. The script
// (src/dashboard/browser/) finds its elements by these ids.

/** The heading, the key form and the revoked-key notice, then the opening of the sections (hidden until a key is loaded). */
const KEY_FORM = `<main>
<h1>daycalc account dashboard</h1>
<p>Usage, request history, keys and saved calendars of the account a key belongs to. The page's own requests count against the per-minute limit only: not against the month, and not written to the history.</p>
<form id="key-form" autocomplete="off">
  <div class="field">
    <label for="key">API key</label>
    <div class="key-line">
      <input id="key" type="password" autocomplete="off" spellcheck="false" placeholder="daycalc_test_…" aria-describedby="key-hint key-source">
      <button type="submit" id="load">Load</button>
    </div>
    <small id="key-hint">Kept in this tab's memory only: never put in the address bar or stored.</small>
    <p id="key-source" class="hint"></p>
  </div>
</form>
<p id="key-revoked" class="notice" role="alert" hidden></p>
<div id="sections" hidden>
`;

/** The usage section: the account's facts and its usage bars. */
const USAGE_SECTION = `<section id="usage" class="panel" aria-labelledby="usage-title" aria-busy="false">
  <h2 id="usage-title">Usage</h2>
  <div id="usage-body"></div>
</section>
`;

/** The request history: filters, the table and its pager. */
const HISTORY_SECTION = `<section id="history" class="panel" aria-labelledby="history-title" aria-busy="false">
  <h2 id="history-title">Request history</h2>
  <form id="history-filters" class="row" autocomplete="off">
    <div class="field"><label for="filter-operation">Operation</label><select id="filter-operation"><option value="">Any operation</option></select></div>
    <div class="field"><label for="filter-status">Status</label><input id="filter-status" inputmode="numeric" placeholder="e.g. 400"></div>
    <div class="field"><label for="filter-since">Since</label><input id="filter-since" placeholder="YYYY-MM-DD" title="A date (YYYY-MM-DD, UTC) or an ISO 8601 instant" spellcheck="false"></div>
    <div class="field"><label for="filter-until">Until</label><input id="filter-until" placeholder="YYYY-MM-DD" title="A date (YYYY-MM-DD, UTC) or an ISO 8601 instant" spellcheck="false"></div>
    <button type="submit" id="history-apply">Apply filters</button>
  </form>
  <div id="history-body"></div>
  <div id="history-pager" class="pager" hidden>
    <button type="button" id="history-newest" class="secondary">Newest</button>
    <span id="history-page"></span>
    <button type="button" id="history-older" class="secondary">Older</button>
  </div>
</section>
`;

/** The keys: their table and the status of a rename or a revocation. */
const KEYS_SECTION = `<section id="keys" class="panel" aria-labelledby="keys-title" aria-busy="false">
  <h2 id="keys-title">Keys</h2>
  <p class="hint">Keys are created by the operator (creation is closed while the service is in prelaunch). Rename a key to tell it apart (1-64 characters); revoking one refuses its requests at once.</p>
  <div id="keys-body"></div>
  <div id="keys-status" aria-live="polite"></div>
</section>
`;

/** The saved calendars: the note for accounts without the feature, the list and the calendar form. */
const CALENDARS_SECTION = `<section id="calendars" class="panel" aria-labelledby="calendars-title" aria-busy="false">
  <h2 id="calendars-title">Saved calendars</h2>
  <p id="calendars-note" class="hint" hidden>Saved calendars need the Business Calendars feature (<code>business_calendars</code>), which this account does not have.</p>
  <div id="calendars-body" hidden>
    <div id="calendar-list"></div>
    <div id="calendars-status" aria-live="polite"></div>
    <button type="button" id="calendar-new">New calendar</button>
    <form id="calendar-form" autocomplete="off" hidden>
      <h3 id="calendar-form-title"></h3>
      <div class="row">
        <div class="field"><label for="calendar-name">Name</label><input id="calendar-name" maxlength="100" placeholder="Berlin office"></div>
        <div class="field"><label for="calendar-country">Country</label><input id="calendar-country" placeholder="DE" spellcheck="false"></div>
        <div class="field"><label for="calendar-subdivision">Subdivision</label><input id="calendar-subdivision" placeholder="BE (optional)" spellcheck="false"></div>
        <div class="field"><label for="calendar-market">Market</label><input id="calendar-market" placeholder="XNYS (instead of a country)" spellcheck="false"></div>
      </div>
      <fieldset><legend>Working days</legend><div id="calendar-working-days" class="checks"></div></fieldset>
      <label class="check"><input type="checkbox" id="calendar-public"> Include public holidays</label>
      <fieldset><legend>Custom holidays</legend><div id="calendar-holidays"></div><button type="button" id="holiday-add" class="secondary">Add holiday</button></fieldset>
      <div class="field"><label for="calendar-excluded">Excluded dates</label><textarea id="calendar-excluded" placeholder="YYYY-MM-DD, one a line" spellcheck="false"></textarea></div>
      <div class="actions">
        <button type="submit" id="calendar-save">Save</button>
        <button type="button" id="calendar-delete" class="secondary danger">Delete</button>
        <button type="button" id="calendar-cancel" class="secondary">Close</button>
      </div>
      <div id="calendar-status" aria-live="polite"></div>
      <div id="calendar-grid"></div>
    </form>
  </div>
</section>
`;

/** The end of the sections and the in-page confirmation dialog. */
const CONFIRM_DIALOG = `</div>
<dialog id="confirm" aria-labelledby="confirm-text">
  <p id="confirm-text"></p>
  <div class="actions">
    <button type="button" id="confirm-cancel" class="secondary">Cancel</button>
    <button type="button" id="confirm-ok" class="danger secondary"></button>
  </div>
</dialog>
</main>`;

/** The markup inside the dashboard's `<body>`, before its script. */
export const DASHBOARD_BODY = KEY_FORM + USAGE_SECTION + HISTORY_SECTION + KEYS_SECTION + CALENDARS_SECTION + CONFIRM_DIALOG;
