import { requestFailure, type RequestFailure } from '../catalog/validateRequest.ts';
import { getOperation, OPERATION_NAMES } from '../catalog.ts';
import { isPlainDate } from '../date/plainDate.ts';
import { expectsOneOf, invalidField } from '../messages.ts';
import { DAY_MS, HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX } from '../protocol/wire.ts';
import type { Caller } from './accountMeter.ts';
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.ts';
import { pickHistoryPage, type HistoryCursor } from '../stores/historyPage.ts';
import { repeatedParameter } from './queryParameters.ts';
import type { HistoryEntry, HistoryStore } from '../stores/stores.ts';

/** The query parameters of `GET /api/v1/account/history` (and the arguments of the MCP tool `account_history`). */
export const HISTORY_PARAMETERS = ['limit', 'cursor', 'operation', 'status', 'since', 'until'] as const;

/** A checked history query. */
export interface HistoryQuery {
  readonly limit: number;
  readonly before?: HistoryCursor;
  readonly operation?: string;
  readonly status?: number;
  /** Epoch ms, inclusive. */
  readonly since?: number;
  /** Epoch ms, inclusive. */
  readonly until?: number;
}

/** The data of `GET /api/v1/account/history`. */
export interface HistoryPage {
  readonly entries: readonly HistoryEntry[];
  readonly next_cursor: string | null;
  readonly retention_days: number;
}

/**
 * The message of a history request on a plan that keeps none.
 *
 * @param plan - The account's plan.
 * @returns The message.
 * @example
 * noHistoryMessage('free') //=> 'Request history is kept on the pro (30 days) and business (90 days) plans; this account is on the free plan'
 */
export function noHistoryMessage(plan: string): string {
  return `Request history is kept on the pro (30 days) and business (90 days) plans; this account is on the ${plan} plan`;
}

/**
 * An ISO 8601 instant with a date, a time and a zone (`Z` or an offset). A space stands for the `+`
 * of an offset: an unencoded `+` in a query string arrives as one (form encoding).
 */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+\- ])(\d{2}):(\d{2}))$/i;

