import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { businessDaysBetween, type BusinessDaysBetweenInput } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { oracleBetweenDays, oracleIsWorking, oracleSummary } from '../_helpers/businessDayOracle.ts';
import { arbDecreedScenario, arbScenario, resolveOracleCalendar, shiftDate } from '../calendars/_calendarArbitraries.ts';
import { SYNTHETIC_FIRST } from '../_helpers/syntheticFirst.ts';

// BY, KZ and CL read synthetic tables with decreed working days in this file (SYNTHETIC_FIRST).

const d = (value: string) => value as PlainDate;

function calendarOf(fields: Parameters<typeof resolveCalendar>[0]): ResolvedCalendar {
  const result = resolveCalendar(fields, { holidays: SYNTHETIC_FIRST });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const us = calendarOf({});

function between(input: Omit<Partial<BusinessDaysBetweenInput>, 'start_date' | 'end_date'> & { start_date: string; end_date: string }, calendar = us) {
  const result = businessDaysBetween({ ...input, start_date: d(input.start_date), end_date: d(input.end_date) }, calendar);
  if (!result.ok) throw new Error(`unexpected failure ${result.error.code}: ${result.error.message}`);
  return result.value;
}

describe('businessDaysBetween', () => {
  it('should count US Thanksgiving week as 4 business days', () => {
    const value = between({ start_date: '2024-11-25', end_date: '2024-11-29' });
    expect(value.business_days).toBe(4);
    expect(value.calendar_days).toBe(5);
    expect(value.summary).toEqual({
      calendar_days_elapsed: 5,
      working_days_counted: 4,
      non_working_weekdays_skipped: 0,
      public_holidays_skipped: 1,
      custom_holidays_skipped: 0,
      excluded_dates_skipped: 0,
      reversed: false,
      provider: 'daycalc-tables',
      provider_version: 'python-holidays 0.105; date-holidays 3.37.0',
    });
    expect(value.trace).toBeUndefined();
  });

  it('should name the holiday data of the span: the tables inside 1900-2199, date-holidays outside, both across the edge', async () => {
    const anyYear = await loadCalendar({}, { years: { from: 1850, to: 2300 } });
    if (!anyYear.ok) throw new Error(anyYear.error.message);
    const names = (start_date: string, end_date: string, calendar = anyYear.value) => {
      const { provider, provider_version } = between({ start_date, end_date }, calendar).summary;
      return [provider, provider_version];
    };
    expect(names('1900-01-01', '1999-12-31')).toEqual(['daycalc-tables', 'python-holidays 0.105; date-holidays 3.37.0']);
    expect(names('2100-01-01', '2199-12-31')).toEqual(['daycalc-tables', 'python-holidays 0.105; date-holidays 3.37.0']);
    expect(names('2300-01-01', '2300-12-31')).toEqual(['date-holidays', '3.37.0']);
    expect(names('1850-01-01', '1899-12-31')).toEqual(['date-holidays', '3.37.0']);
    expect(names('2199-12-31', '2200-01-01')).toEqual(['daycalc-tables+date-holidays', 'python-holidays 0.105; date-holidays 3.37.0']);
    // A calendar without public holidays uses no holiday data: it keeps the calendar's names.
    const weekendsOnly = resolveCalendar({ include_public_holidays: false }, { holidays: SYNTHETIC_FIRST });
    if (!weekendsOnly.ok) throw new Error(weekendsOnly.error.message);
    expect(names('2300-01-01', '2300-12-31', weekendsOnly.value)).toEqual(['daycalc-tables', 'python-holidays 0.105; date-holidays 3.37.0']);
  });

  it('should apply the include flags to the ends', () => {
    expect(between({ start_date: '2024-11-25', end_date: '2024-11-29', include_start_date: false }).business_days).toBe(3);
    expect(between({ start_date: '2024-11-25', end_date: '2024-11-29', include_end_date: false }).business_days).toBe(3);
    const neither = between({ start_date: '2024-11-25', end_date: '2024-11-29', include_start_date: false, include_end_date: false });
    expect([neither.business_days, neither.calendar_days]).toEqual([2, 3]);
  });

  it('should examine one day for a same-day range only when both flags are true', () => {
    expect(between({ start_date: '2024-11-26', end_date: '2024-11-26' }).calendar_days).toBe(1);
    expect(between({ start_date: '2024-11-26', end_date: '2024-11-26' }).business_days).toBe(1);
    for (const flags of [{ include_start_date: false }, { include_end_date: false }]) {
      const value = between({ start_date: '2024-11-26', end_date: '2024-11-26', ...flags, detailed: true });
      expect([value.business_days, value.calendar_days, value.trace]).toEqual([0, 0, []]);
    }
  });

  it('should count a reversed range, report it and trace it from start to end', () => {
    const value = between({ start_date: '2024-11-29', end_date: '2024-11-25', detailed: true });
    expect(value.business_days).toBe(4);
    expect(value.summary.reversed).toBe(true);
    expect(value.trace?.map((item) => item.date)).toEqual(['2024-11-29', '2024-11-28', '2024-11-27', '2024-11-26', '2024-11-25']);
    expect(value.trace?.[1]).toEqual({ date: '2024-11-28', weekday: 4, is_business_day: false, reason: 'public_holiday', label: 'Thanksgiving Day' });
  });

  it('should count a Friday-Saturday weekend with working days [7,1,2,3,4]', () => {
    const gulf = calendarOf({ country_code: 'AE', working_days: [7, 1, 2, 3, 4], include_public_holidays: false });
    const value = between({ start_date: '2024-03-01', end_date: '2024-03-31' }, gulf);
    expect(value.business_days).toBe(21); // March 2024 has 5 Fridays and 5 Saturdays
    expect(value.summary.non_working_weekdays_skipped).toBe(10);
  });

  it('should accept 36,525 days and refuse 36,526 with RANGE_TOO_LARGE on end_date', () => {
    expect(between({ start_date: '2000-01-01', end_date: shiftDate('2000-01-01', 36_524) }).calendar_days).toBe(36_525);
    expect(between({ start_date: shiftDate('2000-01-01', 36_524), end_date: '2000-01-01' }).summary.reversed).toBe(true);
    for (const [start, end] of [['2000-01-01', shiftDate('2000-01-01', 36_525)], [shiftDate('2000-01-01', 36_525), '2000-01-01']]) {
      const result = businessDaysBetween({ start_date: d(start!), end_date: d(end!) }, us);
      expect(result.ok ? undefined : result.error).toMatchObject({ code: 'RANGE_TOO_LARGE', field: 'end_date' });
    }
  });

  it('should trace up to 400 days and refuse 401 with detailed', () => {
    expect(between({ start_date: '2024-01-01', end_date: shiftDate('2024-01-01', 399), detailed: true }).trace).toHaveLength(400);
    const result = businessDaysBetween({ start_date: d('2024-01-01'), end_date: d(shiftDate('2024-01-01', 400)), detailed: true }, us);
    expect(result.ok ? undefined : result.error).toMatchObject({ code: 'RANGE_TOO_LARGE', field: 'end_date' });
    expect(between({ start_date: '2024-01-01', end_date: shiftDate('2024-01-01', 400) }).calendar_days).toBe(401);
  });

  it('should return failures for invalid input instead of throwing', () => {
    const code = (input: unknown, calendar: unknown = us) => {
      const result = businessDaysBetween(input as BusinessDaysBetweenInput, calendar as ResolvedCalendar);
      return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
    };
    expect(code({ start_date: '2023-02-29', end_date: '2024-01-01' })).toBe('INVALID_DATE:start_date');
    expect(code({ start_date: '2024-01-01', end_date: 20240101 })).toBe('INVALID_DATE:end_date');
    expect(code({ start_date: '2024-01-01', end_date: '2024-01-02', detailed: 'yes' })).toBe('VALIDATION_ERROR:detailed');
    // The error precedence: input that is not an object is INVALID_REQUEST; the calendar fault names `calendar` (issue #18).
    expect(code({ start_date: '2024-01-01', end_date: '2024-01-02' }, {})).toBe('VALIDATION_ERROR:calendar');
    expect(code(null)).toBe('INVALID_REQUEST:undefined');
  });

  it('should not mutate its input', () => {
    const input = Object.freeze({ start_date: d('2024-01-01'), end_date: d('2024-02-01'), detailed: true });
    expect(businessDaysBetween(input, us).ok).toBe(true);
  });

  it('should cost the same for a 100-year span as for a month (no day walking)', () => {
    between({ start_date: '1950-01-01', end_date: '2049-12-31' });
    const time = (end: string) => {
      const started = performance.now();
      for (let index = 0; index < 20_000; index++) businessDaysBetween({ start_date: d('1950-01-02'), end_date: d(end) }, us);
      return performance.now() - started;
    };
    time('1950-02-01');
    const month = time('1950-02-01');
    const century = time('2049-12-30');
    expect(century).toBeLessThan(month * 4 + 20);
  });

  it('should cost about the same for a 100-year span as for a month with decreed working days too (BY, synthetic)', () => {
    const belarus = calendarOf({ country_code: 'BY' });
    between({ start_date: '1950-01-01', end_date: '2049-12-31' }, belarus);
    const time = (end: string) => {
      const started = performance.now();
      for (let index = 0; index < 20_000; index++) businessDaysBetween({ start_date: d('1950-01-02'), end_date: d(end) }, belarus);
      return performance.now() - started;
    };
    time('1950-02-01');
    const month = time('1950-02-01');
    const century = time('2049-12-30');
    expect(century).toBeLessThan(month * 4 + 20);
  });
});

describe('properties', () => {
  it('should match the day-by-day oracle on every count, summary field and trace item', () => {
    fc.assert(
      fc.property(fc.oneof(arbScenario(399), arbDecreedScenario(399)), fc.boolean(), fc.boolean(), ({ calendar, start, span }, includeStart, includeEnd) => {
        const end = shiftDate(start, span);
        const resolved = resolveOracleCalendar(calendar);
        const result = businessDaysBetween(
          { start_date: d(start), end_date: d(end), include_start_date: includeStart, include_end_date: includeEnd, detailed: true },
          resolved,
        );
        if (!result.ok) throw new Error(result.error.message);
        const days = oracleBetweenDays(calendar, start, end, includeStart, includeEnd);
        const expected = oracleSummary(days);
        expect(result.value.summary).toMatchObject({ ...expected, reversed: span < 0 });
        expect(result.value.business_days).toBe(expected.working_days_counted);
        expect(result.value.calendar_days).toBe(expected.calendar_days_elapsed);
        expect(result.value.trace).toEqual(days.map((day) => ({ ...day, is_business_day: oracleIsWorking(day) })));
      }),
      { numRuns: 250 },
    );
  });

  it('should keep the partition invariant and stay non-negative over long spans', () => {
    fc.assert(
      fc.property(fc.oneof(arbScenario(36_000), arbDecreedScenario(36_000)), ({ calendar, start, span }) => {
        const end = shiftDate(start, span);
        const result = businessDaysBetween({ start_date: d(start), end_date: d(end) }, resolveOracleCalendar(calendar));
        if (!result.ok) return result.error.code === 'RANGE_TOO_LARGE';
        const s = result.value.summary;
        expect(s.calendar_days_elapsed).toBe(Math.abs(span) + 1);
        expect(s.working_days_counted + s.non_working_weekdays_skipped + s.public_holidays_skipped + s.custom_holidays_skipped + s.excluded_dates_skipped).toBe(
          s.calendar_days_elapsed,
        );
        expect(Math.min(...Object.values(s).filter((value) => typeof value === 'number'))).toBeGreaterThanOrEqual(0);
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

/** A resolved calendar with one plan entry replaced (what a forged or hand-edited calendar looks like). */
function withPlan(calendar: ResolvedCalendar, key: string, value: unknown): unknown {
  return { ...calendar, plan: { ...calendar.plan, [key]: value } };
}

describe('businessDaysBetween: run-time checks of its arguments (issue #18)', () => {
  const failure = (input: unknown, calendar: unknown = us) => {
    const result = businessDaysBetween(input as BusinessDaysBetweenInput, calendar as ResolvedCalendar);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };
  const valid = { start_date: '2024-01-01', end_date: '2024-02-01' };

  it('should follow the error precedence: not an object, missing, dates, flags, then the calendar', () => {
    expect(failure([])).toBe('INVALID_REQUEST:undefined');
    expect(failure({ start_date: '2024-01-01' })).toBe('INVALID_REQUEST:end_date');
    expect(failure({ start_date: 'hello', end_date: '2024-01-01' }, {})).toBe('INVALID_DATE:start_date');
    expect(failure({ ...valid, include_start_date: 'yes' }, {})).toBe('VALIDATION_ERROR:include_start_date');
    expect(failure({ ...valid, include_end_date: 0 })).toBe('VALIDATION_ERROR:include_end_date');
    expect(failure(valid, null)).toBe('VALIDATION_ERROR:calendar');
  });

  it('should refuse calendars resolveCalendar did not build, naming calendar, without hanging', () => {
    const started = performance.now();
    for (const calendar of [
      { plan: {} },
      { plan: null },
      'US',
      withPlan(us, 'workingPerWeek', 0),
      withPlan(us, 'workingPerWeek', Number.NaN),
      withPlan(us, 'weekPrefix', Int32Array.of(0, 9, 9, 9, 9, 9, 9, 5)),
      withPlan(us, 'weekPrefix', [0, 1, 2, 3, 4, 5, 5, 5]),
      withPlan(us, 'weekPosition', Int32Array.of(6, 5, 4, 3, 2)),
      withPlan(us, 'key', undefined),
      withPlan(us, 'customLabels', ['one label too many']),
    ]) {
      const result = businessDaysBetween(valid as BusinessDaysBetweenInput, calendar as ResolvedCalendar);
      expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar', message: expect.stringMatching(/^calendar must be a calendar returned by resolveCalendar; received /) } });
    }
    expect(performance.now() - started).toBeLessThan(50);
    expect(failure(valid, { ...us })).toBe('ok');
  });
});
