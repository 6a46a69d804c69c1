import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { isBusinessDay, type IsBusinessDayInput } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { oracleClassify, oracleIsWorking, oracleNeighbour } from '../_helpers/businessDayOracle.ts';
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

function check(date: string, calendar = us) {
  const result = isBusinessDay({ date: d(date) }, calendar);
  if (!result.ok) throw new Error(`unexpected failure ${result.error.code}: ${result.error.message}`);
  return result.value;
}

describe('isBusinessDay', () => {
  it('should report Independence Day with its label and neighbours', () => {
    expect(check('2024-07-04')).toEqual({
      date: '2024-07-04',
      is_business_day: false,
      weekday: 4,
      reason: 'public_holiday',
      label: 'Independence Day',
      next_business_day: '2024-07-05',
      previous_business_day: '2024-07-03',
    });
  });

  it('should report a working day without a label, neighbours strictly around it', () => {
    const value = check('2024-07-03');
    expect(value).toEqual({
      date: '2024-07-03',
      is_business_day: true,
      weekday: 3,
      reason: 'working_day',
      next_business_day: '2024-07-05',
      previous_business_day: '2024-07-02',
    });
    expect('label' in value).toBe(false);
  });

  it('should report weekends, excluded dates and custom holidays in the classification order', () => {
    expect(check('2024-07-06')).toMatchObject({ reason: 'non_working_weekday', next_business_day: '2024-07-08', previous_business_day: '2024-07-05' });
    const saved = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: SYNTHETIC_FIRST, lookup: () => ({
      id: SAVED_ID,
      custom_holidays: [
        { date: '2024-07-04', label: 'Company picnic' },
        { date: '2024-07-05', label: 'Bridge day' },
        { date: '2024-07-06', label: 'Saturday party' },
      ],
      excluded_dates: ['2024-07-05', '2024-07-08'],
    }) });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(check('2024-07-04', saved.value)).toMatchObject({ reason: 'custom_holiday', label: 'Company picnic', next_business_day: '2024-07-09' });
    const excluded = check('2024-07-05', saved.value);
    expect(excluded.reason).toBe('excluded_date');
    expect('label' in excluded).toBe(false);
    expect(check('2024-07-06', saved.value).reason).toBe('non_working_weekday');
  });

  it('should ignore public holidays when include_public_holidays is false', () => {
    expect(check('2024-07-04', calendarOf({ include_public_holidays: false })).reason).toBe('working_day');
  });

  it('should fail with VALIDATION_ERROR on date when no neighbour exists inside 0001..9999', () => {
    const last = isBusinessDay({ date: d('9999-12-31') }, us);
    expect(last.ok ? undefined : last.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'date' });
    const first = isBusinessDay({ date: d('0001-01-01') }, us);
    expect(first.ok ? undefined : first.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'date' });
    expect(check('9999-12-30', calendarOf({ working_days: [5, 6] }))).toMatchObject({ weekday: 4, next_business_day: '9999-12-31' });
  });

  it('should return failures for invalid input instead of throwing', () => {
    const code = (input: unknown, calendar: unknown = us) => {
      const result = isBusinessDay(input as IsBusinessDayInput, calendar as ResolvedCalendar);
      return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
    };
    expect(code({ date: '2024-13-01' })).toBe('INVALID_DATE:date');
    expect(code({ date: null })).toBe('INVALID_DATE:date');
    // The error precedence: a missing required field is INVALID_REQUEST; the calendar fault names `calendar` (issue #18).
    expect(code({})).toBe('INVALID_REQUEST:date');
    expect(code({ date: '2024-01-01' }, { plan: 3 })).toBe('VALIDATION_ERROR:calendar');
  });
});

describe('properties', () => {
  it('should match the oracle on reason, label, weekday and neighbours', () => {
    fc.assert(
      fc.property(fc.oneof(arbScenario(30), arbDecreedScenario(30)), ({ calendar, start, span }) => {
        const date = start;
        const result = isBusinessDay({ date: d(date) }, resolveOracleCalendar(calendar));
        if (!result.ok) throw new Error(result.error.message);
        const expected = oracleClassify(calendar, date);
        expect(result.value).toEqual({
          date,
          is_business_day: oracleIsWorking(expected),
          weekday: expected.weekday,
          reason: expected.reason,
          ...(expected.label === undefined ? {} : { label: expected.label }),
          next_business_day: oracleNeighbour(calendar, date, 1),
          previous_business_day: oracleNeighbour(calendar, date, -1),
        });
        return span === span;
      }),
      { numRuns: 400 },
    );
  });
});

/** A resolved calendar with one plan entry replaced (what a forged or hand-edited calendar looks like). */
function withPlan(calendar: ResolvedCalendar, key: string, value: unknown): unknown {
  return { ...calendar, plan: { ...calendar.plan, [key]: value } };
}

describe('isBusinessDay: run-time checks of its arguments (issue #18)', () => {
  const failure = (input: unknown, calendar: unknown = us) => {
    const result = isBusinessDay(input as IsBusinessDayInput, calendar as ResolvedCalendar);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should follow the error precedence: not an object, missing, the date, then the calendar', () => {
    expect(failure('2024-01-01')).toBe('INVALID_REQUEST:undefined');
    expect(failure({ date: undefined })).toBe('INVALID_REQUEST:date');
    expect(failure({ date: 'hello' }, { plan: {} })).toBe('INVALID_DATE:date');
    expect(failure({ date: '2024-01-01' }, withPlan(us, 'isWorking', 'yes'))).toBe('VALIDATION_ERROR:calendar');
    expect(failure({ date: '2024-01-01' }, { ...us, provider: 1 })).toBe('VALIDATION_ERROR:calendar');
  });
});
