import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterWindows } from '../../../src/gateway/meterWindows.ts';
import { DAY_MS } from '../../../src/protocol/wire.ts';
import { COUNTER_GRACE_MS } from '../../../src/stores/redis/createRedisMeterStore.ts';
import { createRedisStores, type RedisStores } from '../../../src/stores/redis/createRedisStores.ts';
import { StoreUnavailableError } from '../../../src/stores/storeUnavailableError.ts';
import type { MeterCounter } from '../../../src/stores/stores.ts';
import { startTestRedis, type TestRedis } from '../../_helpers/redis.ts';
import { requireBinary } from '../../_helpers/requireBinary.ts';
import { historyEntry as entry, managedCalendar, uuidOf } from '../../contract/storeFixtures.ts';
import { startTestRedisNode } from '../../_helpers/redisCluster.ts';

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
    const { CONSUME_SCRIPT } = await import('../../../src/stores/redis/redisScripts.ts');
    const keys = [`${namespace}:meter:a`, `${namespace}:meter:b`, `${namespace}:meter:calls`];
    await expect(client.eval(CONSUME_SCRIPT, 3, ...keys, 5, 5, 60_000, 'soon', 0, 'id1', 60_000)).rejects.toThrow(/bad counter, limit or time to live/);
    await expect(client.eval(CONSUME_SCRIPT, 3, ...keys, 5, 'many', 60_000, 60_000, 0, 'id1', 60_000)).rejects.toThrow(/bad counter, limit or time to live/);
    await expect(client.eval(CONSUME_SCRIPT, 3, ...keys, 5, 5, 60_000, 60_000, 0, '', 60_000)).rejects.toThrow(/bad call id/);
    await expect(client.eval(CONSUME_SCRIPT, 3, ...keys, 5, 5, 60_000, 60_000, 0, 'id1', 'long')).rejects.toThrow(/bad call id/);
    expect(await raw.exists(...keys)).toBe(0);
  });

  it('keeps deployments apart by namespace', async () => {
    const one = await stores();
    const two = await stores();
    const now = Date.UTC(2026, 10, 23);
    await one.meters.consume(minuteCounters('shared', now, 1), now);
    expect((await one.meters.consume(minuteCounters('shared', now, 1), now)).allowed).toBe(false);
    expect((await two.meters.consume(minuteCounters('shared', now, 1), now)).allowed).toBe(true);
    // The two counters and the minute's record of counted calls (for refunds).
    expect((await raw.keys(`${one.namespace}:*`)).sort()).toEqual([
      `${one.namespace}:meter:acct:shared:minute:${meterWindows(now).minute}`,
      `${one.namespace}:meter:acct:shared:month:${meterWindows(now).month}`,
      `${one.namespace}:meter:calls:${Math.floor(now / 60_000)}`,
    ]);
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

describe.skipIf(redisServer.missing)('Redis key state', () => {
  const sha = 'ab'.repeat(32);

  it('keeps one hash per key, in its own hash slot, that a revocation never lets expire', async () => {
    const { keyState, namespace } = await stores();
    await keyState.revokeKey(sha.toUpperCase(), Date.UTC(2026, 10, 23));
    await keyState.touchKey(sha, Date.UTC(2026, 10, 23, 0, 0, 5));
    const key = `${namespace}:keystate:{key:${sha}}`;
    expect(await raw.hgetall(key)).toEqual({ revoked_at: String(Date.UTC(2026, 10, 23)), last_used: String(Date.UTC(2026, 10, 23, 0, 0, 5)) });
    expect(await raw.pttl(key)).toBe(-1);
    // Revoking again keeps the first time.
    await keyState.revokeKey(sha, Date.UTC(2027, 0, 1));
    expect(await raw.hget(key, 'revoked_at')).toBe(String(Date.UTC(2026, 10, 23)));
  });

  it('writes the last use at most once per key per minute from one process', async () => {
    const { keyState, namespace } = await stores();
    const key = `${namespace}:keystate:{key:${sha}}`;
    const start = Date.UTC(2026, 10, 23, 12);
    await keyState.touchKey(sha, start);
    await raw.hdel(key, 'last_used');
    // Within the minute: coalesced, nothing written (the field stays deleted).
    for (const later of [1, 30_000, 59_999]) await keyState.touchKey(sha, start + later);
    expect(await raw.hget(key, 'last_used')).toBeNull();
    await keyState.touchKey(sha, start + 60_000);
    expect(await raw.hget(key, 'last_used')).toBe(String(start + 60_000));
    // Another key is not held back by the first one's minute.
    await keyState.touchKey('cd'.repeat(32), start + 60_001);
    expect(await keyState.lastUsed(['cd'.repeat(32)])).toEqual([start + 60_001]);
  });
});

describe.skipIf(redisServer.missing)('Redis managed calendars', () => {
  it('keeps an account\u2019s calendars in one hash tagged by the account (its meters\u2019 slot), field the lower-case id', async () => {
    const { managedCalendars, namespace } = await stores();
    const now = Date.UTC(2026, 10, 23);
    await managedCalendars.createCalendar('acct_{1}', managedCalendar(uuidOf(0xabc).toUpperCase(), now), 100);
    const key = `${namespace}:calendars:{acct:acct_%7B1%7D}`;
    expect(await raw.hkeys(key)).toEqual([uuidOf(0xabc)]);
    expect(JSON.parse((await raw.hget(key, uuidOf(0xabc))) ?? 'null')).toEqual(managedCalendar(uuidOf(0xabc), now));
    expect(await raw.pttl(key)).toBe(-1);
  });

  it('answers an unchanged calendar with the same object (so it is resolved once), and a changed one with a new object', async () => {
    const { managedCalendars: a, namespace } = await stores();
    const { managedCalendars: b } = await stores(namespace); // another process on the same Redis
    const now = Date.UTC(2026, 10, 23);
    const id = uuidOf(0xca1);
    await a.createCalendar('acct_1', managedCalendar(id, now), 100);
    const first = await a.getCalendar('acct_1', id);
    expect(first).toEqual(managedCalendar(id, now));
    expect(await a.getCalendar('acct_1', id.toUpperCase())).toBe(first);
    // Shared by every read, so frozen: no caller can change what the next one gets.
    expect(Object.isFrozen(first) && Object.isFrozen(first?.excluded_dates) && Object.isFrozen(first?.custom_holidays?.[0])).toBe(true);
    const changed = { ...managedCalendar(id, now), excluded_dates: ['2026-12-24'], updated_at: new Date(now + 1).toISOString() };
    expect(await b.replaceCalendar('acct_1', changed)).toBe('replaced');
    const second = await a.getCalendar('acct_1', id);
    expect(second).not.toBe(first);
    expect(second).toEqual(changed);
    expect(await b.deleteCalendar('acct_1', id)).toBe(true);
    expect(await a.getCalendar('acct_1', id)).toBeUndefined();
  });

  it('changes nothing when the script is given a bad limit or operation', async () => {
    const { namespace } = await stores();
    const client = raw as unknown as { eval: (script: string, keys: number, ...args: Array<string | number>) => Promise<unknown> };
    const { CALENDAR_SCRIPT } = await import('../../../src/stores/redis/redisScripts.ts');
    const key = `${namespace}:calendars:{acct:a}`;
    await expect(client.eval(CALENDAR_SCRIPT, 1, key, 'create', 'id', '{}', 'many', 0)).rejects.toThrow(/bad limit/);
    await expect(client.eval(CALENDAR_SCRIPT, 1, key, 'create', 'id', '{}', 5, 'soon')).rejects.toThrow(/bad deadline/);
    await expect(client.eval(CALENDAR_SCRIPT, 1, key, 'upsert', 'id', '{}', 5, 0)).rejects.toThrow(/unknown operation/);
    expect(await raw.exists(key)).toBe(0);
  });

  it('does not apply a change Redis runs after the gateway gave up on it (frozen Redis)', async () => {
    const node = await startTestRedisNode();
    const own = createRedisStores({ url: node.url, namespace: 'frozen', commandTimeoutMs: 300 });
    try {
      expect(await own.ready(5_000)).toBe(true);
      const now = Date.UTC(2026, 10, 23);
      // One change first, so the store has learned Redis' clock (the deadline needs it).
      expect(await own.managedCalendars.createCalendar('acct_1', managedCalendar(uuidOf(1), now), 100)).toBe('created');
      node.pause();
      try {
        const attempts = await Promise.allSettled([
          own.managedCalendars.createCalendar('acct_1', managedCalendar(uuidOf(2), now), 100),
          own.managedCalendars.replaceCalendar('acct_1', managedCalendar(uuidOf(1), now, 'late')),
          own.managedCalendars.deleteCalendar('acct_1', uuidOf(1)),
        ]);
        for (const attempt of attempts) expect(attempt.status === 'rejected' && attempt.reason instanceof StoreUnavailableError).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 800));
      } finally {
        node.resume();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await own.managedCalendars.listCalendars('acct_1')).toEqual([managedCalendar(uuidOf(1), now)]);
    } finally {
      node.resume();
      await own.close();
      await node.dispose();
    }
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
      await expect(store.history.page!('f', { limit: 5, retentionMs: DAY_MS, now })).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.keyState.isRevoked('ab'.repeat(32))).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.keyState.touchKey('ab'.repeat(32), now)).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.managedCalendars.listCalendars('f')).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.managedCalendars.createCalendar('f', managedCalendar(uuidOf(1), now), 100)).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(performance.now() - started).toBeLessThan(2_000);
      await own.start();
      expect(await store.ready(5000)).toBe(true);
      // The count of the call answered before the stop survived the restart (append-only file).
      expect((await store.meters.consume(minuteCounters('f', now, 10), now)).counts).toEqual([2, 2]);
      // A touch that failed while Redis was down is not taken as written: the next one within the minute writes.
      await store.keyState.touchKey('ab'.repeat(32), now + 1_000);
      expect(await store.keyState.lastUsed(['ab'.repeat(32)])).toEqual([now + 1_000]);
    } finally {
      await store.close();
      await own.dispose();
    }
  });
});
