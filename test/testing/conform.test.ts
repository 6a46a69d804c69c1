import { serve } from 'srvx/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATION_NAMES } from '../../src/catalog.ts';
import { createGateway } from '../../src/gateway/index.ts';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { runConform } from '../../src/cli/conform.ts';

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
    expect(report.operations).toHaveLength(OPERATION_NAMES.length);
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
    // Shrunk: the start date to epoch day 0, and no optional field beyond what the generator's branch fixes.
    expect(body.start_date).toBe('1970-01-01');
    expect(Object.keys(body).length).toBeLessThanOrEqual(5);
    expect(failure.shrinks).toBeGreaterThan(0);
    expect(failure.expected.status).toBe(200);
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
    const failure = report.operations[0].failure;
    expect(failure.differences).toContainEqual({ path: 'status', expected: 400, actual: 422 });
    expect(failure.expected.status).toBe(400);
    expect(failure.actual.status).toBe(422);
    expect(failure.shrinks).toBeGreaterThan(0);
    expect(failure.body.length).toBeLessThanOrEqual(25); // shrunk to a short body, e.g. '{"date":""}' or '['
    expect(report.operations[0].requests).toBeLessThanOrEqual(40);
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
    const failure = report.operations[0].failure;
    expect(failure.differences).toEqual([{ path: 'header x-quota-remaining', expected: 'present', actual: undefined }]);
    expect(failure.shrinks).toBeGreaterThan(0);
    expect(failure.body.length).toBeLessThanOrEqual(25);
  }, 120_000);

  it('waits for the next minute instead of running into the per-minute limit', async () => {
    // The clock (the gateway's window and the client's wait read it) jumps ahead to 1.5 s before the
    // minute ends and runs at real speed: the test waits that 1.5 s, not up to a minute. `Date.now` is
    // real time plus an offset on every read (fake timers advance in ticks that lag behind real time on a
    // busy machine, and the client's real sleep then woke before the faked minute ended). Replaced before
    // the gateway is made, which keeps the clock it was given.
    const offset = Math.ceil((Date.now() + 2_000) / 60_000) * 60_000 - 1_500 - performance.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => Math.floor(offset + performance.now()));
    try {
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
      expect(new Date(started).getUTCMinutes() !== new Date(Date.now()).getUTCMinutes()).toBe(true);
    } finally {
      clock.mockRestore();
    }
  }, 30_000);

  it('waits out a 429 (retry-after) and retries it within the budget, without counting it as a difference', async () => {
    let calls = 0;
    const url = await host(async (request) => {
      calls++;
      if (calls !== 3) return base(request);
      const response = await base(request.clone() as Request);
      const headers = new Headers(response.headers);
      headers.set('retry-after', '1');
      headers.set('x-ratelimit-remaining', '0');
      return new Response(JSON.stringify({ error: { code: 'RATE_LIMIT_EXCEEDED', message: 'slow down', request_id: `req_${'c'.repeat(32)}` } }), { status: 429, headers });
    });
    const { code, report } = await conform(['--base-url', url, '--runs', '8', '--seed', '4', '--ops', 'day-of-week']);
    expect(report.operations[0]).toMatchObject({ ok: true, requests: 8 });
    expect(calls).toBe(8);
    expect(code).toBe(0);
  }, 30_000);

  it('prints a readable report: operation, shrunk body, expected and actual, differing paths, the seed to replay, never the key', async () => {
    const faulty = await host(async (request) => {
      const response = await base(request);
      if (!request.url.endsWith('/week-number') || response.status !== 200) return response;
      const body = await response.json();
      body.data.iso_week += 1;
      return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
    });
    let out = '';
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out += String(chunk);
      return true;
    });
    let code: number;
    try {
      code = await runConform(['--base-url', faulty, '--key', KEY, '--runs', '30', '--seed', '12', '--ops', 'week-number,day-of-week', '--today', TODAY]);
    } finally {
      spy.mockRestore();
    }
    expect(code).toBe(1);
    expect(out).toMatch(/week-number\s+\d+ requests\s+DIFFERS/);
    expect(out).toMatch(/day-of-week\s+\d+ requests\s+ok/);
    expect(out).toMatch(/body:\s+\{"date":"\d{4}-\d{2}-\d{2}"\}/);
    expect(out).toContain('expected: 200');
    expect(out).toMatch(/data\.iso_week: expected \d+, got \d+/);
    expect(out).toContain('--seed 12 --runs 30 --ops week-number');
    expect(out).toContain('conform: 1 operation differ (seed 12)');
    expect(out).not.toContain(KEY);
  }, 60_000);

  it('rejects bad arguments with exit 2', async () => {
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runConform(['--key', KEY])).toBe(2);
      expect(await runConform(['--base-url', 'http://x/api/v1', '--key', KEY, '--ops', 'nope'])).toBe(2);
      expect(await runConform(['--base-url', 'http://x', '--key', KEY])).toBe(2);
      expect(await runConform(['--base-url', 'http://x/api/v1', '--key', KEY, '--runs', '0'])).toBe(2);
      expect(await runConform(['--base-url', 'http://x/api/v1', '--key', KEY, '--today', '2023-02-29'])).toBe(2);
      expect(await runConform(['--base-url', 'http://x/api/v1', '--key', KEY, '--bogus'])).toBe(2);
      expect(await runConform(['--base-url', 'http://x/api/v1', '--key', KEY, 'positional'])).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});
