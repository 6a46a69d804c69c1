import { describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN } from '../../src/gateway/protocol.ts';
import { CALENDAR_ID, KEYS, OTHER_CALENDAR_ID, SIX_HEADERS, bearer, post, read, setupGateway, testConfig } from './_setup.ts';

const DAY_OF_WEEK = { date: '2024-07-04' };

function expectSixHeaders(headers: Record<string, string>): void {
  for (const name of SIX_HEADERS) expect(typeof headers[name], name).toBe('string');
  expect(headers['x-api-version']).toBe('v1');
  expect(headers['x-request-id']).toMatch(REQUEST_ID_PATTERN);
}

describe('createGateway: success', () => {
  it('answers an operation with the envelope, the six headers and matching request ids', async () => {
    const { gateway } = await setupGateway();
    const response = await read(await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free))));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 });
    expect(response.body.meta).toEqual({ request_id: response.headers['x-request-id'], api_version: 'v1' });
    expectSixHeaders(response.headers);
    expect(response.headers['x-ratelimit-limit']).toBe('30');
    expect(response.headers['x-ratelimit-remaining']).toBe('29');
    expect(response.headers['x-quota-limit']).toBe('500');
    expect(response.headers['x-quota-remaining']).toBe('499');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('accepts X-API-Key, a lowercase bearer scheme and the same key in both headers', async () => {
    const { gateway } = await setupGateway();
    for (const headers of [{ 'x-api-key': KEYS.free }, { authorization: `bearer ${KEYS.free}` }, { ...bearer(KEYS.free), 'x-api-key': KEYS.free }]) {
      expect((await gateway.fetch(post('day-of-week', DAY_OF_WEEK, headers))).status).toBe(200);
    }
  });

  it('gives age its default as_of_date from the gateway clock, in UTC', async () => {
    const { gateway, clock } = await setupGateway();
    clock.now = Date.UTC(2026, 2, 1, 0, 30); // 2026-03-01 00:30 UTC (still 28 Feb in the Americas)
    const response = await read(await gateway.fetch(post('age', { birth_date: '2000-03-01' }, bearer(KEYS.free))));
    expect(response.status).toBe(200);
    expect(response.body.data.years).toBe(26);
    expect(response.body.data.as_of_date).toBe('2026-03-01');
  });

  it('gives unique request ids of ruling 20', async () => {
    const { gateway } = await setupGateway();
    const ids = new Set<string>();
    for (let index = 0; index < 40; index += 1) {
      const response = await gateway.fetch(new Request('http://x/nowhere'));
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(REQUEST_ID_PATTERN);
      expect((await response.json()).error.request_id).toBe(id);
      ids.add(id);
    }
    expect(ids.size).toBe(40);
  });
});

describe('createGateway: routing and the flag', () => {
  it('gives 404 NOT_FOUND for unknown paths and 405 METHOD_NOT_ALLOWED for other methods', async () => {
    const { gateway } = await setupGateway();
    for (const path of ['/', '/api/v1', '/api/v1/', '/api/v1/nope', '/api/v1/day-of-week/', '/api/v2/day-of-week', '/API/V1/day-of-week']) {
      const response = await read(await gateway.fetch(new Request(`http://x${path}`, { method: 'POST', body: '{}' })));
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
      expectSixHeaders(response.headers);
    }
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) {
      const response = await gateway.fetch(new Request('http://x/api/v1/day-of-week', { method, headers: bearer(KEYS.free) }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      if (method !== 'HEAD') expect((await response.json()).error.code).toBe('METHOD_NOT_ALLOWED');
    }
  });

  it('routing comes before the key: an unknown path without a key is 404, not 401', async () => {
    const { gateway } = await setupGateway();
    expect((await gateway.fetch(new Request('http://x/api/v1/nope?api_key=1', { method: 'POST' }))).status).toBe(404);
  });

  it('serves openapi.json at both paths without a key and without metering', async () => {
    const { gateway } = await setupGateway();
    for (const path of ['/openapi.json', '/api/v1/openapi.json']) {
      const response = await read(await gateway.fetch(new Request(`http://x${path}`)));
      expect(response.status).toBe(200);
      expect(response.body.openapi).toBe('3.1.0');
      expectSixHeaders(response.headers);
    }
    const head = await gateway.fetch(new Request('http://x/openapi.json', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    const postDoc = await gateway.fetch(new Request('http://x/openapi.json', { method: 'POST' }));
    expect(postDoc.status).toBe(405);
    expect(postDoc.headers.get('allow')).toBe('GET, HEAD');
    const after = await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free)));
    expect(after.headers.get('x-quota-remaining')).toBe('499');
  });

  it('answers every operation with 503 SERVICE_UNAVAILABLE while switched off, read per request', async () => {
    let enabled = false;
    const { gateway } = await setupGateway(testConfig, { enabled: () => enabled });
    const off = await read(await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free))));
    expect(off.status).toBe(503);
    expect(off.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expectSixHeaders(off.headers);
    expect((await gateway.fetch(new Request('http://x/openapi.json'))).status).toBe(200);
    enabled = true;
    expect((await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free)))).status).toBe(200);
  });
});

