import { afterAll, beforeAll, describe, expect, it as vitestIt } from 'vitest';
import { createHash } from 'node:crypto';
import { ACCOUNT_CONFIG_CALENDAR_ID, APP_ORIGIN, CALENDAR_ID, CONTRACT_KEYS as KEYS, OTHER_CALENDAR_ID } from './gatewayConfig.ts';
import { readResponse, type ReadResponse } from '../_helpers/readResponse.ts';

/**
 * A gateway on `CONTRACT_CONFIG` as a client sees it: in process (`createGateway(...).fetch`) or a
 * `daycalc serve` over HTTP. Imports nothing from `src/`, so the dist runner checks the built
 * package only.
 */
export interface GatewayUnderTest {
  /** The origin requests are made to, e.g. `http://daycalc.test` or `http://127.0.0.1:41234`. */
  readonly base: string;
  /** Sends a request as a client at `address` does (in process: `clientAddress`; over HTTP: `x-forwarded-for` to a `--trust-proxy` server). */
  fetch(request: Request, address: string): Promise<Response>;
  /** The gateway's clock (injected in process, the real one over HTTP), epoch ms. */
  now(): number;
}

/** A started gateway and how to stop it. */
export interface StartedGateway {
  readonly target: GatewayUnderTest;
  close(): Promise<void>;
}

const REQUEST_ID = /^req_[0-9a-f]{32}$/;
const SIX_HEADERS = ['x-request-id', 'x-api-version', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-quota-limit', 'x-quota-remaining'] as const;
const DAY_OF_WEEK = { date: '2024-07-04' };

/** The catalog's operations, with the example answer's telling fields. */
const OPERATIONS: Record<string, Record<string, unknown>> = {
  'date-difference': { total_days: 73, months: 2, days: 14 },
  'add-days': { result_date: '2024-02-29', weekday: 'Thursday' },
  'business-days-between': { business_days: 4, calendar_days: 5 },
  'add-business-days': { result_date: '2024-12-31' },
  'is-business-day': { is_business_day: false, reason: 'public_holiday', label: 'Independence Day' },
  age: { years: 33, months: 9, days: 13 },
  'time-duration': { total_minutes: 480, decimal_hours: 8 },
  'week-number': { iso_week: 53, iso_week_year: 2020 },
  'day-of-week': { weekday: 'Thursday', iso_weekday: 4 },
  'unix-timestamp': { iso_utc: '2023-11-14T22:13:20.000Z' },
  holidays: { country_code: 'DE', subdivision_code: 'BY', year: 2026, count: 12 },
  countries: { count: 1 },
  'adjust-date': { adjusted_date: '2026-07-06', days_moved: 3, reason: 'public_holiday' },
};

type Answer = ReadResponse;

const read = readResponse;

function expectSixHeaders(headers: Record<string, string>): void {
  for (const name of SIX_HEADERS) expect(typeof headers[name], name).toBe('string');
  expect(headers['x-api-version']).toBe('v1');
  expect(headers['x-request-id']).toMatch(REQUEST_ID);
}

/** The error envelope: exactly code, message and the request id of the header. */
function expectError(answer: Answer, status: number, code: string): void {
  expect(answer.status, code).toBe(status);
  expect(Object.keys(answer.body)).toEqual(['error']);
  expect(answer.body.error.code).toBe(code);
  expect(Object.keys(answer.body.error).sort()).toEqual(['code', 'message', 'request_id']);
  expect(answer.body.error.request_id).toBe(answer.headers['x-request-id']);
  expectSixHeaders(answer.headers);
}

const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

/** A body of `bytes` bytes: the day-of-week request padded with spaces. */
const padded = (bytes: number): string => {
  const core = JSON.stringify(DAY_OF_WEEK);
  return core.slice(0, -1) + ' '.repeat(bytes - core.length) + '}';
};

/** A body sent in 1,000-byte chunks, without a content-length. */
const stream = (text: string): ReadableStream<Uint8Array> => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 1000) controller.enqueue(bytes.slice(offset, offset + 1000));
      controller.close();
    },
  });
};

/** How a runner's host differs from the contract's assumptions. */
export interface ContractOptions {
  /**
   * The host sees every client at one address (its socket's peer, as a runtime's own server does
   * without a trusted proxy), so the client address a case gives is lost: the cases that need
   * distinct addresses (the per-address throttle, and those whose many failures before a key is
   * known would trip it) are left out.
   */
  readonly singleClientAddress?: boolean;
}

/** Cases that need each call to come from an address of its own. */
const NEEDS_ADDRESSES = new Set<string>([
  'throttles failures before an account is known per client address, at the Free per-minute rate',
  // It reads the full pre-key allowance (30 left) of an address no other case used.
  'GET /healthz is 200 without a key and never metered; POST is 405',
]);

/**
 * Registers the gateway contract: what any client sees of a gateway on `CONTRACT_CONFIG` (auth
 * failures, the six headers, request ids, envelopes, routing, body limits, metering, CORS, health,
 * one call per operation). Cases that need to steer the gateway (its clock, failing stores, other
 * configs) stay in `test/gateway/*.test.ts` and `test/dist/serve.test.ts`.
 *
 * @param start - Starts one gateway on `CONTRACT_CONFIG` for the whole suite (each case that counts uses its own account).
 * @param options - What the host cannot do (e.g. tell clients apart by address).
 */
