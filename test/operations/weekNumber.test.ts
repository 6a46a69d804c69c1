import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { weekNumber, type WeekNumberInput } from '../../src/operations/weekNumber/weekNumber.ts';
import { execute } from '../../src/catalog/execute.ts';
import { arbPlainDate } from '../_helpers/arbitraries.ts';
import { expectedWeekNumber } from '../_helpers/temporalOracle.ts';

const d = (value: string) => value as PlainDate;

describe('weekNumber', () => {
  it('should put 2021-01-03 (a Sunday) in week 53 of 2020', () => {
    expect(weekNumber({ date: d('2021-01-03') })).toEqual({
      ok: true,
      value: { date: '2021-01-03', iso_week: 53, iso_week_year: 2020, weekday: 7, week_start: '2020-12-28', week_end: '2021-01-03' },
    });
  });

  it('should put 2024-12-30 (a Monday) in week 1 of 2025', () => {
    expect(weekNumber({ date: d('2024-12-30') })).toMatchObject({ value: { iso_week: 1, iso_week_year: 2025, weekday: 1, week_start: '2024-12-30', week_end: '2025-01-05' } });
  });

  it('should handle the first supported week (0001-01-01 is a Monday)', () => {
    expect(weekNumber({ date: d('0001-01-01') })).toMatchObject({ value: { iso_week: 1, iso_week_year: 1, weekday: 1, week_start: '0001-01-01', week_end: '0001-01-07' } });
  });

  it('should give VALIDATION_ERROR when the week ends after 9999-12-31', () => {
    // 9999-12-31 is a Friday, so its week's Sunday is 10000-01-02.
    for (const date of ['9999-12-27', '9999-12-31']) {
      const result = weekNumber({ date: d(date) });
      expect(result, date).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date' } });
      if (!result.ok) expect(result.error.message).toContain('date');
    }
    expect(weekNumber({ date: d('9999-12-26') })).toMatchObject({ ok: true, value: { week_end: '9999-12-26' } });
  });

  it('should reject invalid dates through execute', async () => {
    expect(await execute('week-number', { date: '2023-02-29' })).toMatchObject({ status: 400, error: { code: 'INVALID_DATE', field: 'date' } });
    expect(await execute('week-number', { date: 20230101 })).toMatchObject({ status: 400, error: { code: 'INVALID_DATE', field: 'date' } });
  });

  it('should not mutate its input', () => {
    const input: WeekNumberInput = { date: d('2021-01-03') };
    const before = structuredClone(input);
    weekNumber(input);
    expect(input).toEqual(before);
  });

  describe('properties', () => {
    it('should match Temporal weekOfYear, yearOfWeek and dayOfWeek', () => {
      fc.assert(
        fc.property(arbPlainDate, (date) => {
          const expected = expectedWeekNumber(date);
          const result = weekNumber({ date });
          if (expected === undefined) expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
          else expect(result).toEqual({ ok: true, value: expected });
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('weekNumber: run-time checks of its argument (issue #18)', () => {
  const failure = (input: unknown) => {
    const result = weekNumber(input as WeekNumberInput);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should answer INVALID_DATE for a date that is not one, INVALID_REQUEST for no date or no object', () => {
    expect(failure({ date: 'hello' })).toBe('INVALID_DATE:date');
    expect(failure({ date: '2023-02-29' })).toBe('INVALID_DATE:date');
    expect(failure({ date: Number.NaN })).toBe('INVALID_DATE:date');
    expect(failure({})).toBe('INVALID_REQUEST:date');
    expect(failure(undefined)).toBe('INVALID_REQUEST:undefined');
  });
});
