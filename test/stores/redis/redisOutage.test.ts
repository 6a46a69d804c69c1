import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterWindows } from '../../../src/gateway/meterWindows.ts';
import { createRedisStores, type RedisStores } from '../../../src/stores/redis/createRedisStores.ts';
import { StoreUnavailableError } from '../../../src/stores/storeUnavailableError.ts';
import type { MeterCounter } from '../../../src/stores/stores.ts';
import { startTestRedisNode, type TestRedisNode } from '../../_helpers/redisCluster.ts';
import { KEYS, bearer, post, setupGateway, testConfig } from '../../gateway/_setup.ts';
import { loadGatewayConfig } from '../../../src/gateway/loadGatewayConfig.ts';
import { requireBinary } from '../../_helpers/requireBinary.ts';

const redisServer = requireBinary('redis-server', 'apt-get install redis-server');

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let node: TestRedisNode;
let store: RedisStores;

beforeAll(async () => {
  node = await startTestRedisNode();
  store = createRedisStores({ url: node.url, namespace: 'outage', commandTimeoutMs: 300 });
  expect(await store.ready(5_000)).toBe(true);
});

afterAll(async () => {
  // Also after a failed start: the clean-up must not hide why it failed.
  node?.resume();
  await store?.close();
  await node?.dispose();
});

function counters(account: string, now: number): MeterCounter[] {
  const windows = meterWindows(now);
  const scope = `acct:${account}`;
  return [
    { key: `${scope}:minute:${windows.minute}`, limit: 1_000, resetsAt: windows.minuteEndsAt, scope },
    { key: `${scope}:month:${windows.month}`, limit: 100_000, resetsAt: windows.monthEndsAt, scope },
  ];
}

describe.skipIf(redisServer.missing)('Redis frozen: a 503 is never metered (issue 17 item 5)', () => {
  it('does not count the calls that timed out when Redis wakes up and runs them late', async () => {
    // The gateway's clock is injected and far from the real one: the deadline is by Redis' clock.
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect((await store.meters.consume(counters('frozen', now), now)).counts).toEqual([1, 1]);
    node.pause();
    try {
      const attempts = await Promise.allSettled(Array.from({ length: 10 }, () => store.meters.consume(counters('frozen', now), now)));
      for (const attempt of attempts) {
        expect(attempt.status).toBe('rejected');
        expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(StoreUnavailableError);
      }
      await sleep(1_000);
    } finally {
      node.resume();
    }
    await sleep(300);
    expect(await store.meters.peek(counters('frozen', now), now)).toEqual([1, 1]);
    expect((await store.meters.consume(counters('frozen', now), now)).counts).toEqual([2, 2]);
  });

  it('through the gateway: calls answered 503 while Redis was frozen leave the quota as it was', async () => {
    const loaded = await loadGatewayConfig(testConfig);
    if (!loaded.ok) throw new Error('config');
    const { gateway } = await setupGateway(testConfig, { stores: { ...loaded.value.stores, meters: store.meters, history: store.history, keyState: store.keyState } });
    const first = await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(KEYS.business)));
    expect(first.status).toBe(200);
    const quota = Number(first.headers.get('x-quota-remaining'));
    node.pause();
    let statuses: number[];
    try {
      statuses = await Promise.all(Array.from({ length: 8 }, async () => (await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(KEYS.business)))).status));
      // Keys the config refuses never reach Redis: 401, not 503 (issue 28 item 5).
      for (const key of [KEYS.unknown, KEYS.revoked, KEYS.expired]) expect((await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(key)))).status).toBe(401);
      // The unauthenticated paths answer at once while Redis is frozen.
      const started = performance.now();
      expect((await gateway.fetch(new Request('http://daycalc.test/openapi.json'))).status).toBe(200);
      expect((await gateway.fetch(new Request('http://daycalc.test/nowhere'))).status).toBe(404);
      expect((await gateway.fetch(new Request('http://daycalc.test/healthz'))).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(250);
      // Readiness sees the frozen store.
      expect((await gateway.fetch(new Request('http://daycalc.test/readyz'))).status).toBe(503);
      await sleep(800);
    } finally {
      node.resume();
    }
    expect(statuses.every((status) => status === 503)).toBe(true);
    await sleep(300);
    const after = await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(KEYS.business)));
    expect(after.status).toBe(200);
    expect(Number(after.headers.get('x-quota-remaining'))).toBe(quota - 1);
    expect((await gateway.fetch(new Request('http://daycalc.test/readyz'))).status).toBe(200);
  });
});
