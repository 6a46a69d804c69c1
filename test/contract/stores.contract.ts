import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type HistoryEntry,
  type HistoryStore,
  type KeyStateStore,
  type ManagedCalendar,
  type ManagedCalendarStore,
  type MeterCounter,
  type MeterStore,
} from '../../src/gateway/index.ts';
import { DAY_MS, meterWindows } from '../../src/protocol/index.ts';

/** The stores every gateway store backend provides. */
export interface ContractStores {
  readonly meters: MeterStore;
  readonly history: HistoryStore;
  readonly keyState: KeyStateStore;
  readonly managedCalendars: ManagedCalendarStore;
}

/** How the calendar suite gets managed-calendar stores of one backend (memory, Redis, files). */
export interface CalendarBackend {
  /** A fresh, empty store. */
  create(): Promise<ManagedCalendarStore>;
  /** A second handle on the same data, as a second gateway process would have. */
  share(store: ManagedCalendarStore): Promise<ManagedCalendarStore>;
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

/** A managed calendar with every field set, made at `createdAt`. */
export function managedCalendar(id: string, createdAt: number, name = 'Berlin office'): ManagedCalendar {
  const at = new Date(createdAt).toISOString();
  return {
    id,
    name,
    country_code: 'DE',
    subdivision_code: 'BE',
    working_days: [1, 2, 3, 4, 5],
    include_public_holidays: true,
    custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }],
    excluded_dates: ['2026-12-31'],
    created_at: at,
    updated_at: at,
  };
}

/** A UUID (version 4 form) whose last digits are the number `n`. */
export const uuidOf = (n: number): string => `0b5c7f3e-4a7d-4b8e-9f21-${n.toString(16).padStart(12, '0')}`;

/** The order a history page must have: newest first, then by request id, descending. */
const newestFirst = (entries: readonly HistoryEntry[]): HistoryEntry[] =>
  [...entries].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || (a.request_id < b.request_id ? 1 : a.request_id > b.request_id ? -1 : 0));

/**
 * Registers the contract of `ManagedCalendarStore` for one backend: run inside `storeContract` (memory,
 * Redis, Redis Cluster) and by `fileStores.test.ts` (the file store of `daycalc serve --data-dir`).
 *
 * @param backend - Makes fresh stores of the backend (call it only inside the cases).
 */
