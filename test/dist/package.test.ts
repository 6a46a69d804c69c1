import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { startTestRedis } from '../_helpers/redis.ts';
import { requireBinary } from '../_helpers/requireBinary.ts';

const require = createRequire(import.meta.url);
const redisServer = requireBinary('redis-server', 'apt-get install redis-server');
// A non-literal specifier: dist/ exists only after the build, which runs after type checking.
const esmEntry = '../../dist/index.js';

// The built entry points, as a user of the published package loads them.
describe('built package', () => {
  it('should run a holiday-aware operation from the ESM entry, naming the tables with the installed date-holidays version (and date-holidays itself outside them)', async () => {
    const esm = (await import(esmEntry)) as typeof import('../../src/index.ts');
    const installed = require('date-holidays/package.json') as { version: string };
    const result = await esm.execute('business-days-between', { start_date: '2024-01-01', end_date: '2024-12-31' });
    expect(result.ok && result.data.business_days).toBe(251);
    expect(result.ok && result.data.summary.provider).toBe('daycalc-tables');
    expect(result.ok && result.data.summary.provider_version).toBe(`python-holidays 0.105; date-holidays ${installed.version}`);
    const outside = await esm.execute('business-days-between', { start_date: '2300-01-01', end_date: '2300-12-31' });
    expect(outside.ok && [outside.data.summary.provider, outside.data.summary.provider_version]).toEqual(['date-holidays', installed.version]);
  });

  it('should run the same call from the CommonJS entry', async () => {
    const cjs = require('../../dist/index.cjs') as typeof import('../../src/index.ts');
    const result = await cjs.execute('is-business-day', { date: '2025-01-06', country_code: 'DE', subdivision_code: 'DE-BY' });
    expect(result.ok && result.data.reason).toBe('public_holiday');
  });

  it('should serve a call through daycalc/gateway from both the ESM and the CommonJS builds', async () => {
    const gatewayEsm = '../../dist/gateway/index.js';
    const builds = [
      (await import(gatewayEsm)) as typeof import('../../src/gateway/index.ts'),
      require('../../dist/gateway/index.cjs') as typeof import('../../src/gateway/index.ts'),
    ];
    for (const build of builds) {
      const key = build.generateApiKey('test');
      const loaded = await build.loadGatewayConfig({ accounts: [{ id: 'a', plan: 'free', keys: [{ key }] }] });
      if (!loaded.ok) throw new Error(loaded.problems.join('; '));
      const gateway = build.createGateway({ ...loaded.value });
      const response = await gateway.fetch(
        new Request('http://x/api/v1/week-number', { method: 'POST', headers: { 'x-api-key': key }, body: '{"date":"2021-01-03"}' }),
      );
      expect(response.status).toBe(200);
      expect((await response.json()).data.iso_week).toBe(53);
    }
  });

  it('should build the OpenAPI document from daycalc/openapi in both builds', async () => {
    const openapiEsm = '../../dist/openapi/index.js';
    const esm = (await import(openapiEsm)) as typeof import('../../src/openapi/index.ts');
    const cjs = require('../../dist/openapi/index.cjs') as typeof import('../../src/openapi/index.ts');
    expect(esm.buildOpenApiDocument().openapi).toBe('3.1.0');
    expect(cjs.buildOpenApiDocument()).toEqual(esm.buildOpenApiDocument());
  });

  it.skipIf(redisServer.missing)('should meter a gateway on Redis through daycalc/redis from both the ESM and the CommonJS builds', async () => {
    const redis = await startTestRedis();
    try {
      const redisEsm = '../../dist/stores/redis/index.js';
      const gatewayEsm = '../../dist/gateway/index.js';
      const builds = [
        [(await import(redisEsm)) as typeof import('../../src/stores/redis/index.ts'), (await import(gatewayEsm)) as typeof import('../../src/gateway/index.ts')],
        [require('../../dist/stores/redis/index.cjs') as typeof import('../../src/stores/redis/index.ts'), require('../../dist/gateway/index.cjs') as typeof import('../../src/gateway/index.ts')],
      ] as const;
      for (const [index, [redisBuild, gatewayBuild]] of builds.entries()) {
        const key = gatewayBuild.generateApiKey('test');
        const loaded = await gatewayBuild.loadGatewayConfig({ accounts: [{ id: 'a', plan: 'free', keys: [{ key }] }] });
        if (!loaded.ok) throw new Error(loaded.problems.join('; '));
        const stores = redisBuild.createRedisStores({ url: redis.url, namespace: `pkg${index}` });
        try {
          expect(await stores.ready(5000)).toBe(true);
          const gateway = gatewayBuild.createGateway({ ...loaded.value, stores: { ...loaded.value.stores, meters: stores.meters, history: stores.history } });
          const send = () => gateway.fetch(new Request('http://x/api/v1/week-number', { method: 'POST', headers: { 'x-api-key': key }, body: '{"date":"2021-01-03"}' }));
          expect((await send()).headers.get('x-ratelimit-remaining')).toBe('29');
          expect((await send()).headers.get('x-ratelimit-remaining')).toBe('28');
        } finally {
          await stores.close();
        }
      }
    } finally {
      await redis.dispose();
    }
  });
});
