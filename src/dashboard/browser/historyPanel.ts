// The dashboard's request history: the account's requests as a table, with filters and paging by
// cursor. Browser code.
import { $, el } from '../../playground/browser/dom.ts';
import { formatInstant } from '../formatInstant.ts';
import { historyQuery, type HistoryFilters } from '../historyQuery.ts';
import { api } from './accountApi.ts';
import type { HistoryEntry, HistoryPage } from './accountTypes.ts';
import { session } from './dashboardSession.ts';
import { busy, cell, errorLine } from './sectionParts.ts';

/** Entries per page of the history table. */
export const HISTORY_PAGE_SIZE = 20;

const COLUMNS = ['Time (UTC)', 'Request id', 'Operation', 'Via', 'Status', 'Code', 'ms', 'Key'];

function historyFilters(): HistoryFilters {
  const value = (selector: string): string => $<HTMLInputElement | HTMLSelectElement>(selector).value;
  return { operation: value('#filter-operation'), status: value('#filter-status'), since: value('#filter-since'), until: value('#filter-until') };
}

function entryRow(entry: HistoryEntry): HTMLTableRowElement {
  return el('tr', { 'data-request-id': entry.request_id },
    cell('Time', formatInstant(entry.time).replace(' UTC', '')),
    cell('Request id', entry.request_id, 'mono'),
    cell('Operation', entry.operation),
    cell('Via', entry.via),
    cell('Status', entry.status, entry.status < 400 ? 'ok' : 'failed'),
    cell('Code', entry.code ?? '—'),
    cell('ms', entry.duration_ms),
    cell('Key', entry.key, 'mono'));
}

function drawPage(page: HistoryPage, cursor: string | null): void {
  if (page.entries.length === 0) {
    $('#history-body').replaceChildren(el('p', { id: 'history-empty', class: 'hint', text: cursor === null ? 'No requests match (history is kept ' + page.retention_days + ' days).' : 'No older requests.' }));
    return;
  }
  const head = el('tr');
  for (const title of COLUMNS) head.append(el('th', { scope: 'col', text: title }));
  $('#history-body').replaceChildren(el('table', { id: 'history-table', class: 'cards' }, el('thead', {}, head), el('tbody', {}, ...page.entries.map(entryRow))));
}

/**
 * Reads one page of the history with the form's filters and draws it with its pager.
 *
 * @param cursor - The cursor of the page to read, or `null` for the newest.
 * @example
 * $('#history-older').addEventListener('click', () => loadHistory(session.history.next))
 */
export async function loadHistory(cursor: string | null): Promise<void> {
  await busy($('#history'), async () => {
    const result = await api<HistoryPage>('GET', '/api/v1/account/history' + historyQuery(historyFilters(), HISTORY_PAGE_SIZE, cursor));
    const pager = $('#history-pager');
    if (result.error) {
      $('#history-body').replaceChildren(errorLine('history-error', result.error));
      pager.hidden = true;
      $('#history-filters').hidden = result.error.code === 'FEATURE_NOT_AVAILABLE';
      return;
    }
    $('#history-filters').hidden = false;
    session.history = { cursor, next: result.data.next_cursor, page: cursor === null ? 1 : session.history.page + 1 };
    drawPage(result.data, cursor);
    pager.hidden = false;
    $('#history-page').textContent = 'Page ' + session.history.page;
    $<HTMLButtonElement>('#history-older').disabled = session.history.next === null;
    $<HTMLButtonElement>('#history-newest').disabled = session.history.cursor === null;
  });
}
