import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { addDays, type AddDaysInput, type AddDaysUnit } from '../../src/operations/addDays/addDays.ts';
import { ADD_DAYS_UNITS } from '../../src/operations/addDays/fields.ts';
import { execute } from '../../src/catalog/execute.ts';
import { validateRequest } from '../../src/catalog/validateRequest.ts';
import { arbAmount, arbPlainDate } from '../_helpers/arbitraries.ts';
import { expectedAddDaysResult, weekdayName } from '../_helpers/temporalOracle.ts';

const d = (value: string) => value as PlainDate;

function resultDate(start: string, days: number, unit?: AddDaysUnit, skipWeekends?: boolean): string {
  const result = addDays({
    start_date: d(start),
    days,
    ...(unit === undefined ? {} : { unit }),
    ...(skipWeekends === undefined ? {} : { skip_weekends: skipWeekends }),
  });
  if (!result.ok) throw new Error(`unexpected failure ${result.error.code}`);
  return result.value.result_date;
}

describe('addDays', () => {
  it('should add and subtract calendar days and weeks', () => {
    expect(resultDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(resultDate('2023-02-28', 1)).toBe('2023-03-01');
    expect(resultDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(resultDate('2024-01-01', 2, 'weeks')).toBe('2024-01-15');
    expect(resultDate('2024-01-01', -1, 'weeks')).toBe('2023-12-25');
  });

  it('should return the whole data object with defaults and the weekday', () => {
    const result = addDays({ start_date: d('2024-07-01'), days: 3 });
    expect(result).toEqual({
      ok: true,
      value: { start_date: '2024-07-01', days: 3, unit: 'days', skip_weekends: false, result_date: '2024-07-04', weekday: 'Thursday' },
    });
  });

  it('should constrain Jan 31 + 1 month to the end of February', () => {
    expect(resultDate('2023-01-31', 1, 'months')).toBe('2023-02-28');
    expect(resultDate('2024-01-31', 1, 'months')).toBe('2024-02-29');
    expect(resultDate('2024-03-31', -1, 'months')).toBe('2024-02-29');
    expect(resultDate('2024-02-29', 1, 'years')).toBe('2025-02-28');
    expect(resultDate('2024-02-29', 4, 'years')).toBe('2028-02-29');
    expect(resultDate('2096-02-29', 4, 'years')).toBe('2100-02-28');
  });

  describe('skip_weekends with unit days', () => {
    it('should move Monday-Friday days, not counting the start', () => {
      // 2024-07-05 is a Friday.
      expect(resultDate('2024-07-05', 1, 'days', true)).toBe('2024-07-08');
      expect(resultDate('2024-07-05', 5, 'days', true)).toBe('2024-07-12');
      expect(resultDate('2024-07-08', -1, 'days', true)).toBe('2024-07-05');
      expect(resultDate('2024-07-03', 2, 'days', true)).toBe('2024-07-05');
    });

    it('should return the start unchanged for 0, even on a weekend', () => {
      expect(resultDate('2024-07-06', 0, 'days', true)).toBe('2024-07-06');
      expect(resultDate('2024-07-03', 0, 'days', true)).toBe('2024-07-03');
    });

    it('should count from a weekend start to the next (previous) weekday', () => {
      // 2024-07-06 is a Saturday, 2024-07-07 a Sunday.
      expect(resultDate('2024-07-06', 1, 'days', true)).toBe('2024-07-08');
      expect(resultDate('2024-07-07', 1, 'days', true)).toBe('2024-07-08');
      expect(resultDate('2024-07-06', -1, 'days', true)).toBe('2024-07-05');
      expect(resultDate('2024-07-07', -1, 'days', true)).toBe('2024-07-05');
    });
  });

  describe('skip_weekends with unit weeks, months or years', () => {
    it('should move a Saturday or Sunday result to the next Monday when the amount is >= 0', () => {
      // 2024-07-06 is a Saturday; 2024-06-30 (May 31 + 1 month) is a Sunday.
      expect(resultDate('2024-06-29', 1, 'weeks', true)).toBe('2024-07-08');
      expect(resultDate('2024-05-31', 1, 'months', true)).toBe('2024-07-01');
      expect(resultDate('2023-07-06', 1, 'years', true)).toBe('2024-07-08');
      expect(resultDate('2024-07-06', 0, 'weeks', true)).toBe('2024-07-08');
    });

    it('should move a Saturday or Sunday result to the previous Friday when the amount is < 0', () => {
      expect(resultDate('2024-07-14', -1, 'weeks', true)).toBe('2024-07-05');
      expect(resultDate('2024-07-31', -1, 'months', true)).toBe('2024-06-28');
      expect(resultDate('2025-07-06', -1, 'years', true)).toBe('2024-07-05');
    });

    it('should leave a weekday result alone', () => {
      expect(resultDate('2024-07-03', 1, 'weeks', true)).toBe('2024-07-10');
    });
  });

  it('should give VALIDATION_ERROR on days when the result leaves 0001..9999', () => {
    for (const [start, days, unit] of [
      ['9999-12-31', 1, 'days'],
      ['0001-01-01', -1, 'days'],
      ['9999-12-31', 1, 'weeks'],
      ['9999-12-01', 1, 'months'],
      ['9999-01-01', 1, 'years'],
      ['0001-01-01', -1, 'years'],
      ['0001-01-31', -1, 'months'],
      ['9999-12-31', 1, 'days', true],
    ] as const) {
      const result = addDays({ start_date: d(start), days, unit });
      expect(result.ok, `${start} ${days} ${unit}`).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'days' });
      if (!result.ok) expect(result.error.message).toContain('days');
    }
    expect(resultDate('9999-12-30', 1)).toBe('9999-12-31');
    expect(resultDate('0001-01-02', -1)).toBe('0001-01-01');
  });

  it('should accept ±36500 and reject ±36501 in the request layer for every unit', () => {
    for (const unit of ADD_DAYS_UNITS) {
      for (const days of [36500, -36500]) {
        expect(validateRequest('add-days', { start_date: '5000-06-15', days, unit }).ok, `${days} ${unit}`).toBe(true);
      }
      for (const days of [36501, -36501]) {
        const result = validateRequest('add-days', { start_date: '5000-06-15', days, unit });
        expect(result, `${days} ${unit}`).toMatchObject({ ok: false, status: 422, error: { code: 'VALIDATION_ERROR', field: 'days' } });
      }
    }
  });

  it('should compute ±36500 days, weeks and months end to end', async () => {
    for (const unit of ['days', 'weeks', 'months'] as const) {
      for (const days of [36500, -36500]) {
        const result = await execute('add-days', { start_date: '5000-06-15', days, unit });
        expect(result, `${days} ${unit}`).toMatchObject({ ok: true, data: { result_date: expectedAddDaysResult('5000-06-15', days, unit, false)?.toString() } });
      }
    }
    // 36500 years always leaves 0001..9999: the range check, not the limit, answers.
    expect(await execute('add-days', { start_date: '5000-06-15', days: 36500, unit: 'years' })).toMatchObject({ ok: false, status: 422, error: { code: 'VALIDATION_ERROR', field: 'days' } });
  });

  it('should reject invalid input through execute', async () => {
    expect(await execute('add-days', { start_date: '2023-02-29', days: 1 })).toMatchObject({ error: { code: 'INVALID_DATE', field: 'start_date' } });
    expect(await execute('add-days', { start_date: '2023-02-28', days: 1.5 })).toMatchObject({ error: { code: 'VALIDATION_ERROR', field: 'days' } });
    expect(await execute('add-days', { start_date: '2023-02-28', days: 1, unit: 'fortnights' })).toMatchObject({ error: { code: 'VALIDATION_ERROR', field: 'unit' } });
  });

  it('should not mutate its input', () => {
    const input: AddDaysInput = { start_date: d('2024-01-31'), days: 1, unit: 'months', skip_weekends: true };
    const before = structuredClone(input);
    addDays(input);
    expect(input).toEqual(before);
  });

  describe('properties', () => {
    const arbUnit = fc.constantFrom(...ADD_DAYS_UNITS);

    it('should match Temporal add (constrain) for every unit, with and without skip_weekends', () => {
      fc.assert(
        fc.property(arbPlainDate, arbAmount, arbUnit, fc.boolean(), (start, amount, unit, skipWeekends) => {
          const expected = expectedAddDaysResult(start, amount, unit, skipWeekends);
          const result = addDays({ start_date: start, days: amount, unit, skip_weekends: skipWeekends });
          if (expected === undefined) {
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.error.code).toBe('VALIDATION_ERROR');
          } else {
            expect(result).toEqual({
              ok: true,
              value: { start_date: start, days: amount, unit, skip_weekends: skipWeekends, result_date: expected.toString(), weekday: weekdayName(expected) },
            });
          }
        }),
        { numRuns: 1000 },
      );
    });

    it('should match a naive day loop for skip_weekends with unit days', () => {
      fc.assert(
        fc.property(arbPlainDate, arbAmount, (start, amount) => {
          const expected = expectedAddDaysResult(start, amount, 'days', true);
          const result = addDays({ start_date: start, days: amount, unit: 'days', skip_weekends: true });
          expect(result.ok ? result.value.result_date : undefined).toBe(expected?.toString());
          if (result.ok && amount !== 0) expect(['Saturday', 'Sunday']).not.toContain(result.value.weekday);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('addDays: run-time checks of its argument (issue #18)', () => {
  const failure = (input: unknown) => {
    const result = addDays(input as AddDaysInput);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should answer INVALID_DATE for 2023-02-31 instead of rolling over to 2023-03-04', () => {
    expect(failure({ start_date: '2023-02-31', days: 1 })).toBe('INVALID_DATE:start_date');
    expect(failure({ start_date: 'hello', days: 1 })).toBe('INVALID_DATE:start_date');
    expect(failure({ start_date: 0, days: 1 })).toBe('INVALID_DATE:start_date');
  });

  it('should check days, unit and skip_weekends with the request layer\'s rules', () => {
    expect(failure({ start_date: '2023-01-01', days: 1.5 })).toBe('VALIDATION_ERROR:days');
    expect(failure({ start_date: '2023-01-01', days: '1' })).toBe('VALIDATION_ERROR:days');
    expect(failure({ start_date: '2023-01-01', days: Number.NaN })).toBe('VALIDATION_ERROR:days');
    expect(failure({ start_date: '2023-01-01', days: 36_501 })).toBe('VALIDATION_ERROR:days');
    expect(failure({ start_date: '2023-01-01', days: -36_501 })).toBe('VALIDATION_ERROR:days');
    expect(failure({ start_date: '2023-01-01', days: 1, unit: 'fortnights' })).toBe('VALIDATION_ERROR:unit');
    expect(failure({ start_date: '2023-01-01', days: 1, unit: null })).toBe('VALIDATION_ERROR:unit');
    expect(failure({ start_date: '2023-01-01', days: 1, skip_weekends: 'no' })).toBe('VALIDATION_ERROR:skip_weekends');
    expect(failure({ start_date: '2023-01-01', days: 36_500 })).toBe('ok');
  });

  it('should follow the error precedence: not an object, then missing, then the date, then the values', () => {
    expect(failure(undefined)).toBe('INVALID_REQUEST:undefined');
    expect(failure({ start_date: '2023-01-01' })).toBe('INVALID_REQUEST:days');
    expect(failure({ days: 'x' })).toBe('INVALID_REQUEST:start_date');
    expect(failure({ start_date: '2023-02-31', days: 'x' })).toBe('INVALID_DATE:start_date');
  });

  it('should give the request layer\'s message for days', async () => {
    const typed = addDays({ start_date: '2023-01-01', days: 1.5 } as unknown as AddDaysInput);
    const request = await execute('add-days', { start_date: '2023-01-01', days: 1.5 });
    expect(typed.ok ? '' : typed.error.message).toBe(request.ok ? 'ok' : request.error.message);
  });
});
