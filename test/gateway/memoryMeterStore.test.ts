import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryMeterStore } from '../../src/gateway/memoryMeterStore.ts';
import type { MeterCounter, MeterOutcome } from '../../src/gateway/stores.ts';

const minute = (limit: number): MeterCounter => ({ key: 'acct:a:minute:1', limit, resetsAt: 120_000 });
const month = (limit: number): MeterCounter => ({ key: 'acct:a:month:2026-01', limit, resetsAt: 1_000_000 });

describe('createMemoryMeterStore', () => {
  it('counts both counters, and refuses both once either is at its limit (naming the first)', () => {
    const meters = createMemoryMeterStore();
    expect(meters.consume([minute(2), month(3)], 60_000)).toEqual({ allowed: true, counts: [1, 1] });
    expect(meters.consume([minute(2), month(3)], 60_000)).toEqual({ allowed: true, counts: [2, 2] });
    expect(meters.consume([minute(2), month(3)], 60_000)).toEqual({ allowed: false, counts: [2, 2], exhausted: 0 });
    expect(meters.peek([minute(2), month(3)], 60_000)).toEqual([2, 2]);
  });

  it('names the month when only the month is used up, and counts nothing', () => {
    const meters = createMemoryMeterStore();
    meters.consume([month(1)], 0);
    expect(meters.consume([minute(5), month(1)], 60_000)).toEqual({ allowed: false, counts: [0, 1], exhausted: 1 });
    expect(meters.peek([minute(5)], 60_000)).toEqual([0]);
  });

  it('starts a window again once it has ended', () => {
    const meters = createMemoryMeterStore();
    meters.consume([minute(1)], 60_000);
    expect((meters.consume([minute(1)], 119_999) as MeterOutcome).allowed).toBe(false);
    expect(meters.consume([minute(1)], 120_000)).toEqual({ allowed: true, counts: [1] });
  });

  it('lets exactly min(limits) calls through, whatever the limits (against a plain count)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 45 }), (minuteLimit, monthLimit, calls) => {
        const meters = createMemoryMeterStore();
        let allowed = 0;
        for (let call = 0; call < calls; call++) if ((meters.consume([minute(minuteLimit), month(monthLimit)], 60_000) as MeterOutcome).allowed) allowed++;
        expect(allowed).toBe(Math.min(calls, minuteLimit, monthLimit));
        expect(meters.peek([minute(minuteLimit), month(monthLimit)], 60_000)).toEqual([allowed, allowed]);
      }),
    );
  });
});
