import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createRedisStores, type RedisStores } from '../../src/stores/redis/index.ts';
import { startTestRedis, type TestRedis } from '../_helpers/redis.ts';
import { startTestRedisCluster, type TestRedisCluster } from '../_helpers/redisCluster.ts';
import { requireBinary } from '../_helpers/requireBinary.ts';
import type { ContractStores, StoreBackend } from './storeFixtures.ts';
import { storeContract } from './stores.contract.ts';

// As test/gateway/redisStores.test.ts and redisCluster.test.ts: skipped with one line when the binaries
// are missing, a failure instead under DAYCALC_REQUIRE_SERVICES=1 (set by .ci/run).
const redisServer = requireBinary('redis-server', 'apt-get install redis-server');
const redisCluster = requireBinary(['redis-server', 'redis-cli'], 'apt-get install redis-server');

/** A backend on one Redis URL: every `create` gets its own namespace, `share` a second connection to it. */
function redisBackend(url: () => string, prefix: string): { backend: StoreBackend; closeAll(): Promise<void> } {
  const opened: RedisStores[] = [];
  const namespaces = new WeakMap<ContractStores, { namespace: string; historyMaxEntriesPerAccount?: number }>();
  let count = 0;
  const connect = async (namespace: string, historyMaxEntriesPerAccount?: number): Promise<ContractStores> => {
    const created = createRedisStores({
      url: url(),
      namespace,
      commandTimeoutMs: 1_000,
      ...(historyMaxEntriesPerAccount === undefined ? {} : { historyMaxEntriesPerAccount }),
    });
    opened.push(created);
    expect(await created.ready(10_000)).toBe(true);
    const stores = { meters: created.meters, history: created.history, keyState: created.keyState, managedCalendars: created.managedCalendars };
    namespaces.set(stores, { namespace, ...(historyMaxEntriesPerAccount === undefined ? {} : { historyMaxEntriesPerAccount }) });
    return stores;
  };
  return {
    backend: {
      create: (options = {}) => connect(`${prefix}${(count += 1)}`, options.historyMaxEntriesPerAccount),
      share: (stores) => {
        const known = namespaces.get(stores);
        if (known === undefined) throw new Error('share() takes stores made by create()');
        return connect(known.namespace, known.historyMaxEntriesPerAccount);
      },
    },
    closeAll: async () => {
      await Promise.all(opened.map((store) => store.close()));
    },
  };
}

describe.skipIf(redisServer.missing)('store contract: Redis stores', () => {
  let redis: TestRedis | undefined;
  const { backend, closeAll } = redisBackend(() => redis?.url ?? '', 'contract');
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    // Also after a failed start: the clean-up must not hide why it failed.
    await closeAll();
    await redis?.dispose();
  });
  storeContract(() => backend);
});

describe.skipIf(redisCluster.missing)('store contract: Redis Cluster stores (3 primaries)', () => {
  let cluster: TestRedisCluster | undefined;
  const { backend, closeAll } = redisBackend(() => cluster?.url ?? '', 'contract:cluster');
  beforeAll(async () => {
    cluster = await startTestRedisCluster();
  }, 60_000);
  afterAll(async () => {
    await closeAll();
    await cluster?.dispose();
  });
  storeContract(() => backend);
});
