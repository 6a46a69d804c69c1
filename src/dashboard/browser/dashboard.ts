// The dashboard's browser script, the entry scripts/bundlePageScripts.ts bundles into the page: with
// the key typed into the page (kept in memory, never in the URL, storage or cookies) it reads the
// account's usage, request history, keys and saved calendars from the account endpoints, renames a
// key, revokes one after an in-page confirmation, and creates, edits and deletes saved calendars, drawn on the
// playground's month grid. Plain DOM code, no framework, no external requests.
import { operationsOf, type ApiDescription } from '../../playground/browser/apiDescription.ts';
import { $, el } from '../../playground/browser/dom.ts';
import { keyHint } from '../../playground/browser/keyHint.ts';
import { sha256Hex } from '../../keys/sha256Hex.ts';
import { deleteCalendar, reloadCalendars, saveCalendar } from './calendarActions.ts';
import { openCalendar, setUpCalendarForm } from './calendarForm.ts';
import { session } from './dashboardSession.ts';
import { loadHistory } from './historyPanel.ts';
import { loadKeys } from './keysPanel.ts';
import { loadUsage } from './usagePanel.ts';

async function loadAll(event?: Event): Promise<void> {
  if (event) event.preventDefault();
  if (session.apiKey === '') {
    $('#key-source').hidden = false;
    $('#key').focus();
    return;
  }
  session.apiKeyId = sha256Hex(session.apiKey).slice(0, 12);
  $('#key-revoked').hidden = true;
  $('#calendars-status').replaceChildren();
  $('#keys-status').replaceChildren();
  $('#calendar-form').hidden = true;
  document.body.dataset.loaded = 'false';
  $('#sections').hidden = false;
  const loaded = await loadUsage();
  if (loaded !== null) await Promise.all([loadHistory(null), loadKeys(), reloadCalendars()]);
  document.body.dataset.loaded = 'true';
}

/** The operations the history can be filtered by: the API's own list (without it, "any operation" only). */
async function listOperations(): Promise<void> {
  try {
    const doc = (await (await fetch('/openapi.json', { cache: 'no-store' })).json()) as ApiDescription;
    for (const [name] of operationsOf(doc)) $('#filter-operation').append(el('option', { value: name, text: name }));
  } catch { /* without the list, the filter offers "any operation" only */ }
}

async function start(): Promise<void> {
  $('#key-source').replaceWith(keyHint('key-source'));
  $('#key').addEventListener('input', (event) => {
    session.apiKey = (event.target as HTMLInputElement).value.trim();
    $('#key-source').hidden = session.apiKey !== '';
  });
  $('#key-form').addEventListener('submit', loadAll);
  $('#history-filters').addEventListener('submit', (event) => { event.preventDefault(); loadHistory(null); });
  $('#history-older').addEventListener('click', () => loadHistory(session.history.next));
  $('#history-newest').addEventListener('click', () => loadHistory(null));
  $('#calendar-new').addEventListener('click', () => openCalendar(null));
  $('#calendar-form').addEventListener('submit', saveCalendar);
  $('#calendar-cancel').addEventListener('click', () => { $('#calendar-form').hidden = true; session.editing = null; });
  $('#calendar-delete').addEventListener('click', deleteCalendar);
  setUpCalendarForm();
  const dialog = $<HTMLDialogElement>('#confirm');
  $('#confirm-cancel').addEventListener('click', () => dialog.close('cancel'));
  $('#confirm-ok').addEventListener('click', () => dialog.close('ok'));
  dialog.addEventListener('cancel', () => { dialog.returnValue = 'cancel'; });
  await listOperations();
  document.body.dataset.ready = 'true';
}

start();
