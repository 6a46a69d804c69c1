import { describe, expect, it } from 'vitest';
import { createMemoryMeterStore } from '../../../src/stores/memory/memoryMeterStore.ts';
import type { MeterCounter, MeterOutcome } from '../../../src/stores/stores.ts';

const minute = (limit: number): MeterCounter => ({ key: 'acct:a:minute:1', limit, resetsAt: 120_000 });

// The store contract (test/contract/stores.contract.ts) covers consume and peek for every store; this is
// memory's own: it forgets a window by its resetsAt, so even a key used again after the window starts at 0
// (Redis forgets by a time to live instead, and the gateway's keys name their window).
describe('createMemoryMeterStore', () => {
  it('starts a window again once it has ended', () => {
    const meters = createMemoryMeterStore();
    meters.consume([minute(1)], 60_000);
    expect((meters.consume([minute(1)], 119_999) as MeterOutcome).allowed).toBe(false);
    expect(meters.consume([minute(1)], 120_000)).toEqual({ allowed: true, counts: [1] });
  });
});
