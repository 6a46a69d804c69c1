import { HISTORY_MAX_ENTRIES_PER_ACCOUNT } from '../../protocol/wire.ts';
import { boundHistoryEntry } from '../historyEntryBounds.ts';
import { pickHistoryPage } from '../historyPage.ts';
import type { HistoryEntry, HistoryStore } from '../stores.ts';

interface Timed {
  readonly at: number;
  readonly entry: HistoryEntry;
}

/** One account's entries: those from `head` on are kept, the ones before it are dropped and await compaction. */
interface Kept {
  readonly items: Timed[];
  head: number;
}

/** Dropped entries are spliced out once there are more than this many and they are half the array. */
const COMPACT_AT = 1_024;

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
  const accounts = new Map<string, Kept>();

  // Dropped entries stay in the array before `head` until they are half of it, then go in one
  // splice: a splice per write of an account at its cap moved 100,000 entries each call.
  const prune = (kept: Kept, oldest: number): void => {
    const { items } = kept;
    let head = kept.head;
    while (head < items.length && (items[head] as Timed).at < oldest) head += 1;
    if (items.length - head > cap) head = items.length - cap;
    if (head > COMPACT_AT && head * 2 > items.length) {
      items.splice(0, head);
      head = 0;
    }
    kept.head = head;
  };
  /** The entries kept (from `head` on) that `keep` accepts. */
  const kept = (accountId: string, keep: (timed: Timed) => boolean): Timed[] => {
    const found = accounts.get(accountId);
    const chosen: Timed[] = [];
    if (found === undefined) return chosen;
    for (let index = found.head; index < found.items.length; index++) if (keep(found.items[index] as Timed)) chosen.push(found.items[index] as Timed);
    return chosen;
  };

  return {
    record(accountId, entry, retentionMs, now) {
      if (!(retentionMs > 0)) return;
      const at = Date.parse(entry.time);
      if (!(at >= now - retentionMs)) return;
      let found = accounts.get(accountId);
      if (found === undefined) {
        found = { items: [], head: 0 };
        accounts.set(accountId, found);
      }
      found.items.push({ at, entry: boundHistoryEntry(entry) });
      prune(found, now - retentionMs);
    },
    list(accountId, { since = Number.NEGATIVE_INFINITY, retentionMs, now }) {
      if (!(retentionMs > 0)) return [];
      const oldest = Math.max(since, now - retentionMs);
      return kept(accountId, (timed) => timed.at >= oldest)
        .sort((a, b) => a.at - b.at)
        .map((timed) => timed.entry);
    },
    page(accountId, { since = Number.NEGATIVE_INFINITY, until = Number.POSITIVE_INFINITY, before, limit, retentionMs, now }) {
      if (!(retentionMs > 0)) return [];
      const oldest = Math.max(since, now - retentionMs);
      const newest = Math.min(until, before?.time ?? Number.POSITIVE_INFINITY);
      const candidates = kept(accountId, (timed) => timed.at >= oldest && timed.at <= newest).map((timed) => timed.entry);
      return pickHistoryPage(candidates, before, limit);
    },
    ping: () => true,
  };
}
