// The playground's browser script, as text. It runs in the page only: it reads /openapi.json, builds
// a form per operation, sends real API calls with the key typed into the page (kept in a variable,
// never in the URL or storage), and shows the answer, the six headers, a curl line and, for traces,
// month grids, under a headline rendered from the operation's `x-daycalc-headline`. Plain DOM code,
// no framework, no external requests.
import { MONTH_GRID_SCRIPT } from './monthGrid.ts';
import { renderHeadline } from './renderHeadline.ts';

/** The headline of a failure: the code in words, then the message. */
export const ERROR_HEADLINE = '{code|words}: {message}';

export const PLAYGROUND_SCRIPT = String.raw`
'use strict';
const renderHeadline = ${renderHeadline.toString()};
const ERROR_HEADLINE = ${JSON.stringify(ERROR_HEADLINE)};
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
${MONTH_GRID_SCRIPT}
let apiKey = '';
let operations = {};

function fieldInput(name, schema, required) {
  const id = 'field-' + name;
  const hint = schema.description || '';
  let input;
  if (schema.enum) {
    input = el('select', { id, name });
    if (!required) input.append(el('option', { value: '', text: '(default' + (schema.default !== undefined ? ': ' + schema.default : '') + ')' }));
    for (const value of schema.enum) input.append(el('option', { value, text: value }));
  } else if (schema.type === 'boolean') {
    input = el('select', { id, name, 'data-type': 'boolean' });
    input.append(el('option', { value: '', text: '(default: ' + String(schema.default ?? false) + ')' }), el('option', { value: 'true', text: 'true' }), el('option', { value: 'false', text: 'false' }));
  } else if (schema.type === 'array') {
    input = el('input', { id, name, 'data-type': 'array', inputmode: 'numeric', placeholder: (schema.default || []).join(','), autocomplete: 'off' });
  } else if (schema.type === 'integer' || schema.type === 'number') {
    input = el('input', { id, name, 'data-type': schema.type, inputmode: 'decimal', placeholder: schema.default !== undefined ? String(schema.default) : '', autocomplete: 'off' });
  } else {
    input = el('input', { id, name, 'data-type': 'string', placeholder: schema.format === 'date' ? 'YYYY-MM-DD' : (schema.default ?? ''), autocomplete: 'off', spellcheck: 'false' });
  }
  const label = el('label', { for: id }, el('span', { class: 'name', text: name + (required ? ' *' : '') }));
  const control = schema.format === 'date' ? datePicker(input) : input;
  return el('div', { class: 'field' }, label, control, el('small', { text: hint }));
}

// A free-text date field (any text is sent, so INVALID_DATE can be shown) with a button beside it that
// toggles the browser's own date input; picking a date there fills the text field.
function datePicker(input) {
  const picker = el('input', { type: 'date', id: input.id + '-picker', class: 'picker', hidden: true, 'aria-label': 'Calendar for ' + input.name, tabindex: '-1' });
  const button = el('button', { type: 'button', class: 'pick', id: input.id + '-pick', 'aria-label': 'Pick ' + input.name + ' from a calendar', title: 'Pick a date', 'aria-controls': picker.id, 'aria-expanded': 'false' });
  button.innerHTML = '<svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false"><rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor"/><path d="M1.5 6h13M5 1v3M11 1v3" stroke="currentColor"/><rect x="4" y="8" width="2" height="2" fill="currentColor"/><rect x="7" y="8" width="2" height="2" fill="currentColor"/><rect x="10" y="8" width="2" height="2" fill="currentColor"/><rect x="4" y="11" width="2" height="2" fill="currentColor"/></svg>';
  const close = () => { picker.hidden = true; button.setAttribute('aria-expanded', 'false'); };
  button.addEventListener('click', () => {
    if (!picker.hidden) return close();
    picker.value = DATE_PATTERN.test(input.value.trim()) ? input.value.trim() : '';
    picker.hidden = false;
    picker.removeAttribute('tabindex');
    button.setAttribute('aria-expanded', 'true');
    picker.focus();
    try { picker.showPicker(); } catch { /* no picker popup here: the date input itself is shown */ }
  });
  picker.addEventListener('input', () => { if (picker.value !== '') input.value = picker.value; });
  picker.addEventListener('change', () => { if (picker.value !== '') input.value = picker.value; });
  picker.addEventListener('keydown', (event) => { if (event.key === 'Escape' || event.key === 'Enter') { event.preventDefault(); close(); input.focus(); } });
  return el('div', { class: 'date-field' }, el('div', { class: 'date-row' }, input, button), picker);
}

function showForm() {
  const name = $('#operation').value;
  const operation = operations[name];
  const form = $('#fields');
  form.replaceChildren();
  $('#description').textContent = operation.description;
  const schema = operation.requestBody.content['application/json'].schema;
  const example = operation.requestBody.content['application/json'].example || {};
  for (const [field, fieldSchema] of Object.entries(schema.properties || {})) {
    const node = fieldInput(field, fieldSchema, (schema.required || []).includes(field));
    const input = node.querySelector('input:not(.picker), select');
    if (example[field] !== undefined) input.value = Array.isArray(example[field]) ? example[field].join(',') : String(example[field]);
    form.append(node);
  }
}

function bodyFromForm() {
  const body = {};
  for (const input of document.querySelectorAll('#fields input:not(.picker), #fields select')) {
    const raw = input.value.trim();
    if (raw === '') continue;
    const type = input.dataset.type;
    if (type === 'boolean') body[input.name] = raw === 'true';
    else if (type === 'integer' || type === 'number') body[input.name] = Number.isFinite(Number(raw)) ? Number(raw) : raw;
    else if (type === 'array') body[input.name] = raw.split(/[\s,]+/).filter(Boolean).map((item) => (Number.isFinite(Number(item)) ? Number(item) : item));
    else body[input.name] = raw;
  }
  return body;
}

function shellQuote(text) {
  return "'" + text.replace(/'/g, "'\\''") + "'";
}

async function send(event) {
  event.preventDefault();
  const name = $('#operation').value;
  const body = bodyFromForm();
  const url = location.origin + '/api/v1/' + name;
  const out = $('#result');
  out.replaceChildren(el('p', { text: 'Sending…' }));
  const headers = { 'content-type': 'application/json' };
  if (apiKey !== '') headers.authorization = 'Bearer ' + apiKey;
  let response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), cache: 'no-store' });
  } catch (error) {
    out.replaceChildren(el('p', { class: 'error', text: 'Network error: ' + error.message }));
    return;
  }
  const text = await response.text();
  let json;
  try { json = JSON.parse(text); } catch { json = undefined; }
  const h = (header) => response.headers.get(header);
  const status = el('p', { class: 'status ' + (response.ok ? 'ok' : 'failed'), id: 'status', tabindex: '-1', text: 'HTTP ' + response.status + (response.ok ? ' OK' : '') });
  const parts = [status];
  const spec = ((operations[name].responses || {})['200'] || {})['x-daycalc-headline'];
  if (json && json.error) {
    const words = renderHeadline(ERROR_HEADLINE, json.error);
    parts.push(el('p', { class: 'headline error', id: 'headline' }, el('span', { id: 'error' }, el('strong', { id: 'error-code', text: json.error.code }), ' ', el('span', { class: 'words', text: words }))));
  } else if (json && json.data) {
    const words = renderHeadline(spec, json.data);
    if (words) parts.push(el('p', { class: 'headline', id: 'headline', text: words }));
  }
  const keyless = apiKey === '';
  const minute = h('x-ratelimit-remaining') + ' of ' + h('x-ratelimit-limit') + ' requests left this minute';
  const monthKnown = h('x-quota-limit') !== null && h('x-quota-limit') !== '0';
  if (h('x-ratelimit-limit') !== null) {
    parts.push(el('p', { class: 'allowance', id: 'allowance', text: monthKnown ? minute + '; ' + h('x-quota-remaining') + ' of ' + h('x-quota-limit') + ' left this month' : minute + ' from this address (no account known yet, so no monthly quota)' }));
  }
  if (keyless) parts.push(keyHint('result-key-hint'));
  if (json && json.data && Array.isArray(json.data.trace)) parts.push(el('h3', { text: 'Trace' }), monthGrids(json.data.trace, 'Trace as month grids'));
  parts.push(el('h3', { text: 'Body' }), el('pre', { id: 'body', tabindex: '0', text: json ? JSON.stringify(json, null, 2) : text }));
  const table = el('table', { class: 'headers', id: 'headers' });
  for (const header of ['x-request-id', 'x-api-version', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-quota-limit', 'x-quota-remaining', 'retry-after']) {
    if (h(header) !== null) table.append(el('tr', {}, el('th', { scope: 'row', text: header }), el('td', { text: h(header) })));
  }
  parts.push(el('h3', { text: 'Headers' }), table);
  const curl = 'curl -s ' + url + " -H 'Authorization: Bearer $DAYCALC_API_KEY' -H 'content-type: application/json' -d " + shellQuote(JSON.stringify(body));
  parts.push(el('h3', { text: 'curl' }), el('pre', { id: 'curl', tabindex: '0', text: curl }));
  out.replaceChildren(...parts);
  status.focus();
}

async function start() {
  const response = await fetch('/openapi.json', { cache: 'no-store' });
  const doc = await response.json();
  const select = $('#operation');
  for (const [path, item] of Object.entries(doc.paths)) {
    // An operation is a POST under /api/v1/ with a headline (the account and calendar endpoints have none).
    if (!item.post || !path.startsWith('/api/v1/') || !((item.post.responses || {})['200'] || {})['x-daycalc-headline']) continue;
    const name = path.slice('/api/v1/'.length);
    operations[name] = item.post;
    select.append(el('option', { value: name, text: name + ': ' + item.post.summary }));
  }
  select.addEventListener('change', showForm);
  $('#key').addEventListener('input', (event) => {
    apiKey = event.target.value.trim();
    $('#key-source').hidden = apiKey !== '';
  });
  $('#key-source').replaceWith(keyHint('key-source'));
  $('#form').addEventListener('submit', send);
  showForm();
  document.body.dataset.ready = 'true';
}
start().catch((error) => { $('#result').textContent = 'Could not load the API description: ' + error.message; });
`;
