import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterWindows } from '../../../src/gateway/meterWindows.ts';
import { loadGatewayConfig } from '../../../src/gateway/loadGatewayConfig.ts';
import type { RefundRound } from '../../../src/stores/redis/meterRefunds.ts';
import { createRedisStores, type RedisStores } from '../../../src/stores/redis/createRedisStores.ts';
import type { MeterCounter } from '../../../src/stores/stores.ts';
import { startTestRedis, type TestRedis } from '../../_helpers/redis.ts';
import { requireBinary } from '../../_helpers/requireBinary.ts';
import { bearer, post, setupGateway } from '../../gateway/_setup.ts';

// Issue 28 items 4 and 9: Redis stalls (slow scripts, a freeze, a freeze then kill -9) under
// concurrent calls; afterwards every counter holds exactly the calls answered 200 (a 503
// is never metered). The 503s come from the client's 300 ms command timeout.

const redisServer = requireBinary('redis-server', 'apt-get install redis-server');

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A Lua busy loop of `ARGV[1]` ms: Redis answers nobody meanwhile, and replies to what it ran before wait for it. */
const BUSY = `local t = redis.call('TIME')
local start = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
repeat
  t = redis.call('TIME')
until tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000 - start >= tonumber(ARGV[1])
return 1`;

const ACCOUNTS = ['acct_slow', 'acct_frozen', 'acct_killed'] as const;
const keyOf = (account: string): string => `daycalc_test_${account.replace('acct_', '').padEnd(32, 'x')}`;
const config = {
  environment: 'test',
  enabled: true,
  plans: { business: { per_minute: 1_000_000, per_month: 10_000_000 } },
  accounts: ACCOUNTS.map((id) => ({ id, plan: 'business', keys: [{ key: keyOf(id) }] })),
};

let redis: TestRedis;
let store: RedisStores;
let gateway: Awaited<ReturnType<typeof setupGateway>>['gateway'];
let now: number;
const rounds: RefundRound[] = [];
const busyClients: Redis[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  store = createRedisStores({ url: redis.url, namespace: 'stall', commandTimeoutMs: 300, onMeterRefunds: (round) => rounds.push(round) });
  expect(await store.ready(5_000)).toBe(true);
  const loaded = await loadGatewayConfig(config);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const setup = await setupGateway(config, { stores: { ...loaded.value.stores, meters: store.meters } });
  gateway = setup.gateway;
  now = setup.clock.now;
  for (let index = 0; index < 2; index++) busyClients.push(new Redis(redis.url, { maxRetriesPerRequest: 0, enableOfflineQueue: false }).on('error', () => undefined));
});

afterAll(async () => {
  redis?.resume();
  for (const client of busyClients) client.disconnect();
  await store?.close();
  await redis?.dispose();
});

/** The account's minute and month counters as the gateway keys them. */
function counters(account: string): MeterCounter[] {
  const windows = meterWindows(now);
  const scope = `acct:${account}`;
  return [
    { key: `${scope}:minute:${windows.minute}`, limit: 0, resetsAt: windows.minuteEndsAt, scope },
    { key: `${scope}:month:${windows.month}`, limit: 0, resetsAt: windows.monthEndsAt, scope },
  ];
}

/** Calls from `workers` concurrent clients until `stop` resolves; the statuses, tallied. */
async function load(account: string, stop: Promise<void>, workers = 12): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let stopped = false;
  void stop.then(() => (stopped = true));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stopped) {
        const response = await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(keyOf(account))));
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // A refused connection answers 503 without I/O: yield, or the loop starves the timers.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return statuses;
}

/** Keeps Redis busy with back-to-back 400 ms scripts from two clients until `stop` resolves. */
async function slowScripts(stop: Promise<void>): Promise<void> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  await Promise.all(
    busyClients.map(async (client, index) => {
      await sleep(index * 150);
      while (!stopped) await client.eval(BUSY, 0, 400).catch(() => sleep(50));
    }),
  );
}

/** Waits until Redis answers and every refund went through; then both counters must hold exactly the 200s (and some calls were 503s). */
async function expectCountsOfThe200s(account: string, statuses: ReadonlyMap<number, number>): Promise<void> {
  expect([...statuses.keys()].sort()).toEqual([200, 503]);
  expect(await store.ready(10_000)).toBe(true);
  for (let waited = 0; store.meters.refunds.pending > 0 && waited < 10_000; waited += 50) await sleep(50);
  expect(store.meters.refunds.pending).toBe(0);
  const ok = statuses.get(200)!;
  expect(await store.meters.peek(counters(account), now)).toEqual([ok, ok]);
}

describe.skipIf(redisServer.missing)('Redis stalls under concurrent calls: the counts are exactly the 200s (issue 28)', () => {
  it('slow scripts: calls whose reply missed the 300 ms deadline are not counted, those answered 200 are', async () => {
    const account = 'acct_slow';
    const stop = sleep(3_000);
    const [statuses] = await Promise.all([load(account, sleep(3_500)), slowScripts(stop)]);
    await expectCountsOfThe200s(account, statuses);
  }, 20_000);

  it('a 3 s freeze (SIGSTOP) with slow scripts running: after SIGCONT the counts are exactly the 200s', async () => {
    const account = 'acct_frozen';
    const busy = slowScripts(sleep(2_000));
    const calls = load(account, sleep(5_500));
    await sleep(1_000);
    redis.pause();
    await sleep(3_000);
    redis.resume();
    const [statuses] = await Promise.all([calls, busy]);
    await expectCountsOfThe200s(account, statuses);
  }, 20_000);

  it('a freeze then kill -9 and a restart (the append-only file keeps what Redis wrote): the counts are exactly the 200s', async () => {
    const account = 'acct_killed';
    const busy = slowScripts(sleep(1_500));
    let restarted!: () => void;
    const calls = load(account, new Promise<void>((resolve) => (restarted = resolve)));
    await sleep(1_000);
    redis.pause();
    await sleep(1_500);
    await redis.kill();
    await busy;
    await sleep(500);
    await redis.start();
    expect(await store.ready(10_000)).toBe(true);
    await sleep(500);
    restarted();
    const statuses = await calls;
    await expectCountsOfThe200s(account, statuses);
  }, 20_000);

  it('reported each round of refunds (calls taken off or cancelled), none given up', () => {
    // Every call sent into the freeze timed out and was refunded: cancelled, or taken off when Redis had run it.
    const total = rounds.reduce((sum, round) => sum + round.refunded + round.cancelled, 0);
    expect(total).toBeGreaterThan(0);
    expect(rounds.every((round) => round.gaveUp === 0)).toBe(true);
  });
});
