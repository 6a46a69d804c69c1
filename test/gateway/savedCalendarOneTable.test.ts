// Saved calendars have one field table and one set of limits (issue 29, item 1): the API's body check,
// the config file, a store's calendar read by the gateway and a library lookup refuse the same calendar
// at the same part, with the same words, and take the same calendar at each limit.
import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import { SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS, SAVED_CALENDAR_MAX_EXCLUDED_DATES, SAVED_CALENDAR_MAX_NAME_LENGTH } from '../../src/calendars/savedCalendarLimits.ts';
import { checkCalendarBody } from '../../src/gateway/calendarBody.ts';
import { createGateway } from '../../src/gateway/index.ts';
import { checkGatewayConfig, loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { US } from '../../src/holidays/us.ts';
import { MAX_CALENDAR_CUSTOM_HOLIDAYS, MAX_CALENDAR_EXCLUDED_DATES, MAX_CALENDAR_NAME_LENGTH } from '../../src/protocol/wire.ts';
import { KEYS, bearer, post, read, testConfig } from './_setup.ts';

const BASE = 'http://daycalc.test';
const ID = '7f0c4b1e-9a55-4c3e-8d2f-0b6a1c2d3e4f';
const INVALID = 'business_calendar_id refers to a saved calendar that is invalid: ';
const START = Date.UTC(2026, 10, 23, 12, 0, 0);

/** `count` distinct dates from 2030-01-01 on. */
const dates = (count: number): string[] => Array.from({ length: count }, (_, n) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const holidays = (count: number): Array<{ date: string; label: string }> => dates(count).map((date) => ({ date, label: 'Office closed' }));

/** Calendars with one bad part, and the path of that part. */
const BAD: ReadonlyArray<[Record<string, unknown>, string]> = [
  [{ custom_holidays: holidays(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS + 1) }, 'custom_holidays'],
  [{ excluded_dates: dates(SAVED_CALENDAR_MAX_EXCLUDED_DATES + 1) }, 'excluded_dates'],
  [{ custom_holidays: 'none' }, 'custom_holidays'],
  [{ custom_holidays: [5] }, 'custom_holidays[0]'],
  [{ custom_holidays: [{ date: '2026-01-01', label: 'a\nb' }] }, 'custom_holidays[0].label'],
  [{ custom_holidays: [{ date: '2026-01-01', label: '' }] }, 'custom_holidays[0].label'],
  [{ custom_holidays: [{ date: '2026-01-01', label: '   ' }] }, 'custom_holidays[0].label'],
  [{ custom_holidays: [{ date: '2026-01-01', label: 'Office \ud83d' }] }, 'custom_holidays[0].label'],
  [{ custom_holidays: [{ date: '2026-01-01', label: 5 }] }, 'custom_holidays[0].label'],
  [{ custom_holidays: [{ date: '2026-01-01', label: 'x' }, { date: '2026-01-02' }] }, 'custom_holidays[1].label'],
  [{ custom_holidays: [{ date: '2026-02-30', label: 'x' }] }, 'custom_holidays[0].date'],
  [{ excluded_dates: ['2026-01-01', 'soon'] }, 'excluded_dates[1]'],
  [{ excluded_dates: null }, 'excluded_dates'],
  [{ working_days: [8] }, 'working_days'],
  [{ country_code: 'USA' }, 'country_code'],
  [{ subdivision_code: 5 }, 'subdivision_code'],
  [{ include_public_holidays: 'yes' }, 'include_public_holidays'],
];

/** The one-account config holding `calendar`. */
const configWith = (calendar: Record<string, unknown>): unknown => ({
  environment: 'test',
  accounts: [{ id: 'acct_1', plan: 'business', features: ['business_calendars'], calendars: [{ id: ID, ...calendar }] }],
});

/** What the library lookup says of `calendar` (a stored calendar: its id, name and timestamps beside its fields). */
function lookupError(calendar: Record<string, unknown>): { code: string; field?: string; message: string } | undefined {
  const answer = resolveCalendar({ business_calendar_id: ID }, { lookup: () => ({ id: ID, ...calendar }) as never, holidays: US });
  return answer.ok ? undefined : answer.error;
}

/** A gateway on the test config whose managed-calendar store the test writes into directly, as a store that was not written through the API. */
async function gatewayWithStore() {
  const loaded = await loadGatewayConfig(testConfig);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const { stores } = loaded.value;
  const gateway = createGateway({ environment: 'test', stores, now: () => START });
  let made = 0;
  /** Stores `calendar` for the Business account and answers an operation that uses it. */
  const useStored = async (calendar: Record<string, unknown>) => {
    const id = `7f0c4b1e-9a55-4c3e-8d2f-${(made += 1).toString(16).padStart(12, '0')}`;
    const at = new Date(START).toISOString();
    await stores.managedCalendars!.createCalendar('acct_business', { id, ...calendar, created_at: at, updated_at: at } as never, 100);
    const answer = await read(await gateway.fetch(post('is-business-day', { date: '2026-01-05', business_calendar_id: id }, bearer(KEYS.business))));
    return { ...answer, message: answer.body.error?.message?.replace(id, ID) as string | undefined };
  };
  const create = async (body: Record<string, unknown>) => read(await gateway.fetch(new Request(`${BASE}/api/v1/calendars`, { method: 'POST', headers: bearer(KEYS.business), body: JSON.stringify(body) })));
  return { useStored, create };
}

describe('saved calendars: one field table for the API, the config file, the stores and a lookup', () => {
  it('uses the same limits everywhere, under the API names too', () => {
    expect([MAX_CALENDAR_CUSTOM_HOLIDAYS, MAX_CALENDAR_EXCLUDED_DATES, MAX_CALENDAR_NAME_LENGTH]).toEqual([
      SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS,
      SAVED_CALENDAR_MAX_EXCLUDED_DATES,
      SAVED_CALENDAR_MAX_NAME_LENGTH,
    ]);
    expect([SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS, SAVED_CALENDAR_MAX_EXCLUDED_DATES, SAVED_CALENDAR_MAX_NAME_LENGTH]).toEqual([1_000, 1_000, 100]);
  });

  it('refuses the same calendar at the same part with the same words on every path', async () => {
    const { useStored } = await gatewayWithStore();
    for (const [calendar, at] of BAD) {
      const label = JSON.stringify(calendar).slice(0, 80);
      // The library lookup: VALIDATION_ERROR on business_calendar_id, naming the part and what it must be.
      const looked = lookupError(calendar);
      expect([looked?.code, looked?.field], label).toEqual(['VALIDATION_ERROR', 'business_calendar_id']);
      expect(looked!.message.startsWith(`${INVALID}${at} must be `), `${label}: ${looked!.message}`).toBe(true);
      const said = looked!.message.slice(INVALID.length);
      // The API body: the same part, and for a value the same words before what it received.
      const body = checkCalendarBody(calendar);
      expect(body.ok ? undefined : body.error.field, label).toBe(at);
      if (!body.ok && body.error.code === 'VALIDATION_ERROR') expect(body.error.message.startsWith(`${said}; received `), `${label}: ${body.error.message}`).toBe(true);
      // The config file: the same words, at the calendar.
      const config = checkGatewayConfig(configWith(calendar));
      expect(config.ok ? [] : config.problems, label).toEqual([`accounts[0].calendars[0]: ${said}`]);
      // A store's calendar the gateway reads: the lookup's answer, as the API answers it.
      const stored = await useStored(calendar);
      expect([stored.status, stored.body.error?.code, stored.message], label).toEqual([422, 'VALIDATION_ERROR', looked!.message]);
    }
  });

  it('takes a calendar at each limit and refuses one over it, on every path', async () => {
    const { useStored, create } = await gatewayWithStore();
    const cases: ReadonlyArray<[string, (count: number) => Record<string, unknown>, number]> = [
      ['custom_holidays', (count) => ({ custom_holidays: holidays(count) }), SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS],
      ['excluded_dates', (count) => ({ excluded_dates: dates(count) }), SAVED_CALENDAR_MAX_EXCLUDED_DATES],
    ];
    for (const [field, calendarOf, limit] of cases) {
      const [atLimit, over] = [calendarOf(limit), calendarOf(limit + 1)];
      expect((await create(atLimit)).status, `API ${field} at the limit`).toBe(201);
      expect([(await create(over)).status, (await create(over)).body.error.message], `API ${field} over`).toEqual([422, expect.stringMatching(new RegExp(`^${field} must be an array of at most ${limit} `))]);
      expect(checkGatewayConfig(configWith(atLimit)).ok, `config ${field} at the limit`).toBe(true);
      expect(checkGatewayConfig(configWith(over)), `config ${field} over`).toEqual({ ok: false, problems: [expect.stringMatching(new RegExp(`^accounts\\[0\\]\\.calendars\\[0\\]: ${field} must be an array of at most ${limit} `))] });
      expect(lookupError(atLimit), `lookup ${field} at the limit`).toBeUndefined();
      expect(lookupError(over), `lookup ${field} over`).toMatchObject({ code: 'VALIDATION_ERROR', field: 'business_calendar_id', message: expect.stringContaining(`invalid: ${field} must be`) });
      expect((await useStored(atLimit)).status, `store ${field} at the limit`).toBe(200);
      expect([(await useStored(over)).status, (await useStored(over)).body.error.code], `store ${field} over`).toEqual([422, 'VALIDATION_ERROR']);
    }
  });

  it('takes a name of 100 characters and refuses 101 in the API and the config file; a lookup and a store read leave names alone', async () => {
    const { useStored, create } = await gatewayWithStore();
    const name = (length: number): string => '\u{1F3E2}'.repeat(length); // one character, two UTF-16 units
    expect((await create({ name: name(SAVED_CALENDAR_MAX_NAME_LENGTH) })).status).toBe(201);
    const refused = await create({ name: name(SAVED_CALENDAR_MAX_NAME_LENGTH + 1) });
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([422, 'VALIDATION_ERROR', expect.stringMatching(/^name must be a string of 1 to 100 characters /)]);
    expect(checkGatewayConfig(configWith({ name: name(SAVED_CALENDAR_MAX_NAME_LENGTH) })).ok).toBe(true);
    expect(checkGatewayConfig(configWith({ name: name(SAVED_CALENDAR_MAX_NAME_LENGTH + 1) }))).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^accounts\[0\]\.calendars\[0\]: name must be a string of 1 to 100 characters .*; received "/)],
    });
    expect(checkGatewayConfig(configWith({ name: 'a\nb' })).ok).toBe(false);
    // The name is bookkeeping to a lookup, as are the timestamps: not read, so not checked.
    for (const bookkeeping of [{ name: name(SAVED_CALENDAR_MAX_NAME_LENGTH + 1) }, { name: 5, created_at: null }]) {
      expect(lookupError(bookkeeping)).toBeUndefined();
      expect((await useStored(bookkeeping)).status).toBe(200);
    }
  });

  it('ignores keys outside the table in a stored calendar, and refuses them in an API body', () => {
    const calendar = { owner: 'acct_1', custom_holidays: [{ date: '2026-01-01', label: 'x', source: 'import' }] };
    expect(lookupError(calendar)).toBeUndefined();
    expect(checkGatewayConfig(configWith(calendar)).ok).toBe(true);
    expect(checkCalendarBody(calendar)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_FIELD', field: 'owner' } });
    expect(checkCalendarBody({ custom_holidays: calendar.custom_holidays })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_FIELD', field: 'custom_holidays[0].source' } });
  });
});
