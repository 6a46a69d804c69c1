import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterWindows } from '../../src/gateway/meterWindows.ts';
import { DAY_MS } from '../../src/gateway/protocol.ts';
import { COUNTER_GRACE_MS } from '../../src/gateway/redis/createRedisMeterStore.ts';
import { createRedisStores, type RedisStores } from '../../src/gateway/redis/createRedisStores.ts';
import { StoreUnavailableError } from '../../src/gateway/storeUnavailableError.ts';
import type { HistoryEntry, MeterCounter } from '../../src/gateway/stores.ts';
import { startTestRedis, type TestRedis } from '../_helpers/redis.ts';
import { requireBinary } from '../_helpers/requireBinary.ts';

const redisServer = requireBinary('redis-server', 'apt-get install redis-server');

let redis: TestRedis;
let raw: Redis;
const opened: RedisStores[] = [];
let namespaceCount = 0;

/** Connected stores in a fresh namespace, so tests never see each other's keys. */
async function stores(namespace = `t${(namespaceCount += 1)}`): Promise<RedisStores & { namespace: string }> {
  const created = createRedisStores({ url: redis.url, namespace, commandTimeoutMs: 500 });
  opened.push(created);
  expect(await created.ready(5000)).toBe(true);
  return Object.assign(created, { namespace });
}

function minuteCounters(account: string, now: number, limit: number): MeterCounter[] {
  const windows = meterWindows(now);
  return [
    { key: `acct:${account}:minute:${windows.minute}`, limit, resetsAt: windows.minuteEndsAt },
    { key: `acct:${account}:month:${windows.month}`, limit: 1000, resetsAt: windows.monthEndsAt },
  ];
}