describe('createGateway: keys in ruling 18 order', () => {
  const cases: Array<[string, Record<string, string>, string, number, number]> = [
    ['no key', {}, '', 401, 0],
    ['empty X-API-Key', { 'x-api-key': '' }, '', 401, 0],
    ['key in the query string, even with a good header key', bearer(KEYS.free), '?api_key=x', 401, 1],
    ['API_KEY in any case in the query', {}, '?API_KEY=', 401, 1],
    ['two different keys', { ...bearer(KEYS.free), 'x-api-key': KEYS.pro }, '', 400, 2],
    ['malformed key', bearer('daycalc_test_short'), '', 401, 3],
    ['another service word', bearer('stripe_test_0123456789abcdef0123'), '', 401, 3],
    ['Basic scheme', { authorization: 'Basic dXNlcjpwYXNz' }, '', 401, 3],
    ['live key on a test gateway, though unknown', bearer(KEYS.live), '', 403, 4],
    ['unknown key', bearer(KEYS.unknown), '', 401, 5],
    ['revoked key', { 'x-api-key': KEYS.revoked }, '', 401, 6],
    ['expired key', bearer(KEYS.expired), '', 401, 7],
  ];
  const codes = ['MISSING_API_KEY', 'API_KEY_IN_QUERY_STRING', 'INVALID_REQUEST', 'INVALID_API_KEY', 'ENVIRONMENT_MISMATCH', 'INVALID_API_KEY', 'REVOKED_API_KEY', 'EXPIRED_API_KEY'];
  it.each(cases)('%s', async (_name, headers, query, status, codeIndex) => {
    const { gateway } = await setupGateway();
    const request = new Request(`http://x/api/v1/day-of-week${query}`, { method: 'POST', headers, body: JSON.stringify(DAY_OF_WEEK) });
    const response = await read(await gateway.fetch(request, { clientAddress: '192.0.2.1' }));
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(codes[codeIndex]);
    expect(response.body.error.request_id).toBe(response.headers['x-request-id']);
    expectSixHeaders(response.headers);
    expect(response.headers['x-quota-limit']).toBe('0');
    expect(response.headers['x-quota-remaining']).toBe('0');
    expect(response.headers['x-ratelimit-limit']).toBe('30');
    for (const key of Object.values(KEYS)) expect(response.text).not.toContain(key.slice(13));
  });

  it('a key expires at its expires_at instant', async () => {
    const { gateway, clock } = await setupGateway();
    clock.now = Date.parse('2029-12-31T23:59:59.999Z');
    expect((await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.pro)))).status).toBe(200);
    clock.now = Date.parse('2030-01-01T00:00:00Z');
    expect((await read(await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.pro))))).body.error.code).toBe('EXPIRED_API_KEY');
  });

  it('the same live key on a live gateway is accepted', async () => {
    const live = { environment: 'live', accounts: [{ id: 'a', plan: 'free', keys: [{ key: KEYS.live }] }] };
    const { gateway } = await setupGateway(live);
    expect((await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.live)))).status).toBe(200);
    expect((await read(await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free))))).body.error.code).toBe('ENVIRONMENT_MISMATCH');
  });
});

