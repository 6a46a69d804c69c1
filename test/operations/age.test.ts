import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { age, type AgeInput } from '../../src/operations/age/age.ts';
import { execute } from '../../src/catalog/execute.ts';
import { arbOrderedDatePair } from '../_helpers/arbitraries.ts';
import { expectedAge } from '../_helpers/temporalOracle.ts';

const d = (value: string) => value as PlainDate;

function run(birth: string, asOf: string) {
  const result = age({ birth_date: d(birth), as_of_date: d(asOf) });
  if (!result.ok) throw new Error(`unexpected failure ${result.error.code}`);
  return result.value;
}

describe('age', () => {
  it('should give years, months, days, totals and the next birthday', () => {
    // 1990-05-17 was a Thursday; 12464 days (1780 whole weeks) to 2024-07-01.
    expect(run('1990-05-17', '2024-07-01')).toEqual({
      birth_date: '1990-05-17',
      as_of_date: '2024-07-01',
      years: 34,
      months: 1,
      days: 14,
      total_months: 409,
      total_weeks: 1780,
      total_days: 12_464,
      born_on: 'Thursday',
      next_birthday: '2025-05-17',
      days_until_next_birthday: 320,
    });
  });

  it('should give 0 days until the next birthday on the birthday itself', () => {
    expect(run('1990-05-17', '2024-05-17')).toMatchObject({ years: 34, months: 0, days: 0, next_birthday: '2024-05-17', days_until_next_birthday: 0 });
  });

  it('should give age 0 on the day of birth', () => {
    expect(run('2024-02-29', '2024-02-29')).toMatchObject({ years: 0, months: 0, days: 0, total_days: 0, total_weeks: 0, next_birthday: '2024-02-29', days_until_next_birthday: 0 });
  });

  describe('29 February birthdays', () => {
    it('should fall on 28 February in common years', () => {
      expect(run('2000-02-29', '2023-02-01')).toMatchObject({ next_birthday: '2023-02-28', days_until_next_birthday: 27 });
      expect(run('2000-02-29', '2023-02-28')).toMatchObject({ next_birthday: '2023-02-28', days_until_next_birthday: 0 });
      expect(run('2000-02-29', '2023-03-01')).toMatchObject({ next_birthday: '2024-02-29', days_until_next_birthday: 365 });
      expect(run('2096-02-29', '2100-01-01')).toMatchObject({ next_birthday: '2100-02-28' });
    });

    it('should count years/months/days as Temporal until does', () => {
      expect(run('2000-02-29', '2023-02-28')).toMatchObject({ years: 22, months: 11, days: 30, total_months: 275 });
      expect(run('2000-02-29', '2024-02-29')).toMatchObject({ years: 24, months: 0, days: 0, next_birthday: '2024-02-29', days_until_next_birthday: 0 });
    });
  });

  it('should give VALIDATION_ERROR when the birth is after the as-of date', () => {
    const result = age({ birth_date: d('2024-01-02'), as_of_date: d('2024-01-01') });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'birth_date' } });
    if (!result.ok) expect(result.error.message).toContain('birth_date');
  });

  it('should give VALIDATION_ERROR when the next birthday would fall after 9999-12-31', () => {
    const result = age({ birth_date: d('2000-06-01'), as_of_date: d('9999-07-01') });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'as_of_date' } });
    expect(run('2000-12-31', '9999-12-31')).toMatchObject({ next_birthday: '9999-12-31', days_until_next_birthday: 0 });
  });

  it('should default as_of_date to the caller-supplied today through execute', async () => {
    expect(await execute('age', { birth_date: '2000-02-29' }, { today: '2024-03-01' })).toMatchObject({
      ok: true,
      data: { as_of_date: '2024-03-01', years: 24, months: 0, days: 1 },
    });
    expect(await execute('age', { birth_date: '2000-02-29', as_of_date: '2010-01-01' }, { today: '2024-03-01' })).toMatchObject({
      ok: true,
      data: { as_of_date: '2010-01-01', years: 9 },
    });
  });

  it('should reject invalid dates through execute', async () => {
    expect(await execute('age', { birth_date: '2023-02-29', as_of_date: '2024-01-01' })).toMatchObject({ status: 400, error: { code: 'INVALID_DATE', field: 'birth_date' } });
    expect(await execute('age', { birth_date: '2023-02-28', as_of_date: null })).toMatchObject({ status: 400, error: { code: 'INVALID_DATE', field: 'as_of_date' } });
    expect(await execute('age', { birth_date: '2025-01-01', as_of_date: '2024-01-01' })).toMatchObject({ status: 422, error: { code: 'VALIDATION_ERROR', field: 'birth_date' } });
  });

  it('should not mutate its input', () => {
    const input: AgeInput = { birth_date: d('2000-02-29'), as_of_date: d('2023-02-28') };
    const before = structuredClone(input);
    age(input);
    expect(input).toEqual(before);
  });

  describe('properties', () => {
    it('should match Temporal: until for y/m/d, constrain for the next birthday', () => {
      fc.assert(
        fc.property(arbOrderedDatePair, ([birth, asOf]) => {
          const expected = expectedAge(birth, asOf);
          const result = age({ birth_date: birth, as_of_date: asOf });
          if (expected === undefined) {
            expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
          } else {
            expect(result).toEqual({ ok: true, value: expected });
          }
        }),
        { numRuns: 1000 },
      );
    });

    it('should fail for every birth after the as-of date', () => {
      fc.assert(
        fc.property(arbOrderedDatePair.filter(([a, b]) => a !== b), ([earlier, later]) => {
          expect(age({ birth_date: later, as_of_date: earlier })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'birth_date' } });
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('age: run-time checks of its argument (issue #18)', () => {
  const failure = (input: unknown) => {
    const result = age(input as AgeInput);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should answer INVALID_DATE for a birth_date that is not a date, without hanging', () => {
    const started = performance.now();
    expect(failure({ birth_date: 'hello', as_of_date: '2024-01-01' })).toBe('INVALID_DATE:birth_date');
    expect(failure({ birth_date: '2000-01-01', as_of_date: 'hello' })).toBe('INVALID_DATE:as_of_date');
    expect(failure({ birth_date: '2023-02-29', as_of_date: '2024-01-01' })).toBe('INVALID_DATE:birth_date');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('should require as_of_date (the typed function reads no clock) and refuse non-objects', () => {
    expect(failure({ birth_date: '2000-01-01' })).toBe('INVALID_REQUEST:as_of_date');
    expect(failure({ as_of_date: '2000-01-01' })).toBe('INVALID_REQUEST:birth_date');
    expect(failure(42)).toBe('INVALID_REQUEST:undefined');
    expect(failure({ birth_date: null, as_of_date: '2000-01-01' })).toBe('INVALID_DATE:birth_date');
  });
});
