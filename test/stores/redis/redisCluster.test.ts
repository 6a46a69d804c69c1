import { Cluster } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../../src/gateway/loadGatewayConfig.ts';
import { DAY_MS } from '../../../src/protocol/wire.ts';
import { createRedisStores, type RedisStores } from '../../../src/stores/redis/createRedisStores.ts';
import { parseClusterUrl } from '../../../src/stores/redis/parseClusterUrl.ts';
import { hashTag, meterKey } from '../../../src/stores/redis/redisKeys.ts';
import { startTestRedisCluster, type TestRedisCluster } from '../../_helpers/redisCluster.ts';
import { requireBinary } from '../../_helpers/requireBinary.ts';
import { KEYS, bearer, post, read, setupGateway, testConfig } from '../../gateway/_setup.ts';

const redisServer = requireBinary(['redis-server', 'redis-cli'], 'apt-get install redis-server');

let cluster: TestRedisCluster;
let stores: RedisStores;

describe('Redis Cluster URLs and keys (issue 17 item 9)', () => {
  it('reads redis+cluster:// URLs with seeds, credentials and TLS', () => {
    expect(parseClusterUrl('redis://127.0.0.1:6379')).toBeUndefined();
    expect(parseClusterUrl('redis+cluster://10.0.0.1:7000,10.0.0.2:7001')).toEqual({ nodes: [{ host: '10.0.0.1', port: 7000 }, { host: '10.0.0.2', port: 7001 }], tls: false });
    expect(parseClusterUrl('rediss+cluster://app:s%40cret@redis.internal:6380/')).toEqual({ nodes: [{ host: 'redis.internal', port: 6380 }], username: 'app', password: 's@cret', tls: true });
    expect(() => parseClusterUrl('redis+cluster://u:pw@host')).toThrow(/host:port/);
    expect(() => parseClusterUrl('redis+cluster://u:pw@host')).not.toThrow(/pw/);
  });

  it('takes a redis+cluster:// URL in the config', async () => {
    const loaded = await loadGatewayConfig({ store: { redis: 'redis+cluster://10.0.0.1:7000,10.0.0.2:7000' } });
    expect(loaded.ok && loaded.value.store.redis).toBe('redis+cluster://10.0.0.1:7000,10.0.0.2:7000');
    const bad = await loadGatewayConfig({ store: { redis: 'redis+cluster://10.0.0.1' } });
    expect(bad.ok ? '' : bad.problems.join('\n')).toMatch(/^store\.redis: must be a redis:\/\//);
  });

  it('hash-tags the counters of one account into one slot, whatever the account id holds', () => {
    for (const id of ['acct_1', 'a{b}c', '}x', '{', 'x}{y', '%7B']) {
      const scope = `acct:${id}`;
      const minute = meterKey('daycalc:live', { key: `${scope}:minute:5`, scope, limit: 1, resetsAt: 0 });
      const month = meterKey('daycalc:live', { key: `${scope}:month:2026-11`, scope, limit: 1, resetsAt: 0 });
      expect(hashTag(minute), id).toBe(hashTag(month));
      expect(hashTag(minute)).not.toBe(minute);
    }
    expect(meterKey('ns', { key: 'acct:a:minute:5', scope: 'acct:a', limit: 1, resetsAt: 0 })).toBe('ns:meter:{acct:a}:minute:5');
    expect(meterKey('ns', { key: 'a', limit: 1, resetsAt: 0 })).toBe('ns:meter:a');
  });
});

// The cluster is started for this block only: the URL and key tests above need no Redis.
describe.skipIf(redisServer.missing)('gateway on a 3-primary Redis Cluster (issue 17 item 9)', () => {
  beforeAll(async () => {
    cluster = await startTestRedisCluster();
    stores = createRedisStores({ url: cluster.url, namespace: 'daycalc:test', commandTimeoutMs: 1_000 });
    expect(await stores.ready(10_000)).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await stores?.close();
    await cluster?.dispose();
  });

  it('meters, limits and records calls of many accounts spread over the slots', async () => {
    const accounts = Array.from({ length: 12 }, (_, index) => ({
      id: index === 0 ? 'acct{odd}' : `acct_cluster_${index}`,
      plan: 'pro' as const,
      keys: [{ key: `daycalc_test_clusterkey${String(index).padStart(4, '0')}abcdefabcdef` }],
    }));
    const config = { ...testConfig, plans: { pro: { per_minute: 3, per_month: 1_000 } }, accounts: [...testConfig.accounts, ...accounts] };
    const loaded = await loadGatewayConfig(config);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    const { gateway, clock, errors } = await setupGateway(config, { stores: { ...loaded.value.stores, meters: stores.meters, history: stores.history } });
    for (const account of accounts) {
      const key = account.keys[0]!.key;
      const answers = [];
      for (let index = 0; index < 4; index += 1) answers.push(await read(await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(key)))));
      expect(answers.map((answer) => answer.status), account.id).toEqual([200, 200, 200, 429]);
      expect(answers[2]!.headers['x-quota-remaining']).toBe('997');
      const entries = await stores.history.list(account.id, { retentionMs: 30 * DAY_MS, now: clock.now + 1_000 });
      expect(entries).toHaveLength(3);
    }
    // MCP on the cluster: the minute, then the month, each its own script.
    const mcp = await gateway.fetch(
      new Request('http://daycalc.test/mcp', {
        method: 'POST',
        headers: { ...bearer(KEYS.business), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'day-of-week', arguments: { date: '2024-07-04' } } }),
      }),
    );
    expect(mcp.status).toBe(200);
    expect(mcp.headers.get('x-quota-remaining')).toBe('99999');
    expect((await gateway.fetch(new Request('http://daycalc.test/readyz'))).status).toBe(200);
    expect(errors).toEqual([]);

    // The keys really are spread over the three primaries.
    const raw = new Cluster(cluster.nodes.map((node) => ({ host: '127.0.0.1', port: node.port })));
    try {
      await new Promise((resolve) => raw.once('ready', resolve));
      const perNode = await Promise.all(raw.nodes('master').map((node) => node.keys('daycalc:test:meter:*')));
      expect(perNode.filter((keys) => keys.length > 0).length).toBeGreaterThan(1);
    } finally {
      raw.disconnect();
    }
  });

  it('peeks counters of different accounts (different slots) in one call', async () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const counter = (id: string) => ({ key: `acct:${id}:minute:1`, scope: `acct:${id}`, limit: 10, resetsAt: now + 60_000 });
    await stores.meters.consume([counter('peek_a')], now);
    await stores.meters.consume([counter('peek_b')], now);
    await stores.meters.consume([counter('peek_b')], now);
    expect(await stores.meters.peek([counter('peek_a'), counter('peek_b'), counter('peek_c')], now)).toEqual([1, 2, 0]);
  });
});
