import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from 'srvx/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../src/catalog.ts';
import { BIN, startServe, stop, type Server } from './_serve.ts';

const KEY = 'daycalc_test_ConformDist0123456789abcdef';
let server: Server;
const proxies: Array<{ close(force?: boolean): Promise<void> }> = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-conform-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify({ plans: { business: { per_minute: 100_000, per_month: 1_000_000 } }, accounts: [{ id: 'a', plan: 'business', keys: [{ key: KEY }] }] }));
  server = await startServe(['--config', file]);
});

afterAll(async () => {
  for (const proxy of proxies) await proxy.close(true);
  if (server) await stop(server);
});

/** A wrong deployment: forwards to the real `daycalc serve` and lets `change` alter the answer. */
async function faultyProxy(change: (path: string, response: Response) => Promise<Response>): Promise<string> {
  const proxy = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    gracefulShutdown: false,
    fetch: async (request) => {
      const url = new URL(request.url);
      const forwarded = await fetch(`${server.origin}${url.pathname}`, { method: request.method, headers: request.headers, body: await request.text() });
      return change(url.pathname, forwarded);
    },
  });
  await proxy.ready();
  proxies.push(proxy);
  const address = proxy.node?.server?.address();
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/api/v1`;
}

/** Runs the built `daycalc conform` without blocking this process (which may host the proxy). */
function conformBin(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'conform', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('daycalc conform (dist) against daycalc serve (dist)', () => {
  it('finds no difference and exits 0, with a readable report that never shows the key', () => {
    const run = spawnSync(process.execPath, [BIN, 'conform', '--base-url', `${server.origin}/api/v1`, '--key', KEY, '--runs', '12', '--seed', '11'], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('conform: no differences');
    expect(run.stdout.match(/ ok$/gm)).toHaveLength(OPERATION_NAMES.length);
    expect(run.stdout).not.toContain(KEY);
  });

  it('reports a 422 where 400 is due and a missing header, each with a shrunk body, as JSON, and exits 1', async () => {
    const url = await faultyProxy(async (path, response) => {
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      if (path.endsWith('/week-number')) headers.delete('x-ratelimit-limit');
      const status = path.endsWith('/day-of-week') && response.status === 400 ? 422 : response.status;
      return new Response(await response.text(), { status, headers });
    });
    const run = await conformBin(['--base-url', url, '--key', KEY, '--runs', '40', '--seed', '5', '--ops', 'day-of-week,week-number,age', '--json']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    const [dayOfWeek, weekNumber, age] = report.operations;
    expect(dayOfWeek.failure.differences).toContainEqual({ path: 'status', expected: 400, actual: 422 });
    // JSON drops the undefined `actual` of a missing header.
    expect(weekNumber.failure.differences).toEqual([{ path: 'header x-ratelimit-limit', expected: 'present' }]);
    expect(age).toMatchObject({ operation: 'age', ok: true }); // age defaults to the deployment's today, the default --today
    for (const item of [dayOfWeek, weekNumber]) {
      expect(item.failure.shrinks).toBeGreaterThan(0);
      expect(item.failure.body.length).toBeLessThanOrEqual(25);
      expect(item.requests).toBeLessThanOrEqual(40);
    }
    expect(run.stdout).not.toContain(KEY);
  }, 60_000);
});
