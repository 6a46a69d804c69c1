import { serve } from 'srvx/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway } from '../../src/gateway/createGateway.ts';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { runConform } from '../../src/cli/conform.ts';
import { compare } from '../../src/testing/compare.ts';

const KEY = 'daycalc_test_ConformKey0123456789abcdef';
const TODAY = new Date().toISOString().slice(0, 10);
type Fetch = (request: Request) => Promise<Response>;
type Servers = Array<{ close(force?: boolean): Promise<void> }>;
const servers: Servers = [];

async function gatewayFetch(): Promise<Fetch> {
  const loaded = await loadGatewayConfig({ plans: { business: { per_minute: 1_000_000, per_month: 1_000_000 } }, accounts: [{ id: 'a', plan: 'business', keys: [{ key: KEY }] }] });
  if (!loaded.ok) throw new Error(loaded.problems.join('; '));
  const gateway = createGateway({ ...loaded.value });
  return (request) => gateway.fetch(request);
}

/** Serves a fetch handler on a free loopback port; returns the API base URL. */
async function host(handler: Fetch): Promise<string> {
  const server = serve({ port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false, fetch: handler });
  await server.ready();
  servers.push(server);
  const address = server.node?.server?.address();
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/api/v1`;
}

/** Runs `daycalc conform --json` in process and returns its exit code and report. */
async function conform(args: string[]): Promise<{ code: number; report: any }> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    const code = await runConform([...args, '--key', KEY, '--json', '--today', TODAY]);
    return { code, report: JSON.parse(out) };
  } finally {
    spy.mockRestore();
  }
}

let base: Fetch;
beforeAll(async () => {
  base = await gatewayFetch();
});
afterAll(async () => {
  for (const server of servers) await server.close(true);
});

describe('daycalc conform', () => {
  it('finds no difference against daycalc\u2019s own gateway', async () => {
    const url = await host(base);
    const { code, report } = await conform(['--base-url', url, '--runs', '25', '--seed', '42']);
    expect(report.operations.filter((item: { ok: boolean }) => !item.ok)).toEqual([]);
    expect(code).toBe(0);
    expect(report.operations).toHaveLength(10);
    for (const item of report.operations) expect(item.requests).toBeLessThanOrEqual(25);
  }, 120_000);

  it('reports one day off in add-business-days for one country (US), with a shrunk body, and exits 1', async () => {
    // The fault: result_date one day late for US calendars (country_code US or absent, the default).
    const faulty = await host(async (request) => {
      const text = await request.clone().text();
      const response = await base(request);
      if (!request.url.endsWith('/add-business-days') || response.status !== 200) return response;
      const sent = JSON.parse(text) as { country_code?: string };
      if (String(sent.country_code ?? 'US').toUpperCase() !== 'US') return response;
      const body = await response.json();
      const date = new Date(Date.parse(`${body.data.result_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      body.data.result_date = date;
      return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
    });
    const { code, report } = await conform(['--base-url', faulty, '--runs', '200', '--seed', '7', '--ops', 'add-business-days']);
    expect(code).toBe(1);
    const failure = report.operations[0].failure;
    expect(failure.differences.map((item: { path: string }) => item.path)).toContain('data.result_date');
    const body = JSON.parse(failure.body);
    expect(String(body.country_code ?? 'US').toUpperCase()).toBe('US');
    expect(Object.keys(body).length).toBeLessThanOrEqual(3); // shrunk: start_date and days (and at most one more field)
    expect(report.operations[0].requests).toBeLessThanOrEqual(200);
  }, 120_000);

  it('reports a 422 where 400 is due', async () => {
    const faulty = await host(async (request) => {
      const response = await base(request);
      if (response.status !== 400) return response;
      const body = await response.json();
      return new Response(JSON.stringify(body), { status: 422, headers: response.headers });
    });
    const { code, report } = await conform(['--base-url', faulty, '--runs', '40', '--seed', '3', '--ops', 'day-of-week']);
    expect(code).toBe(1);
    expect(report.operations[0].failure.differences).toContainEqual({ path: 'status', expected: 400, actual: 422 });
  }, 120_000);

  it('reports a missing header', async () => {
    const faulty = await host(async (request) => {
      const response = await base(request);
      const headers = new Headers(response.headers);
      headers.delete('x-quota-remaining');
      return new Response(await response.text(), { status: response.status, headers });
    });
    const { code, report } = await conform(['--base-url', faulty, '--runs', '10', '--seed', '5', '--ops', 'week-number']);
    expect(code).toBe(1);
    expect(report.operations[0].failure.differences).toContainEqual({ path: 'header x-quota-remaining', expected: 'present', actual: undefined });
  }, 120_000);

  it('waits for the next minute instead of running into the per-minute limit', async () => {
    const loaded = await loadGatewayConfig({ plans: { free: { per_minute: 4, per_month: 1_000 } }, accounts: [{ id: 'a', plan: 'free', keys: [{ key: KEY }] }] });
    if (!loaded.ok) throw new Error(loaded.problems.join('; '));
    const gateway = createGateway({ ...loaded.value });
    const statuses: number[] = [];
    const url = await host(async (request) => {
      const response = await gateway.fetch(request);
      statuses.push(response.status);
      return response;
    });
    const started = Date.now();
    const { code, report } = await conform(['--base-url', url, '--runs', '6', '--seed', '9', '--ops', 'week-number']);
    expect(code).toBe(0);
    expect(report.operations[0].requests).toBe(6);
    expect(statuses).toHaveLength(6);
    expect(statuses).not.toContain(429);
    expect(new Date(started).getUTCMinutes() !== new Date().getUTCMinutes()).toBe(true);
  }, 120_000);

  it('rejects bad arguments with exit 2', async () => {
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runConform(['--key', KEY])).toBe(2);
      expect(await runConform(['--base-url', 'http://x/api/v1', '--key', KEY, '--ops', 'nope'])).toBe(2);
      expect(await runConform(['--base-url', 'http://x', '--key', KEY])).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('compare', () => {
  const meta = { request_id: `req_${'a'.repeat(32)}`, api_version: 'v1' };
  it('finds a changed data field, status or code, and ignores request ids and messages', () => {
    expect(compare({ status: 200, data: { a: 1, b: [1, 2] } }, { status: 200, body: { data: { a: 1, b: [1, 2] }, meta } })).toEqual([]);
    expect(compare({ status: 200, data: { a: 1 } }, { status: 200, body: { data: { a: 2 }, meta } })).toEqual([{ path: 'data.a', expected: 1, actual: 2 }]);
    expect(compare({ status: 200, data: { a: 1 } }, { status: 200, body: { data: { a: 1, extra: true }, meta } })).toEqual([{ path: 'data.extra', expected: undefined, actual: true }]);
    const error = { error: { code: 'INVALID_DATE', message: 'anything at all', request_id: `req_${'b'.repeat(32)}` } };
    expect(compare({ status: 400, code: 'INVALID_DATE' }, { status: 400, body: error })).toEqual([]);
    expect(compare({ status: 400, code: 'INVALID_DATE' }, { status: 422, body: { error: { ...error.error, code: 'VALIDATION_ERROR' } } }).map((item) => item.path)).toEqual(['status', 'error.code']);
    expect(compare({ status: 200, data: {} }, { status: 200, body: { data: {}, meta: { request_id: 'nope', api_version: 'v2' } } }).map((item) => item.path)).toEqual(['meta.request_id', 'meta.api_version']);
  });
});
