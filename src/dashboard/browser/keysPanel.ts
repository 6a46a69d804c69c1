// The dashboard's keys: the account's keys as a table, each with a rename button (an inline form in
// the name's cell) and a revoke button behind an in-page confirmation. Browser code.
import { $, el } from '../../playground/browser/dom.ts';
import { formatInstant } from '../formatInstant.ts';
import { api, showKeyRevoked } from './accountApi.ts';
import type { AccountKey } from './accountTypes.ts';
import { session } from './dashboardSession.ts';
import { busy, cell, confirmInPage, errorLine } from './sectionParts.ts';

const COLUMNS = ['Id', 'Name', 'Environment', 'Status', 'Expires', 'Last used', ''];

/** The name's cell as shown: the name (or a dash) and, for the page's own key, its badge. */
function fillName(name: HTMLTableCellElement, key: AccountKey): void {
  name.replaceChildren(el('span', { class: 'key-name', text: key.name ?? '—' }));
  if (key.id === session.apiKeyId) name.append(' ', el('span', { class: 'badge', text: 'this page' }));
}

function keyRow(key: AccountKey): HTMLTableRowElement {
  const rename = el('button', { type: 'button', class: 'secondary', id: 'rename-' + key.id, 'aria-label': 'Rename key ' + key.id, text: 'Rename' });
  const revoke = el('button', { type: 'button', class: 'secondary danger', id: 'revoke-' + key.id, 'data-key-id': key.id, disabled: key.status !== 'active', text: 'Revoke' });
  revoke.addEventListener('click', () => revokeKey(key));
  const name = el('td', { 'data-label': 'Name' });
  fillName(name, key);
  rename.addEventListener('click', () => openRename(key, name, rename));
  return el('tr', { 'data-key-id': key.id, 'data-status': key.status },
    cell('Id', key.id, 'mono'), name, cell('Environment', key.environment),
    cell('Status', key.status, key.status === 'active' ? 'ok' : 'failed'),
    cell('Expires', formatInstant(key.expires_at)), cell('Last used', formatInstant(key.last_used_at)),
    el('td', { 'data-label': '' }, el('div', { class: 'key-actions' }, rename, revoke)));
}

/**
 * Turns the name's cell into a small form: the name in a text field (focused, selected), Save and
 * Cancel. Enter saves, Escape cancels; the name goes to the API as typed, so its bounds are the
 * API's: a refused name shows the API's code and message under the table and the form stays open.
 */
function openRename(key: AccountKey, name: HTMLTableCellElement, button: HTMLButtonElement): void {
  const input = el('input', { id: 'rename-input-' + key.id, value: key.name ?? '', 'aria-label': 'New name for key ' + key.id });
  const cancel = el('button', { type: 'button', class: 'secondary', id: 'rename-cancel-' + key.id, text: 'Cancel' });
  const form = el('form', { class: 'rename-form' }, input, el('button', { type: 'submit', text: 'Save' }), cancel);
  const close = (): void => { fillName(name, key); button.disabled = false; button.focus(); };
  cancel.addEventListener('click', close);
  form.addEventListener('keydown', (event) => { if (event.key === 'Escape') close(); });
  form.addEventListener('submit', (event) => { event.preventDefault(); saveName(key, input); });
  name.replaceChildren(form);
  button.disabled = true;
  $('#keys-status').replaceChildren();
  input.select();
}

async function saveName(key: AccountKey, input: HTMLInputElement): Promise<void> {
  await busy($('#keys'), async () => {
    const result = await api<{ readonly key: AccountKey }>('POST', '/api/v1/account/keys/' + key.id + '/rename', { name: input.value });
    if (result.error) {
      $('#keys-status').replaceChildren(errorLine('keys-error', result.error));
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    $('#keys-status').replaceChildren(el('p', { class: 'status ok', text: 'Key ' + key.id + ' renamed to "' + result.data.key.name + '".' }));
    document.querySelector('#keys-table tr[data-key-id="' + key.id + '"]')!.replaceWith(keyRow(result.data.key));
    $('#rename-' + key.id).focus();
  });
}

/**
 * Reads the account's keys and draws their table.
 *
 * @example
 * await Promise.all([loadHistory(null), loadKeys()])
 */
export async function loadKeys(): Promise<void> {
  await busy($('#keys'), async () => {
    const result = await api<{ readonly keys: readonly AccountKey[] }>('GET', '/api/v1/account/keys');
    const body = $('#keys-body');
    if (result.error) { body.replaceChildren(errorLine('keys-error', result.error)); return; }
    const head = el('tr');
    for (const title of COLUMNS) head.append(el('th', { scope: 'col', text: title }));
    body.replaceChildren(el('table', { id: 'keys-table', class: 'cards' }, el('thead', {}, head), el('tbody', {}, ...result.data.keys.map(keyRow))));
  });
}

async function revokeKey(key: AccountKey): Promise<void> {
  const own = key.id === session.apiKeyId;
  const text = 'Revoke key ' + key.id + (key.name ? ' (' + key.name + ')' : '') + '? Every request with it is refused from now on by every gateway process of the service.' + (own ? ' It is the key this page uses.' : '');
  if (!(await confirmInPage(text, 'Revoke key'))) return;
  await busy($('#keys'), async () => {
    const result = await api<{ readonly key: AccountKey }>('POST', '/api/v1/account/keys/' + encodeURIComponent(key.id) + '/revoke');
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
