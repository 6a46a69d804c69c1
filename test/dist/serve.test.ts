import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, startServe, stop, type Server } from './_serve.ts';

const REQUEST_ID = /^req_[0-9a-f]{32}$/;
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

/** Sends a raw body over node:http, with or without content-length (chunked). */
function rawPost(path: string, body: string, headers: Record<string, string>, withLength: boolean): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.origin);
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...freshAddress(), ...headers, ...(withLength ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    if (!withLength) request.setHeader('transfer-encoding', 'chunked');
    for (let offset = 0; offset < body.length; offset += 4096) request.write(body.slice(offset, offset + 4096));
    request.end();
  });
}

function expectHeaders(headers: Headers): void {
  for (const name of SIX) expect(headers.get(name), name).not.toBeNull();
  expect(headers.get('x-request-id')).toMatch(REQUEST_ID);
  expect(headers.get('x-api-version')).toBe('v1');
}

beforeAll(async () => {
  server = await startServe(['--config', writeConfig('config.json', config), '--trust-proxy']);
});

afterAll(async () => {
  if (server) await stop(server);
});

describe('daycalc serve over real HTTP', () => {
  it('answers an operation with Bearer and with X-API-Key', async () => {
    for (const headers of [{ authorization: `Bearer ${KEYS.business}` }, { 'x-api-key': KEYS.business }]) {
      const response = await dayOfWeek(headers);
      expect(response.status).toBe(200);
      expect(response.body.data.weekday).toBe('Thursday');
      expect(response.body.meta.request_id).toBe(response.headers.get('x-request-id'));
      expectHeaders(response.headers);
    }
  });

  it('gives every error code the gateway owns, with the six headers and the error shape', async () => {
    const business = { authorization: `Bearer ${KEYS.business}` };
    const cases: Array<[Promise<Awaited<ReturnType<typeof call>>>, number, string]> = [
      [call('/api/v1/nope', { method: 'POST' }), 404, 'NOT_FOUND'],
      [call('/api/v1/day-of-week', { method: 'GET', headers: business }), 405, 'METHOD_NOT_ALLOWED'],
      [dayOfWeek(business, '?api_key=abc'), 401, 'API_KEY_IN_QUERY_STRING'],
      [dayOfWeek({}), 401, 'MISSING_API_KEY'],
      [dayOfWeek({ authorization: 'Bearer daycalc_test_x' }), 401, 'INVALID_API_KEY'],
      [dayOfWeek({ authorization: `Bearer daycalc_test_Unknown0123456789abcdef` }), 401, 'INVALID_API_KEY'],
      [dayOfWeek({ 'x-api-key': KEYS.revoked }), 401, 'REVOKED_API_KEY'],
      [dayOfWeek({ 'x-api-key': KEYS.expired }), 401, 'EXPIRED_API_KEY'],
      [dayOfWeek({ 'x-api-key': 'daycalc_live_Unknown0123456789abcdef' }), 403, 'ENVIRONMENT_MISMATCH'],
      [dayOfWeek({ ...business, 'x-api-key': KEYS.free }), 400, 'INVALID_REQUEST'],
      [call('/api/v1/day-of-week', { method: 'POST', headers: business, body: '{"date":' }), 400, 'INVALID_JSON'],
      [call('/api/v1/day-of-week', { method: 'POST', headers: business, body: 'x'.repeat(16_385) }), 413, 'PAYLOAD_TOO_LARGE'],
      [call('/api/v1/day-of-week', { method: 'POST', headers: business, body: '{"date":"2023-02-29"}' }), 400, 'INVALID_DATE'],
    ];
    for (const [pending, status, code] of cases) {
      const response = await pending;
      expect(response.status, code).toBe(status);
      expect(response.body.error.code).toBe(code);
      expect(response.body.error.request_id).toBe(response.headers.get('x-request-id'));
      expect(Object.keys(response.body.error).sort()).toEqual(['code', 'message', 'request_id']);
      expectHeaders(response.headers);
      for (const key of Object.values(KEYS)) expect(response.text).not.toContain(key);
    }
  });

  it('gives unique request ids', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => call('/openapi.json')));
    const ids = new Set(responses.map((response) => response.headers.get('x-request-id')));
    expect(ids.size).toBe(50);
  });

  it('accepts 16,384 bytes and refuses 16,385, with and without content-length', async () => {
    const headers = { authorization: `Bearer ${KEYS.business}`, 'content-type': 'application/json' };
    const padded = (bytes: number) => `{"date":"2024-07-04"${' '.repeat(bytes - 21)}}`;
    expect(Buffer.byteLength(padded(16_384))).toBe(16_384);
    for (const withLength of [true, false]) {
      expect((await rawPost('/api/v1/day-of-week', padded(16_384), headers, withLength)).status).toBe(200);
      const tooLarge = await rawPost('/api/v1/day-of-week', padded(16_385), headers, withLength);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('serves the OpenAPI document at both paths without a key', async () => {
    for (const path of ['/openapi.json', '/api/v1/openapi.json']) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.body.openapi).toBe('3.1.0');
      expect(Object.keys(response.body.paths)).toContain('/api/v1/add-business-days');
      expectHeaders(response.headers);
    }
  });

  it('lets exactly 30 of 60 simultaneous calls through on a 30-per-minute account; the 429s are not metered', async () => {
    // Stay clear of a UTC minute boundary, which would open a fresh window in the middle of the burst.
    while (new Date().getUTCSeconds() > 50) await new Promise((resolve) => setTimeout(resolve, 500));
    const responses = await Promise.all(Array.from({ length: 60 }, () => dayOfWeek({ 'x-api-key': KEYS.burst })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    for (const response of responses.filter((item) => item.status === 429)) {
      expect(response.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expectHeaders(response.headers);
      expect(response.headers.get('x-quota-remaining')).toBe('470');
    }
  });

  it('exhausts a plans-overridden monthly quota; failed validations count, 429s do not', async () => {
    const headers = { 'x-api-key': KEYS.quota, 'content-type': 'application/json' };
    const remaining: Array<string | null> = [];
    for (let index = 0; index < 5; index += 1) {
      const body = index === 2 ? '{"date":"nope"}' : '{"date":"2024-07-04"}';
      const response = await call('/api/v1/day-of-week', { method: 'POST', headers, body });
      expect(response.status).toBe(index === 2 ? 400 : 200);
      remaining.push(response.headers.get('x-quota-remaining'));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    for (let index = 0; index < 2; index += 1) {
      const response = await dayOfWeek({ 'x-api-key': KEYS.quota });
      expect(response.status).toBe(429);
      expect(response.body.error.code).toBe('API_QUOTA_EXCEEDED');
      expect(response.headers.get('x-quota-limit')).toBe('5');
      expect(response.headers.get('x-quota-remaining')).toBe('0');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

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
