// The dashboard's browser script, as text. It runs in the page only: with the key typed into the page
// (kept in a variable, never in the URL, storage or cookies) it reads the account's usage, request
// history, keys and saved calendars from the account endpoints, revokes a key after an in-page
// confirmation, and creates, edits and deletes saved calendars, drawn on the playground's month grid.
// Plain DOM code, no framework, no external requests.
import { MONTH_GRID_SCRIPT } from '../playground/monthGrid.ts';
import { calendarGridDays } from './calendarGridDays.ts';
import { calendarRequestBody } from './calendarRequestBody.ts';
import { formatInstant } from './formatInstant.ts';
import { historyQuery } from './historyQuery.ts';
import { sha256 } from './sha256.ts';
import { usageShare } from './usageShare.ts';

/** Entries per page of the history table. */
export const HISTORY_PAGE_SIZE = 20;

/** The most months the calendar's grid draws. */
export const GRID_MAX_MONTHS = 12;

/** The dashboard's script: the text of its one inline `<script>` (hashed into its CSP). */
export const DASHBOARD_SCRIPT = String.raw`
'use strict';
${MONTH_GRID_SCRIPT}
const sha256 = ${sha256.toString()};
const formatInstant = ${formatInstant.toString()};
const usageShare = ${usageShare.toString()};
const historyQuery = ${historyQuery.toString()};
const calendarGridDays = ${calendarGridDays.toString()};
const calendarRequestBody = ${calendarRequestBody.toString()};
const HISTORY_PAGE_SIZE = ${HISTORY_PAGE_SIZE};
const GRID_MAX_MONTHS = ${GRID_MAX_MONTHS};
const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

let apiKey = '';
let apiKeyId = '';
let account = null;
let historyState = { cursor: null, next: null, page: 1 };
let calendars = [];
let editing = null; // the calendar in the form, or null for a new one

// One call to the API with the page's key in the Authorization header (never in the URL).
async function api(method, path, body) {
  const headers = { authorization: 'Bearer ' + apiKey };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store', credentials: 'omit' });
  } catch (error) {
    return { status: 0, error: { code: 'NETWORK_ERROR', message: 'The gateway did not answer: ' + error.message } };
  }
  let json;
  try { json = await response.json(); } catch { json = undefined; }
  if (json && json.error) {
    if (json.error.code === 'REVOKED_API_KEY') showKeyRevoked();
    return { status: response.status, error: json.error };
  }
  if (!response.ok || !json || !('data' in json)) return { status: response.status, error: { code: 'HTTP_' + response.status, message: 'The gateway answered without the expected body' } };
  return { status: response.status, data: json.data };
}

function errorLine(id, error) {
  return el('p', { class: 'error', id, role: 'alert' }, el('strong', { class: 'code', text: error.code }), ' ', el('span', { class: 'message', text: error.message }));
}

// Runs one section's work with the section marked busy until all of it (nested work too) is done:
// tests and screen readers wait on it.
const busyCounts = new Map();
async function busy(section, work) {
  busyCounts.set(section, (busyCounts.get(section) ?? 0) + 1);
  section.setAttribute('aria-busy', 'true');
  try { await work(); } finally {
    busyCounts.set(section, busyCounts.get(section) - 1);
    if (busyCounts.get(section) === 0) section.setAttribute('aria-busy', 'false');
  }
}

// An in-page confirmation (not the browser's own confirm box): resolves true when the action button is pressed.
function confirmInPage(text, action) {
  const dialog = $('#confirm');
  $('#confirm-text').textContent = text;
  $('#confirm-ok').textContent = action;
  dialog.returnValue = '';
  dialog.showModal();
  $('#confirm-cancel').focus();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
  });
}

function showKeyRevoked() {
  const note = $('#key-revoked');
  note.hidden = false;
  note.textContent = 'The key in this page (' + apiKeyId + ') is now revoked: its requests are refused with 401 REVOKED_API_KEY. Paste another key of the account to go on.';
}

// ---- usage -----------------------------------------------------------------------------------
function usageBar(id, title, limit) {
  const share = usageShare(limit);
  const meter = el('meter', { min: '0', max: String(limit.limit), value: String(Math.min(limit.used, limit.limit)), low: String(limit.limit * 0.7), high: String(limit.limit * 0.9), optimum: '0', 'aria-label': title + ': ' + share.text });
  return el('div', { class: 'bar', id, 'data-used': String(limit.used), 'data-limit': String(limit.limit), 'data-remaining': String(limit.remaining), 'data-percent': String(share.percent) },
    el('div', { class: 'bar-head' }, el('strong', { text: title }), el('span', { class: 'numbers', text: share.text })),
    meter,
    el('small', { class: 'resets', text: 'Resets ' + formatInstant(limit.resets_at) }));
}

async function loadUsage() {
  const section = $('#usage');
  let result;
  await busy(section, async () => {
    result = await api('GET', '/api/v1/account');
    const body = $('#usage-body');
    if (result.error) { body.replaceChildren(errorLine('usage-error', result.error)); return; }
    account = result.data;
    const features = account.features.length === 0 ? 'none' : account.features.join(', ');
    const retention = account.history_retention_days > 0 ? account.history_retention_days + ' days' : 'not kept on the ' + account.plan + ' plan';
    body.replaceChildren(
      el('dl', { class: 'facts' },
        el('div', {}, el('dt', { text: 'Account' }), el('dd', { id: 'account-id', text: account.account_id })),
        el('div', {}, el('dt', { text: 'Plan' }), el('dd', { id: 'plan', text: account.plan })),
        el('div', {}, el('dt', { text: 'Features' }), el('dd', { id: 'features', text: features })),
        el('div', {}, el('dt', { text: 'History kept' }), el('dd', { id: 'retention', text: retention }))),
      usageBar('bar-minute', 'This minute', account.limits.per_minute),
      usageBar('bar-month', 'This month', account.limits.per_month));
  });
  return result.error ? null : result.data;
}

// ---- history ---------------------------------------------------------------------------------
function historyFilters() {
  return { operation: $('#filter-operation').value, status: $('#filter-status').value, since: $('#filter-since').value, until: $('#filter-until').value };
}

function cell(label, text, className) {
  return el('td', { 'data-label': label, class: className, text: String(text) });
}

async function loadHistory(cursor) {
  await busy($('#history'), async () => {
    const result = await api('GET', '/api/v1/account/history' + historyQuery(historyFilters(), HISTORY_PAGE_SIZE, cursor));
    const body = $('#history-body');
    const pager = $('#history-pager');
    if (result.error) {
      body.replaceChildren(errorLine('history-error', result.error));
      pager.hidden = true;
      $('#history-filters').hidden = result.error.code === 'FEATURE_NOT_AVAILABLE';
      return;
    }
    $('#history-filters').hidden = false;
    historyState = { cursor, next: result.data.next_cursor, page: cursor === null ? 1 : historyState.page + 1 };
    const { entries } = result.data;
    if (entries.length === 0) {
      body.replaceChildren(el('p', { id: 'history-empty', class: 'hint', text: cursor === null ? 'No requests match (history is kept ' + result.data.retention_days + ' days).' : 'No older requests.' }));
    } else {
      const head = el('tr');
      for (const title of ['Time (UTC)', 'Request id', 'Operation', 'Via', 'Status', 'Code', 'ms', 'Key']) head.append(el('th', { scope: 'col', text: title }));
      const rows = el('tbody');
      for (const entry of entries) {
        rows.append(el('tr', { 'data-request-id': entry.request_id },
          cell('Time', formatInstant(entry.time).replace(' UTC', '')),
          cell('Request id', entry.request_id, 'mono'),
          cell('Operation', entry.operation),
          cell('Via', entry.via),
          cell('Status', entry.status, entry.status < 400 ? 'ok' : 'failed'),
          cell('Code', entry.code ?? '—'),
          cell('ms', entry.duration_ms),
          cell('Key', entry.key, 'mono')));
      }
      body.replaceChildren(el('table', { id: 'history-table', class: 'cards' }, el('thead', {}, head), rows));
    }
    pager.hidden = false;
    $('#history-page').textContent = 'Page ' + historyState.page;
    $('#history-older').disabled = historyState.next === null;
    $('#history-newest').disabled = historyState.cursor === null;
  });
}

// ---- keys ------------------------------------------------------------------------------------
function keyRow(key) {
  const revoke = el('button', { type: 'button', class: 'secondary danger', id: 'revoke-' + key.id, 'data-key-id': key.id, disabled: key.status !== 'active', text: 'Revoke' });
  revoke.addEventListener('click', () => revokeKey(key));
  const name = el('td', { 'data-label': 'Name', text: key.name ?? '—' });
  if (key.id === apiKeyId) name.append(' ', el('span', { class: 'badge', text: 'this page' }));
  return el('tr', { 'data-key-id': key.id, 'data-status': key.status },
    cell('Id', key.id, 'mono'), name, cell('Environment', key.environment),
    cell('Status', key.status, key.status === 'active' ? 'ok' : 'failed'),
    cell('Expires', formatInstant(key.expires_at)), cell('Last used', formatInstant(key.last_used_at)),
    el('td', { 'data-label': '' }, revoke));
}

async function loadKeys() {
  await busy($('#keys'), async () => {
    const result = await api('GET', '/api/v1/account/keys');
    const body = $('#keys-body');
    if (result.error) { body.replaceChildren(errorLine('keys-error', result.error)); return; }
    const head = el('tr');
    for (const title of ['Id', 'Name', 'Environment', 'Status', 'Expires', 'Last used', '']) head.append(el('th', { scope: 'col', text: title }));
    body.replaceChildren(el('table', { id: 'keys-table', class: 'cards' }, el('thead', {}, head), el('tbody', {}, ...result.data.keys.map(keyRow))));
  });
}

async function revokeKey(key) {
  const own = key.id === apiKeyId;
  const text = 'Revoke key ' + key.id + (key.name ? ' (' + key.name + ')' : '') + '? Every request with it is refused from now on by every gateway process of the service.' + (own ? ' It is the key this page uses.' : '');
  if (!(await confirmInPage(text, 'Revoke key'))) return;
  await busy($('#keys'), async () => {
    const result = await api('POST', '/api/v1/account/keys/' + encodeURIComponent(key.id) + '/revoke');
    $('#keys-status').replaceChildren(result.error ? errorLine('keys-error', result.error) : el('p', { class: 'status ok', text: 'Key ' + key.id + ' revoked.' }));
    if (result.error) return;
    if (own) {
      // The page's key can read nothing more: show the answer's new state in place.
      showKeyRevoked();
      const row = document.querySelector('#keys-table tr[data-key-id="' + key.id + '"]');
      if (row) row.replaceWith(keyRow(result.data.key));
    } else {
      await loadKeys();
    }
  });
}

// ---- saved calendars -------------------------------------------------------------------------
function calendarTitle(calendar) {
  return (calendar.name ?? 'Unnamed calendar') + ' · ' + calendar.country_code + (calendar.subdivision_code ? '-' + calendar.subdivision_code : '');
}

async function loadCalendars() {
  const hasFeature = account.features.includes('business_calendars');
  $('#calendars-note').hidden = hasFeature;
  $('#calendars-body').hidden = !hasFeature;
  if (!hasFeature) return;
  await busy($('#calendars'), async () => {
    const result = await api('GET', '/api/v1/calendars');
    const list = $('#calendar-list');
    if (result.error) { list.replaceChildren(errorLine('calendars-error', result.error)); return; }
    calendars = result.data.calendars;
    if (calendars.length === 0) { list.replaceChildren(el('p', { class: 'hint', id: 'calendars-empty', text: 'No saved calendars yet.' })); return; }
    list.replaceChildren(el('ul', { class: 'calendar-list' }, ...calendars.map((calendar) => {
      const open = el('button', { type: 'button', class: 'secondary', 'data-calendar-id': calendar.id, text: calendar.read_only ? 'View' : 'Edit' });
      open.addEventListener('click', () => openCalendar(calendar));
      const count = (n, unit) => n + ' ' + unit + (n === 1 ? '' : 's');
      const counts = count(calendar.custom_holidays.length, 'custom holiday') + ', ' + count(calendar.excluded_dates.length, 'excluded date');
      return el('li', { 'data-calendar-id': calendar.id, 'data-read-only': String(calendar.read_only) },
        el('div', { class: 'calendar-name' }, el('strong', { text: calendarTitle(calendar) }), calendar.read_only ? el('span', { class: 'badge', text: 'read-only (server config)' }) : ''),
        el('small', { class: 'mono', text: calendar.id }), el('small', { text: counts }), open);
    })));
  });
}

function holidayRow(holiday) {
  const date = el('input', { class: 'holiday-date', 'aria-label': 'Holiday date', placeholder: 'YYYY-MM-DD', autocomplete: 'off', spellcheck: 'false', inputmode: 'numeric' });
  const label = el('input', { class: 'holiday-label', 'aria-label': 'Holiday label', placeholder: 'Label', autocomplete: 'off' });
  date.value = holiday.date;
  label.value = holiday.label;
  const remove = el('button', { type: 'button', class: 'secondary holiday-remove', 'aria-label': 'Remove this holiday', text: '×' });
  const row = el('div', { class: 'holiday-row' }, date, label, remove);
  remove.addEventListener('click', () => { row.remove(); drawCalendar(); });
  return row;
}

function formValues() {
  return {
    name: $('#calendar-name').value,
    country_code: $('#calendar-country').value,
    subdivision_code: $('#calendar-subdivision').value,
    working_days: Array.from(document.querySelectorAll('#calendar-working-days input:checked')).map((box) => Number(box.value)),
    include_public_holidays: $('#calendar-public').checked,
    custom_holidays: Array.from(document.querySelectorAll('#calendar-holidays .holiday-row')).map((row) => ({ date: row.querySelector('.holiday-date').value, label: row.querySelector('.holiday-label').value })),
    excluded_dates: $('#calendar-excluded').value,
  };
}

function drawCalendar() {
  const out = $('#calendar-grid');
  const { days, months } = calendarGridDays(calendarRequestBody(formValues()), GRID_MAX_MONTHS, monthLayout);
  if (days.length === 0) { out.replaceChildren(el('p', { class: 'hint', text: 'No custom holidays or excluded dates to draw yet.' })); return; }
  const notes = [el('p', { class: 'hint', text: 'Custom holidays and excluded dates on the calendar\'s working days; public holidays are applied by the API and not drawn here.' + (months > GRID_MAX_MONTHS ? ' The first ' + GRID_MAX_MONTHS + ' of ' + months + ' months are shown.' : '') })];
  out.replaceChildren(...notes, monthGrids(days, 'The calendar\'s holidays and excluded dates as month grids'));
}

function openCalendar(calendar) {
  editing = calendar;
  const form = $('#calendar-form');
  const readOnly = calendar !== null && calendar.read_only;
  $('#calendar-form-title').textContent = calendar === null ? 'New calendar' : (readOnly ? 'Calendar ' : 'Edit calendar ') + calendar.id + (readOnly ? ' (read-only: defined in the server\'s config)' : '');
  $('#calendar-name').value = calendar?.name ?? '';
  $('#calendar-country').value = calendar?.country_code ?? '';
  $('#calendar-subdivision').value = calendar?.subdivision_code ?? '';
  const working = calendar?.working_days ?? [1, 2, 3, 4, 5];
  for (const box of document.querySelectorAll('#calendar-working-days input')) box.checked = working.includes(Number(box.value));
  $('#calendar-public').checked = calendar?.include_public_holidays ?? true;
  $('#calendar-holidays').replaceChildren(...(calendar?.custom_holidays ?? []).map(holidayRow));
  $('#calendar-excluded').value = (calendar?.excluded_dates ?? []).join('\n');
  for (const control of form.querySelectorAll('input, textarea, #holiday-add, .holiday-remove')) control.disabled = readOnly;
  $('#calendar-save').hidden = readOnly;
  $('#calendar-delete').hidden = calendar === null || readOnly;
  $('#calendar-status').replaceChildren();
  form.hidden = false;
  drawCalendar();
  $('#calendar-name').focus();
}

async function saveCalendar(event) {
  event.preventDefault();
  if (editing !== null && editing.read_only) return;
  await busy($('#calendars'), async () => {
    const body = calendarRequestBody(formValues());
    const result = editing === null ? await api('POST', '/api/v1/calendars', body) : await api('PUT', '/api/v1/calendars/' + encodeURIComponent(editing.id), body);
    if (result.error) { $('#calendar-status').replaceChildren(errorLine('calendar-error', result.error)); return; }
    const saved = result.data.calendar;
    editing = saved;
    $('#calendar-form-title').textContent = 'Edit calendar ' + saved.id;
    $('#calendar-delete').hidden = false;
    $('#calendar-status').replaceChildren(el('p', { class: 'status ok', id: 'calendar-saved', text: (result.status === 201 ? 'Created ' : 'Saved ') + saved.id + '.' }));
    await loadCalendars();
  });
}

async function deleteCalendar() {
  if (editing === null || editing.read_only) return;
  const calendar = editing;
  if (!(await confirmInPage('Delete calendar ' + calendarTitle(calendar) + ' (' + calendar.id + ')? Operations naming it answer BUSINESS_CALENDAR_NOT_FOUND from then on.', 'Delete calendar'))) return;
  await busy($('#calendars'), async () => {
    const result = await api('DELETE', '/api/v1/calendars/' + encodeURIComponent(calendar.id));
    if (result.error) { $('#calendar-status').replaceChildren(errorLine('calendar-error', result.error)); return; }
    $('#calendar-form').hidden = true;
    editing = null;
    await loadCalendars();
    $('#calendars-status').replaceChildren(el('p', { class: 'status ok', id: 'calendar-deleted', text: 'Deleted ' + calendar.id + '.' }));
  });
}

// ---- the page --------------------------------------------------------------------------------
async function loadAll(event) {
  if (event) event.preventDefault();
  if (apiKey === '') {
    $('#key-source').hidden = false;
    $('#key').focus();
    return;
  }
  apiKeyId = sha256(apiKey).map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, 12);
  $('#key-revoked').hidden = true;
  $('#calendars-status').replaceChildren();
  $('#keys-status').replaceChildren();
  $('#calendar-form').hidden = true;
  document.body.dataset.loaded = 'false';
  $('#sections').hidden = false;
  const loaded = await loadUsage();
  if (loaded !== null) await Promise.all([loadHistory(null), loadKeys(), loadCalendars()]);
  document.body.dataset.loaded = 'true';
}

async function start() {
  $('#key-source').replaceWith(keyHint('key-source'));
  $('#key').addEventListener('input', (event) => {
    apiKey = event.target.value.trim();
    $('#key-source').hidden = apiKey !== '';
  });
  $('#key-form').addEventListener('submit', loadAll);
  $('#history-filters').addEventListener('submit', (event) => { event.preventDefault(); loadHistory(null); });
  $('#history-older').addEventListener('click', () => loadHistory(historyState.next));
  $('#history-newest').addEventListener('click', () => loadHistory(null));
  $('#calendar-new').addEventListener('click', () => openCalendar(null));
  $('#calendar-form').addEventListener('submit', saveCalendar);
  $('#calendar-form').addEventListener('input', drawCalendar);
  $('#calendar-cancel').addEventListener('click', () => { $('#calendar-form').hidden = true; editing = null; });
  $('#calendar-delete').addEventListener('click', deleteCalendar);
  $('#holiday-add').addEventListener('click', () => {
    const row = holidayRow({ date: '', label: '' });
    $('#calendar-holidays').append(row);
    row.querySelector('.holiday-date').focus();
  });
  const days = $('#calendar-working-days');
  WEEKDAY_NAMES.forEach((name, index) => {
    const box = el('input', { type: 'checkbox', id: 'working-day-' + (index + 1), value: String(index + 1) });
    days.append(el('label', { class: 'check' }, box, name));
  });
  $('#confirm-cancel').addEventListener('click', () => $('#confirm').close('cancel'));
  $('#confirm-ok').addEventListener('click', () => $('#confirm').close('ok'));
  $('#confirm').addEventListener('cancel', () => { $('#confirm').returnValue = 'cancel'; });
  // The operations the history can be filtered by: the API's own list.
  try {
    const doc = await (await fetch('/openapi.json', { cache: 'no-store' })).json();
    for (const path of Object.keys(doc.paths)) {
      const item = doc.paths[path];
      // An operation is a POST under /api/v1/ with a headline (the account and calendar endpoints have none).
      if (!item.post || !path.startsWith('/api/v1/') || !((item.post.responses || {})['200'] || {})['x-daycalc-headline']) continue;
      const name = path.slice('/api/v1/'.length);
      $('#filter-operation').append(el('option', { value: name, text: name }));
    }
  } catch { /* without the list, the filter offers "any operation" only */ }
  document.body.dataset.ready = 'true';
}
start();
`;
