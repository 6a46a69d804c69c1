import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, meterWindows, type HistoryEntry, type HistoryStore, type MeterCounter, type MeterStore } from '../../src/gateway/index.ts';

/** The two stores every gateway store backend provides. */
export interface ContractStores {
  readonly meters: MeterStore;
  readonly history: HistoryStore;
}

/** How the shared suite gets stores of one backend. */
export interface StoreBackend {
  /** Fresh, empty stores that no other call of `create` sees (their own namespace). */
  create(options?: { readonly historyMaxEntriesPerAccount?: number }): Promise<ContractStores>;
  /**
   * A second handle on the same data as `stores` (for Redis another connection to the same
   * namespace; for memory the same stores), as a second gateway process would have.
   */
  share(stores: ContractStores): Promise<ContractStores>;
}

/** A month counter and a minute counter of one account at `now`, sharing the account's scope (one hash slot on Redis Cluster). */
export function accountCounters(account: string, now: number, minuteLimit: number, monthLimit = 1_000): MeterCounter[] {
  const windows = meterWindows(now);
  const scope = `acct:${account}`;
  return [
    { key: `${scope}:minute:${windows.minute}`, limit: minuteLimit, resetsAt: windows.minuteEndsAt, scope },
    { key: `${scope}:month:${windows.month}`, limit: monthLimit, resetsAt: windows.monthEndsAt, scope },
  ];
}

/** A history entry at `time` whose request id ends in the number `id`. */
export function historyEntry(time: number, id: number): HistoryEntry {
  return {
    request_id: `req_${id.toString(16).padStart(32, '0')}`,
    time: new Date(time).toISOString(),
    operation: 'add-days',
    via: 'api',
    status: 200,
    code: null,
    duration_ms: 1,
    key: '0123456789ab',
  };
}

const START = Date.UTC(2026, 10, 23, 12, 0, 0);
const ids = (entries: readonly HistoryEntry[]): string[] => entries.map((entry) => entry.request_id);
const idOf = (id: number): string => historyEntry(0, id).request_id;

/**
 * Registers the store contract of `src/gateway/stores.ts` (`MeterStore`, `HistoryStore`) for one
 * backend: run by `memoryStores.test.ts` and `redisStores.test.ts` (one Redis and Redis Cluster).
 *
 * @param backend - Makes fresh stores of the backend (call it only inside the cases: a Redis backend starts in `beforeAll`).
 */
