import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, startServe, stop, type Server } from './_serve.ts';

const SIX = ['x-request-id', 'x-api-version', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-quota-limit', 'x-quota-remaining'];

const KEYS = {
  free: 'daycalc_test_FreeKey0123456789abcdef',
  burst: 'daycalc_test_BurstKey0123456789abcdef',
  quota: 'daycalc_test_QuotaKey0123456789abcdef',
  revoked: 'daycalc_test_RevokedKey0123456789abcd',
  expired: 'daycalc_test_ExpiredKey0123456789abcd',
  business: 'daycalc_test_BusinessKey0123456789abc',
};
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const config = {
  environment: 'test',
  enabled: true,
  plans: { pro: { per_month: 5 }, business: { per_minute: 10_000, per_month: 1_000_000 } },
  accounts: [
    { id: 'acct_free', plan: 'free', keys: [{ key: KEYS.free }, { sha256: sha(KEYS.revoked), status: 'revoked' }] },
    { id: 'acct_burst', plan: 'free', keys: [{ key: KEYS.burst }] },
    { id: 'acct_quota', plan: 'pro', keys: [{ key: KEYS.quota }] },
    { id: 'acct_business', plan: 'business', features: ['business_calendars'], keys: [{ key: KEYS.business }, { key: KEYS.expired, expires_at: '2020-01-01T00:00:00Z' }] },
  ],
};

/** Runs `daycalc serve` expecting it to exit at once (bad arguments or config). */
function runToExit(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { stdio: 'pipe' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'daycalc-serve-'));
const writeConfig = (name: string, value: unknown): string => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

let server: Server;
let addressCounter = 0;
/** A fresh client address per call (the server trusts X-Forwarded-For), so pre-auth throttling stays out of the way. */
const freshAddress = () => ({ 'x-forwarded-for': `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}` });

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(`${server.origin}${path}`, { ...init, headers: { ...freshAddress(), ...init.headers } });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

const dayOfWeek = (headers: Record<string, string>, query = '') =>
  call(`/api/v1/day-of-week${query}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ date: '2024-07-04' }) });

beforeAll(async () => {
  server = await startServe(['--config', writeConfig('config.json', config), '--trust-proxy']);
});

afterAll(async () => {
  if (server) await stop(server);
});

// What any client sees of the server (keys, the six headers, ids, routing, body limits, metering, the
// OpenAPI document) is in the gateway contract, test/contract/gateway.contract.ts, which
// test/dist/gatewayOverHttp.test.ts runs against `daycalc serve`. Here: what only the process shows.
describe('daycalc serve over real HTTP', () => {
  it('logs one line per request (time, method, path, status, ms, request id) and never a key or query', async () => {
    const response = await dayOfWeek({ 'x-api-key': KEYS.business }, '?api_key=secret-in-query');
    const id = response.headers.get('x-request-id') as string;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const line = server.stdout.split('\n').find((item) => item.endsWith(id));
    // Each line starts with its time, ISO 8601 UTC (issue 17, item 13).
    expect(line).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z POST /api/v1/day-of-week 401 \\d+\\.\\dms ${id}$`));
    expect(server.stdout).not.toContain('secret-in-query');
    for (const key of Object.values(KEYS)) expect(server.stdout + server.stderr).not.toContain(key);
  });

  it('answers requests that arrive together each with its own answer (answers of one loop turn are sent together)', async () => {
    const dates = Array.from({ length: 40 }, (_, day) => `2024-03-${String((day % 28) + 1).padStart(2, '0')}`);
    const answers = await Promise.all(
      dates.map((date) =>
        call('/api/v1/day-of-week', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': KEYS.business }, body: JSON.stringify({ date }) }),
      ),
    );
    const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    for (const [at, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.date).toBe(dates[at]);
      expect(answer.body.data.weekday).toBe(weekdays[new Date(`${dates[at]}T00:00:00Z`).getUTCDay()]);
      expect(answer.body.meta.request_id).toBe(answer.headers.get('x-request-id'));
      // Sent with its length, not chunked.
      expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(answer.text)));
      expect(answer.headers.get('transfer-encoding')).toBeNull();
    }
    expect(new Set(answers.map((answer) => answer.headers.get('x-request-id'))).size).toBe(dates.length);
  });
});

describe('daycalc serve: the switch, the development setup, bad configs and shutdown', () => {
  it('answers 503 SERVICE_UNAVAILABLE when enabled is false', async () => {
    const off = await startServe(['--config', writeConfig('off.json', { ...config, enabled: false })]);
    try {
      const response = await fetch(`${off.origin}/api/v1/day-of-week`, { method: 'POST', headers: { 'x-api-key': KEYS.business }, body: '{}' });
      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe('SERVICE_UNAVAILABLE');
      for (const name of SIX) expect(response.headers.get(name)).not.toBeNull();
    } finally {
      expect(await stop(off)).toBe(0);
    }
  });

  it('runs the development setup without --config: prints a key once and a curl line that works', async () => {
    const dev = await startServe([]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const key = /API key \(shown once[^)]*\): (daycalc_test_[0-9a-f]{48})/.exec(dev.stdout)?.[1];
      expect(key).toBeDefined();
      // The line to paste that the README's curl lines use.
      expect(dev.stdout).toContain(`\n  export DAYCALC_API_KEY=${key}\n`);
      const curl = /curl -s (\S+) -H 'Authorization: Bearer (\S+)' -H 'content-type: application\/json' -d '(.*)'/.exec(dev.stdout);
      expect(curl?.[2]).toBe(key);
      const response = await fetch(curl?.[1] as string, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: curl?.[3] as string });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.data.result_date).toBe('2026-12-30');
    } finally {
      expect(await stop(dev, 'SIGINT')).toBe(0);
    }
    expect(dev.stdout).toContain('stopped');
  });

  it('stops with a non-zero exit and a message naming the problem for a bad config', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ accounts: [{ id: 'a', plan: 'gold' }] }, /accounts\[0\]\.plan/],
      [{ accounts: [{ id: 'a', plan: 'free', features: ['x'] }] }, /accounts\[0\]\.features\[0\]/],
      [{ accounts: [{ id: 'a', plan: 'free', keys: [{ key: KEYS.free }, { key: KEYS.burst }] }] }, /allows 1 active key/],
      [{ accounts: [{ id: 'a', plan: 'free', keys: [{ key: 'nope' }] }] }, /malformed key/],
      [{ accounts: [{ id: 'a', plan: 'free' }, { id: 'a', plan: 'pro' }] }, /duplicate account id/],
      [{ accounts: [{ id: 'a', plan: 'free', calendars: [{ id: '0b5c7f3e-4a7d-4b8e-9f21-5d3c2a1b0e9f', country_code: 'ZZ' }] }] }, /calendars\[0\]/],
    ];
    for (const [bad, pattern] of cases) {
      const run = await runToExit(['--config', writeConfig('bad.json', bad)]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(pattern);
    }
    const notJson = join(dir, 'broken.json');
    writeFileSync(notJson, '{');
    expect((await runToExit(['--config', notJson])).code).toBe(1);
    expect((await runToExit(['--config', join(dir, 'missing.json')])).code).toBe(1);
    expect((await runToExit(['--bogus'])).code).toBe(2);
  });
});
