import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/protocol/wire.ts';
import type { HistoryEntry, HistoryStore } from '../../src/stores/stores.ts';
import { historyEntry, idOf, ids, newestFirst, START, type StoreBackend } from './storeFixtures.ts';

/**
 * The contract of `HistoryStore` (`record`, `list`, `page`, `ping`: retention, order, filters, cap, pages) for one backend.
 *
 * @param backend - Makes fresh stores of the backend (call it only inside the cases).
 */
export function historyStoreContract(backend: () => StoreBackend): void {
  describe('history store: retention, order, filters, cap', () => {
    it('writes nothing for a retention of 0 (the Free plan)', async () => {
      const { history } = await backend().create();
      await history.record('acct_free', historyEntry(START, 1), 0, START);
      expect(await history.list('acct_free', { retentionMs: 0, now: START })).toEqual([]);
      expect(await history.list('acct_free', { retentionMs: 30 * DAY_MS, now: START })).toEqual([]);
    });

    it('drops what is older than the retention, filters by since, and keeps accounts apart', async () => {
      const { history } = await backend().create();
      const entry = historyEntry;
      await history.record('a', entry(START, 1), 0, START);
      expect(await history.list('a', { retentionMs: 30 * DAY_MS, now: START })).toEqual([]);
      await history.record('a', entry(START, 1), 30 * DAY_MS, START);
      await history.record('a', entry(START + 20 * DAY_MS, 2), 30 * DAY_MS, START + 20 * DAY_MS);
      expect(await history.list('a', { retentionMs: 30 * DAY_MS, now: START + 20 * DAY_MS })).toHaveLength(2);
      expect(await history.list('a', { retentionMs: 30 * DAY_MS, now: START + 30 * DAY_MS + 1 })).toEqual([entry(START + 20 * DAY_MS, 2)]);
      expect(await history.list('a', { retentionMs: 30 * DAY_MS, now: START + 20 * DAY_MS, since: START + DAY_MS })).toEqual([entry(START + 20 * DAY_MS, 2)]);
      expect(await history.list('b', { retentionMs: 30 * DAY_MS, now: START })).toEqual([]);
    });

    it('drops entries older than 30 days for a Pro account, on write and on read', async () => {
      const { history } = await backend().create();
      const retentionMs = 30 * DAY_MS;
      const start = Date.UTC(2026, 0, 1);
      await history.record('acct_pro', historyEntry(start, 1), retentionMs, start);
      await history.record('acct_pro', historyEntry(start + 10 * DAY_MS, 2), retentionMs, start + 10 * DAY_MS);
      expect(ids(await history.list('acct_pro', { retentionMs, now: start + 10 * DAY_MS }))).toEqual([idOf(1), idOf(2)]);
      // Read 31 days after the first: it is no longer returned.
      expect(ids(await history.list('acct_pro', { retentionMs, now: start + 31 * DAY_MS }))).toEqual([idOf(2)]);
      // A write 31 days after the first drops it (the Redis file also checks the set's size and expiry).
      await history.record('acct_pro', historyEntry(start + 31 * DAY_MS, 3), retentionMs, start + 31 * DAY_MS);
      expect(ids(await history.list('acct_pro', { retentionMs, now: start + 31 * DAY_MS }))).toEqual([idOf(2), idOf(3)]);
    });

    it('keeps 90 days for a Business account and filters by since', async () => {
      const { history } = await backend().create();
      const retentionMs = 90 * DAY_MS;
      const start = Date.UTC(2026, 0, 1);
      for (let day = 0; day < 100; day += 10) await history.record('acct_b', historyEntry(start + day * DAY_MS, day + 1), retentionMs, start + day * DAY_MS);
      const now = start + 99 * DAY_MS;
      const kept = await history.list('acct_b', { retentionMs, now });
      expect(kept.map((e) => Date.parse(e.time))).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90].map((day) => start + day * DAY_MS));
      expect(await history.list('acct_b', { retentionMs, now, since: start + 75 * DAY_MS })).toHaveLength(2);
      expect(kept[0]).toEqual(historyEntry(start + 10 * DAY_MS, 11));
    });

    it('keeps at most the cap per account, dropping the oldest first', async () => {
      const { history } = await backend().create({ historyMaxEntriesPerAccount: 3 });
      const retentionMs = 30 * DAY_MS;
      const start = Date.UTC(2026, 0, 1);
      for (let at = 0; at < 5; at++) await history.record('acct_busy', historyEntry(start + at * 1_000, at + 1), retentionMs, start + at * 1_000);
      const kept = await history.list('acct_busy', { retentionMs, now: start + 5_000 });
      expect(ids(kept)).toEqual([3, 4, 5].map(idOf));
    });

    it('returns entries oldest first and keeps at most the cap per account', async () => {
      const { history } = await backend().create({ historyMaxEntriesPerAccount: 3 });
      // Calls finish out of order (3 arrived before 2); the oldest is dropped first.
      for (const [n, offset] of [[1, 1], [2, 3], [3, 2], [4, 4]] as const) await history.record('a', historyEntry(START + offset, n), DAY_MS, START + 10);
      expect(ids(await history.list('a', { retentionMs: DAY_MS, now: START + 10 })).map((id) => id.slice(-1))).toEqual(['3', '2', '4']);
    });
  });

  describe('history store: pages newest first', () => {
    const retentionMs = 30 * DAY_MS;
    const page = async (history: HistoryStore, account: string, options: Omit<Parameters<NonNullable<HistoryStore['page']>>[1], 'retentionMs' | 'now'> & { readonly now?: number; readonly retentionMs?: number }) => {
      expect(history.page).toBeDefined();
      return history.page!(account, { retentionMs, now: START + DAY_MS, ...options });
    };

    it('answers the newest entries first, at most the limit', async () => {
      const { history } = await backend().create();
      for (let n = 1; n <= 5; n++) await history.record('a', historyEntry(START + n * 1_000, n), retentionMs, START + n * 1_000);
      expect(ids(await page(history, 'a', { limit: 3 }))).toEqual([5, 4, 3].map(idOf));
      expect(ids(await page(history, 'a', { limit: 100 }))).toEqual([5, 4, 3, 2, 1].map(idOf));
      expect(await page(history, 'b', { limit: 3 })).toEqual([]);
      expect(await page(history, 'a', { limit: 3, retentionMs: 0 })).toEqual([]);
    });

    it('pages with a cursor, exact among entries of one millisecond (ordered by request id)', async () => {
      const { history } = await backend().create();
      // Recorded out of order; 2, 3, 6 share one millisecond and 4, 5 another.
      const times: Record<number, number> = { 1: START, 2: START + 10, 3: START + 10, 4: START + 20, 5: START + 20, 6: START + 10, 7: START + 30 };
      for (const n of [3, 1, 7, 6, 2, 5, 4]) await history.record('a', historyEntry(times[n]!, n), retentionMs, START + 30);
      const cursor = (entry: HistoryEntry) => ({ time: Date.parse(entry.time), request_id: entry.request_id });
      const first = await page(history, 'a', { limit: 2 });
      expect(ids(first)).toEqual([7, 5].map(idOf));
      const second = await page(history, 'a', { limit: 2, before: cursor(first[1]!) });
      expect(ids(second)).toEqual([4, 6].map(idOf));
      const third = await page(history, 'a', { limit: 2, before: cursor(second[1]!) });
      expect(ids(third)).toEqual([3, 2].map(idOf));
      const fourth = await page(history, 'a', { limit: 2, before: cursor(third[1]!) });
      expect(ids(fourth)).toEqual([idOf(1)]);
      expect(await page(history, 'a', { limit: 2, before: cursor(fourth[0]!) })).toEqual([]);
    });

    it('pages through any history without gaps or repeats, in newest-first order (against a plain sort)', async () => {
      const { history } = await backend().create();
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 14 }), fc.integer({ min: 1, max: 5 }), async (offsets, limit) => {
          const account = `paging${(run += 1)}`;
          // The operation first and varied: a store must order ties by request id, not by how an entry serialises.
          const entries = offsets.map((offset, n) => {
            const { operation: _operation, ...rest } = historyEntry(START + offset, (n * 7919) % 1_000);
            return { operation: ['is-business-day', 'add-days', 'age'][(n * 5) % 3]!, ...rest };
          });
          for (const entry of entries) await history.record(account, entry, retentionMs, START + 10);
          const seen: HistoryEntry[] = [];
          let before: { time: number; request_id: string } | undefined;
          for (let round = 0; round <= entries.length; round++) {
            const got = await page(history, account, { limit, ...(before === undefined ? {} : { before }) });
            expect(got.length).toBeLessThanOrEqual(limit);
            seen.push(...got);
            if (got.length < limit) break;
            const last = got.at(-1)!;
            before = { time: Date.parse(last.time), request_id: last.request_id };
          }
          expect(seen).toEqual(newestFirst(entries));
        }),
        { numRuns: 30 },
      );
    });

    it('filters by since and until (both inclusive) and never answers beyond retention', async () => {
      const { history } = await backend().create();
      for (let day = 0; day < 10; day++) await history.record('a', historyEntry(START + day * DAY_MS, day), 90 * DAY_MS, START + day * DAY_MS);
      const now = START + 9 * DAY_MS;
      const days = async (options: { since?: number; until?: number; retentionMs?: number }) =>
        (await page(history, 'a', { limit: 100, now, retentionMs: 90 * DAY_MS, ...options })).map((entry) => Math.round((Date.parse(entry.time) - START) / DAY_MS));
      expect(await days({})).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
      expect(await days({ since: START + 3 * DAY_MS, until: START + 6 * DAY_MS })).toEqual([6, 5, 4, 3]);
      expect(await days({ since: START + 3 * DAY_MS + 1, until: START + 6 * DAY_MS - 1 })).toEqual([5, 4]);
      expect(await days({ until: START + 2 * DAY_MS })).toEqual([2, 1, 0]);
      expect(await days({ since: START + 8 * DAY_MS })).toEqual([9, 8]);
      expect(await days({ since: START + 7 * DAY_MS, until: START + 2 * DAY_MS })).toEqual([]);
      // A 5-day retention hides days 0-3 (day 4 is exactly 5 days old), whatever since says.
      expect(await days({ retentionMs: 5 * DAY_MS })).toEqual([9, 8, 7, 6, 5, 4]);
      expect(await days({ retentionMs: 5 * DAY_MS, since: START })).toEqual([9, 8, 7, 6, 5, 4]);
      // The cursor and until together: the tighter bound wins.
      const before = { time: START + 4 * DAY_MS, request_id: idOf(4) };
      expect((await page(history, 'a', { limit: 100, now, retentionMs: 90 * DAY_MS, before, until: START + 6 * DAY_MS })).map((entry) => entry.request_id)).toEqual([3, 2, 1, 0].map(idOf));
    });
  });
}