export function gatewayContract(start: () => Promise<StartedGateway>, options: ContractOptions = {}): void {
  const leftOut = (name: string): boolean => options.singleClientAddress === true && NEEDS_ADDRESSES.has(name);
  const it = Object.assign((name: string, test: () => Promise<void>, timeout?: number) => (leftOut(name) ? undefined : vitestIt(name, test, timeout)), { each: vitestIt.each.bind(vitestIt) });
  let started: StartedGateway | undefined;
  let addresses = 0;
  /** A fresh client address per call, so the pre-key throttle of one address stays out of the way. */
  const freshAddress = (): string => `10.1.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
  const target = (): GatewayUnderTest => {
    if (started === undefined) throw new Error('the gateway did not start');
    return started.target;
  };
  const send = (path: string, init: RequestInit = {}, address = freshAddress()): Promise<Response> =>
    target().fetch(new Request(`${target().base}${path}`, { ...init, ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit), address);
  const call = async (path: string, init: RequestInit = {}, address?: string): Promise<Answer> => read(await send(path, init, address));
  const post = (operation: string, body: unknown, headers: Record<string, string> = {}, address?: string): Promise<Answer> =>
    call(`/api/v1/${operation}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }, address);

  beforeAll(async () => {
    started = await start();
  }, 60_000);

  afterAll(async () => {
    await started?.close();
  });

  describe('gateway contract: success', () => {
    it('answers an operation with the envelope, the six headers and matching request ids', async () => {
      const response = await post('day-of-week', DAY_OF_WEEK, bearer(KEYS.headers));
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
      expect(response.body.data).toEqual({ date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 });
      expect(response.body.meta).toEqual({ request_id: response.headers['x-request-id'], api_version: 'v1' });
      expectSixHeaders(response.headers);
      expect(response.headers['x-ratelimit-limit']).toBe('30');
      expect(response.headers['x-ratelimit-remaining']).toBe('29');
      expect(response.headers['x-quota-limit']).toBe('500');
      expect(response.headers['x-quota-remaining']).toBe('499');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('accepts Bearer, X-API-Key, a lowercase bearer scheme and the same key in both headers', async () => {
      for (const headers of [bearer(KEYS.schemes), { 'x-api-key': KEYS.schemes }, { authorization: `bearer ${KEYS.schemes}` }, { ...bearer(KEYS.schemes), 'x-api-key': KEYS.schemes }]) {
        const response = await post('day-of-week', DAY_OF_WEEK, headers);
        expect(response.status, JSON.stringify(Object.keys(headers))).toBe(200);
        expect(response.body.data.weekday).toBe('Thursday');
        expect(response.body.meta.request_id).toBe(response.headers['x-request-id']);
        expectSixHeaders(response.headers);
      }
    });

    it('gives unique request ids (`req_` and 32 lowercase hex digits), one after another and all at once', async () => {
      const ids = new Set<string>();
      for (let index = 0; index < 40; index += 1) {
        const response = await call('/nowhere');
        const id = response.headers['x-request-id'] ?? '';
        expect(id).toMatch(REQUEST_ID);
        expect(response.body.error.request_id).toBe(id);
        ids.add(id);
      }
      expect(ids.size).toBe(40);
      const together = await Promise.all(Array.from({ length: 50 }, () => call('/openapi.json')));
      expect(new Set(together.map((response) => response.headers['x-request-id'])).size).toBe(50);
    });

    it('answers each operation of the OpenAPI document with its example request', async () => {
      const document = (await call('/openapi.json')).body;
      // The operations: POST paths other than the account endpoints (tag Account).
      const paths = Object.entries(document.paths as Record<string, any>).filter(([path, item]) => path.startsWith('/api/v1/') && item.post !== undefined && !item.post.tags.includes('Account'));
      expect(paths.map(([path]) => path.slice('/api/v1/'.length)).sort()).toEqual(Object.keys(OPERATIONS).sort());
      for (const [path, item] of paths) {
        const operation = path.slice('/api/v1/'.length);
        const example = item.post.requestBody.content['application/json'].example;
        const response = await post(operation, example, bearer(KEYS.business));
        expect(response.status, operation).toBe(200);
        expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
        expect(response.body.data, operation).toMatchObject(OPERATIONS[operation] ?? {});
        expect(response.body.meta).toEqual({ request_id: response.headers['x-request-id'], api_version: 'v1' });
        expectSixHeaders(response.headers);
      }
    });
  });

  describe('gateway contract: routing', () => {
    it('gives 404 NOT_FOUND for unknown paths and 405 METHOD_NOT_ALLOWED for other methods', async () => {
      for (const path of ['/', '/api/v1', '/api/v1/', '/api/v1/nope', '/api/v1/day-of-week/', '/api/v2/day-of-week', '/API/V1/day-of-week']) {
        const response = await call(path, { method: 'POST', body: '{}' });
        expect(response.status, path).toBe(404);
        expect(response.body.error.code).toBe('NOT_FOUND');
        expectSixHeaders(response.headers);
      }
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) {
        const response = await call('/api/v1/day-of-week', { method, headers: bearer(KEYS.headers) });
        expect(response.status, method).toBe(405);
        expect(response.headers['allow']).toBe('POST');
        if (method !== 'HEAD') expectError(response, 405, 'METHOD_NOT_ALLOWED');
      }
    });

    it('routing comes before the key: an unknown path without a key is 404, not 401', async () => {
      expect((await call('/api/v1/nope?api_key=1', { method: 'POST' })).status).toBe(404);
    });

    it('serves openapi.json at both paths without a key and without metering', async () => {
      for (const path of ['/openapi.json', '/api/v1/openapi.json']) {
        const response = await call(path);
        expect(response.status).toBe(200);
        expect(response.body.openapi).toBe('3.1.0');
        expect(Object.keys(response.body.paths)).toContain('/api/v1/add-business-days');
        expectSixHeaders(response.headers);
      }
      expect((await call('/openapi.json', { method: 'HEAD' })).status).toBe(200);
      const postDoc = await call('/openapi.json', { method: 'POST' });
      expect(postDoc.status).toBe(405);
      expect(postDoc.headers['allow']).toBe('GET, HEAD');
      const after = await post('day-of-week', DAY_OF_WEEK, bearer(KEYS.openapi));
      expect(after.headers['x-quota-remaining']).toBe('499');
    });
  });

  describe('gateway contract: keys in the order of checks', () => {
    const codes = ['MISSING_API_KEY', 'API_KEY_IN_QUERY_STRING', 'INVALID_REQUEST', 'INVALID_API_KEY', 'ENVIRONMENT_MISMATCH', 'INVALID_API_KEY', 'REVOKED_API_KEY', 'EXPIRED_API_KEY'];
    const cases: Array<[string, Record<string, string>, string, number, number]> = [
      ['no key', {}, '', 401, 0],
      ['empty X-API-Key', { 'x-api-key': '' }, '', 401, 0],
      ['key in the query string, even with a good header key', bearer(KEYS.headers), '?api_key=x', 401, 1],
      ['API_KEY in any case in the query', {}, '?API_KEY=', 401, 1],
      ['two different keys', { ...bearer(KEYS.headers), 'x-api-key': KEYS.schemes }, '', 400, 2],
      ['malformed key', bearer('daycalc_test_short'), '', 401, 3],
      ['another service word', bearer('stripe_test_0123456789abcdef0123'), '', 401, 3],
      ['Basic scheme', { authorization: 'Basic dXNlcjpwYXNz' }, '', 401, 3],
      ['live key on a test gateway, though unknown', bearer(KEYS.live), '', 403, 4],
      ['unknown key', bearer(KEYS.unknown), '', 401, 5],
      ['revoked key', { 'x-api-key': KEYS.revoked }, '', 401, 6],
      ['expired key', bearer(KEYS.expired), '', 401, 7],
    ];
    it.each(cases)('%s', async (_name, headers, query, status, codeIndex) => {
      const response = await call(`/api/v1/day-of-week${query}`, { method: 'POST', headers, body: JSON.stringify(DAY_OF_WEEK) });
      expectError(response, status, codes[codeIndex] as string);
      expect(response.headers['x-quota-limit']).toBe('0');
      expect(response.headers['x-quota-remaining']).toBe('0');
      expect(response.headers['x-ratelimit-limit']).toBe('30');
      for (const key of Object.values(KEYS)) expect(response.text).not.toContain(key.slice(13));
    });

    it('gives every error code the gateway owns, with the six headers and the error shape', async () => {
      const business = bearer(KEYS.business);
      const cases: Array<[Promise<Answer>, number, string]> = [
        [call('/api/v1/nope', { method: 'POST' }), 404, 'NOT_FOUND'],
        [call('/api/v1/day-of-week', { method: 'GET', headers: business }), 405, 'METHOD_NOT_ALLOWED'],
        [call('/api/v1/day-of-week?api_key=abc', { method: 'POST', headers: business, body: JSON.stringify(DAY_OF_WEEK) }), 401, 'API_KEY_IN_QUERY_STRING'],
        [post('day-of-week', DAY_OF_WEEK), 401, 'MISSING_API_KEY'],
        [post('day-of-week', DAY_OF_WEEK, bearer('daycalc_test_x')), 401, 'INVALID_API_KEY'],
        [post('day-of-week', DAY_OF_WEEK, bearer(KEYS.unknown)), 401, 'INVALID_API_KEY'],
        [post('day-of-week', DAY_OF_WEEK, { 'x-api-key': KEYS.revoked }), 401, 'REVOKED_API_KEY'],
        [post('day-of-week', DAY_OF_WEEK, { 'x-api-key': KEYS.expired }), 401, 'EXPIRED_API_KEY'],
        [post('day-of-week', DAY_OF_WEEK, { 'x-api-key': KEYS.live }), 403, 'ENVIRONMENT_MISMATCH'],
        [post('day-of-week', DAY_OF_WEEK, { ...business, 'x-api-key': KEYS.headers }), 400, 'INVALID_REQUEST'],
        [post('day-of-week', '{"date":', business), 400, 'INVALID_JSON'],
        [post('day-of-week', 'x'.repeat(16_385), business), 413, 'PAYLOAD_TOO_LARGE'],
        [post('day-of-week', '{"date":"2023-02-29"}', business), 400, 'INVALID_DATE'],
      ];
      for (const [pending, status, code] of cases) {
        const response = await pending;
        expectError(response, status, code);
        for (const key of Object.values(KEYS)) expect(response.text).not.toContain(key);
      }
    });
  });

  describe('gateway contract: metering', () => {
    it('lets exactly the per-minute limit through 60 concurrent calls; the 429s are not metered', async () => {
      // Stay clear of a UTC minute boundary, which would open a fresh window in the middle of the burst.
      while (new Date(target().now()).getUTCSeconds() > 50) await new Promise((resolve) => setTimeout(resolve, 500));
      const responses = await Promise.all(Array.from({ length: 60 }, () => post('day-of-week', DAY_OF_WEEK, { 'x-api-key': KEYS.burst })));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      for (const limited of responses.filter((response) => response.status === 429)) {
        expectError(limited, 429, 'RATE_LIMIT_EXCEEDED');
        expect(limited.headers['x-ratelimit-remaining']).toBe('0');
        expect(limited.headers['x-quota-remaining']).toBe('470');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    });

    it('exhausts a plans-overridden monthly quota; failed validations count, 429s do not', async () => {
      const headers = { 'x-api-key': KEYS.quota };
      const remaining: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await post('day-of-week', index === 2 ? '{"date":"nope"}' : DAY_OF_WEEK, headers);
        expect(response.status).toBe(index === 2 ? 400 : 200);
        remaining.push(response.headers['x-quota-remaining'] ?? '');
      }
      expect(remaining).toEqual(['4', '3', '2', '1', '0']);
      for (let index = 0; index < 2; index += 1) {
        const response = await post('day-of-week', DAY_OF_WEEK, headers);
        expectError(response, 429, 'API_QUOTA_EXCEEDED');
        expect(response.headers['x-quota-limit']).toBe('5');
        expect(response.headers['x-quota-remaining']).toBe('0');
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    });

    it('meters every call that passes the limits, whatever its outcome', async () => {
      const metered = bearer(KEYS.metered);
      const outcomes = [
        await post('day-of-week', '{', metered),
        await post('day-of-week', 'x'.repeat(20_000), metered),
        await post('business-days-between', { start_date: '2024-01-01', end_date: '2024-01-02', country_code: 'ZZ' }, metered),
      ];
      expect(outcomes.map((response) => response.status)).toEqual([400, 413, 422]);
      expect(outcomes.map((response) => response.headers['x-quota-remaining'])).toEqual(['99999', '99998', '99997']);
    });

    it('throttles failures before an account is known per client address, at the Free per-minute rate', async () => {
      const guess = (address: string) => post('day-of-week', DAY_OF_WEEK, bearer(KEYS.unknown), address);
      for (let index = 0; index < 30; index += 1) {
        const response = await guess('198.51.100.7');
        expect(response.status).toBe(401);
        expect(response.headers['x-ratelimit-remaining']).toBe(String(29 - index));
      }
      const throttled = await guess('198.51.100.7');
      expectError(throttled, 429, 'RATE_LIMIT_EXCEEDED');
      expect(throttled.headers['retry-after']).toBeDefined();
      expect((await guess('198.51.100.8')).status).toBe(401);
      const good = await post('day-of-week', DAY_OF_WEEK, bearer(KEYS.throttle), '198.51.100.7');
      expect(good.status).toBe(200);
    });
  });

  describe('gateway contract: body', () => {
    it('accepts 16,384 bytes and refuses 16,385, with and without content-length', async () => {
      expect(new TextEncoder().encode(padded(16_384)).length).toBe(16_384);
      const withLength = (text: string) =>
        call('/api/v1/day-of-week', { method: 'POST', headers: { ...bearer(KEYS.business), 'content-type': 'application/json', 'content-length': String(new TextEncoder().encode(text).length) }, body: text });
      const chunked = (text: string) => call('/api/v1/day-of-week', { method: 'POST', headers: { ...bearer(KEYS.business), 'content-type': 'application/json' }, body: stream(text) });
      for (const send of [withLength, chunked]) {
        expect((await send(padded(16_384))).status).toBe(200);
        const tooLarge = await send(padded(16_385));
        expectError(tooLarge, 413, 'PAYLOAD_TOO_LARGE');
      }
    });

    it('reads bad JSON, non-UTF-8 bytes and an empty body as INVALID_JSON, and an array as INVALID_REQUEST', async () => {
      const business = bearer(KEYS.business);
      const results = [
        await post('day-of-week', '{"date":', business),
        await call('/api/v1/day-of-week', { method: 'POST', headers: business, body: new Uint8Array([0x7b, 0xff, 0x7d]) }),
        await call('/api/v1/day-of-week', { method: 'POST', headers: business }),
        await post('day-of-week', [], business),
      ];
      expect(results.map((response) => response.body.error.code)).toEqual(['INVALID_JSON', 'INVALID_JSON', 'INVALID_JSON', 'INVALID_REQUEST']);
    });

    it('the body limit comes after the key and the limits', async () => {
      expect((await post('day-of-week', padded(20_000))).status).toBe(401);
    });
  });

  describe('gateway contract: saved calendars', () => {
    const body = (id: string) => ({ date: '2026-06-01', business_calendar_id: id });

    it('uses the account\u2019s saved calendar when it has the feature', async () => {
      const response = await post('is-business-day', body(CALENDAR_ID), bearer(KEYS.business));
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ is_business_day: false, reason: 'custom_holiday', label: 'Founders day' });
    });

    it('hides another account\u2019s calendar (404) and refuses accounts without the feature (403)', async () => {
      const other = await post('is-business-day', body(OTHER_CALENDAR_ID), bearer(KEYS.business));
      expectError(other, 404, 'BUSINESS_CALENDAR_NOT_FOUND');
      const noFeature = await post('is-business-day', body(OTHER_CALENDAR_ID), bearer(KEYS.pro));
      expectError(noFeature, 403, 'FEATURE_NOT_AVAILABLE');
    });
  });

  describe('gateway contract: CORS', () => {
    const preflight = (path: string, origin: string) =>
      call(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

    it('answers a preflight from a listed origin without a key and without counting; another origin gets no allow-origin', async () => {
      for (const path of ['/api/v1/day-of-week', '/mcp']) {
        const response = await preflight(path, APP_ORIGIN);
        expect(response.status, path).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
        expect(response.headers['access-control-allow-methods']).toContain('POST');
        expect(response.headers['access-control-allow-headers']).toBe('authorization, x-api-key, content-type, mcp-protocol-version, mcp-session-id');
        expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
        expect(response.headers['vary']).toMatch(/origin/i);
        expect(response.headers['x-request-id']).toMatch(REQUEST_ID);
      }
      expect((await preflight('/api/v1/day-of-week', 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      const answer = await post('day-of-week', DAY_OF_WEEK, { ...bearer(KEYS.cors), origin: APP_ORIGIN });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-ratelimit-remaining']).toBe('29');
      expect(answer.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(answer.headers['access-control-expose-headers']?.split(/,\s*/).sort()).toEqual([...SIX_HEADERS, 'retry-after'].sort());
    });
  });

  describe('gateway contract: health', () => {
    it('GET /healthz is 200 without a key and never metered; POST is 405', async () => {
      for (let index = 0; index < 40; index += 1) {
        const response = await call('/healthz', {}, '192.0.2.2');
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({ status: 'ok' });
        expect(response.headers['x-ratelimit-remaining']).toBe('30');
        expectSixHeaders(response.headers);
      }
      expect((await call('/healthz', { method: 'POST' })).status).toBe(405);
    });

    it('GET /readyz is 200 with its envelope while the stores answer', async () => {
      const answer = await call('/readyz');
      expect([answer.status, answer.body.data]).toEqual([200, { status: 'ready' }]);
      expect(answer.body.meta.request_id).toBe(answer.headers['x-request-id']);
      expectSixHeaders(answer.headers);
    });
  });
  describe('gateway contract: account endpoints', () => {
    const get = (path: string, key: string): Promise<Answer> => call(path, { headers: bearer(key) });
    const send = (method: string, path: string, key: string, body?: unknown): Promise<Answer> =>
      call(path, { method, headers: { ...bearer(key), 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
    const keyId = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 12);
    /** Waits until the current UTC minute has at least 10 s left, so a sequence of calls stays in one window. */
    const awayFromMinuteEnd = async (): Promise<void> => {
      while (new Date(target().now()).getUTCSeconds() > 50) await new Promise((resolve) => setTimeout(resolve, 500));
    };

    it('GET /api/v1/account: plan, features, limits; counted on the minute only, never on the month or in the history', async () => {
      await awayFromMinuteEnd();
      const first = await get('/api/v1/account', KEYS.accountPro);
      expect(first.status).toBe(200);
      expectSixHeaders(first.headers);
      expect(first.body.meta).toEqual({ request_id: first.headers['x-request-id'], api_version: 'v1' });
      const data = first.body.data;
      expect(data).toMatchObject({ account_id: 'acct_account_pro', plan: 'business', features: [], history_retention_days: 90 });
      expect(data.limits.per_minute).toMatchObject({ limit: 600, used: 1, remaining: 599 });
      expect(data.limits.per_month).toMatchObject({ limit: 100_000, used: 0, remaining: 100_000 });
      expect(Date.parse(data.limits.per_minute.resets_at)).toBeGreaterThan(target().now());
      expect(data.limits.per_month.resets_at).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
      expect(first.headers['x-ratelimit-remaining']).toBe('599');
      expect(first.headers['x-quota-remaining']).toBe('100000');
      const second = await get('/api/v1/account', KEYS.accountPro);
      expect(second.headers['x-ratelimit-remaining']).toBe('598');
      expect(second.headers['x-quota-remaining']).toBe('100000');
      // An operation call counts on the month; the account endpoint reports it.
      expect((await post('day-of-week', DAY_OF_WEEK, bearer(KEYS.accountPro))).headers['x-quota-remaining']).toBe('99999');
      const third = await get('/api/v1/account', KEYS.accountPro);
      expect(third.body.data.limits.per_month).toMatchObject({ used: 1, remaining: 99_999 });
      expect(third.body.data.limits.per_minute).toMatchObject({ used: 4, remaining: 596 });
      // Only the operation call is in the history.
      const history = await get('/api/v1/account/history', KEYS.accountPro);
      expect(history.status).toBe(200);
      expect(history.body.data.entries.map((entry: { operation: string }) => entry.operation)).toEqual(['day-of-week']);
      expect(history.body.data.entries[0]).toMatchObject({ via: 'api', status: 200, code: null, key: keyId(KEYS.accountPro) });
      expect(history.body.data).toMatchObject({ next_cursor: null, retention_days: 90 });
      expectError(await get('/api/v1/account?verbose=1', KEYS.accountPro), 400, 'UNKNOWN_FIELD');
    });

    it('answers the spec\u2019s key errors first, and 405 with allow for other methods', async () => {
      expectError(await call('/api/v1/account'), 401, 'MISSING_API_KEY');
      expectError(await get('/api/v1/account/keys', KEYS.revoked), 401, 'REVOKED_API_KEY');
      expectError(await get('/api/v1/calendars', KEYS.expired), 401, 'EXPIRED_API_KEY');
      expectError(await get('/api/v1/account', KEYS.live), 403, 'ENVIRONMENT_MISMATCH');
      expectError(await call(`/api/v1/account?api_key=${KEYS.accountPro}`, { headers: bearer(KEYS.accountPro) }), 401, 'API_KEY_IN_QUERY_STRING');
      for (const [method, path, allow] of [
        ['DELETE', '/api/v1/account', 'GET'],
        ['POST', '/api/v1/account/history', 'GET'],
        ['PUT', '/api/v1/account/keys', 'GET, POST'],
        ['GET', `/api/v1/account/keys/${keyId(KEYS.accountPro)}/revoke`, 'POST'],
        ['PATCH', '/api/v1/calendars', 'GET, POST'],
        ['POST', `/api/v1/calendars/${ACCOUNT_CONFIG_CALENDAR_ID}`, 'GET, PUT, DELETE'],
      ] as const) {
        const answer = await send(method, path, KEYS.accountPro);
        expectError(answer, 405, 'METHOD_NOT_ALLOWED');
        expect(answer.headers['allow']).toBe(allow);
      }
      expectError(await get('/api/v1/account/nothing', KEYS.accountPro), 404, 'NOT_FOUND');
      expectError(await get('/api/v1/calendars/a/b', KEYS.accountPro), 404, 'NOT_FOUND');
    });

    it('GET /api/v1/account/history: pages newest first, filters, and the spec\u2019s codes for bad parameters', async () => {
      const pro = bearer(KEYS.accountProSecond);
      await post('day-of-week', DAY_OF_WEEK, pro);
      await post('day-of-week', '{"date":"nope"}', pro);
      await post('week-number', { date: '2021-01-03' }, pro);
      const all = await get('/api/v1/account/history?limit=100', KEYS.accountProSecond);
      expect(all.status).toBe(200);
      // This key's calls (the account's other key made calls too).
      const operations = all.body.data.entries.filter((entry: { key: string }) => entry.key === keyId(KEYS.accountProSecond)).map((entry: { operation: string }) => entry.operation);
      // Calls of one millisecond are ordered by request id, so compare the set.
      expect([...operations].sort()).toEqual(['day-of-week', 'day-of-week', 'week-number']);
      const times = all.body.data.entries.map((entry: { time: string }) => entry.time);
      expect([...times].sort().reverse()).toEqual(times);
      // Paging: one entry a page, following next_cursor, gives the same entries.
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Answer = await get(`/api/v1/account/history?limit=1${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`, KEYS.accountProSecond);
        expect(page.status).toBe(200);
        expect(page.body.data.entries.length).toBeLessThanOrEqual(1);
        paged.push(...page.body.data.entries.map((entry: { request_id: string }) => entry.request_id));
        cursor = page.body.data.next_cursor;
      } while (cursor !== null && paged.length < 20);
      expect(paged).toEqual(all.body.data.entries.map((entry: { request_id: string }) => entry.request_id));
      const failed = await get('/api/v1/account/history?status=400&operation=day-of-week', KEYS.accountProSecond);
      expect(failed.body.data.entries.map((entry: { code: string }) => entry.code)).toEqual(['INVALID_DATE']);
      const today = new Date(target().now()).toISOString().slice(0, 10);
      expect((await get(`/api/v1/account/history?since=${today}&until=${today}`, KEYS.accountProSecond)).body.data.entries.length).toBe(all.body.data.entries.length);
      expect((await get('/api/v1/account/history?until=2000-01-01', KEYS.accountProSecond)).body.data.entries).toEqual([]);
      // An offset's `+` sent unencoded arrives as a space (form encoding) and still reads as `+`.
      for (const since of [`${today}T00:00+00:00`, `${today}T00:00%2B00:00`, `${today}T00:00:00.000Z`]) {
        expect((await get(`/api/v1/account/history?since=${since}`, KEYS.accountProSecond)).body.data.entries.length, since).toBe(all.body.data.entries.length);
      }
      for (const [query, status, code, field] of [
        ['nope=1', 400, 'UNKNOWN_FIELD', 'nope'],
        ['since=yesterday', 400, 'INVALID_DATE', 'since'],
        ['until=2026-02-30', 400, 'INVALID_DATE', 'until'],
        ['since=2026-01-01T24:00Z', 400, 'INVALID_DATE', 'since'],
        ['since=2026-01-01T10:60Z', 400, 'INVALID_DATE', 'since'],
        ['until=2026-01-01T10:00:60Z', 400, 'INVALID_DATE', 'until'],
        ['until=2026-01-01T10:00%2B24:00', 400, 'INVALID_DATE', 'until'],
        ['since=2026-01-01T10:00', 400, 'INVALID_DATE', 'since'],
        ['limit=0', 422, 'VALIDATION_ERROR', 'limit'],
        ['limit=101', 422, 'VALIDATION_ERROR', 'limit'],
        ['cursor=abc', 422, 'VALIDATION_ERROR', 'cursor'],
        ['operation=teleport', 422, 'VALIDATION_ERROR', 'operation'],
        ['status=99', 422, 'VALIDATION_ERROR', 'status'],
        ['limit=1&limit=2', 422, 'VALIDATION_ERROR', 'limit'],
        // The error precedence's order across parameters: an unknown one first, then dates, then a repeated one.
        ['limit=1&limit=2&bogus=1', 400, 'UNKNOWN_FIELD', 'bogus'],
        ['limit=1&limit=2&since=xx', 400, 'INVALID_DATE', 'since'],
        ['since=2026-01-01&since=xx', 400, 'INVALID_DATE', 'since'],
        ['since=2026-01-01&since=2026-01-02', 422, 'VALIDATION_ERROR', 'since'],
      ] as const) {
        const answer = await get(`/api/v1/account/history?${query}`, KEYS.accountProSecond);
        expectError(answer, status, code);
        expect(answer.body.error.message, query).toContain(field);
      }
      const free = await get('/api/v1/account/history', KEYS.accountFree);
      expectError(free, 403, 'FEATURE_NOT_AVAILABLE');
      expect(free.body.error.message).toBe('Request history is kept on the pro (30 days) and business (90 days) plans; this account is on the free plan');
    });

    it('GET /api/v1/account/keys lists the account\u2019s keys (never a key or its hash); key creation is closed', async () => {
      const answer = await get('/api/v1/account/keys', KEYS.accountFree);
      expect(answer.status).toBe(200);
      expectSixHeaders(answer.headers);
      expect(answer.body.data.keys).toEqual([
        { id: keyId(KEYS.accountFree), name: null, environment: 'test', status: 'active', expires_at: null, last_used_at: expect.any(String) },
      ]);
      const business = await get('/api/v1/account/keys', KEYS.business);
      expect(business.body.data.keys.map((key: { id: string; status: string }) => [key.id, key.status])).toEqual([
        [keyId(KEYS.business), 'active'],
        [keyId(KEYS.expired), 'expired'],
      ]);
      expect(business.text).not.toContain(createHash('sha256').update(KEYS.business).digest('hex'));
      expect(business.text).not.toContain(KEYS.business);
      const create = await send('POST', '/api/v1/account/keys', KEYS.accountFree, { name: 'new' });
      expectError(create, 403, 'FEATURE_NOT_AVAILABLE');
      expect(create.body.error.message).toBe('Key creation is closed (prelaunch)');
    });

    it('POST /api/v1/account/keys/{id}/revoke revokes the account\u2019s own key for the next request; other ids are 404', async () => {
      const second = keyId(KEYS.accountProSecond);
      const named = await get('/api/v1/account/keys', KEYS.accountPro);
      expect(named.body.data.keys.map((key: { name: string }) => key.name)).toEqual(['CI pipeline', 'Laptop']);
      expectError(await send('POST', `/api/v1/account/keys/${keyId(KEYS.business)}/revoke`, KEYS.accountPro), 404, 'NOT_FOUND');
      expectError(await send('POST', '/api/v1/account/keys/not-a-key/revoke', KEYS.accountPro), 404, 'NOT_FOUND');
      expectError(await send('POST', '/api/v1/account/keys/000000000000/revoke', KEYS.accountPro), 404, 'NOT_FOUND');
      const revoked = await send('POST', `/api/v1/account/keys/${second.toUpperCase()}/revoke`, KEYS.accountPro, 'ignored body');
      expect(revoked.status).toBe(200);
      expectSixHeaders(revoked.headers);
      expect(revoked.body.data.key).toMatchObject({ id: second, name: 'Laptop', status: 'revoked' });
      expectError(await get('/api/v1/account', KEYS.accountProSecond), 401, 'REVOKED_API_KEY');
      expectError(await post('day-of-week', DAY_OF_WEEK, bearer(KEYS.accountProSecond)), 401, 'REVOKED_API_KEY');
      const again = await send('POST', `/api/v1/account/keys/${second}/revoke`, KEYS.accountPro);
      expect(again.status).toBe(200);
      expect(again.body.data.key.status).toBe('revoked');
      const listed = await get('/api/v1/account/keys', KEYS.accountPro);
      expect(listed.body.data.keys.map((key: { status: string }) => key.status)).toEqual(['active', 'revoked']);
      // The other key of the account still works.
      expect((await get('/api/v1/account', KEYS.accountPro)).status).toBe(200);
    });

    it('POST /api/v1/account/keys/{id}/rename names the account\u2019s own key (revoked ones too) for every listing; other ids are 404', async () => {
      const first = keyId(KEYS.accountPro);
      const second = keyId(KEYS.accountProSecond);
      const rename = (id: string, body: unknown, by: string = KEYS.accountPro): Promise<Answer> => send('POST', `/api/v1/account/keys/${id}/rename`, by, body);
      // Letters of any script and emoji; leading and trailing spaces are taken off.
      const renamed = await rename(first.toUpperCase(), { name: '  Bürorechner 東京 – CI 🚀 ' });
      expect(renamed.status).toBe(200);
      expectSixHeaders(renamed.headers);
      expect(renamed.body.data.key).toEqual({ id: first, name: 'Bürorechner 東京 – CI 🚀', environment: 'test', status: 'active', expires_at: null, last_used_at: expect.any(String) });
      // The revoked key of the account can be renamed too; it stays revoked.
      const revokedRenamed = await rename(second, { name: 'Laptop (lost 2026-11)' });
      expect(revokedRenamed.status).toBe(200);
      expect(revokedRenamed.body.data.key).toMatchObject({ id: second, name: 'Laptop (lost 2026-11)', status: 'revoked' });
      const listed = await get('/api/v1/account/keys', KEYS.accountPro);
      expect(listed.body.data.keys.map((key: { name: string; status: string }) => [key.name, key.status])).toEqual([
        ['Bürorechner 東京 – CI 🚀', 'active'],
        ['Laptop (lost 2026-11)', 'revoked'],
      ]);
      // The renamed key still works, and renaming to the same name answers the same.
      expect((await post('day-of-week', DAY_OF_WEEK, bearer(KEYS.accountPro))).status).toBe(200);
      expect((await rename(first, { name: 'Bürorechner 東京 – CI 🚀' })).body.data.key.name).toBe('Bürorechner 東京 – CI 🚀');
      // Only the account's own keys: another account's key, an unknown and a malformed id are 404.
      expectError(await rename(keyId(KEYS.business), { name: 'Mine now' }), 404, 'NOT_FOUND');
      expectError(await rename('000000000000', { name: 'x' }), 404, 'NOT_FOUND');
      expectError(await rename('not-a-key', { name: 'x' }), 404, 'NOT_FOUND');
      expect((await get('/api/v1/account/keys', KEYS.business)).body.data.keys.map((key: { name: string | null }) => key.name)).not.toContain('Mine now');
      // The key checks come first: a revoked key cannot rename anything.
      expectError(await rename(first, { name: 'x' }, KEYS.accountProSecond), 401, 'REVOKED_API_KEY');
      expectError(await call(`/api/v1/account/keys/${first}/rename`, { method: 'POST', body: '{"name":"x"}' }), 401, 'MISSING_API_KEY');
      const wrongMethod = await send('GET', `/api/v1/account/keys/${first}/rename`, KEYS.accountPro);
      expectError(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
      expect(wrongMethod.headers['allow']).toBe('POST');
    });

    it('a rename\u2019s body follows the error precedence, and the name\u2019s bounds give VALIDATION_ERROR naming name and what was received', async () => {
      const id = keyId(KEYS.accountPro);
      const rename = (body: unknown): Promise<Answer> => send('POST', `/api/v1/account/keys/${id}/rename`, KEYS.accountPro, body);
      for (const [body, status, code, says] of [
        ['nope', 400, 'INVALID_JSON', ''],
        ['', 400, 'INVALID_JSON', ''],
        ['["x"]', 400, 'INVALID_REQUEST', 'JSON object'],
        ['null', 400, 'INVALID_REQUEST', 'JSON object'],
        [{ name: 'x', label: 'y' }, 400, 'UNKNOWN_FIELD', '"label"'],
        [{ label: 'y' }, 400, 'UNKNOWN_FIELD', '"label"'],
        [{}, 400, 'INVALID_REQUEST', 'name is required'],
        [{ name: null }, 422, 'VALIDATION_ERROR', 'received null'],
        [{ name: 42 }, 422, 'VALIDATION_ERROR', 'received 42'],
        [{ name: '' }, 422, 'VALIDATION_ERROR', 'received ""'],
        [{ name: '    ' }, 422, 'VALIDATION_ERROR', 'received "    "'],
        [{ name: 'x'.repeat(65) }, 422, 'VALIDATION_ERROR', 'received "xxxxxxxx'],
        [{ name: '東'.repeat(65) }, 422, 'VALIDATION_ERROR', '1 to 64 characters'],
        [{ name: 'CI\npipeline' }, 422, 'VALIDATION_ERROR', 'received "CI\\npipeline"'],
        [{ name: 'tab\there' }, 422, 'VALIDATION_ERROR', 'received "tab\\there"'],
        [{ name: 'a\u2028b' }, 422, 'VALIDATION_ERROR', 'received "a\\u2028b"'],
        [{ name: 'evil\u202egnp.exe' }, 422, 'VALIDATION_ERROR', 'received "evil\\u202egnp.exe"'],
        [{ name: 'half \ud800' }, 422, 'VALIDATION_ERROR', 'received "half \\ud800"'],
        [{ name: '\u200b' }, 422, 'VALIDATION_ERROR', 'name must be'],
        [{ name: `key ${KEYS.accountPro}` }, 422, 'VALIDATION_ERROR', 'received "key [redacted]"'],
      ] as const) {
        const answer = await rename(body);
        expectError(answer, status, code);
        expect(answer.body.error.message, JSON.stringify(body)).toContain(says);
        if (code === 'VALIDATION_ERROR') expect(answer.body.error.message).toMatch(/^name must be a string of 1 to 64 characters/);
      }
      expect(JSON.stringify(await get('/api/v1/account/keys', KEYS.accountPro))).not.toContain(KEYS.accountPro);
      // 64 characters (code points: an emoji is one) after trimming are taken.
      const longest = `${'🚀'.repeat(32)}${'é'.repeat(32)}`;
      expect((await rename({ name: `  ${longest}  ` })).body.data.key.name).toBe(longest);
      expectError(await rename(`{"name":"${'x'.repeat(16_384)}"}`), 413, 'PAYLOAD_TOO_LARGE');
      // None of the refused bodies changed the name.
      expect((await get('/api/v1/account/keys', KEYS.accountPro)).body.data.keys[0].name).toBe(longest);
    });

    it('calendar management needs the Business Calendars feature', async () => {
      for (const [method, path] of [
        ['GET', '/api/v1/calendars'],
        ['POST', '/api/v1/calendars'],
        ['GET', `/api/v1/calendars/${CALENDAR_ID}`],
        ['DELETE', `/api/v1/calendars/${CALENDAR_ID}`],
      ] as const) {
        expectError(await send(method, path, KEYS.accountFree, method === 'POST' ? {} : undefined), 403, 'FEATURE_NOT_AVAILABLE');
      }
    });

    it('creates, reads, replaces and deletes a calendar; the next operation call uses each change', async () => {
      const key = KEYS.accountCalendars;
      const listed = await get('/api/v1/calendars', key);
      expect(listed.status).toBe(200);
      expect(listed.body.data.calendars).toEqual([
        {
          id: ACCOUNT_CONFIG_CALENDAR_ID,
          name: null,
          country_code: 'US',
          subdivision_code: null,
          market_code: null,
          working_days: [1, 2, 3, 4, 5],
          include_public_holidays: true,
          custom_holidays: [],
          excluded_dates: ['2026-03-02'],
          read_only: true,
          created_at: null,
          updated_at: null,
        },
      ]);
      const created = await send('POST', '/api/v1/calendars', key, { name: 'Berlin office', country_code: 'de', subdivision_code: 'de-be', custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }] });
      expect(created.status).toBe(201);
      expectSixHeaders(created.headers);
      const calendar = created.body.data.calendar;
      expect(calendar).toMatchObject({ name: 'Berlin office', country_code: 'DE', subdivision_code: 'BE', working_days: [1, 2, 3, 4, 5], excluded_dates: [], read_only: false });
      expect(calendar.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(calendar.created_at).toBe(calendar.updated_at);
      const isBusinessDay = async (date: string) => post('is-business-day', { date, business_calendar_id: calendar.id }, bearer(key));
      expect((await isBusinessDay('2026-12-24')).body.data).toMatchObject({ is_business_day: false, reason: 'custom_holiday', label: 'Office closed' });
      const read = await get(`/api/v1/calendars/${calendar.id.toUpperCase()}`, key);
      expect(read.body.data.calendar).toEqual(calendar);
      expect((await get('/api/v1/calendars', key)).body.data.calendars.map((item: { id: string }) => item.id)).toEqual([ACCOUNT_CONFIG_CALENDAR_ID, calendar.id]);
      // Replace: every field at once (custom holidays gone, Saturday a working day).
      const replaced = await send('PUT', `/api/v1/calendars/${calendar.id}`, key, { country_code: 'DE', working_days: [1, 2, 3, 4, 5, 6] });
      expect(replaced.status).toBe(200);
      expect(replaced.body.data.calendar).toMatchObject({ id: calendar.id, name: null, subdivision_code: null, custom_holidays: [], working_days: [1, 2, 3, 4, 5, 6], created_at: calendar.created_at });
      expect((await isBusinessDay('2026-12-24')).body.data.is_business_day).toBe(true);
      expect((await isBusinessDay('2026-12-26')).body.data).toMatchObject({ is_business_day: false, reason: 'public_holiday' });
      expect((await isBusinessDay('2026-12-19')).body.data.is_business_day).toBe(true);
      const deleted = await send('DELETE', `/api/v1/calendars/${calendar.id}`, key);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ id: calendar.id, deleted: true });
      expectError(await isBusinessDay('2026-12-24'), 404, 'BUSINESS_CALENDAR_NOT_FOUND');
      expectError(await get(`/api/v1/calendars/${calendar.id}`, key), 404, 'BUSINESS_CALENDAR_NOT_FOUND');
      expectError(await send('DELETE', `/api/v1/calendars/${calendar.id}`, key), 404, 'BUSINESS_CALENDAR_NOT_FOUND');
    });

    it('keeps config calendars read-only and other accounts\u2019 calendars out of sight', async () => {
      const key = KEYS.accountCalendars;
      const config = await get(`/api/v1/calendars/${ACCOUNT_CONFIG_CALENDAR_ID}`, key);
      expect(config.body.data.calendar).toMatchObject({ id: ACCOUNT_CONFIG_CALENDAR_ID, read_only: true });
      for (const method of ['PUT', 'DELETE']) {
        const refused = await send(method, `/api/v1/calendars/${ACCOUNT_CONFIG_CALENDAR_ID}`, key, method === 'PUT' ? {} : undefined);
        expectError(refused, 403, 'FEATURE_NOT_AVAILABLE');
        expect(refused.body.error.message).toBe(`Calendar ${ACCOUNT_CONFIG_CALENDAR_ID} is defined in the server's config and is read-only`);
      }
      // acct_business's calendar, and one it makes, are not found from this account.
      const theirs = await send('POST', '/api/v1/calendars', KEYS.business, { country_code: 'US' });
      expect(theirs.status).toBe(201);
      for (const id of [CALENDAR_ID, theirs.body.data.calendar.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        for (const method of ['GET', 'PUT', 'DELETE']) {
          expectError(await send(method, `/api/v1/calendars/${id}`, key, method === 'PUT' ? {} : undefined), 404, 'BUSINESS_CALENDAR_NOT_FOUND');
        }
      }
      expect((await get(`/api/v1/calendars/${theirs.body.data.calendar.id}`, KEYS.business)).status).toBe(200);
      expect((await send('DELETE', `/api/v1/calendars/${theirs.body.data.calendar.id}`, KEYS.business)).status).toBe(200);
    });

    it('checks calendar bodies with the operations\u2019 field table in the error precedence\u2019s order', async () => {
      const key = KEYS.accountCalendars;
      const cases: Array<[unknown, number, string, string]> = [
        ['{"name":', 400, 'INVALID_JSON', ''],
        [[], 400, 'INVALID_REQUEST', ''],
        ['null', 400, 'INVALID_REQUEST', ''],
        [{ colour: 'red', excluded_dates: ['nope'] }, 400, 'UNKNOWN_FIELD', 'colour'],
        ['{"__proto__":{"country_code":"DE"}}', 400, 'UNKNOWN_FIELD', '__proto__'],
        [{ excluded_dates: ['2026-02-30'], country_code: 5 }, 400, 'INVALID_DATE', 'excluded_dates[0]'],
        [{ custom_holidays: [{ date: 'soon', label: 'x' }] }, 400, 'INVALID_DATE', 'custom_holidays[0].date'],
        [{ name: '' }, 422, 'VALIDATION_ERROR', 'name'],
        [{ name: 'x'.repeat(101) }, 422, 'VALIDATION_ERROR', 'name'],
        [{ country_code: 'DEU' }, 422, 'VALIDATION_ERROR', 'country_code'],
        [{ working_days: [1, 1] }, 422, 'VALIDATION_ERROR', 'working_days'],
        [{ include_public_holidays: 'yes' }, 422, 'VALIDATION_ERROR', 'include_public_holidays'],
        [{ subdivision_code: null }, 422, 'VALIDATION_ERROR', 'subdivision_code'],
        [{ custom_holidays: [{ date: '2026-01-01' }] }, 400, 'INVALID_REQUEST', 'custom_holidays[0].label'],
        [{ custom_holidays: [{ date: '2026-01-01', label: 'x', extra: 1 }] }, 400, 'UNKNOWN_FIELD', 'custom_holidays[0].extra'],
        [{ excluded_dates: Array.from({ length: 1001 }, () => '2026-01-01') }, 422, 'VALIDATION_ERROR', 'excluded_dates'],
        [{ custom_holidays: Array.from({ length: 1001 }, () => ({ date: '2026-01-01', label: 'x' })) }, 422, 'VALIDATION_ERROR', 'custom_holidays'],
        [{ country_code: 'ZZ' }, 422, 'INVALID_COUNTRY', 'country_code'],
        [{ country_code: 'DE', subdivision_code: 'XX' }, 422, 'INVALID_SUBDIVISION', 'subdivision_code'],
      ];
      for (const [body, status, code, field] of cases) {
        const answer = await send('POST', '/api/v1/calendars', key, typeof body === 'string' ? body : JSON.stringify(body));
        expectError(answer, status, code);
        expect(answer.body.error.message, JSON.stringify(body).slice(0, 60)).toContain(field);
      }
      // 1,000 excluded dates and 1,000 holidays fit (under 128 KiB); a body over 128 KiB is 413.
      const full = await send('POST', '/api/v1/calendars', key, {
        excluded_dates: Array.from({ length: 1000 }, () => '2026-01-01'),
        custom_holidays: Array.from({ length: 1000 }, () => ({ date: '2026-01-02', label: 'Holiday' })),
      });
      expect(full.status).toBe(201);
      expect((await send('DELETE', `/api/v1/calendars/${full.body.data.calendar.id}`, key)).status).toBe(200);
      expectError(await send('POST', '/api/v1/calendars', key, `{"name":"x"${' '.repeat(131_072)}}`), 413, 'PAYLOAD_TOO_LARGE');
      expectError(await send('PUT', `/api/v1/calendars/${ACCOUNT_CONFIG_CALENDAR_ID}`, key, '{'), 403, 'FEATURE_NOT_AVAILABLE');
    });

    it('keeps at most 100 calendars per account', async () => {
      const key = KEYS.accountLimit;
      for (let index = 0; index < 100; index += 1) expect((await send('POST', '/api/v1/calendars', key, { name: `Calendar ${index}` })).status).toBe(201);
      const over = await send('POST', '/api/v1/calendars', key, { name: 'One too many' });
      expectError(over, 422, 'VALIDATION_ERROR');
      expect(over.body.error.message).toContain('100');
      const listed = await get('/api/v1/calendars', key);
      expect(listed.body.data.calendars).toHaveLength(100);
      expect(listed.body.data.calendars[0].name).toBe('Calendar 0');
      expect((await send('DELETE', `/api/v1/calendars/${listed.body.data.calendars[0].id}`, key)).status).toBe(200);
      expect((await send('POST', '/api/v1/calendars', key, { name: 'Fits again' })).status).toBe(201);
    });
  });
}
