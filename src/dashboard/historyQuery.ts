/** The history filters as the dashboard's form holds them: free text, empty for "any". */
export interface HistoryFilters {
  readonly operation?: string | undefined;
  readonly status?: string | undefined;
  readonly since?: string | undefined;
  readonly until?: string | undefined;
}

/**
 * Builds the query string of `GET /api/v1/account/history` from the dashboard's filters, a page size
 * and the cursor of the page to read (none for the newest). Empty filters are left out; the rest are
 * sent as typed (trimmed), so the API, not the page, judges them and a bad one shows its error. The
 * dashboard's browser script bundles it.
 *
 * @param filters - The filters.
 * @param limit - Entries per page (1-100).
 * @param cursor - The `next_cursor` of the page before, or `null` for the newest page.
 * @returns The query string, starting with `?`.
 * @example
 * historyQuery({ operation: 'add-days', status: ' ' }, 20, null) //=> '?limit=20&operation=add-days'
 */
export function historyQuery(filters: HistoryFilters, limit: number, cursor: string | null): string {
  const parts = ['limit=' + limit];
  for (const name of ['operation', 'status', 'since', 'until'] as const) {
    const value = (filters[name] ?? '').trim();
    if (value !== '') parts.push(name + '=' + encodeURIComponent(value));
  }
  if (cursor !== null && cursor !== '') parts.push('cursor=' + encodeURIComponent(cursor));
  return '?' + parts.join('&');
}
