import type { HistoryEntry } from './stores.ts';

/** Where a page of history starts: the last entry of the previous page, by time then request id. */
export interface HistoryCursor {
  /** The entry's time, epoch milliseconds. */
  readonly time: number;
  readonly request_id: string;
}

/** Newest first: by time, then by request id (descending), so calls of one millisecond have one order too. */
const newestFirst = (a: HistoryCursor, b: HistoryCursor): number =>
  a.time !== b.time ? b.time - a.time : a.request_id < b.request_id ? 1 : a.request_id > b.request_id ? -1 : 0;

/**
 * Picks one page from candidate entries: those strictly after `before` in newest-first order (older,
 * or as old with a smaller request id), newest first, at most `limit`. Entries of one millisecond
 * are ordered by request id, so a page boundary among them is exact.
 *
 * @param entries - Candidate entries (any order), already within retention and the time filters.
 * @param before - The last entry of the previous page, if any.
 * @param limit - The most entries returned.
 * @returns The page.
 * @example
 * pickHistoryPage([older, newer], undefined, 1) //=> [newer]
 */
export function pickHistoryPage(entries: readonly HistoryEntry[], before: HistoryCursor | undefined, limit: number): HistoryEntry[] {
  const timed = entries.map((entry) => ({ time: Date.parse(entry.time), request_id: entry.request_id, entry }));
  return timed
    .filter((candidate) => before === undefined || newestFirst(before, candidate) < 0)
    .sort(newestFirst)
    .slice(0, Math.max(0, Math.floor(limit)))
    .map((candidate) => candidate.entry);
}