export function storeContract(backend: () => StoreBackend): void {
  describe('meter store: consume is atomic and all-or-nothing', () => {
    // Fixed windows far in the past: nothing in this block depends on the real clock.
    const minute = (limit: number): MeterCounter => ({ key: 'acct:a:minute:1', limit, resetsAt: 120_000, scope: 'acct:a' });
    const month = (limit: number): MeterCounter => ({ key: 'acct:a:month:2026-01', limit, resetsAt: 1_000_000, scope: 'acct:a' });

    it('counts both counters, and refuses both once either is at its limit (naming the first)', async () => {
      const { meters } = await backend().create();
      expect(await meters.consume([minute(2), month(3)], 60_000)).toEqual({ allowed: true, counts: [1, 1] });
      expect(await meters.consume([minute(2), month(3)], 60_000)).toEqual({ allowed: true, counts: [2, 2] });
      expect(await meters.consume([minute(2), month(3)], 60_000)).toEqual({ allowed: false, counts: [2, 2], exhausted: 0 });
      expect(await meters.peek([minute(2), month(3)], 60_000)).toEqual([2, 2]);
    });

    it('names the month when only the month is used up, and counts nothing', async () => {
      const { meters } = await backend().create();
      await meters.consume([month(1)], 0);
      expect(await meters.consume([minute(5), month(1)], 60_000)).toEqual({ allowed: false, counts: [0, 1], exhausted: 1 });
      expect(await meters.peek([minute(5)], 60_000)).toEqual([0]);
    });

    it('is all-or-nothing: a full month refuses without counting the minute', async () => {
      const { meters } = await backend().create();
      const counters = accountCounters('a', START, 10, 2);
      expect((await meters.consume(counters, START)).allowed).toBe(true);
      expect((await meters.consume(counters, START)).allowed).toBe(true);
      expect(await meters.consume(counters, START)).toEqual({ allowed: false, counts: [2, 2], exhausted: 1 });
      expect(await meters.peek(counters, START)).toEqual([2, 2]);
    });

    it('peeks 0 for a counter never consumed, and a limit of 0 refuses at once', async () => {
      const { meters } = await backend().create();
      expect(await meters.peek(accountCounters('never', START, 5), START)).toEqual([0, 0]);
      expect(await meters.consume(accountCounters('zero', START, 0), START)).toEqual({ allowed: false, counts: [0, 0], exhausted: 0 });
      expect(await meters.peek(accountCounters('zero', START, 0), START)).toEqual([0, 0]);
    });

    it('lets exactly min(limits) calls through, whatever the limits (against a plain count)', async () => {
      const { meters } = await backend().create();
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 45 }), async (minuteLimit, monthLimit, calls) => {
          // A fresh account per run: the same stores, counters nobody has touched.
          const counters = accountCounters(`prop${(run += 1)}`, START, minuteLimit, monthLimit);
          let allowed = 0;
          for (let call = 0; call < calls; call++) if ((await meters.consume(counters, START)).allowed) allowed++;
          expect(allowed).toBe(Math.min(calls, minuteLimit, monthLimit));
          expect(await meters.peek(counters, START)).toEqual([allowed, allowed]);
        }),
      );
    });

    it('lets exactly the limit through when 60 calls from two clients race for 30', async () => {
      const a = await backend().create();
      const b = await backend().share(a);
      const now = Date.UTC(2026, 10, 23, 12, 0, 10);
      const counters = accountCounters('acct_1', now, 30);
      const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? a : b).meters.consume(counters, now)));
      expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(30);
      const counts = outcomes.filter((outcome) => outcome.allowed).map((outcome) => outcome.counts[0]);
      expect(new Set(counts).size).toBe(30);
      expect(outcomes.filter((outcome) => !outcome.allowed).every((outcome) => outcome.exhausted === 0 && outcome.counts[0] === 30)).toBe(true);
      // The month counter moved only for the 30 allowed calls: a refused call counts nowhere.
      expect(await a.meters.peek(counters, now)).toEqual([30, 30]);
      expect(await b.meters.peek(counters, now)).toEqual([30, 30]);
    });

    it('starts a new window at the next UTC minute and month (injected clock)', async () => {
      const { meters } = await backend().create();
      const lastSecond = Date.UTC(2026, 0, 31, 23, 59, 59, 999);
      for (let i = 0; i < 3; i += 1) expect((await meters.consume(accountCounters('a', lastSecond, 3), lastSecond)).allowed).toBe(true);
      expect((await meters.consume(accountCounters('a', lastSecond, 3), lastSecond)).allowed).toBe(false);
      const next = lastSecond + 1;
      const outcome = await meters.consume(accountCounters('a', next, 3), next);
      expect(outcome).toEqual({ allowed: true, counts: [1, 1] });
      expect(meterWindows(next).month).toBe('2026-02');
      // The ended windows are untouched by the new ones.
      expect(await meters.peek(accountCounters('a', lastSecond, 3), lastSecond)).toEqual([3, 3]);
    });

    it('takes a clock with fractions of a millisecond: both counters counted', async () => {
      const { meters } = await backend().create();
      const now = Date.UTC(2026, 10, 23, 12, 0, 10) + 0.5;
      expect(await meters.consume(accountCounters('fraction', now, 5), now)).toEqual({ allowed: true, counts: [1, 1] });
    });

    it('keeps the counters of different accounts apart', async () => {
      const { meters } = await backend().create();
      expect((await meters.consume(accountCounters('one', START, 1), START)).allowed).toBe(true);
      expect((await meters.consume(accountCounters('one', START, 1), START)).allowed).toBe(false);
      expect(await meters.consume(accountCounters('two', START, 1), START)).toEqual({ allowed: true, counts: [1, 1] });
    });

    it('answers ping (for /readyz) with true when it has one', async () => {
      const { meters, history } = await backend().create();
      if (meters.ping !== undefined) expect(await meters.ping()).toBe(true);
      if (history.ping !== undefined) expect(await history.ping()).toBe(true);
    });
  });

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
}