/** Reads `since`/`until`: a `YYYY-MM-DD` day (its first or last millisecond, UTC) or an instant. */
function readInstant(text: string, endOfDay: boolean): number | undefined {
  if (isPlainDate(text)) {
    const start = Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
    // Date.UTC maps years 0-99 to 1900-1999; set the year again.
    const day = new Date(start);
    day.setUTCFullYear(Number(text.slice(0, 4)));
    return day.getTime() + (endOfDay ? DAY_MS - 1 : 0);
  }
  const parts = INSTANT.exec(text);
  if (parts === null || !isPlainDate(parts[1]!)) return undefined;
  // Date.parse takes 24:00 (the next midnight) and rolls other out-of-range fields in some engines: refuse them.
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = [parts[2], parts[3], parts[4], parts[6], parts[7]].map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  if (hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const time = Date.parse(parts[5] === ' ' ? `${text.slice(0, -6)}+${text.slice(-5)}` : text);
  return Number.isFinite(time) ? time : undefined;
}

/**
 * Checks the history query in the order of the error precedence (docs/decisions.md#error-precedence): dates (`since`, `until`: `INVALID_DATE`, every value
 * given), then a parameter given twice, then the other values (`limit` 1-100, `cursor`, `operation` one of the catalog's, `status` 100-599, and
 * `until` not before `since`: `VALIDATION_ERROR`), each naming the parameter.
 *
 * @param given - The given parameters' values as text (unknown ones were refused before).
 * @returns The query, or the failure.
 * @example
 * parseHistoryQuery(new Map([['limit', ['5']]])) //=> { ok: true, value: { limit: 5 } }
 */
export function parseHistoryQuery(given: ReadonlyMap<string, readonly string[]>): { readonly ok: true; readonly value: HistoryQuery } | RequestFailure {
  const dateExpects = 'a date YYYY-MM-DD or an ISO 8601 instant such as 2026-11-24T07:51:00Z';
  for (const [name, endOfDay] of [['since', false], ['until', true]] as const) {
    for (const text of given.get(name) ?? []) {
      if (readInstant(text, endOfDay) === undefined) return requestFailure('INVALID_DATE', name, invalidField(name, dateExpects, text));
    }
  }
  const repeated = repeatedParameter(given);
  if (repeated !== undefined) return requestFailure(repeated.error.code, repeated.error.field, repeated.error.message);
  const values = new Map([...given].map(([name, texts]) => [name, texts[0]!]));
  const sinceText = values.get('since');
  const untilText = values.get('until');
  const since = sinceText === undefined ? undefined : readInstant(sinceText, false);
  const until = untilText === undefined ? undefined : readInstant(untilText, true);

  const limitText = values.get('limit');
  if (limitText !== undefined && !(/^\d{1,3}$/.test(limitText) && Number(limitText) >= 1 && Number(limitText) <= HISTORY_PAGE_MAX)) {
    return requestFailure('VALIDATION_ERROR', 'limit', invalidField('limit', `an integer from 1 to ${HISTORY_PAGE_MAX}`, limitText));
  }
  const cursorText = values.get('cursor');
  const before = cursorText === undefined ? undefined : decodeHistoryCursor(cursorText);
  if (cursorText !== undefined && before === undefined) return requestFailure('VALIDATION_ERROR', 'cursor', invalidField('cursor', 'a next_cursor this endpoint returned', cursorText));
  const operation = values.get('operation');
  if (operation !== undefined && getOperation(operation) === undefined) {
    return requestFailure('VALIDATION_ERROR', 'operation', invalidField('operation', expectsOneOf(OPERATION_NAMES), operation));
  }
  const statusText = values.get('status');
  if (statusText !== undefined && !(/^\d{3}$/.test(statusText) && Number(statusText) >= 100 && Number(statusText) <= 599)) {
    return requestFailure('VALIDATION_ERROR', 'status', invalidField('status', 'an HTTP status, an integer from 100 to 599', statusText));
  }
  if (since !== undefined && until !== undefined && until < since) return requestFailure('VALIDATION_ERROR', 'until', 'until must not be before since');
  return {
    ok: true,
    value: {
      limit: limitText === undefined ? HISTORY_PAGE_DEFAULT : Number(limitText),
      ...(before === undefined ? {} : { before }),
      ...(operation === undefined ? {} : { operation }),
      ...(statusText === undefined ? {} : { status: Number(statusText) }),
      ...(since === undefined ? {} : { since }),
      ...(until === undefined ? {} : { until }),
    },
  };
}

/** Entries read from the store per round when filtering by operation or status. */
const SCAN_CHUNK = 500;

/** The most entries one page request examines when filtering; past it the page ends early with a cursor. */
const SCAN_MAX = 5_000;

/** One newest-first chunk of the store, through `page` when it has one, else `list` sorted and cut. */
async function readChunk(
  history: HistoryStore,
  accountId: string,
  options: { since?: number; until?: number; before?: HistoryCursor; limit: number; retentionMs: number; now: number },
): Promise<readonly HistoryEntry[]> {
  if (history.page !== undefined) return history.page(accountId, options);
  const all = await history.list(accountId, { ...(options.since === undefined ? {} : { since: options.since }), retentionMs: options.retentionMs, now: options.now });
  const { until } = options;
  return pickHistoryPage(until === undefined ? all : all.filter((entry) => Date.parse(entry.time) <= until), options.before, options.limit);
}

/**
 * Reads one page of the caller's request history, newest first, within its plan's retention.
 * Filters by operation and status are applied while reading (at most 5,000 entries are examined per
 * page: a filtered page may hold fewer than `limit` entries and still have a `next_cursor`, so a
 * client reads on until `next_cursor` is `null`): by the store when it has `scan` (Redis: on the
 * server, so a page reads only the entries it returns), else over chunks of `page`.
 *
 * @param history - The history store (without one the history is empty).
 * @param caller - The caller (its account and plan).
 * @param query - The checked query.
 * @param now - The time, epoch ms.
 * @returns The page.
 * @example
 * await readHistoryPage(stores.history, caller, { limit: 20 }, Date.now()) //=> { entries: […], next_cursor: null, retention_days: 30 }
 */
export async function readHistoryPage(history: HistoryStore | undefined, caller: Caller, query: HistoryQuery, now: number): Promise<HistoryPage> {
  const retention_days = caller.plan.history_days;
  if (history === undefined) return { entries: [], next_cursor: null, retention_days };
  const retentionMs = retention_days * DAY_MS;
  const filtered = query.operation !== undefined || query.status !== undefined;
  const range = { ...(query.since === undefined ? {} : { since: query.since }), ...(query.until === undefined ? {} : { until: query.until }), retentionMs, now };
  if (history.scan !== undefined) {
    // The store filters where the entries are: only the page travels.
    const filters = { ...(query.operation === undefined ? {} : { operation: query.operation }), ...(query.status === undefined ? {} : { status: query.status }) };
    const scan = await history.scan(caller.account.id, { ...range, ...filters, ...(query.before === undefined ? {} : { before: query.before }), limit: query.limit, examine: filtered ? SCAN_MAX : query.limit });
    const more = scan.entries.length === query.limit || (!scan.done && scan.last !== undefined);
    return { entries: scan.entries, next_cursor: more && scan.last !== undefined ? encodeHistoryCursor(scan.last) : null, retention_days };
  }
  const matches = (entry: HistoryEntry): boolean => (query.operation === undefined || entry.operation === query.operation) && (query.status === undefined || entry.status === query.status);
  const entries: HistoryEntry[] = [];
  let before = query.before;
  let examined = 0;
  for (;;) {
    const want = filtered ? SCAN_CHUNK : query.limit - entries.length;
    const chunk = await readChunk(history, caller.account.id, { ...range, ...(before === undefined ? {} : { before }), limit: want });
    for (const entry of chunk) {
      examined++;
      before = { time: Date.parse(entry.time), request_id: entry.request_id };
      if (!matches(entry)) continue;
      entries.push(entry);
      if (entries.length === query.limit) return { entries, next_cursor: encodeHistoryCursor(before), retention_days };
    }
    // The store has no more entries: the last page.
    if (chunk.length < want) return { entries, next_cursor: null, retention_days };
    if (examined >= SCAN_MAX) return { entries, next_cursor: before === undefined ? null : encodeHistoryCursor(before), retention_days };
  }
}
