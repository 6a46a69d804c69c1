import { describe, expect, it } from 'vitest';
import { createAccountMeter } from '../../src/gateway/accountMeter.ts';
import type { Caller } from '../../src/gateway/accountMeter.ts';
import type { MeterCounter, MeterStore } from '../../src/stores/stores.ts';

const caller: Caller = { account: { id: 'acct_a', plan: 'free', features: [] }, plan: { per_minute: 30, per_month: 500, max_keys: 1, history_days: 0 }, keySha256: 'ab'.repeat(32) };

describe('account meter, minute only (every /mcp request, the account endpoints)', () => {
  it('should count nothing when the month cannot be read, so its 503 is never metered', async () => {
    const consumed: MeterCounter[][] = [];
    const store: MeterStore = {
      consume: (counters) => {
        consumed.push([...counters]);
        return { allowed: true, counts: counters.map(() => 1) };
      },
      peek: () => {
        throw new Error('store unavailable');
      },
    };
    await expect(createAccountMeter(store).minute(caller, Date.UTC(2026, 10, 27, 12, 0, 0))).rejects.toThrow('store unavailable');
    expect(consumed).toEqual([]);
  });

  it('should count the minute and report the month read before it', async () => {
    const store: MeterStore = {
      consume: (counters) => ({ allowed: true, counts: counters.map(() => 7) }),
      peek: (counters) => counters.map(() => 41),
    };
    const metered = await createAccountMeter(store).minute(caller, Date.UTC(2026, 10, 27, 12, 0, 0));
    expect(metered.allowed).toBe(true);
    expect(metered.meter).toMatchObject({ rateRemaining: 23, quotaRemaining: 459 });
  });
});
