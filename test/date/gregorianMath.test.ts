import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { addYearsMonthsToEpochDays, differenceInYearsMonthsDays } from '../../src/date/gregorianMath.ts';
import { arbDatePair, arbPlainDate } from '../_helpers/arbitraries.ts';
import { temporalEpochDays, toTemporal } from '../_helpers/temporalOracle.ts';

const fields = (date: string) => {
  const t = toTemporal(date);
  return { year: t.year, month: t.month, day: t.day };
};

describe('addYearsMonthsToEpochDays', () => {
  it('should constrain to the month end', () => {
    expect(addYearsMonthsToEpochDays(fields('2023-01-31'), 0, 1)).toBe(temporalEpochDays('2023-02-28'));
    expect(addYearsMonthsToEpochDays(fields('2024-01-31'), 0, 1)).toBe(temporalEpochDays('2024-02-29'));
    expect(addYearsMonthsToEpochDays(fields('2024-02-29'), 1, 0)).toBe(temporalEpochDays('2025-02-28'));
    expect(addYearsMonthsToEpochDays(fields('2024-03-31'), 0, -1)).toBe(temporalEpochDays('2024-02-29'));
  });

  it('should match Temporal add with overflow constrain (property)', () => {
    fc.assert(
      fc.property(arbPlainDate, fc.integer({ min: -120_000, max: 120_000 }), fc.integer({ min: -10_000, max: 10_000 }), (date, months, years) => {
        // Temporal durations need one sign: years and months combine into one month count, constrained once.
        const expected = toTemporal(date).add({ months: years * 12 + months }, { overflow: 'constrain' });
        expect(addYearsMonthsToEpochDays(fields(date), years, months)).toBe(temporalEpochDays(expected));
      }),
      { numRuns: 500 },
    );
  });
});

describe('differenceInYearsMonthsDays', () => {
  it('should count 2 months 14 days from 1 January to 15 March', () => {
    expect(differenceInYearsMonthsDays(fields('2023-01-01'), fields('2023-03-15'))).toEqual({ years: 0, months: 2, days: 14 });
  });

  it('should be zero (not negative zero) for the same day', () => {
    const same = differenceInYearsMonthsDays(fields('2024-02-29'), fields('2024-02-29'));
    expect(same).toEqual({ years: 0, months: 0, days: 0 });
    expect(Object.is(same.years, 0) && Object.is(same.months, 0) && Object.is(same.days, 0)).toBe(true);
  });

  it('should match Temporal until with largestUnit years, both directions (property)', () => {
    fc.assert(
      fc.property(arbDatePair, ([a, b]) => {
        const expected = toTemporal(a).until(toTemporal(b), { largestUnit: 'years' });
        const actual = differenceInYearsMonthsDays(fields(a), fields(b));
        expect(actual).toEqual({ years: expected.years + 0, months: expected.months + 0, days: expected.days + 0 });
        expect(Object.is(actual.years, -0) || Object.is(actual.months, -0) || Object.is(actual.days, -0)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('should work one day past 9999-12-31 (date-difference with include_end_date)', () => {
    const expected = Temporal.PlainDate.from('2000-02-29').until(Temporal.PlainDate.from('+010000-01-01'), { largestUnit: 'years' });
    expect(differenceInYearsMonthsDays(fields('2000-02-29'), { year: 10000, month: 1, day: 1 })).toEqual({
      years: expected.years,
      months: expected.months,
      days: expected.days,
    });
  });
});

describe('calendar math on fields that are not a date (issue #18)', () => {
  it('differenceInYearsMonthsDays should return NaN at once for NaN fields (it used to loop forever)', () => {
    const started = performance.now();
    const nan = { year: Number.NaN, month: Number.NaN, day: Number.NaN };
    const date = { year: 2023, month: 3, day: 15 };
    const nanSpan = { years: Number.NaN, months: Number.NaN, days: Number.NaN };
    expect(differenceInYearsMonthsDays(nan, date)).toEqual(nanSpan);
    expect(differenceInYearsMonthsDays(date, nan)).toEqual(nanSpan);
    expect(differenceInYearsMonthsDays({ year: 2023, month: -1e15, day: 1 }, date)).toEqual(nanSpan);
    expect(differenceInYearsMonthsDays({ year: 2023, month: 2, day: 40 }, date)).toEqual(nanSpan);
    expect(differenceInYearsMonthsDays(null as never, date)).toEqual(nanSpan);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('addYearsMonthsToEpochDays should give NaN for fields or amounts that are not integers', () => {
    expect(addYearsMonthsToEpochDays({ year: Number.NaN, month: 1, day: 1 }, 0, 1)).toBeNaN();
    expect(addYearsMonthsToEpochDays({ year: 2023, month: 1, day: 31 }, 0, Number.NaN)).toBeNaN();
    expect(addYearsMonthsToEpochDays({ year: 2023, month: 1, day: 31 }, '1' as never, 0)).toBeNaN();
    expect(addYearsMonthsToEpochDays(undefined as never, 0, 0)).toBeNaN();
  });
});
