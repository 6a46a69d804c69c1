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

describe('account meter, operation calls', () => {
  const minuteOf = (time: number) => Math.floor(time / 60_000);
  const recording = () => {
    const seen: (readonly MeterCounter[])[] = [];
    const counts = new Map<string, number>();
    const store: MeterStore = {
      consume: (counters) => {
        seen.push(counters);
        return { allowed: true, counts: counters.map((counter) => counts.set(counter.key, (counts.get(counter.key) ?? 0) + 1).get(counter.key)!) };
      },
      peek: (counters) => counters.map((counter) => counts.get(counter.key) ?? 0),
    };
    return { seen, store };
  };

  it('answers at once (no promise) from a store that answers at once, and through a promise from one that does not', async () => {
    const { store } = recording();
    const time = Date.UTC(2026, 10, 27, 12, 0, 5);
    const now = createAccountMeter(store).call(caller, time);
    expect(now).not.toBeInstanceOf(Promise);
    expect((now as Awaited<typeof now>).meter).toMatchObject({ rateRemaining: 29, quotaRemaining: 499 });
    const later = createAccountMeter({ ...store, consume: async (counters, at) => store.consume(counters, at) }).call(caller, time);
    expect(later).toBeInstanceOf(Promise);
    expect((await later).meter).toMatchObject({ rateRemaining: 28, quotaRemaining: 498 });
  });

  it('keeps an account’s counters for its minute, and makes new ones for the next minute, another account or a changed plan', () => {
    const { seen, store } = recording();
    const meter = createAccountMeter(store);
    const start = Date.UTC(2026, 10, 27, 12, 0, 0);
    meter.call(caller, start);
    meter.call(caller, start + 59_999);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]!.map((counter) => counter.key)).toEqual([`acct:acct_a:minute:${minuteOf(start)}`, 'acct:acct_a:month:2026-11']);

    meter.call(caller, start + 60_000);
    expect(seen[2]!.map((counter) => counter.key)).toEqual([`acct:acct_a:minute:${minuteOf(start) + 1}`, 'acct:acct_a:month:2026-11']);
    expect(seen[2]![0]!.resetsAt).toBe(start + 120_000);

    const other: Caller = { ...caller, account: { ...caller.account, id: 'acct_b' } };
    meter.call(other, start + 60_001);
    expect(seen[3]!.map((counter) => counter.scope)).toEqual(['acct:acct_b', 'acct:acct_b']);

    const upgraded: Caller = { ...caller, plan: { ...caller.plan, per_minute: 300 } };
    const metered = meter.call(upgraded, start + 60_002) as Awaited<ReturnType<typeof meter.call>>;
    expect(seen[4]![0]!.limit).toBe(300);
    expect(metered.meter).toMatchObject({ rateLimit: 300, rateRemaining: 298 });
  });

  it('crosses into a new month at midnight UTC on its first day', () => {
    const { seen, store } = recording();
    const meter = createAccountMeter(store);
    meter.call(caller, Date.UTC(2026, 10, 30, 23, 59, 59));
    meter.call(caller, Date.UTC(2026, 11, 1, 0, 0, 0));
    expect(seen.map((counters) => counters[1]!.key)).toEqual(['acct:acct_a:month:2026-11', 'acct:acct_a:month:2026-12']);
    expect(seen[1]![1]!.resetsAt).toBe(Date.UTC(2027, 0, 1));
  });
});
