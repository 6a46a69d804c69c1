// The playground's form: one input per request field of the chosen operation, built from its schema
// in /openapi.json and filled with its example, and the request body read back from it. Browser code.
import type { FieldSchema } from './apiDescription.ts';
import { $, el, withInlineCode } from './dom.ts';
import { session } from './playgroundSession.ts';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const CALENDAR_ICON = '<svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false"><rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor"/><path d="M1.5 6h13M5 1v3M11 1v3" stroke="currentColor"/><rect x="4" y="8" width="2" height="2" fill="currentColor"/><rect x="7" y="8" width="2" height="2" fill="currentColor"/><rect x="10" y="8" width="2" height="2" fill="currentColor"/><rect x="4" y="11" width="2" height="2" fill="currentColor"/></svg>';

/** The input of one field: a select for an enum or a boolean, a text input (with its type) otherwise. */
function controlFor(id: string, name: string, schema: FieldSchema, required: boolean): HTMLInputElement | HTMLSelectElement {
  if (schema.enum) {
    const input = el('select', { id, name });
    if (!required) input.append(el('option', { value: '', text: '(default' + (schema.default !== undefined ? ': ' + String(schema.default) : '') + ')' }));
    for (const value of schema.enum) input.append(el('option', { value, text: value }));
    return input;
  }
  if (schema.type === 'boolean') {
    const input = el('select', { id, name, 'data-type': 'boolean' });
    input.append(el('option', { value: '', text: '(default: ' + String(schema.default ?? false) + ')' }), el('option', { value: 'true', text: 'true' }), el('option', { value: 'false', text: 'false' }));
    return input;
  }
  if (schema.type === 'array') {
    return el('input', { id, name, 'data-type': 'array', inputmode: 'numeric', placeholder: ((schema.default as readonly unknown[] | undefined) || []).join(','), autocomplete: 'off' });
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return el('input', { id, name, 'data-type': schema.type, inputmode: 'decimal', placeholder: schema.default !== undefined ? String(schema.default) : '', autocomplete: 'off' });
  }
  return el('input', { id, name, 'data-type': 'string', placeholder: schema.format === 'date' ? 'YYYY-MM-DD' : String(schema.default ?? ''), autocomplete: 'off', spellcheck: 'false' });
}

/**
 * A free-text date field (any text is sent, so INVALID_DATE can be shown) with a button beside it that
 * toggles the browser's own date input; picking a date there fills the text field.
 */
function datePicker(input: HTMLInputElement | HTMLSelectElement): HTMLDivElement {
  const picker = el('input', { type: 'date', id: input.id + '-picker', class: 'picker', hidden: true, 'aria-label': 'Calendar for ' + input.name, tabindex: '-1' });
  const button = el('button', { type: 'button', class: 'pick', id: input.id + '-pick', 'aria-label': 'Pick ' + input.name + ' from a calendar', title: 'Pick a date', 'aria-controls': picker.id, 'aria-expanded': 'false' });
  button.innerHTML = CALENDAR_ICON;
  const close = (): void => {
    picker.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  };
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

function fieldInput(name: string, schema: FieldSchema, required: boolean): HTMLDivElement {
  const id = 'field-' + name;
  const hint = schema.description || '';
  const input = controlFor(id, name, schema, required);
  const label = el('label', { for: id }, el('span', { class: 'name', text: name + (required ? ' *' : '') }));
  const control = schema.format === 'date' ? datePicker(input) : input;
  // Suggested values (every market for market_code, the languages, the lists of holiday types): a datalist the text field offers, any text still sent.
  // An array's examples are offered as the comma-separated text the field takes (holiday_types: public,bank).
  const suggestions = (schema.examples || []).map((value) => (Array.isArray(value) ? value.join(',') : value)).filter((value): value is string => typeof value === 'string');
  if (suggestions.length === 0 || input instanceof HTMLSelectElement) return el('div', { class: 'field' }, label, control, el('small', {}, ...withInlineCode(hint)));
  input.setAttribute('list', id + '-choices');
  const choices = el('datalist', { id: id + '-choices' }, ...suggestions.map((value) => el('option', { value })));
  return el('div', { class: 'field' }, label, control, choices, el('small', {}, ...withInlineCode(hint)));
}

/**
 * Builds the form of the operation chosen in `#operation`, each field filled with the operation's
 * example value when it has one.
 *
 * @example
 * $('#operation').addEventListener('change', showForm)
 */
export function showForm(): void {
  const name = $<HTMLSelectElement>('#operation').value;
  const operation = session.operations[name]!;
  const form = $('#fields');
  form.replaceChildren();
  $('#description').replaceChildren(...withInlineCode(operation.description));
  const schema = operation.requestBody.content['application/json'].schema;
  const example = operation.requestBody.content['application/json'].example || {};
  for (const [field, fieldSchema] of Object.entries(schema.properties || {})) {
    const node = fieldInput(field, fieldSchema, (schema.required || []).includes(field));
    const input = node.querySelector<HTMLInputElement | HTMLSelectElement>('input:not(.picker), select')!;
    const value = example[field];
    if (value !== undefined) input.value = Array.isArray(value) ? value.join(',') : String(value);
    form.append(node);
  }
}

/**
 * Reads the request body from the form: empty fields are left out, booleans, numbers and lists are
 * typed as their inputs say (text that is not a number is sent as typed, so the API judges it).
 *
 * @returns The body.
 * @example
 * JSON.stringify(bodyFromForm())
 */
export function bodyFromForm(): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const input of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('#fields input:not(.picker), #fields select')) {
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