export function calendarContract(backend: () => CalendarBackend): void {
  describe('managed-calendar store: create, list, get, replace, delete, limit', () => {
    it('creates, lists (oldest first), gets, replaces and deletes a calendar, keeping every field', async () => {
      const calendars = await backend().create();
      expect(await calendars.listCalendars('acct_1')).toEqual([]);
      const first = managedCalendar(uuidOf(2), START);
      const second = { ...managedCalendar(uuidOf(1), START + 1_000, 'Munich'), subdivision_code: 'BY', include_public_holidays: false, working_days: [1, 2, 3, 4] };
      expect(await calendars.createCalendar('acct_1', first, 100)).toBe('created');
      expect(await calendars.createCalendar('acct_1', second, 100)).toBe('created');
      expect(await calendars.listCalendars('acct_1')).toEqual([first, second]);
      expect(await calendars.getCalendar('acct_1', uuidOf(1))).toEqual(second);
      const replaced = { ...first, name: 'Berlin HQ', custom_holidays: [], excluded_dates: ['2027-01-02'], updated_at: new Date(START + 5_000).toISOString() };
      expect(await calendars.replaceCalendar('acct_1', replaced)).toBe('replaced');
      expect(await calendars.getCalendar('acct_1', uuidOf(2))).toEqual(replaced);
      expect((await calendars.listCalendars('acct_1')).map((calendar) => calendar.id)).toEqual([uuidOf(2), uuidOf(1)]);
      expect(await calendars.deleteCalendar('acct_1', uuidOf(2))).toBe(true);
      expect(await calendars.getCalendar('acct_1', uuidOf(2))).toBeUndefined();
      expect(await calendars.listCalendars('acct_1')).toEqual([second]);
      expect(await calendars.deleteCalendar('acct_1', uuidOf(2))).toBe(false);
    });

    it('keeps a calendar without optional fields as it was given', async () => {
      const calendars = await backend().create();
      const at = new Date(START).toISOString();
      const bare: ManagedCalendar = { id: uuidOf(9), country_code: 'US', created_at: at, updated_at: at };
      expect(await calendars.createCalendar('acct_1', bare, 100)).toBe('created');
      expect(await calendars.getCalendar('acct_1', uuidOf(9))).toEqual(bare);
    });

    it('matches ids case-insensitively and keeps them in lower case', async () => {
      const calendars = await backend().create();
      const upper = uuidOf(0xabc).toUpperCase();
      expect(await calendars.createCalendar('acct_1', managedCalendar(upper, START), 100)).toBe('created');
      expect((await calendars.getCalendar('acct_1', upper))?.id).toBe(upper.toLowerCase());
      expect((await calendars.getCalendar('acct_1', upper.toLowerCase()))?.id).toBe(upper.toLowerCase());
      expect(await calendars.replaceCalendar('acct_1', managedCalendar(upper, START, 'renamed'))).toBe('replaced');
      expect(await calendars.listCalendars('acct_1')).toEqual([managedCalendar(upper.toLowerCase(), START, 'renamed')]);
      expect(await calendars.deleteCalendar('acct_1', upper.toLowerCase())).toBe(true);
      expect(await calendars.listCalendars('acct_1')).toEqual([]);
    });

    it('keeps accounts apart: another account never finds, replaces or deletes a calendar', async () => {
      const calendars = await backend().create();
      const calendar = managedCalendar(uuidOf(3), START);
      await calendars.createCalendar('acct_1', calendar, 100);
      expect(await calendars.getCalendar('acct_2', uuidOf(3))).toBeUndefined();
      expect(await calendars.listCalendars('acct_2')).toEqual([]);
      expect(await calendars.replaceCalendar('acct_2', { ...calendar, name: 'stolen' })).toBe('not_found');
      expect(await calendars.deleteCalendar('acct_2', uuidOf(3))).toBe(false);
      expect(await calendars.getCalendar('acct_1', uuidOf(3))).toEqual(calendar);
      // Account ids that differ only in case or by characters a file name or a Redis hash tag treats specially.
      for (const other of ['ACCT_1', 'acct_1}', '{acct_1}', 'acct/1', '..']) expect(await calendars.listCalendars(other)).toEqual([]);
      expect(await calendars.createCalendar('{acct_1}', managedCalendar(uuidOf(4), START), 100)).toBe('created');
      expect((await calendars.listCalendars('acct_1')).map((c) => c.id)).toEqual([uuidOf(3)]);
      expect((await calendars.listCalendars('{acct_1}')).map((c) => c.id)).toEqual([uuidOf(4)]);
    });

    it('answers not_found / false for a calendar that does not exist, writing nothing', async () => {
      const calendars = await backend().create();
      expect(await calendars.replaceCalendar('acct_1', managedCalendar(uuidOf(5), START))).toBe('not_found');
      expect(await calendars.deleteCalendar('acct_1', uuidOf(5))).toBe(false);
      expect(await calendars.listCalendars('acct_1')).toEqual([]);
    });

    it('refuses a creation at the limit without writing, and allows one again after a delete', async () => {
      const calendars = await backend().create();
      for (let n = 1; n <= 3; n++) expect(await calendars.createCalendar('acct_1', managedCalendar(uuidOf(n), START + n), 3)).toBe('created');
      expect(await calendars.createCalendar('acct_1', managedCalendar(uuidOf(4), START + 4), 3)).toBe('limit');
      expect(await calendars.getCalendar('acct_1', uuidOf(4))).toBeUndefined();
      expect(await calendars.listCalendars('acct_1')).toHaveLength(3);
      // The limit is per account.
      expect(await calendars.createCalendar('acct_2', managedCalendar(uuidOf(4), START + 4), 3)).toBe('created');
      expect(await calendars.deleteCalendar('acct_1', uuidOf(2))).toBe(true);
      expect(await calendars.createCalendar('acct_1', managedCalendar(uuidOf(5), START + 5), 3)).toBe('created');
      expect((await calendars.listCalendars('acct_1')).map((c) => c.id)).toEqual([uuidOf(1), uuidOf(3), uuidOf(5)]);
    });

    it('never goes over the limit when 24 creations from two handles race for 5 places', async () => {
      const a = await backend().create();
      const b = await backend().share(a);
      const outcomes = await Promise.all(Array.from({ length: 24 }, (_, n) => (n % 2 === 0 ? a : b).createCalendar('acct_race', managedCalendar(uuidOf(100 + n), START + n), 5)));
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'limit')).toHaveLength(19);
      expect(await a.listCalendars('acct_race')).toHaveLength(5);
      expect(await b.listCalendars('acct_race')).toHaveLength(5);
    });

    it('shows a change made through one handle at the next read of the other', async () => {
      const a = await backend().create();
      const b = await backend().share(a);
      expect(await b.listCalendars('acct_1')).toEqual([]);
      await a.createCalendar('acct_1', managedCalendar(uuidOf(7), START), 100);
      expect(await b.getCalendar('acct_1', uuidOf(7))).toEqual(managedCalendar(uuidOf(7), START));
      await b.replaceCalendar('acct_1', managedCalendar(uuidOf(7), START, 'changed by b'));
      expect((await a.getCalendar('acct_1', uuidOf(7)))?.name).toBe('changed by b');
      expect(await a.deleteCalendar('acct_1', uuidOf(7))).toBe(true);
      expect(await b.getCalendar('acct_1', uuidOf(7))).toBeUndefined();
      expect(await b.listCalendars('acct_1')).toEqual([]);
    });

    it('answers ping (for /readyz) with true when it has one', async () => {
      const calendars = await backend().create();
      if (calendars.ping !== undefined) expect(await calendars.ping()).toBe(true);
    });
  });
}

