// The gateway passes each call's account and the request's signal to `execute` (issue 28, item 1):
// years outside the compiled tables are computed fairly per account, and a client that hangs up
// stops the work for its call. date-holidays computes CN and VN years in tens of milliseconds each.
import { describe, expect, it } from 'vitest';
import { isOutsideYearReady } from '../../src/calendars/outsideYears.ts';
import { KEYS, setupGateway } from './_setup.ts';

const post = (key: string, body: unknown, signal?: AbortSignal): Request =>
  new Request('http://localhost/api/v1/business-days-between', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal === undefined ? {} : { signal }),
  });

const readyYears = (country: string, from: number, count: number): number =>
  Array.from({ length: count }, (_, offset) => isOutsideYearReady(country, undefined, from + offset)).filter(Boolean).length;

describe('gateway: years outside the compiled tables', () => {
  it("should answer one account's far-year call while another account's long span is still computed", async () => {
    const { gateway } = await setupGateway();
    let longDone = false;
    const long = gateway.fetch(post(KEYS.business, { start_date: '3700-01-01', end_date: '3719-12-31', country_code: 'CN' })).then((response) => {
      longDone = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const short = await gateway.fetch(post(KEYS.pro, { start_date: '3750-01-01', end_date: '3750-01-31', country_code: 'VN' }));
    expect(short.status).toBe(200);
    expect(longDone).toBe(false);
    expect((await long).status).toBe(200);
  }, 60_000);

  it('should stop computing the years of a call whose client hung up', async () => {
    const { gateway } = await setupGateway();
    const controller = new AbortController();
    const pending = gateway.fetch(post(KEYS.business, { start_date: '3300-01-01', end_date: '3399-12-31', country_code: 'CN' }, controller.signal));
    setTimeout(() => controller.abort(), 60);
    const response = await pending;
    // Nobody reads it; the history and the request log say 499 (client closed the request), not 503.
    expect(response.status).toBe(499);
    const atAbort = readyYears('CN', 3300, 100);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readyYears('CN', 3300, 100)).toBe(atAbort);
    expect(atAbort).toBeLessThan(100);
  }, 60_000);
});
