import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, startServe, stop, type Server } from './_serve.ts';

// Issue 17, items 6, 13 and 14: timestamps, --log-format json, keys never logged (also
// percent-encoded in the path), the log flushed on every way out, the banner's URLs.

const KEY = 'daycalc_test_LogKey0123456789abcdefghij';
const OTHER = 'daycalc_test_NotAKeyButShaped0123456789';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const config = { environment: 'test', accounts: [{ id: 'acct_log', plan: 'business', keys: [{ sha256: sha(KEY), status: 'active' }] }] };
const dir = mkdtempSync(join(tmpdir(), 'daycalc-log-'));
const configFile = join(dir, 'daycalc.json');
writeFileSync(configFile, JSON.stringify(config));
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dayOfWeek = (server: Server, path = '/api/v1/day-of-week', headers: Record<string, string> = { authorization: `Bearer ${KEY}` }) =>
  fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"date":"2024-07-04"}' });

/** Paths that carry key-shaped text, plain and percent-encoded (also twice over and in lower case). */
const keyPaths = [
  `/api/v1/${OTHER}`,
  `/api/v1/${OTHER.replaceAll('_', '%5F')}`,
  `/api/v1/${OTHER.replaceAll('_', '%5f')}`,
  `/api/v1/${OTHER.replaceAll('_', '%255F')}`,
  `/api/v1/${KEY.replace('d', '%64')}`,
  `/mcp/${KEY}`,
];

describe('daycalc serve --log-format json', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServe(['--config', configFile, '--log-format', 'json']);
  });
  afterAll(async () => {
    if (server) await stop(server);
  });

  it('writes one JSON object per request: time, request_id, method, path (redacted), status, duration_ms, account_id when known', async () => {
    const ok = await dayOfWeek(server);
    const noKey = await dayOfWeek(server, '/api/v1/day-of-week?api_key=secret-in-query', {});
    const ids = [ok.headers.get('x-request-id'), noKey.headers.get('x-request-id')];
    for (const path of keyPaths) expect((await dayOfWeek(server, path)).status).toBe(404);
    await pause(150);
    const lines = server.stdout.split('\n').filter((line) => line.startsWith('{'));
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.length).toBeGreaterThanOrEqual(2 + keyPaths.length);
    for (const record of records) {
      expect(record['time']).toMatch(ISO);
      expect(record['request_id']).toMatch(/^req_[0-9a-f]{32}$/);
      expect(typeof record['duration_ms']).toBe('number');
      expect(Object.keys(record).every((key) => ['time', 'request_id', 'method', 'path', 'status', 'duration_ms', 'account_id'].includes(key))).toBe(true);
    }
    const first = records.find((record) => record['request_id'] === ids[0]);
    expect(first).toMatchObject({ method: 'POST', path: '/api/v1/day-of-week', status: 200, account_id: 'acct_log' });
    const second = records.find((record) => record['request_id'] === ids[1]);
    expect(second).toMatchObject({ method: 'POST', path: '/api/v1/day-of-week', status: 401 });
    expect(second).not.toHaveProperty('account_id');
    const redacted = records.filter((record) => String(record['path']).includes('[redacted]'));
    expect(redacted).toHaveLength(keyPaths.length);
    const all = server.stdout + server.stderr;
    for (const secret of [KEY, OTHER, KEY.slice(13), OTHER.slice(13), 'secret-in-query']) expect(all).not.toContain(secret);
  });
});

describe('daycalc serve: text log lines and the banner', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServe(['--config', configFile]);
  });
  afterAll(async () => {
    if (server) await stop(server);
  });

  it('starts each line with an ISO UTC timestamp and never logs a key, percent-encoded or not', async () => {
    const ok = await dayOfWeek(server);
    const id = ok.headers.get('x-request-id') as string;
    for (const path of keyPaths) await dayOfWeek(server, path);
    await pause(150);
    const line = server.stdout.split('\n').find((item) => item.endsWith(id)) as string;
    const [time, ...rest] = line.split(' ');
    expect(time).toMatch(ISO);
    expect(Math.abs(Date.parse(time as string) - Date.now())).toBeLessThan(60_000);
    expect(rest.join(' ')).toMatch(new RegExp(`^POST /api/v1/day-of-week 200 \\d+\\.\\dms ${id}$`));
    for (const secret of [KEY.slice(13), OTHER.slice(13)]) expect(server.stdout + server.stderr).not.toContain(secret);
  });

  it('prints the playground and MCP URLs in the banner', () => {
    expect(server.stdout).toContain(`${server.origin}/playground`);
    expect(server.stdout).toContain(`${server.origin}/mcp`);
  });
});

/** Starts the built serve with a preload that crashes it on SIGUSR2. */
function startCrashable(mode: 'throw' | 'reject'): Promise<Server> {
  const preload = fileURLToPath(new URL('./_crashOnSignal.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', preload, BIN, 'serve', '--port', '0', '--config', configFile], { stdio: 'pipe', env: { ...process.env, CRASH_MODE: mode } });
    const server = { child, origin: '', stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => {
      server.stdout += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(server.stdout);
      if (match && server.origin === '') {
        server.origin = match[1] as string;
        resolve(server);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (server.stderr += chunk.toString()));
    child.on('error', reject);
  });
}

describe('daycalc serve flushes its log on every way out', () => {
  for (const mode of ['throw', 'reject'] as const) {
    it(`keeps the lines of the requests just before a crash (${mode === 'throw' ? 'uncaught exception' : 'unhandled rejection'})`, async () => {
      const server = await startCrashable(mode);
      const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)));
      const responses = await Promise.all(Array.from({ length: 5 }, () => dayOfWeek(server)));
      const ids = responses.map((response) => response.headers.get('x-request-id') as string);
      // Within the log's 50 ms batch: the lines are still pending when the crash comes.
      server.child.kill('SIGUSR2');
      expect(await exited).toBe(1);
      for (const id of ids) expect(server.stdout).toContain(id);
      expect(server.stderr).toContain(mode === 'throw' ? 'uncaught exception' : 'unhandled rejection');
    });
  }

  it('flushes on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await startServe(['--config', configFile]);
      const id = (await dayOfWeek(server)).headers.get('x-request-id') as string;
      expect(await stop(server, signal)).toBe(0);
      expect(server.stdout).toContain(id);
    }
  });
});