/**
 * Registers the store contract of `src/gateway/stores.ts` (`MeterStore`, `HistoryStore` with `page`,
 * `KeyStateStore`, `ManagedCalendarStore` through `calendarContract`) for one backend: run by
 * `memoryStores.test.ts` and `redisStores.test.ts` (one Redis and Redis Cluster).
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

  describe('key-state store: revocations and last use, shared', () => {
    const keyA = 'a'.repeat(64);
    const keyB = `${'b'.repeat(60)}0123`;

    it('revokes a key for every handle at once, revoking twice is a no-op, other keys stay active', async () => {
      const one = await backend().create();
      const two = await backend().share(one);
      expect(await one.keyState.isRevoked(keyA)).toBe(false);
      await one.keyState.revokeKey(keyA, START);
      expect(await one.keyState.isRevoked(keyA)).toBe(true);
      expect(await two.keyState.isRevoked(keyA)).toBe(true);
      await two.keyState.revokeKey(keyA, START + 1_000);
      expect(await one.keyState.isRevoked(keyA)).toBe(true);
      expect(await two.keyState.isRevoked(keyB)).toBe(false);
      const fresh = await backend().create();
      expect(await fresh.keyState.isRevoked(keyA)).toBe(false);
    });

    it('tells when each key was last used, in the order asked, undefined for never', async () => {
      const one = await backend().create();
      const two = await backend().share(one);
      expect(await one.keyState.lastUsed([keyA, keyB])).toEqual([undefined, undefined]);
      expect(await one.keyState.lastUsed([])).toEqual([]);
      await one.keyState.touchKey(keyB, START);
      expect(await two.keyState.lastUsed([keyA, keyB])).toEqual([undefined, START]);
      expect(await two.keyState.lastUsed([keyB, keyA, keyB])).toEqual([START, undefined, START]);
    });

    it('may coalesce touches within a minute, but records one a minute later', async () => {
      const one = await backend().create();
      const two = await backend().share(one);
      await one.keyState.touchKey(keyA, START);
      await one.keyState.touchKey(keyA, START + 30_000);
      expect([START, START + 30_000]).toContain((await two.keyState.lastUsed([keyA]))[0]);
      await one.keyState.touchKey(keyA, START + 61_000);
      expect(await two.keyState.lastUsed([keyA])).toEqual([START + 61_000]);
      // Another handle's touch is its own: it writes at once.
      await two.keyState.touchKey(keyB, START + 62_000);
      expect(await one.keyState.lastUsed([keyB])).toEqual([START + 62_000]);
    });

    it('answers ping (for /readyz) with true when it has one', async () => {
      const { keyState } = await backend().create();
      if (keyState.ping !== undefined) expect(await keyState.ping()).toBe(true);
    });
  });

  // The calendar suite on the backend's managed-calendar store (its handles remembered for share()).
  const handles = new WeakMap<ManagedCalendarStore, ContractStores>();
  calendarContract(() => {
    const stores = backend();
    return {
      create: async () => {
        const created = await stores.create();
        handles.set(created.managedCalendars, created);
        return created.managedCalendars;
      },
      share: async (calendars) => {
        const known = handles.get(calendars);
        if (known === undefined) throw new Error('share() takes a store made by create()');
        const shared = await stores.share(known);
        handles.set(shared.managedCalendars, shared);
        return shared.managedCalendars;
      },
    };
  });
}
