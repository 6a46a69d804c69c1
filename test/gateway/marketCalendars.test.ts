// Saved calendars of a market (docs/decisions.md#markets): through the API a calendar may name a
// market instead of a country; the market is checked when the calendar is saved, the view shows it,
// and operations naming the saved calendar use the market's closures.
import { describe, expect, it } from 'vitest';
import { KEYS, bearer, post, read, setupGateway } from './_setup.ts';

const BASE = 'http://daycalc.test';

async function create(gateway: Awaited<ReturnType<typeof setupGateway>>['gateway'], body: unknown) {
  return read(await gateway.fetch(new Request(`${BASE}/api/v1/calendars`, { method: 'POST', headers: bearer(KEYS.business), body: JSON.stringify(body) })));
}

describe('saved market calendars through the API', () => {
  it('saves a market calendar, shows it with market_code and no country, and counts with its closures', async () => {
    const { gateway } = await setupGateway();
    const created = await create(gateway, { name: 'NYSE desk', market_code: 'xnys' });
    expect(created.status).toBe(201);
    expect(created.body.data.calendar).toMatchObject({ name: 'NYSE desk', market_code: 'XNYS', country_code: null, subdivision_code: null });
    const id = created.body.data.calendar.id as string;
    const carter = await read(await gateway.fetch(post('is-business-day', { date: '2025-01-09', business_calendar_id: id }, bearer(KEYS.business))));
    expect(carter.body.data).toMatchObject({ is_business_day: false, reason: 'public_holiday' });
    const veterans = await read(await gateway.fetch(post('is-business-day', { date: '2024-11-11', business_calendar_id: id }, bearer(KEYS.business))));
    expect(veterans.body.data.is_business_day).toBe(true);
  });

  it('refuses a market that does not exist, and a market beside a country, with 422 VALIDATION_ERROR', async () => {
    const { gateway } = await setupGateway();
    const unknown = await create(gateway, { market_code: 'ZZZZ' });
    expect([unknown.status, unknown.body.error.code]).toEqual([422, 'VALIDATION_ERROR']);
    expect(unknown.body.error.message).toContain('market_code ZZZZ');
    const both = await create(gateway, { market_code: 'XNYS', country_code: 'US' });
    expect([both.status, both.body.error.code, both.body.error.message]).toEqual([422, 'VALIDATION_ERROR', 'market_code and country_code are exclusive: give one']);
  });

  it('answers an operation with market_code over HTTP, and its errors name the field', async () => {
    const { gateway } = await setupGateway();
    const counted = await read(await gateway.fetch(post('business-days-between', { market_code: 'XNYS', start_date: '2025-01-01', end_date: '2025-01-31' }, bearer(KEYS.business))));
    expect(counted.body.data.business_days).toBe(20);
    const bad = await read(await gateway.fetch(post('business-days-between', { market_code: 'NYSE', start_date: '2025-01-01', end_date: '2025-01-31' }, bearer(KEYS.business))));
    expect([bad.status, bad.body.error.code, bad.body.error.message]).toEqual([422, 'VALIDATION_ERROR', "market_code NYSE is not a market of daycalc's data: NYSE is a name, the MIC is XNYS"]);
  });
});
