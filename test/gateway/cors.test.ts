import { describe, expect, it } from 'vitest';
import { createCors } from '../../src/gateway/cors.ts';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { KEYS, bearer, post, setupGateway, testConfig } from './_setup.ts';

const APP = 'https://app.example';
const corsConfig = { ...testConfig, cors: { origins: [APP, 'http://localhost:5173'] } };

async function corsGateway() {
  const loaded = await loadGatewayConfig(corsConfig);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  return setupGateway(corsConfig, loaded.value.cors === undefined ? {} : { cors: loaded.value.cors });
}

const preflight = (path: string, origin: string): Request =>
  new Request(`http://daycalc.test${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });

describe('gateway: opt-in CORS (issue 17 item 15)', () => {
  it('loads and checks the cors section of the config', async () => {
    const loaded = await loadGatewayConfig(corsConfig);
    expect(loaded.ok && loaded.value.cors).toEqual({ origins: [APP, 'http://localhost:5173'] });
    const plain = await loadGatewayConfig(testConfig);
    expect(plain.ok && plain.value.cors).toBeUndefined();
    for (const origins of [['https://app.example/'], ['https://app.example/path'], ['app.example'], ['*'], 'https://app.example', [1]]) {
      const bad = await loadGatewayConfig({ ...testConfig, cors: { origins } });
      expect(bad.ok, JSON.stringify(origins)).toBe(false);
      expect(bad.ok ? '' : bad.problems.join('\n')).toMatch(/^cors\.origins/);
    }
    const extra = await loadGatewayConfig({ ...testConfig, cors: { origins: [APP], credentials: true } });
    expect(extra.ok ? '' : extra.problems.join('\n')).toBe('cors: unknown field "credentials"');
  });

  it('answers a preflight for the API and /mcp from a listed origin: methods, headers, max-age, no key, no count', async () => {
    const { gateway } = await corsGateway();
    for (const path of ['/api/v1/day-of-week', '/mcp']) {
      const response = await gateway.fetch(preflight(path, APP), { clientAddress: '192.0.2.3' });
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(APP);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe('authorization, x-api-key, content-type, mcp-protocol-version, mcp-session-id');
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(response.headers.get('vary')).toMatch(/origin/i);
      expect(response.headers.get('x-request-id')).toMatch(/^req_/);
    }
    const other = await gateway.fetch(preflight('/api/v1/day-of-week', 'https://evil.example'));
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // Nothing was counted: the next call still has the whole minute.
    const call = await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, { ...bearer(KEYS.free), origin: APP }));
    expect(call.headers.get('x-ratelimit-remaining')).toBe('29');
  });

  it('echoes a listed origin on answers and exposes the six headers and retry-after', async () => {
    const { gateway } = await corsGateway();
    const ok = await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, { ...bearer(KEYS.free), origin: APP }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
    expect(ok.headers.get('vary')).toMatch(/origin/i);
    expect(ok.headers.get('access-control-expose-headers')?.split(/,\s*/).sort()).toEqual(
      ['retry-after', 'x-api-version', 'x-quota-limit', 'x-quota-remaining', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-request-id'].sort(),
    );
    const denied = await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, { ...bearer(KEYS.free), origin: 'https://evil.example' }));
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.headers.get('vary')).toMatch(/origin/i);
    const error = await gateway.fetch(post('day-of-week', {}, { origin: APP }));
    expect([error.status, error.headers.get('access-control-allow-origin')]).toEqual([401, APP]);
  });

  it('without cors behaves as before: OPTIONS is 405 and no CORS header is sent', async () => {
    const { gateway } = await setupGateway();
    const response = await gateway.fetch(preflight('/api/v1/day-of-week', APP));
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const call = await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, { ...bearer(KEYS.free), origin: APP }));
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    expect(call.headers.get('vary')).toBeNull();
  });
});

describe('CORS: the account endpoints', () => {
  it('allows GET, POST, PUT and DELETE in the preflight of /api/v1/calendars/{id} and /api/v1/account', () => {
    const cors = createCors({ origins: ['https://app.example'] });
    for (const path of ['/api/v1/calendars/0b5c7f3e-4a7d-4b8e-9f21-5d3c2a1b0e9f', '/api/v1/account']) {
      const request = new Request(`http://x${path}`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'PUT' } });
      expect(cors.isPreflight(request, path)).toBe(true);
      expect(cors.preflightHeaders(request, path)['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE, OPTIONS');
    }
    const operation = new Request('http://x/api/v1/age', { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } });
    expect(cors.preflightHeaders(operation, '/api/v1/age')['access-control-allow-methods']).toBe('POST, OPTIONS');
  });
});
