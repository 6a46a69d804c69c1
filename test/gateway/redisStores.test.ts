import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterWindows } from '../../src/gateway/meterWindows.ts';
import { DAY_MS } from '../../src/protocol.ts';
import { COUNTER_GRACE_MS } from '../../src/gateway/redis/createRedisMeterStore.ts';
import { createRedisStores, type RedisStores } from '../../src/gateway/redis/createRedisStores.ts';
import { StoreUnavailableError } from '../../src/gateway/storeUnavailableError.ts';
import type { MeterCounter } from '../../src/gateway/stores.ts';
import { startTestRedis, type TestRedis } from '../_helpers/redis.ts';
import { requireBinary } from '../_helpers/requireBinary.ts';
import { historyEntry as entry } from '../contract/stores.contract.ts';

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

// The contract every store keeps (atomic consume, windows, races between two clients, history
// retention, order, since and cap) is in test/contract/stores.contract.ts, run on one Redis and on a
// Redis Cluster by test/contract/redisStores.test.ts. Here: Redis' own key layout, expiry and outages.
describe.skipIf(redisServer.missing)('Redis meter store', () => {
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

  it('takes a clock with fractions of a millisecond: both counters with a whole-millisecond expiry (the counts: the contract)', async () => {
    const { meters, namespace } = await stores();
    const now = Date.UTC(2026, 10, 23, 12, 0, 10) + 0.5;
    const counters = minuteCounters('fraction', now, 5);
    await meters.consume(counters, now);
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
  it('writes no key for a retention of 0 (the Free plan)', async () => {
    const { history, namespace } = await stores();
    const now = Date.UTC(2026, 10, 23);
    await history.record('acct_free', entry(now, 1), 0, now);
    expect(await raw.exists(`${namespace}:history:acct_free`)).toBe(0);
  });

  it('deletes entries older than 30 days from the set on write, and expires the set with the retention', async () => {
    const { history, namespace } = await stores();
    const retentionMs = 30 * DAY_MS;
    const start = Date.UTC(2026, 0, 1);
    await history.record('acct_pro', entry(start, 1), retentionMs, start);
    await history.record('acct_pro', entry(start + 10 * DAY_MS, 2), retentionMs, start + 10 * DAY_MS);
    // A write 31 days after the first deletes it from the set.
    await history.record('acct_pro', entry(start + 31 * DAY_MS, 3), retentionMs, start + 31 * DAY_MS);
    expect(await raw.zcard(`${namespace}:history:acct_pro`)).toBe(2);
    // The set expires with the retention: an account that stops calling is forgotten.
    const ttl = await raw.pttl(`${namespace}:history:acct_pro`);
    expect(ttl).toBeGreaterThan(retentionMs - 5_000);
    expect(ttl).toBeLessThanOrEqual(retentionMs);
  });
});

describe.skipIf(redisServer.missing)('Redis history cap', () => {
  it('keeps at most the cap per account in the set itself', async () => {
    const namespace = `cap${(namespaceCount += 1)}`;
    const created = createRedisStores({ url: redis.url, namespace, commandTimeoutMs: 500, historyMaxEntriesPerAccount: 3 });
    opened.push(created);
    expect(await created.ready(5000)).toBe(true);
    const retentionMs = 30 * DAY_MS;
    const start = Date.UTC(2026, 0, 1);
    for (let at = 0; at < 5; at++) await created.history.record('acct_busy', entry(start + at * 1_000, at + 1), retentionMs, start + at * 1_000);
    expect(await raw.zcard(`${namespace}:history:acct_busy`)).toBe(3);
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
