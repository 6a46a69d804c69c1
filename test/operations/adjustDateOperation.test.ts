// adjust-date through `execute` (the API's request layer, calendar resolution and holiday loading)
// against the naive day walk of each convention.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { execute } from '../../src/catalog/execute.ts';
import { ADJUST_DATE_CONVENTIONS } from '../../src/operations/adjustDate/adjustDate.ts';
import { oracleClassify, oracleIsWorking } from '../_helpers/businessDayOracle.ts';
import { arbDecreedScenario, arbScenario, SAVED_ID, savedCalendarOf } from '../calendars/_calendarArbitraries.ts';
import { naiveAdjust } from './_naiveAdjust.ts';

// BY, KZ and CL read synthetic tables with decreed working days in this file: `execute`
// imports a country's table module by itself, so the modules are replaced.
vi.mock('../../src/calendars/holidayTables/BY.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('BY'));
vi.mock('../../src/calendars/holidayTables/KZ.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('KZ'));
vi.mock('../../src/calendars/holidayTables/CL.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('CL'));
vi.mock('../../src/calendars/holidayTables/CL.subdivisions.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('CL', 'subdivisions'));

describe('adjust-date (the operation)', () => {
  it('should default to following and say why the date rolled', async () => {
    expect(await execute('adjust-date', { date: '2026-10-31', country_code: 'US' })).toEqual({
      ok: true,
      status: 200,
      data: { date: '2026-10-31', convention: 'following', adjusted_date: '2026-11-02', days_moved: 2, is_business_day: false, reason: 'non_working_weekday' },
    });
    expect(await execute('adjust-date', { date: '2026-12-25', convention: 'preceding', country_code: 'DE' })).toMatchObject({
      ok: true,
      data: { adjusted_date: '2026-12-24', days_moved: -1, reason: 'public_holiday', label: 'Christmas Day' },
    });
  });

  it('should answer the error precedence\'s codes in order', async () => {
    const code = async (body: unknown) => {
      const answer = await execute('adjust-date', body);
      return answer.ok ? 'ok' : `${answer.error.code} ${answer.error.field ?? ''}`.trim();
    };
    expect(await code({ convention: 'nope' })).toBe('INVALID_REQUEST date');
    expect(await code({ date: '2026-02-30', convention: 'nope' })).toBe('INVALID_DATE date');
    expect(await code({ date: '2026-02-28', convention: 'nope', country_code: 'XX' })).toBe('VALIDATION_ERROR convention');
    expect(await code({ date: '2026-02-28', convention: 'Following' })).toBe('VALIDATION_ERROR convention');
    expect(await code({ date: '2026-02-28', country_code: 'XX' })).toBe('INVALID_COUNTRY country_code');
    expect(await code({ date: '9999-12-31', working_days: [1] })).toBe('VALIDATION_ERROR date');
    expect(await code({ date: '9999-12-31', working_days: [1], convention: 'modified_following' })).toBe('ok');
  });

  it('should equal the naive day walk of every convention, for random saved and inline calendars', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(arbScenario(30), arbDecreedScenario(30)), fc.constantFrom(...ADJUST_DATE_CONVENTIONS), async ({ calendar, start }, convention) => {
        const inline = calendar.customHolidays.length === 0 && calendar.excludedDates.length === 0;
        const body = inline
          ? { date: start, convention, country_code: calendar.country, ...(calendar.subdivision === undefined ? {} : { subdivision_code: calendar.subdivision }), working_days: calendar.workingDays, include_public_holidays: calendar.includePublicHolidays }
          : { date: start, convention, business_calendar_id: SAVED_ID };
        const answer = await execute('adjust-date', body, { calendars: () => savedCalendarOf(calendar) });
        const expected = naiveAdjust(calendar, start, convention);
        if (expected === undefined) {
          expect(answer).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date' } });
          return;
        }
        const why = oracleClassify(calendar, start);
        expect(answer).toEqual({
          ok: true,
          status: 200,
          data: {
            date: start,
            convention,
            adjusted_date: expected,
            days_moved: Temporal.PlainDate.from(start).until(expected).days,
            is_business_day: oracleIsWorking(why),
            reason: why.reason,
            ...(why.label === undefined ? {} : { label: why.label }),
          },
        });
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
