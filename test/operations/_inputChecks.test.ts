import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isResolvedCalendar } from '../../src/calendars/isResolvedCalendar.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { calendarFault } from '../../src/operations/_inputChecks.ts';
import { checkedArguments, isArgumentFailure, NO_DATE_FIELDS, START_FIELD } from '../../src/operations/_arguments.ts';
import { countriesArgumentsFault } from '../../src/operations/countries/arguments.generated.ts';
import { addDaysArgumentsFault } from '../../src/operations/addDays/arguments.generated.ts';
import { dateDifferenceFields } from '../../src/operations/dateDifference/fields.ts';
import { checkField } from '../../src/fields/fieldFault.ts';
import { fail } from '../../src/result.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { addDays } from '../../src/operations/addDays/addDays.ts';
import { age } from '../../src/operations/age/age.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { dateDifference } from '../../src/operations/dateDifference/dateDifference.ts';
import { dayOfWeek } from '../../src/operations/dayOfWeek/dayOfWeek.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { timeDuration } from '../../src/operations/timeDuration/timeDuration.ts';
import { unixTimestamp } from '../../src/operations/unixTimestamp/unixTimestamp.ts';
import { weekNumber } from '../../src/operations/weekNumber/weekNumber.ts';
import { execute } from '../../src/catalog/execute.ts';
import { DE } from '../../src/holidays/de.ts';
import { US } from '../../src/holidays/us.ts';

/** The typed functions check a flag through the field table (booleanFault became `checkField` with a boolean field). */
const booleanFault = (value: unknown, field: string) => checkField(field, dateDifferenceFields.include_end_date, value);

function calendarOf(fields: Parameters<typeof resolveCalendar>[0]): ResolvedCalendar {
  const result = resolveCalendar(fields, { holidays: [US, DE] });
  if (result instanceof Promise || !result.ok) throw new Error('calendar');
  return result.value;
}

const calendars = [
  calendarOf({}),
  calendarOf({ country_code: 'DE', subdivision_code: 'BY' }),
  calendarOf({ working_days: [6] }),
  calendarOf({ working_days: [1, 2, 3, 4, 5, 6, 7], include_public_holidays: false }),
  calendarOf({ working_days: [2, 4, 7] }),
];
const us = calendars[0]!;

/** The calendar with one plan entry replaced. */
function withPlan(key: string, value: unknown): unknown {
  return { ...us, plan: { ...us.plan, [key]: value } };
}

describe('isResolvedCalendar', () => {
  it('should accept every calendar resolveCalendar builds, and copies of them', () => {
    for (const calendar of calendars) {
      expect(isResolvedCalendar(calendar)).toBe(true);
      expect(isResolvedCalendar({ ...calendar })).toBe(true);
    }
  });

  it('should refuse values that are not calendars', () => {
    for (const value of [undefined, null, 0, 'US', [], {}, { plan: {} }, { plan: null }, { plan: 3 }, Object.create(null), { ...us, provider: 1 }, { ...us, provider_version: undefined }]) {
      expect(isResolvedCalendar(value)).toBe(false);
    }
  });

  it('should refuse plans whose week tables do not describe one working week', () => {
    const broken: [string, unknown][] = [
      ['workingPerWeek', 0],
      ['workingPerWeek', 8],
      ['workingPerWeek', 4.5],
      ['workingPerWeek', '5'],
      ['weekPrefix', Int32Array.of(0, 1, 2, 3, 4, 5, 6, 7)],
      ['weekPrefix', Int32Array.of(0, 9, 9, 9, 9, 9, 9, 5)],
      ['weekPrefix', Int32Array.of(0, 1, 2, 3, 4, 5, 4, 5)],
      ['weekPrefix', [0, 1, 2, 3, 4, 5, 5, 5]],
      ['weekPosition', Int32Array.of(0, 1, 2, 3, 5)],
      ['weekPosition', Int32Array.of(0, 1, 2, 3)],
      ['isWorking', [true, true]],
      ['isWorking', undefined],
      ['key', 1],
      ['country', undefined],
      ['subdivision', 3],
      ['includePublicHolidays', 'yes'],
      ['excludedDays', [1, 2]],
      ['customDays', undefined],
      ['customLabels', ['a label with no day']],
    ];
    for (const [key, value] of broken) expect(isResolvedCalendar(withPlan(key, value)), key).toBe(false);
  });
});

