import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meterWindows } from '../../src/gateway/meterWindows.ts';
import type { MeterCounter } from '../../src/stores/stores.ts';
import { accountCounters, START, type StoreBackend } from './storeFixtures.ts';

/**
 * The contract of `MeterStore` (`consume`, `peek`, `ping`) for one backend.
 *
 * @param backend - Makes fresh stores of the backend (call it only inside the cases).
 */
export function meterStoreContract(backend: () => StoreBackend): void {
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
}