describe('createGateway: metering', () => {
  it('lets exactly the per-minute limit through 60 concurrent calls, and 429s are not metered', async () => {
    const { gateway } = await setupGateway();
    const responses = await Promise.all(Array.from({ length: 60 }, () => gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free)))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const limited = await read(responses[statuses.indexOf(429)] as Response);
    expect(limited.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-quota-remaining']).toBe('470');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('rolls the minute window over at the UTC minute boundary, with retry-after to that boundary', async () => {
    const { gateway, clock } = await setupGateway();
    clock.now = Date.UTC(2026, 10, 23, 12, 0, 15);
    for (let index = 0; index < 30; index += 1) await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free)));
    clock.now = Date.UTC(2026, 10, 23, 12, 0, 59, 999);
    const limited = await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free)));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    clock.now = Date.UTC(2026, 10, 23, 12, 1, 0);
    const next = await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free)));
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe('29');
    expect(next.headers.get('x-quota-remaining')).toBe(String(500 - 31));
  });

  it('exhausts a plans-overridden monthly quota, resets it at the UTC month boundary, and meters failed validations', async () => {
    const { gateway, clock } = await setupGateway();
    clock.now = Date.UTC(2026, 0, 31, 23, 0);
    for (let index = 0; index < 40; index += 1) {
      if (index % 30 === 29) clock.now += 60_000; // stay under the per-minute limit
      const body = index % 2 === 0 ? DAY_OF_WEEK : { date: 'nope' };
      const response = await gateway.fetch(post('day-of-week', body, bearer(KEYS.pro)));
      expect(response.status).toBe(index % 2 === 0 ? 200 : 400);
      expect(response.headers.get('x-quota-remaining')).toBe(String(40 - index - 1));
    }
    clock.now = Date.UTC(2026, 0, 31, 23, 59, 59, 500);
    const exhausted = await read(await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.pro))));
    expect(exhausted.status).toBe(429);
    expect(exhausted.body.error.code).toBe('API_QUOTA_EXCEEDED');
    expect(exhausted.headers['x-quota-limit']).toBe('40');
    expect(exhausted.headers['x-quota-remaining']).toBe('0');
    expect(exhausted.headers['retry-after']).toBe('1');
    clock.now = Date.UTC(2026, 1, 1, 0, 0, 0);
    const fresh = await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.pro)));
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-quota-remaining')).toBe('39');
  });

  it('reports the per-minute limit before the monthly quota when both are used up', async () => {
    const config = { ...testConfig, plans: { free: { per_minute: 3, per_month: 3 } } };
    const { gateway } = await setupGateway(config);
    for (let index = 0; index < 3; index += 1) await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free)));
    expect((await read(await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free))))).body.error.code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('meters every call that passes the limits, whatever its outcome, and counts per account across keys', async () => {
    const { gateway } = await setupGateway();
    const outcomes = [
      await gateway.fetch(post('day-of-week', '{', bearer(KEYS.business))),
      await gateway.fetch(post('day-of-week', 'x'.repeat(20_000), bearer(KEYS.business))),
      await gateway.fetch(post('business-days-between', { start_date: '2024-01-01', end_date: '2024-01-02', country_code: 'ZZ' }, bearer(KEYS.business))),
    ];
    expect(outcomes.map((response) => response.status)).toEqual([400, 413, 422]);
    expect(outcomes.map((response) => response.headers.get('x-quota-remaining'))).toEqual(['99999', '99998', '99997']);
  });

  it('throttles failures before an account is known per client address, at the Free per-minute rate', async () => {
    const { gateway } = await setupGateway();
    const guess = (address: string) => gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.unknown)), { clientAddress: address });
    for (let index = 0; index < 30; index += 1) {
      const response = await guess('198.51.100.7');
      expect(response.status).toBe(401);
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(29 - index));
    }
    const throttled = await read(await guess('198.51.100.7'));
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await guess('198.51.100.8')).status).toBe(401);
    const good = await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free)), { clientAddress: '198.51.100.7' });
    expect(good.status).toBe(200);
  });
});