function entry(time: number, id: number): HistoryEntry {
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

beforeAll(async () => {
  redis = await startTestRedis();
  raw = new Redis(redis.url);
});

afterAll(async () => {
  // Also after a failed start: the clean-up must not hide why it failed.
  await Promise.all(opened.map((store) => store.close()));
  raw?.disconnect();
  await redis?.dispose();
});

describe.skipIf(redisServer.missing)('Redis meter store', () => {
  it('lets exactly the limit through when 60 calls from two clients race for 30', async () => {
    const a = await stores('race');
    const b = await stores('race');
    const now = Date.UTC(2026, 10, 23, 12, 0, 10);
    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? a : b).meters.consume(minuteCounters('acct_1', now, 30), now)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(30);
    const counts = outcomes.filter((outcome) => outcome.allowed).map((outcome) => outcome.counts[0]);
    expect(new Set(counts).size).toBe(30);
    expect(outcomes.filter((outcome) => !outcome.allowed).every((outcome) => outcome.exhausted === 0 && outcome.counts[0] === 30)).toBe(true);
    // The month counter moved only for the 30 allowed calls: a refused call counts nowhere.
    expect(await a.meters.peek(minuteCounters('acct_1', now, 30), now)).toEqual([30, 30]);
  });

  it('is all-or-nothing: a full month refuses without counting the minute', async () => {
    const { meters } = await stores();
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const windows = meterWindows(now);
    const counters = [
      { key: 'acct:a:minute', limit: 10, resetsAt: windows.minuteEndsAt },
      { key: 'acct:a:month', limit: 2, resetsAt: windows.monthEndsAt },
    ];
    expect((await meters.consume(counters, now)).allowed).toBe(true);
    expect((await meters.consume(counters, now)).allowed).toBe(true);
    expect(await meters.consume(counters, now)).toEqual({ allowed: false, counts: [2, 2], exhausted: 1 });
    expect(await meters.peek(counters, now)).toEqual([2, 2]);
  });

  it('starts a new window at the next UTC minute and month (injected clock)', async () => {
    const { meters } = await stores();
    const lastSecond = Date.UTC(2026, 0, 31, 23, 59, 59, 999);
    for (let i = 0; i < 3; i += 1) expect((await meters.consume(minuteCounters('a', lastSecond, 3), lastSecond)).allowed).toBe(true);
    expect((await meters.consume(minuteCounters('a', lastSecond, 3), lastSecond)).allowed).toBe(false);
    const next = lastSecond + 1;
    const outcome = await meters.consume(minuteCounters('a', next, 3), next);
    expect(outcome).toEqual({ allowed: true, counts: [1, 1] });
    expect(meterWindows(next).month).toBe('2026-02');
  });

  it('lets counters expire on their own shortly after their window, measured from the gateway clock', async () => {
    const { meters, namespace } = await stores();
    const now = Date.UTC(2020, 5, 15, 8, 30, 15); // a clock in the past: the expiry is relative, not absolute
    const counters = minuteCounters('ttl', now, 5);
    await meters.consume(counters, now);
    const minuteTtl = await raw.pttl(`${namespace}:meter:${counters[0]?.key}`);
    const monthTtl = await raw.pttl(`${namespace}:meter:${counters[1]?.key}`);
    expect(minuteTtl).toBeGreaterThan(45_000 + COUNTER_GRACE_MS - 1_000);
    expect(minuteTtl).toBeLessThanOrEqual(45_000 + COUNTER_GRACE_MS);
    const monthLeft = Date.UTC(2020, 6, 1) - now;
    expect(monthTtl).toBeGreaterThan(monthLeft + COUNTER_GRACE_MS - 1_000);
    expect(monthTtl).toBeLessThanOrEqual(monthLeft + COUNTER_GRACE_MS);
  });

  it('takes a clock with fractions of a millisecond: both counters counted, both with a whole-millisecond expiry', async () => {
    const { meters, namespace } = await stores();
    const now = Date.UTC(2026, 10, 23, 12, 0, 10) + 0.5;
    const counters = minuteCounters('fraction', now, 5);
    expect(await meters.consume(counters, now)).toEqual({ allowed: true, counts: [1, 1] });
    for (const counter of counters) expect(await raw.pttl(`${namespace}:meter:${counter.key}`)).toBeGreaterThan(COUNTER_GRACE_MS);
  });

  it('counts nothing when the script is given a bad argument (Redis does not undo a half-run script)', async () => {
    const { namespace } = await stores();
    const client = raw as unknown as { eval: (script: string, keys: number, ...args: Array<string | number>) => Promise<unknown> };
    const { CONSUME_SCRIPT } = await import('../../src/gateway/redis/redisScripts.ts');
    const keys = [`${namespace}:meter:a`, `${namespace}:meter:b`];
    await expect(client.eval(CONSUME_SCRIPT, 2, ...keys, 5, 5, 60_000, 'soon')).rejects.toThrow(/bad counter, limit or time to live/);
    await expect(client.eval(CONSUME_SCRIPT, 2, ...keys, 5, 'many', 60_000, 60_000)).rejects.toThrow(/bad counter, limit or time to live/);
    expect(await raw.exists(...keys)).toBe(0);
  });

  it('keeps deployments apart by namespace', async () => {
    const one = await stores();
    const two = await stores();
    const now = Date.UTC(2026, 10, 23);
    await one.meters.consume(minuteCounters('shared', now, 1), now);
    expect((await one.meters.consume(minuteCounters('shared', now, 1), now)).allowed).toBe(false);
    expect((await two.meters.consume(minuteCounters('shared', now, 1), now)).allowed).toBe(true);
    expect(await raw.keys(`${one.namespace}:*`)).toHaveLength(2);
  });
});

