// Holiday types and languages over HTTP (docs/decisions.md#holiday-types, docs/decisions.md#languages): the
// fields on every operation with a calendar, their errors with the spec's codes and statuses, the
// language applied to a saved calendar too, and countries listing each country's types and languages.
import { describe, expect, it } from 'vitest';
import { KEYS, bearer, post, read, setupGateway } from './_setup.ts';

const BASE = 'http://daycalc.test';

describe('holiday_types and language through the API', () => {
  it('answers holidays in German with Austria\'s bank days, and says the language and the types', async () => {
    const { gateway } = await setupGateway();
    const listed = await read(await gateway.fetch(post('holidays', { year: 2026, country_code: 'AT', holiday_types: ['public', 'bank'], language: 'de-at' }, bearer(KEYS.business))));
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ country_code: 'AT', language: 'de', holiday_types: ['public', 'bank'] });
    const days = listed.body.data.holidays as { date: string; label: string; holiday_type?: string }[];
    expect(days.find((day) => day.date === '2026-12-24')).toEqual({ date: '2026-12-24', weekday: 4, kind: 'public_holiday', label: 'Heiliger Abend', holiday_type: 'bank' });
    expect(days.find((day) => day.date === '2026-12-25')).toEqual({ date: '2026-12-25', weekday: 5, kind: 'public_holiday', label: 'Christtag' });
    const counted = await read(await gateway.fetch(post('business-days-between', { start_date: '2026-12-21', end_date: '2026-12-31', country_code: 'AT', holiday_types: ['public', 'bank'] }, bearer(KEYS.business))));
    expect(counted.body.data.business_days).toBe(6);
    const publicOnly = await read(await gateway.fetch(post('business-days-between', { start_date: '2026-12-21', end_date: '2026-12-31', country_code: 'AT' }, bearer(KEYS.business))));
    expect(publicOnly.body.data.business_days).toBe(8);
  });

  it('refuses bad values with 422 VALIDATION_ERROR naming the field and what it received', async () => {
    const { gateway } = await setupGateway();
    const types = await read(await gateway.fetch(post('is-business-day', { date: '2026-12-24', country_code: 'AT', holiday_types: ['bank'] }, bearer(KEYS.business))));
    expect([types.status, types.body.error.code]).toEqual([422, 'VALIDATION_ERROR']);
    expect(types.body.error.message).toContain('holiday_types');
    const language = await read(await gateway.fetch(post('is-business-day', { date: '2026-12-24', country_code: 'AT', language: 'german' }, bearer(KEYS.business))));
    expect([language.status, language.body.error.code]).toEqual([422, 'VALIDATION_ERROR']);
    expect(language.body.error.message).toContain('language');
    expect(language.body.error.message).toContain('german');
  });

  it('applies language to a saved calendar (the reader\'s language), and ignores holiday_types beside business_calendar_id', async () => {
    const { gateway } = await setupGateway();
    const created = await read(await gateway.fetch(new Request(`${BASE}/api/v1/calendars`, { method: 'POST', headers: bearer(KEYS.business), body: JSON.stringify({ name: 'Berlin office', country_code: 'DE', subdivision_code: 'BE' }) })));
    expect(created.status).toBe(201);
    const id = created.body.data.calendar.id as string;
    const answer = await read(await gateway.fetch(post('is-business-day', { date: '2025-10-03', business_calendar_id: id, language: 'de' }, bearer(KEYS.business))));
    expect(answer.body.data).toMatchObject({ reason: 'public_holiday', label: 'Tag der Deutschen Einheit', language: 'de' });
    const english = await read(await gateway.fetch(post('is-business-day', { date: '2025-10-03', business_calendar_id: id }, bearer(KEYS.business))));
    expect(english.body.data.label).toBe('German Unity Day');
    expect(english.body.data).not.toHaveProperty('language');
  });

  it('countries lists each country\'s holiday types and languages', async () => {
    const { gateway } = await setupGateway();
    const listed = await read(await gateway.fetch(post('countries', { country_code: 'IN' }, bearer(KEYS.business))));
    expect(listed.body.data.countries[0]).toMatchObject({ code: 'IN', holiday_types: ['public', 'optional'], languages: ['en-IN', 'bn', 'en-US', 'gu', 'hi', 'kn', 'ml', 'mr', 'pa', 'ta', 'te'] });
  });
});