describe('the checks the typed operations share', () => {
  it('calendarFault should name calendar in a VALIDATION_ERROR', () => {
    expect(calendarFault(us)).toBeUndefined();
    expect(calendarFault({ plan: {} })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_ERROR', field: 'calendar', message: 'calendar must be a calendar returned by resolveCalendar; received an object' },
    });
  });

  it('checkedArguments should accept objects only (not null, not arrays)', () => {
    for (const value of [null, undefined, 'x', 1, [], () => 1]) {
      const checked = checkedArguments(value as never, countriesArgumentsFault, NO_DATE_FIELDS);
      expect(isArgumentFailure(checked) && checked.error.code).toBe('INVALID_REQUEST');
    }
    expect(checkedArguments({}, countriesArgumentsFault, NO_DATE_FIELDS)).toEqual({});
    expect(isArgumentFailure(checkedArguments(Object.create(null), countriesArgumentsFault, NO_DATE_FIELDS))).toBe(false);
  });

  it('a missing field and booleanFault should use the request layer\'s messages', () => {
    const missing = checkedArguments({ start_date: '2024-01-01' } as never, addDaysArgumentsFault, START_FIELD);
    expect(isArgumentFailure(missing) && missing.error).toEqual({ code: 'INVALID_REQUEST', field: 'days', message: 'days is required' });
    expect(booleanFault('yes', 'detailed')?.error).toEqual({ code: 'VALIDATION_ERROR', field: 'detailed', message: 'detailed must be a boolean (true or false); received "yes"' });
    expect(booleanFault(undefined, 'detailed')).toBeUndefined();
  });
});

describe('fail', () => {
  it('should keep a spec code, its field and its message', () => {
    expect(fail('INVALID_DATE', 'date', 'date must be a real date')).toEqual({ ok: false, error: { code: 'INVALID_DATE', field: 'date', message: 'date must be a real date' } });
  });

  it('should never build a failure without a spec code or a message, whatever it is given', () => {
    expect(fail('nope' as never, 3 as never, 4 as never)).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: 'The calculation failed unexpectedly' } });
    expect(fail(Object.create(null), Symbol('x') as never, 'text').error).toEqual({ code: 'INTERNAL_ERROR', message: 'text' });
    expect(fail('toString' as never, undefined, 'text').error.code).toBe('INTERNAL_ERROR');
    expect(fail('INVALID_DATE', 'date', '').error.message).toBe('The calculation failed unexpectedly');
  });
});

describe('the typed operations and the request layer', () => {
  // Each typed operation, called on a request body of its own (non-calendar) fields, answers what
  // execute answers for that body: the same success, or the same code on the same field (the error precedence).
  const typed: Record<string, (body: never) => { ok: boolean; error?: { code: string; field?: string } }> = {
    'date-difference': dateDifference,
    'add-days': addDays,
    'business-days-between': (body) => businessDaysBetween(body, us),
    'add-business-days': (body) => addBusinessDays(body, us),
    'is-business-day': (body) => isBusinessDay(body, us),
    age,
    'time-duration': timeDuration,
    'week-number': weekNumber,
    'day-of-week': dayOfWeek,
    'unix-timestamp': unixTimestamp,
  };
  const fields: Record<string, readonly string[]> = {
    'date-difference': ['start_date', 'end_date', 'include_end_date'],
    'add-days': ['start_date', 'days', 'unit', 'skip_weekends'],
    'business-days-between': ['start_date', 'end_date', 'include_start_date', 'include_end_date', 'detailed'],
    'add-business-days': ['start_date', 'days', 'include_start_date', 'detailed'],
    'is-business-day': ['date'],
    age: ['birth_date', 'as_of_date'],
    'time-duration': ['start_time', 'end_time', 'start_date', 'end_date', 'next_day', 'break_minutes'],
    'week-number': ['date'],
    'day-of-week': ['date'],
    'unix-timestamp': ['timestamp', 'date_time'],
  };
  const arbValue = fc.oneof(
    fc.constantFrom('2024-01-31', '2024-02-29', '2023-02-29', '2024-03-04', '9999-12-31', '0001-01-01', 'hello', '09:00', '17:30', '24:00', '1970-01-01T00:00Z'),
    fc.constantFrom('days', 'weeks', 'months', 'years', 'fortnights'),
    fc.constantFrom(0, 1, -1, 5, 1.5, 30, 36_500, 36_501, 25_001, -25_000, Number.NaN, 1e12),
    fc.boolean(),
    fc.constantFrom(null, undefined, [], {}, '1'),
  );

  it.each(Object.keys(typed))('%s should fail with the code and field execute gives', async (operation) => {
    const arbBody = fc.dictionary(fc.constantFrom(...fields[operation]!), arbValue, { maxKeys: fields[operation]!.length });
    await fc.assert(
      fc.asyncProperty(arbBody, async (body) => {
        const direct = typed[operation]!(body as never);
        const viaRequest = await execute(operation as 'age', body, { today: '2024-06-01' });
        // age's as_of_date defaults to today only in the request layer: the typed function has no clock.
        if (operation === 'age' && body['as_of_date'] === undefined) return;
        const summary = (result: { ok: boolean; error?: { code: string; field?: string } }) => (result.ok ? 'ok' : `${result.error!.code}:${result.error!.field}`);
        expect(summary(direct)).toBe(summary(viaRequest));
      }),
      { numRuns: 300 },
    );
  });
});
