import { describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN } from '../../src/protocol/wire.ts';
import { KEYS, SIX_HEADERS, bearer, post, read, setupGateway, testConfig } from './_setup.ts';

// What any client sees of a gateway (keys, the six headers, ids, routing, body limits, metering, saved
// calendars) is in the gateway contract, test/contract/gateway.contract.ts, run in process and over HTTP.
// Here: the cases that steer the gateway (its clock, the flag, other configs, lying headers, failing stores).

const DAY_OF_WEEK = { date: '2024-07-04' };

function expectSixHeaders(headers: Record<string, string>): void {
  for (const name of SIX_HEADERS) expect(typeof headers[name], name).toBe('string');
  expect(headers['x-api-version']).toBe('v1');
  expect(headers['x-request-id']).toMatch(REQUEST_ID_PATTERN);
}

describe('createGateway: success', () => {
  it('gives age its default as_of_date from the gateway clock, in UTC', async () => {
    const { gateway, clock } = await setupGateway();
    clock.now = Date.UTC(2026, 2, 1, 0, 30); // 2026-03-01 00:30 UTC (still 28 Feb in the Americas)
    const response = await read(await gateway.fetch(post('age', { birth_date: '2000-03-01' }, bearer(KEYS.free))));
    expect(response.status).toBe(200);
    expect(response.body.data.years).toBe(26);
    expect(response.body.data.as_of_date).toBe('2026-03-01');
  });
});

describe('createGateway: routing and the flag', () => {
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

describe('createGateway: keys in the order of checks', () => {
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
});

describe('createGateway: body', () => {
  const padded = (bytes: number): string => {
    const core = JSON.stringify(DAY_OF_WEEK);
    return core.slice(0, -1) + ' '.repeat(bytes - core.length) + '}';
  };

  it('checks the size read even when a content-length within the limit understates it', async () => {
    const { gateway } = await setupGateway();
    const lying = new Request('http://x/api/v1/day-of-week', { method: 'POST', headers: { ...bearer(KEYS.business), 'content-length': '100' }, body: padded(16_385) });
    expect((await gateway.fetch(lying)).status).toBe(413);
    const multiByte = `{"date":"2024-07-04","x":"${'é'.repeat(8_190)}"}`; // 8,190 characters, 16,380 bytes of é
    const declared = new Request('http://x/api/v1/day-of-week', { method: 'POST', headers: { ...bearer(KEYS.business), 'content-length': '16000' }, body: multiByte });
    expect((await gateway.fetch(declared)).status).toBe(413);
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
