import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { playgroundHtml } from '../../src/playground/playgroundPage.ts';
import type { GatewayStores, MeterStore } from '../../src/stores/stores.ts';
import { StoreUnavailableError } from '../../src/stores/storeUnavailableError.ts';
import { KEYS, SIX_HEADERS, bearer, post, read, setupGateway, testConfig } from './_setup.ts';

/** The test config's stores with a meter store that never answers (a frozen Redis) and counts every call. */
async function frozenStores(): Promise<{ stores: GatewayStores; calls: () => number }> {
  const loaded = await loadGatewayConfig(testConfig);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  let calls = 0;
  const never = <T,>(): Promise<T> => {
    calls += 1;
    return new Promise<T>(() => undefined);
  };
  const meters: MeterStore = { consume: () => never(), peek: () => never(), ping: () => never() };
  return { stores: { ...loaded.value.stores, meters, history: { record: () => never(), list: () => never() } }, calls: () => calls };
}

/** Resolves the gateway's answer, or fails when it takes longer than `ms`. */
async function within(answer: Promise<Response>, ms = 500): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('gateway: paths that need no key never touch a store (issue 17 item 4)', () => {
  it('answers /openapi.json, /playground, /healthz, /, /favicon.ico, 404, 405 and key failures while the meter store is frozen', async () => {
    const { stores, calls } = await frozenStores();
    const { gateway } = await setupGateway(testConfig, { stores });
    const cases: Array<[Request, number]> = [
      [new Request('http://daycalc.test/openapi.json'), 200],
      [new Request('http://daycalc.test/api/v1/openapi.json', { method: 'HEAD' }), 200],
      [new Request('http://daycalc.test/playground'), 200],
      [new Request('http://daycalc.test/healthz'), 200],
      [new Request('http://daycalc.test/'), 302],
      [new Request('http://daycalc.test/favicon.ico'), 204],
      [new Request('http://daycalc.test/nowhere'), 404],
      [new Request('http://daycalc.test/api/v1/age'), 405],
      [new Request('http://daycalc.test/openapi.json', { method: 'POST' }), 405],
      [new Request('http://daycalc.test/mcp', { method: 'GET' }), 405],
      [post('age', {}, bearer(KEYS.unknown)), 401],
      [post('age', {}), 401],
    ];
    for (const [request, status] of cases) {
      const response = await within(gateway.fetch(request, { clientAddress: '192.0.2.1' }));
      expect(response.status, `${request.method} ${request.url}`).toBe(status);
      for (const name of SIX_HEADERS) expect(response.headers.get(name), name).not.toBeNull();
    }
    expect(calls()).toBe(0);
  });

  it('still shows the address window in the headers of the unauthenticated paths', async () => {
    const { gateway } = await setupGateway();
    await gateway.fetch(post('age', {}, bearer(KEYS.unknown)), { clientAddress: '192.0.2.9' });
    const openapi = await gateway.fetch(new Request('http://daycalc.test/openapi.json'), { clientAddress: '192.0.2.9' });
    expect([openapi.headers.get('x-ratelimit-limit'), openapi.headers.get('x-ratelimit-remaining'), openapi.headers.get('x-quota-remaining')]).toEqual(['30', '29', '0']);
  });
});

describe('gateway: health endpoints (issue 17 item 12)', () => {
  it('GET /healthz is 200 without a key and never metered', async () => {
    const { gateway } = await setupGateway();
    for (let index = 0; index < 40; index += 1) {
      const response = await read(await gateway.fetch(new Request('http://daycalc.test/healthz'), { clientAddress: '192.0.2.2' }));
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ status: 'ok' });
      expect(response.headers['x-ratelimit-remaining']).toBe('30');
    }
    expect((await gateway.fetch(new Request('http://daycalc.test/healthz', { method: 'POST' }))).status).toBe(405);
  });

  it('GET /readyz is 200 when the stores answer their ping, 503 when a store fails or hangs', async () => {
    const ready = await setupGateway();
    const answer = await read(await ready.gateway.fetch(new Request('http://daycalc.test/readyz')));
    expect([answer.status, answer.body.data]).toEqual([200, { status: 'ready' }]);

    const loaded = await loadGatewayConfig(testConfig);
    if (!loaded.ok) throw new Error('config');
    let down = true;
    const meters: MeterStore = {
      ...loaded.value.stores.meters,
      ping: () => (down ? Promise.reject(new StoreUnavailableError('Redis is unavailable')) : Promise.resolve(true)),
    };
    const { gateway, errors } = await setupGateway(testConfig, { stores: { ...loaded.value.stores, meters } });
    const notReady = await read(await gateway.fetch(new Request('http://daycalc.test/readyz')));
    expect(notReady.status).toBe(503);
    expect(notReady.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(notReady.body.error.message).toMatch(/meters/);
    expect(errors).toEqual([]);
    down = false;
    expect((await gateway.fetch(new Request('http://daycalc.test/readyz'))).status).toBe(200);

    const { stores } = await frozenStores();
    const frozen = await setupGateway(testConfig, { stores });
    const started = Date.now();
    expect((await within(frozen.gateway.fetch(new Request('http://daycalc.test/readyz')), 5_000)).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe('gateway: / and the favicon (issue 17 item 14)', () => {
  it('redirects GET / to the playground and answers /favicon.ico with 204', async () => {
    const { gateway } = await setupGateway();
    const root = await gateway.fetch(new Request('http://daycalc.test/'));
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/playground');
    const head = await gateway.fetch(new Request('http://daycalc.test/', { method: 'HEAD' }));
    expect([head.status, head.headers.get('location')]).toEqual([302, '/playground']);
    const icon = await gateway.fetch(new Request('http://daycalc.test/favicon.ico'));
    expect(icon.status).toBe(204);
    expect(await icon.text()).toBe('');
  });

  it('gives the playground page an inline icon, so the browser asks for no favicon', () => {
    expect(playgroundHtml()).toMatch(/<link rel="icon" href="data:,">/);
  });
});