describe.skipIf(redisServer.missing)('Redis history store', () => {
  it('writes nothing for a retention of 0 (the Free plan)', async () => {
    const { history, namespace } = await stores();
    const now = Date.UTC(2026, 10, 23);
    await history.record('acct_free', entry(now, 1), 0, now);
    expect(await raw.exists(`${namespace}:history:acct_free`)).toBe(0);
    expect(await history.list('acct_free', { retentionMs: 0, now })).toEqual([]);
  });

  it('drops entries older than 30 days for a Pro account, on write and on read', async () => {
    const { history, namespace } = await stores();
    const retentionMs = 30 * DAY_MS;
    const start = Date.UTC(2026, 0, 1);
    await history.record('acct_pro', entry(start, 1), retentionMs, start);
    await history.record('acct_pro', entry(start + 10 * DAY_MS, 2), retentionMs, start + 10 * DAY_MS);
    expect((await history.list('acct_pro', { retentionMs, now: start + 10 * DAY_MS })).map((e) => e.request_id)).toEqual([entry(0, 1).request_id, entry(0, 2).request_id]);
    // Read 31 days after the first: it is no longer returned, though not yet deleted.
    expect((await history.list('acct_pro', { retentionMs, now: start + 31 * DAY_MS })).map((e) => e.request_id)).toEqual([entry(0, 2).request_id]);
    // A write 31 days after the first deletes it from the set.
    await history.record('acct_pro', entry(start + 31 * DAY_MS, 3), retentionMs, start + 31 * DAY_MS);
    expect(await raw.zcard(`${namespace}:history:acct_pro`)).toBe(2);
    // The set expires with the retention: an account that stops calling is forgotten.
    const ttl = await raw.pttl(`${namespace}:history:acct_pro`);
    expect(ttl).toBeGreaterThan(retentionMs - 5_000);
    expect(ttl).toBeLessThanOrEqual(retentionMs);
  });

  it('keeps 90 days for a Business account and filters by since', async () => {
    const { history } = await stores();
    const retentionMs = 90 * DAY_MS;
    const start = Date.UTC(2026, 0, 1);
    for (let day = 0; day < 100; day += 10) await history.record('acct_b', entry(start + day * DAY_MS, day + 1), retentionMs, start + day * DAY_MS);
    const now = start + 99 * DAY_MS;
    const kept = await history.list('acct_b', { retentionMs, now });
    expect(kept.map((e) => Date.parse(e.time))).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90].map((day) => start + day * DAY_MS));
    expect(await history.list('acct_b', { retentionMs, now, since: start + 75 * DAY_MS })).toHaveLength(2);
    expect(kept[0]).toEqual(entry(start + 10 * DAY_MS, 11));
  });
});

describe.skipIf(redisServer.missing)('Redis history cap', () => {
  it('keeps at most the cap per account, dropping the oldest first', async () => {
    const namespace = `cap${(namespaceCount += 1)}`;
    const created = createRedisStores({ url: redis.url, namespace, commandTimeoutMs: 500, historyMaxEntriesPerAccount: 3 });
    opened.push(created);
    expect(await created.ready(5000)).toBe(true);
    const retentionMs = 30 * DAY_MS;
    const start = Date.UTC(2026, 0, 1);
    for (let at = 0; at < 5; at++) await created.history.record('acct_busy', entry(start + at * 1_000, at + 1), retentionMs, start + at * 1_000);
    expect(await raw.zcard(`${namespace}:history:acct_busy`)).toBe(3);
    const kept = await created.history.list('acct_busy', { retentionMs, now: start + 5_000 });
    expect(kept.map((e) => e.request_id)).toEqual([3, 4, 5].map((id) => entry(0, id).request_id));
  });
});

describe.skipIf(redisServer.missing)('Redis unavailable', () => {
  it('fails fast with StoreUnavailableError while Redis is down and works again once it is back', async () => {
    const own = await startTestRedis();
    const store = createRedisStores({ url: own.url, namespace: 'fault', commandTimeoutMs: 500 });
    try {
      expect(await store.ready(5000)).toBe(true);
      const now = Date.UTC(2026, 10, 23);
      expect((await store.meters.consume(minuteCounters('f', now, 10), now)).counts).toEqual([1, 1]);
      await own.stop();
      const started = performance.now();
      await expect(store.meters.consume(minuteCounters('f', now, 10), now)).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.meters.peek(minuteCounters('f', now, 10), now)).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.history.record('f', entry(now, 1), DAY_MS, now)).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(performance.now() - started).toBeLessThan(2_000);
      await own.start();
      expect(await store.ready(5000)).toBe(true);
      // The count of the call answered before the stop survived the restart (append-only file).
      expect((await store.meters.consume(minuteCounters('f', now, 10), now)).counts).toEqual([2, 2]);
    } finally {
      await store.close();
      await own.dispose();
    }
  });
});
