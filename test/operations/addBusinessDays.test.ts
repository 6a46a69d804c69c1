import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { addBusinessDays, type AddBusinessDaysInput } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { oracleAdd, oracleSummary } from '../_helpers/businessDayOracle.ts';
import { arbDecreedScenario, arbScenario, resolveOracleCalendar, SAVED_ID } from '../calendars/_calendarArbitraries.ts';
import { SYNTHETIC_FIRST } from '../_helpers/syntheticFirst.ts';

// BY, KZ and CL read synthetic tables with decreed working days in this file (SYNTHETIC_FIRST).

const d = (value: string) => value as PlainDate;

function calendarOf(fields: Parameters<typeof resolveCalendar>[0]): ResolvedCalendar {
  const result = resolveCalendar(fields, { holidays: SYNTHETIC_FIRST });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const us = calendarOf({});
const deBy = calendarOf({ country_code: 'DE', subdivision_code: 'BY' });

function add(start: string, days: number, calendar = us, extra: Partial<AddBusinessDaysInput> = {}) {
  const result = addBusinessDays({ start_date: d(start), days, ...extra }, calendar);
  if (!result.ok) throw new Error(`unexpected failure ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function failure(input: unknown, calendar: unknown = us) {
  const result = addBusinessDays(input as AddBusinessDaysInput, calendar as ResolvedCalendar);
  return result.ok ? undefined : result.error;
}

describe('addBusinessDays', () => {
  it('should skip Christmas and St Stephen in Bavaria', () => {
    const value = add('2024-12-20', 5, deBy);
    expect(value.result_date).toBe('2024-12-31');
    expect(value.summary).toMatchObject({ calendar_days_elapsed: 11, working_days_counted: 5, non_working_weekdays_skipped: 4, public_holidays_skipped: 2, reversed: false });
  });

  it('should skip Thanksgiving forwards and backwards', () => {
    expect(add('2024-11-27', 1).result_date).toBe('2024-11-29');
    expect(add('2024-11-29', -1).result_date).toBe('2024-11-27');
    expect(add('2024-11-29', -1).summary.reversed).toBe(true);
  });

  it('should return the start unchanged for 0 days and examine nothing', () => {
    const value = add('2024-11-28', 0, us, { include_start_date: true, detailed: true });
    expect(value.result_date).toBe('2024-11-28');
    expect(value.summary.calendar_days_elapsed).toBe(0);
    expect(value.trace).toEqual([]);
  });

  it('should count the start as day one only when it is a working day', () => {
    expect(add('2024-11-26', 1, us, { include_start_date: true }).result_date).toBe('2024-11-26');
    expect(add('2024-11-26', 2, us, { include_start_date: true }).result_date).toBe('2024-11-27');
    expect(add('2024-11-28', 1, us, { include_start_date: true }).result_date).toBe('2024-11-29');
    const value = add('2024-11-28', 1, us, { include_start_date: true, detailed: true });
    expect(value.trace?.map((item) => item.reason)).toEqual(['public_holiday', 'working_day']);
    expect(add('2024-11-26', -2, us, { include_start_date: true }).result_date).toBe('2024-11-25');
  });

  it('should count custom holidays and excluded dates of a saved calendar', () => {
    const saved = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: SYNTHETIC_FIRST, lookup: () => ({
      id: SAVED_ID,
      custom_holidays: [{ date: '2024-11-29', label: 'Day after Thanksgiving' }],
      excluded_dates: ['2024-12-02'],
    }) });
    if (!saved.ok) throw new Error(saved.error.message);
    const value = add('2024-11-27', 2, saved.value, { detailed: true });
    expect(value.result_date).toBe('2024-12-04');
    expect(value.summary).toMatchObject({ calendar_days_elapsed: 7, working_days_counted: 2, public_holidays_skipped: 1, custom_holidays_skipped: 1, excluded_dates_skipped: 1, non_working_weekdays_skipped: 2 });
    expect(value.trace?.[1]).toEqual({ date: '2024-11-29', weekday: 5, is_business_day: false, reason: 'custom_holiday', label: 'Day after Thanksgiving' });
  });

  it('should accept 25,000 days and refuse 25,001 with VALIDATION_ERROR on days', () => {
    expect(add('1950-01-01', 25_000).summary.working_days_counted).toBe(25_000);
    expect(add('2100-01-01', -25_000).summary.working_days_counted).toBe(25_000);
    expect(failure({ start_date: '2024-01-01', days: 25_001 })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'days' });
    expect(failure({ start_date: '2024-01-01', days: -25_001 })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'days' });
    expect(failure({ start_date: '2024-01-01', days: 1.5 })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'days' });
  });

  it('should handle 25,000 days with one working day a week without walking', () => {
    const mondays = calendarOf({ working_days: [1], include_public_holidays: false });
    expect(add('2000-01-03', 25_000, mondays).result_date).toBe('2479-02-20');
  });

  it('should trace walks of up to 400 calendar days and refuse longer ones', () => {
    const sevenDays = calendarOf({ working_days: [1, 2, 3, 4, 5, 6, 7], include_public_holidays: false });
    expect(add('2024-01-01', 400, sevenDays, { detailed: true }).trace).toHaveLength(400);
    expect(add('2024-01-01', 400, sevenDays, { detailed: true, include_start_date: true }).trace).toHaveLength(400);
    expect(failure({ start_date: '2024-01-01', days: 401, detailed: true }, sevenDays)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'detailed' });
    expect(add('2024-01-01', 401, sevenDays).result_date).toBe('2025-02-05');
  });

  it('should refuse results outside 0001-01-01..9999-12-31', () => {
    expect(failure({ start_date: '9999-12-30', days: 5 })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'days' });
    expect(failure({ start_date: '0001-01-02', days: -5 })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'days' });
    expect(add('9999-12-30', 1).result_date).toBe('9999-12-31');
  });

  it('should return failures for invalid input instead of throwing', () => {
    expect(failure({ start_date: '2024-02-30', days: 1 })).toMatchObject({ code: 'INVALID_DATE', field: 'start_date' });
    expect(failure({ start_date: '2024-01-01', days: '1' })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'days' });
    expect(failure({ start_date: '2024-01-01', days: 1, include_start_date: 1 })).toMatchObject({ field: 'include_start_date' });
    expect(failure({ start_date: '2024-01-01', days: 1 }, null)).toMatchObject({ code: 'VALIDATION_ERROR' });
    // The error precedence: input that is not an object is INVALID_REQUEST (issue #18).
    expect(failure(undefined)).toMatchObject({ code: 'INVALID_REQUEST' });
  });
});

describe('properties', () => {
  it('should match the day-by-day oracle on the result and every summary field', () => {
    fc.assert(
      fc.property(fc.oneof(arbScenario(60), arbDecreedScenario(60)), fc.boolean(), fc.boolean(), ({ calendar, start, span }, includeStart, detailed) => {
        const expected = oracleAdd(calendar, start, span, includeStart);
        const result = addBusinessDays({ start_date: d(start), days: span, include_start_date: includeStart, detailed }, resolveOracleCalendar(calendar));
        if (expected === undefined) return !result.ok && result.error.code === 'VALIDATION_ERROR';
        if (!result.ok) return detailed && result.error.field === 'detailed' && expected.days.length > 400;
        expect(result.value.result_date).toBe(expected.result);
        expect(result.value.summary).toMatchObject({ ...oracleSummary(expected.days), reversed: span < 0 });
        if (detailed) {
          expect(result.value.trace).toEqual(
            expected.days.map(({ date, weekday, reason, label }) => ({ date, weekday, is_business_day: reason === 'working_day' || reason === 'decreed_working_day', reason, ...(label === undefined ? {} : { label }) })),
          );
        }
        return true;
      }),
      { numRuns: 250 },
    );
  });

  it('should round-trip with businessDaysBetween forwards and backwards', () => {
    fc.assert(
      fc.property(fc.oneof(arbScenario(3000), arbDecreedScenario(3000)), fc.boolean(), ({ calendar, start, span }, includeStart) => {
        const resolved = resolveOracleCalendar(calendar);
        if (span === 0) return add(start, 0, resolved).result_date === start;
        const added = addBusinessDays({ start_date: d(start), days: span, include_start_date: includeStart }, resolved);
        if (!added.ok) return added.error.code === 'VALIDATION_ERROR';
        const counted = businessDaysBetween(
          { start_date: d(start), end_date: added.value.result_date, include_start_date: includeStart, include_end_date: true },
          resolved,
        );
        if (!counted.ok) return counted.error.code === 'RANGE_TOO_LARGE';
        expect(counted.value.business_days).toBe(Math.abs(span));
        // Same examined days, same counts; `reversed` differs only when the result is the start itself.
        expect({ ...counted.value.summary, reversed: span < 0 }).toEqual(added.value.summary);
        expect(counted.value.summary.reversed).toBe(added.value.result_date < start);
        return true;
      }),
      {
        numRuns: 200,
        examples: [
          [{ calendar: { country: 'US', workingDays: [2], includePublicHolidays: false, customHolidays: [], excludedDates: [] }, start: '3796-12-20', span: -1 }, true],
        ],
      },
    );
  });
});

/** A resolved calendar with one plan entry replaced (what a forged or hand-edited calendar looks like). */
function withPlan(calendar: ResolvedCalendar, key: string, value: unknown): unknown {
  return { ...calendar, plan: { ...calendar.plan, [key]: value } };
}

describe('addBusinessDays: run-time checks of its arguments (issue #18)', () => {
  const failure = (input: unknown, calendar: unknown = us) => {
    const result = addBusinessDays(input as AddBusinessDaysInput, calendar as ResolvedCalendar);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should follow the error precedence: not an object, missing, the date, the values, then the calendar', () => {
    expect(failure(null)).toBe('INVALID_REQUEST:undefined');
    expect(failure({ start_date: '2024-01-01' })).toBe('INVALID_REQUEST:days');
    expect(failure({ days: 1 })).toBe('INVALID_REQUEST:start_date');
    expect(failure({ start_date: '2024-02-30', days: 'x' })).toBe('INVALID_DATE:start_date');
    expect(failure({ start_date: '2024-01-01', days: Number.NaN })).toBe('VALIDATION_ERROR:days');
    expect(failure({ start_date: '2024-01-01', days: Number.POSITIVE_INFINITY })).toBe('VALIDATION_ERROR:days');
    expect(failure({ start_date: '2024-01-01', days: 1, detailed: 'yes' }, {})).toBe('VALIDATION_ERROR:detailed');
    expect(failure({ start_date: '2024-01-01', days: 1 }, { plan: {} })).toBe('VALIDATION_ERROR:calendar');
  });

  it('should refuse a calendar whose week tables would make the jumps loop, without hanging', () => {
    const started = performance.now();
    expect(failure({ start_date: '2024-01-01', days: 2_500 }, withPlan(us, 'workingPerWeek', 0))).toBe('VALIDATION_ERROR:calendar');
    expect(failure({ start_date: '2024-01-01', days: -2_500 }, withPlan(us, 'weekPosition', new Int32Array(5)))).toBe('VALIDATION_ERROR:calendar');
    expect(performance.now() - started).toBeLessThan(50);
  });
});