describe('createGateway: body', () => {
  const padded = (bytes: number): string => {
    const core = JSON.stringify(DAY_OF_WEEK);
    return core.slice(0, -1) + ' '.repeat(bytes - core.length) + '}';
  };
  const stream = (text: string): ReadableStream<Uint8Array> => {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 1000) controller.enqueue(bytes.slice(offset, offset + 1000));
        controller.close();
      },
    });
  };

  it('accepts 16,384 bytes and refuses 16,385 with a content-length', async () => {
    const { gateway } = await setupGateway();
    expect(new TextEncoder().encode(padded(16_384)).length).toBe(16_384);
    expect((await gateway.fetch(post('day-of-week', padded(16_384), bearer(KEYS.business)))).status).toBe(200);
    const tooLarge = await read(await gateway.fetch(post('day-of-week', padded(16_385), bearer(KEYS.business))));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('enforces the limit while reading a body without content-length', async () => {
    const { gateway } = await setupGateway();
    const send = (text: string) =>
      gateway.fetch(new Request('http://x/api/v1/day-of-week', { method: 'POST', headers: bearer(KEYS.business), body: stream(text), duplex: 'half' } as RequestInit));
    expect((await send(padded(16_384))).status).toBe(200);
    expect((await send(padded(16_385))).status).toBe(413);
  });

  it('reads bad JSON, non-UTF-8 bytes and an empty body as INVALID_JSON, and an array as INVALID_REQUEST', async () => {
    const { gateway } = await setupGateway();
    const latin1 = new Request('http://x/api/v1/day-of-week', { method: 'POST', headers: bearer(KEYS.business), body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    const results = [
      await gateway.fetch(post('day-of-week', '{"date":', bearer(KEYS.business))),
      await gateway.fetch(latin1),
      await gateway.fetch(new Request('http://x/api/v1/day-of-week', { method: 'POST', headers: bearer(KEYS.business) })),
      await gateway.fetch(post('day-of-week', [], bearer(KEYS.business))),
    ];
    const codes = await Promise.all(results.map(async (response) => (await response.json()).error.code));
    expect(codes).toEqual(['INVALID_JSON', 'INVALID_JSON', 'INVALID_JSON', 'INVALID_REQUEST']);
  });

  it('checks the size read even when a content-length within the limit understates it', async () => {
    const { gateway } = await setupGateway();
    const lying = new Request('http://x/api/v1/day-of-week', { method: 'POST', headers: { ...bearer(KEYS.business), 'content-length': '100' }, body: padded(16_385) });
    expect((await gateway.fetch(lying)).status).toBe(413);
    const multiByte = `{"date":"2024-07-04","x":"${'é'.repeat(8_190)}"}`; // 8,190 characters, 16,380 bytes of é
    const declared = new Request('http://x/api/v1/day-of-week', { method: 'POST', headers: { ...bearer(KEYS.business), 'content-length': '16000' }, body: multiByte });
    expect((await gateway.fetch(declared)).status).toBe(413);
  });

  it('the body limit comes after the key and the limits', async () => {
    const { gateway } = await setupGateway();
    expect((await gateway.fetch(post('day-of-week', padded(20_000)))).status).toBe(401);
  });
});

describe('createGateway: saved calendars', () => {
  const body = (id: string) => ({ date: '2026-06-01', business_calendar_id: id });

  it('uses the account\u2019s saved calendar when it has the feature', async () => {
    const { gateway } = await setupGateway();
    const response = await read(await gateway.fetch(post('is-business-day', body(CALENDAR_ID), bearer(KEYS.business))));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ is_business_day: false, reason: 'custom_holiday', label: 'Founders day' });
  });

  it('hides another account\u2019s calendar (404) and refuses accounts without the feature (403)', async () => {
    const { gateway } = await setupGateway();
    const other = await read(await gateway.fetch(post('is-business-day', body(OTHER_CALENDAR_ID), bearer(KEYS.business))));
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('BUSINESS_CALENDAR_NOT_FOUND');
    const noFeature = await read(await gateway.fetch(post('is-business-day', body(OTHER_CALENDAR_ID), bearer(KEYS.pro))));
    expect(noFeature.status).toBe(403);
    expect(noFeature.body.error.code).toBe('FEATURE_NOT_AVAILABLE');
  });
});

describe('createGateway: unexpected failures', () => {
  it('turns an exception into a bare 500 INTERNAL_ERROR with the six headers and no stack or key', async () => {
    const { gateway, errors } = await setupGateway(testConfig, {
      stores: {
        keys: { findKey: () => { throw new Error(`store down for ${KEYS.free}`); } },
        accounts: { findAccount: () => undefined },
        calendars: { findCalendar: () => undefined },
        meters: { consume: () => ({ allowed: true, counts: [1] }), peek: () => [0] },
      },
    });
    const response = await read(await gateway.fetch(post('day-of-week', DAY_OF_WEEK, bearer(KEYS.free))));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'INTERNAL_ERROR', message: expect.any(String), request_id: response.headers['x-request-id'] } });
    expectSixHeaders(response.headers);
    expect(response.text).not.toContain('store down');
    expect(response.text).not.toContain(KEYS.free);
    expect(response.text).not.toMatch(/at .*\.ts/);
    expect(errors).toHaveLength(1);
  });
});
