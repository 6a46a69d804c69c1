import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { dayOfWeek, type DayOfWeekInput } from '../../src/operations/dayOfWeek/dayOfWeek.ts';
import { catalog } from '../../src/catalog.ts';
import { execute } from '../../src/catalog/execute.ts';
import { arbBadDateString, arbNonString, arbPlainDate } from '../_helpers/arbitraries.ts';
import { expectedDayOfWeek } from '../_helpers/temporalOracle.ts';

const d = (value: string) => value as PlainDate;

describe('dayOfWeek', () => {
  it('should name the weekday and its ISO number', () => {
    expect(dayOfWeek({ date: d('2024-07-04') })).toEqual({ ok: true, value: { date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 } });
    expect(dayOfWeek({ date: d('0001-01-01') })).toEqual({ ok: true, value: { date: '0001-01-01', weekday: 'Monday', iso_weekday: 1 } });
    expect(dayOfWeek({ date: d('9999-12-31') })).toEqual({ ok: true, value: { date: '9999-12-31', weekday: 'Friday', iso_weekday: 5 } });
    expect(dayOfWeek({ date: d('2000-02-29') })).toMatchObject({ value: { weekday: 'Tuesday', iso_weekday: 2 } });
  });

  it('should have no VALIDATION_ERROR in its error set', () => {
    expect(catalog['day-of-week'].errors).not.toContain('VALIDATION_ERROR');
  });

  it('should report any non-date value of date as INVALID_DATE, never VALIDATION_ERROR', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(arbBadDateString, arbNonString), async (value) => {
        expect(await execute('day-of-week', { date: value })).toMatchObject({ ok: false, status: 400, error: { code: 'INVALID_DATE', field: 'date' } });
      }),
      { numRuns: 300 },
    );
  });

  it('should not mutate its input', () => {
    const input: DayOfWeekInput = { date: d('2024-07-04') };
    const before = structuredClone(input);
    dayOfWeek(input);
    expect(input).toEqual(before);
  });

  describe('properties', () => {
    it('should match Temporal dayOfWeek', () => {
      fc.assert(
        fc.property(arbPlainDate, (date) => {
          expect(dayOfWeek({ date })).toEqual({ ok: true, value: expectedDayOfWeek(date) });
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('dayOfWeek: run-time checks of its argument (issue #18)', () => {
  const failure = (input: unknown) => {
    const result = dayOfWeek(input as DayOfWeekInput);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should answer INVALID_DATE for { date: "hello" } instead of ok with iso_weekday null', () => {
    expect(dayOfWeek({ date: 'hello' as PlainDate })).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'date' } });
    expect(failure({ date: '2023-02-29' })).toBe('INVALID_DATE:date');
    expect(failure({ date: 42 })).toBe('INVALID_DATE:date');
    expect(failure({ date: null })).toBe('INVALID_DATE:date');
  });

  it('should answer INVALID_REQUEST for no date or no object, and never VALIDATION_ERROR', () => {
    expect(failure({})).toBe('INVALID_REQUEST:date');
    expect(failure([])).toBe('INVALID_REQUEST:undefined');
    expect(failure('2024-07-04')).toBe('INVALID_REQUEST:undefined');
  });
});
