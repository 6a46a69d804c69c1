import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { dateDifference, type DateDifferenceInput } from '../../src/operations/dateDifference/dateDifference.ts';
import { execute } from '../../src/catalog/execute.ts';
import { arbDatePair } from '../_helpers/arbitraries.ts';
import { expectedDateDifference } from '../_helpers/temporalOracle.ts';

const d = (value: string) => value as PlainDate;

function run(start: string, end: string, include?: boolean) {
  const result = dateDifference({ start_date: d(start), end_date: d(end), ...(include === undefined ? {} : { include_end_date: include }) });
  if (!result.ok) throw new Error(`unexpected failure ${result.error.code}`);
  return result.value;
}

describe('dateDifference', () => {
  it('should give the spec example: 1 Jan to 15 Mar of a common year is 73 days, 10 weeks 3 days, 0y 2m 14d', () => {
    expect(run('2023-01-01', '2023-03-15')).toEqual({
      start_date: '2023-01-01',
      end_date: '2023-03-15',
      include_end_date: false,
      total_days: 73,
      weeks: 10,
      remainder_days: 3,
      years: 0,
      months: 2,
      days: 14,
    });
  });

  it('should count one more day with include_end_date', () => {
    expect(run('2023-01-01', '2023-03-15', true)).toMatchObject({ total_days: 74, weeks: 10, remainder_days: 4, years: 0, months: 2, days: 15 });
  });

  it('should give 0 for the same day and 1 for the same day with include_end_date', () => {
    expect(run('2024-02-29', '2024-02-29')).toMatchObject({ total_days: 0, weeks: 0, remainder_days: 0, years: 0, months: 0, days: 0 });
    expect(run('2024-02-29', '2024-02-29', true)).toMatchObject({ total_days: 1, weeks: 0, remainder_days: 1, years: 0, months: 0, days: 1 });
  });

  it('should give negative values for a reversed span, truncating weeks toward zero', () => {
    expect(run('2023-03-15', '2023-01-01')).toMatchObject({ total_days: -73, weeks: -10, remainder_days: -3, years: 0, months: -2, days: -14 });
  });

  it('should add the extra day in the direction of travel for a reversed span', () => {
    expect(run('2023-03-15', '2023-01-01', true)).toMatchObject({ total_days: -74, weeks: -10, remainder_days: -4 });
  });

  it('should never return negative zero', () => {
    const value = run('2023-03-15', '2023-03-08');
    expect(value.total_days).toBe(-7);
    expect(Object.is(value.remainder_days, 0)).toBe(true);
    expect(Object.is(value.years, 0)).toBe(true);
  });

  it('should follow Temporal until for month ends and leap days', () => {
    expect(run('2024-01-31', '2024-02-29')).toMatchObject({ years: 0, months: 0, days: 29 });
    expect(run('2024-01-31', '2024-03-01')).toMatchObject({ years: 0, months: 1, days: 1 });
    expect(run('2000-02-29', '2023-02-28')).toMatchObject({ years: 22, months: 11, days: 30 });
  });

  it('should span the whole range 0001-01-01..9999-12-31 without a limit', () => {
    expect(run('0001-01-01', '9999-12-31')).toMatchObject({ total_days: 3_652_058, years: 9998, months: 11, days: 30 });
    expect(run('0001-01-01', '9999-12-31', true)).toMatchObject({ total_days: 3_652_059, years: 9999, months: 0, days: 0 });
    expect(run('9999-12-31', '0001-01-01', true)).toMatchObject({ total_days: -3_652_059 });
  });

  it('should report the flag as false when it is omitted', () => {
    expect(run('2023-01-01', '2023-01-02').include_end_date).toBe(false);
  });

  it('should reject invalid dates through execute with INVALID_DATE naming the field', async () => {
    const result = await execute('date-difference', { start_date: '2023-01-01', end_date: '2023-02-29' });
    expect(result).toMatchObject({ ok: false, status: 400, error: { code: 'INVALID_DATE', field: 'end_date' } });
  });

  it('should not mutate its input', () => {
    const input: DateDifferenceInput = { start_date: d('2023-01-01'), end_date: d('2023-03-15'), include_end_date: true };
    const before = structuredClone(input);
    dateDifference(input);
    expect(input).toEqual(before);
  });

  describe('properties', () => {
    it('should match Temporal for every field, flag and direction', () => {
      fc.assert(
        fc.property(arbDatePair, fc.boolean(), ([start, end], include) => {
          expect(run(start, end, include)).toEqual(expectedDateDifference(start, end, include));
        }),
        { numRuns: 1000 },
      );
    });

    it('should be antisymmetric without the flag', () => {
      fc.assert(
        fc.property(arbDatePair, ([start, end]) => {
          expect(run(end, start).total_days).toBe(0 - run(start, end).total_days);
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('dateDifference: run-time checks of its argument (issue #18)', () => {
  const run = (input: unknown) => dateDifference(input as DateDifferenceInput);
  const failure = (input: unknown) => {
    const result = run(input);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should answer INVALID_DATE for a start_date that is not a date, without hanging', () => {
    const started = performance.now();
    expect(failure({ start_date: 'hello', end_date: '2023-03-15' })).toBe('INVALID_DATE:start_date');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('should answer INVALID_DATE for an impossible date instead of rolling it over', () => {
    expect(failure({ start_date: '2023-02-01', end_date: '2023-02-30' })).toBe('INVALID_DATE:end_date');
    expect(failure({ start_date: '2023-02-30', end_date: '2023-03-15' })).toBe('INVALID_DATE:start_date');
    expect(failure({ start_date: 20230101, end_date: '2023-03-15' })).toBe('INVALID_DATE:start_date');
    expect(failure({ start_date: null, end_date: '2023-03-15' })).toBe('INVALID_DATE:start_date');
  });

  it('should follow the error precedence: not an object, then missing, then dates, then the flag', () => {
    expect(failure(null)).toBe('INVALID_REQUEST:undefined');
    expect(failure('2023-01-01')).toBe('INVALID_REQUEST:undefined');
    expect(failure([])).toBe('INVALID_REQUEST:undefined');
    expect(failure({ start_date: 'hello' })).toBe('INVALID_REQUEST:end_date');
    expect(failure({ end_date: '2023-01-01' })).toBe('INVALID_REQUEST:start_date');
    expect(failure({ start_date: 'hello', end_date: '2023-01-01', include_end_date: 'yes' })).toBe('INVALID_DATE:start_date');
    expect(failure({ start_date: '2023-01-01', end_date: '2023-01-02', include_end_date: 'yes' })).toBe('VALIDATION_ERROR:include_end_date');
    expect(failure({ start_date: '2023-01-01', end_date: '2023-01-02', include_end_date: null })).toBe('VALIDATION_ERROR:include_end_date');
  });

  it('should name the field in every message', () => {
    const result = run({ start_date: '2023-01-01', end_date: '2023-13-01' });
    expect(result.ok ? '' : result.error.message).toContain('end_date');
  });
});
