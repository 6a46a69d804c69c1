import { HISTORY_MAX_ENTRIES_PER_ACCOUNT } from '../../protocol/wire.ts';
import { boundHistoryEntry } from '../historyEntryBounds.ts';
import { pickHistoryPage } from '../historyPage.ts';
import type { HistoryEntry, HistoryStore } from '../stores.ts';

interface Timed {
  readonly at: number;
  readonly entry: HistoryEntry;
}

/** Options of `createMemoryHistoryStore`. */
export interface MemoryHistoryOptions {
  /** The most entries kept per account; the oldest go first (default 100,000). */
  readonly maxEntriesPerAccount?: number;
}

/**
 * Creates an in-memory request history for one process. Retention is enforced on every write and
 * read: a retention of 0 (the Free plan) writes nothing, older entries are dropped as new ones
 * arrive and never returned. `page` answers newest first (ties on the millisecond by request id).
 * Every entry is bounded first (`boundHistoryEntry`: at most 512 bytes as JSON).
 * Each account also keeps at most `maxEntriesPerAccount` entries, so one
 * busy account cannot grow the process without bound; a deployment that needs the full retention
 * of a busy account keeps history in Redis.
 *
 * @param options - The per-account cap.
 * @returns A history store.
 * @example
 * const history = createMemoryHistoryStore();
 * history.record('acct_1', entry, 30 * 86_400_000, Date.parse(entry.time));
 * history.list('acct_1', { retentionMs: 30 * 86_400_000, now: Date.parse(entry.time) }) //=> [entry]
 * history.page('acct_1', { limit: 20, retentionMs: 30 * 86_400_000, now: Date.parse(entry.time) }) //=> [entry]
 */
export function createMemoryHistoryStore(options: MemoryHistoryOptions = {}): HistoryStore {
  const cap = options.maxEntriesPerAccount ?? HISTORY_MAX_ENTRIES_PER_ACCOUNT;
  const accounts = new Map<string, Timed[]>();

  const prune = (entries: Timed[], oldest: number): void => {
    let drop = 0;
    while (drop < entries.length && (entries[drop] as Timed).at < oldest) drop += 1;
    if (entries.length - drop > cap) drop = entries.length - cap;
    if (drop > 0) entries.splice(0, drop);
  };

  return {
    record(accountId, entry, retentionMs, now) {
      if (!(retentionMs > 0)) return;
      const at = Date.parse(entry.time);
      if (!(at >= now - retentionMs)) return;
      let entries = accounts.get(accountId);
      if (entries === undefined) {
        entries = [];
        accounts.set(accountId, entries);
      }
      entries.push({ at, entry: boundHistoryEntry(entry) });
      prune(entries, now - retentionMs);
    },
    list(accountId, { since = Number.NEGATIVE_INFINITY, retentionMs, now }) {
      const entries = accounts.get(accountId);
      if (entries === undefined || !(retentionMs > 0)) return [];
      const oldest = Math.max(since, now - retentionMs);
      return entries
        .filter((timed) => timed.at >= oldest)
        .sort((a, b) => a.at - b.at)
        .map((timed) => timed.entry);
    },
    page(accountId, { since = Number.NEGATIVE_INFINITY, until = Number.POSITIVE_INFINITY, before, limit, retentionMs, now }) {
      const entries = accounts.get(accountId);
      if (entries === undefined || !(retentionMs > 0)) return [];
      const oldest = Math.max(since, now - retentionMs);
      const newest = Math.min(until, before?.time ?? Number.POSITIVE_INFINITY);
      const candidates = entries.filter((timed) => timed.at >= oldest && timed.at <= newest).map((timed) => timed.entry);
      return pickHistoryPage(candidates, before, limit);
    },
    ping: () => true,
  };
}
