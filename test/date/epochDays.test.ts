import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { epochDaysToIsoDate, isoDateToEpochDays, uncheckedIsoDateToEpochDays } from '../../src/date/epochDays.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../src/date/limits.ts';
import { arbPlainDate } from '../_helpers/arbitraries.ts';
import { temporalEpochDays, temporalFromEpochDays, toTemporal } from '../_helpers/temporalOracle.ts';

describe('isoDateToEpochDays', () => {
  it('should count days from 1970-01-01', () => {
    expect(isoDateToEpochDays(1970, 1, 1)).toBe(0);
    expect(isoDateToEpochDays(1970, 1, 2)).toBe(1);
    expect(isoDateToEpochDays(1969, 12, 31)).toBe(-1);
    expect(isoDateToEpochDays(2000, 3, 1)).toBe(11_017);
  });

  it('should match the range bounds Temporal gives', () => {
    expect(isoDateToEpochDays(1, 1, 1)).toBe(temporalEpochDays('0001-01-01'));
    expect(isoDateToEpochDays(9999, 12, 31)).toBe(temporalEpochDays('9999-12-31'));
    expect(MIN_EPOCH_DAYS).toBe(-719_162);
    expect(MAX_EPOCH_DAYS).toBe(2_932_896);
  });

  it('should handle the days just outside the range (year 0 and year 10000)', () => {
    expect(isoDateToEpochDays(0, 12, 31)).toBe(MIN_EPOCH_DAYS - 1);
    expect(isoDateToEpochDays(10000, 1, 1)).toBe(MAX_EPOCH_DAYS + 1);
    expect(epochDaysToIsoDate(MIN_EPOCH_DAYS - 1)).toEqual({ year: 0, month: 12, day: 31 });
    expect(epochDaysToIsoDate(MAX_EPOCH_DAYS + 1)).toEqual({ year: 10000, month: 1, day: 1 });
  });

  it('should match Temporal for every supported date (property)', () => {
    fc.assert(
      fc.property(arbPlainDate, (date) => {
        const t = toTemporal(date);
        expect(isoDateToEpochDays(t.year, t.month, t.day)).toBe(temporalEpochDays(t));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('epochDaysToIsoDate', () => {
  it('should convert epoch days back to fields', () => {
    expect(epochDaysToIsoDate(0)).toEqual({ year: 1970, month: 1, day: 1 });
    expect(epochDaysToIsoDate(-1)).toEqual({ year: 1969, month: 12, day: 31 });
    expect(epochDaysToIsoDate(11_016)).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('should match Temporal for every epoch day in range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_EPOCH_DAYS - 400, max: MAX_EPOCH_DAYS + 400 }), (epochDays) => {
        const t = temporalFromEpochDays(epochDays);
        expect(epochDaysToIsoDate(epochDays)).toEqual({ year: t.year, month: t.month, day: t.day });
      }),
      { numRuns: 1000 },
    );
  });

  it('should round-trip with isoDateToEpochDays (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_EPOCH_DAYS, max: MAX_EPOCH_DAYS }), (epochDays) => {
        const { year, month, day } = epochDaysToIsoDate(epochDays);
        expect(isoDateToEpochDays(year, month, day)).toBe(epochDays);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(arbPlainDate, (date) => {
        const t = Temporal.PlainDate.from(date);
        expect(epochDaysToIsoDate(isoDateToEpochDays(t.year, t.month, t.day))).toEqual({ year: t.year, month: t.month, day: t.day });
      }),
      { numRuns: 500 },
    );
  });

  it('should answer alike on both sides of the int32 range (its integer path and the general one)', () => {
    // Days beyond int32 (about 5.8 million years) take the general path: the Gregorian cycle of
    // 146,097 days repeats every 400 years, so a day 400k years on is the same month and day.
    fc.assert(
      fc.property(fc.integer({ min: MIN_EPOCH_DAYS, max: MAX_EPOCH_DAYS }), fc.integer({ min: 14_710, max: 20_000 }), (epochDays, cycles) => {
        const near = epochDaysToIsoDate(epochDays);
        const far = epochDaysToIsoDate(epochDays + cycles * 146_097);
        expect(epochDays + cycles * 146_097).toBeGreaterThan(2 ** 31 - 1);
        expect(far).toEqual({ year: near.year + cycles * 400, month: near.month, day: near.day });
        // A day computed in floating point (a heap number for V8) answers as the same integer does.
        expect(epochDaysToIsoDate(Math.floor(epochDays + 0.5))).toEqual(near);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isoDateToEpochDays and epochDaysToIsoDate over the whole range', () => {
  it('should round-trip every day from 0001-01-01 to 9999-12-31, one day apart', () => {
    let previous = isoDateToEpochDays(0, 12, 31);
    let mismatches = 0;
    for (let day = MIN_EPOCH_DAYS; day <= MAX_EPOCH_DAYS; day++) {
      const { year, month, day: dayOfMonth } = epochDaysToIsoDate(day);
      const back = isoDateToEpochDays(year, month, dayOfMonth);
      if (back !== day || back !== previous + 1) mismatches++;
      previous = back;
    }
    expect(mismatches).toBe(0);
  });

  // The general formula now lives in uncheckedIsoDateToEpochDays; the exported isoDateToEpochDays
  // refuses what is not a real date (NaN) instead of rolling it over (issue #18).
  it('should give the same day for months outside 1-12 and years before 1 (the general formula)', () => {
    expect(uncheckedIsoDateToEpochDays(2024, 13, 1)).toBe(isoDateToEpochDays(2025, 1, 1));
    expect(uncheckedIsoDateToEpochDays(2024, 0, 31)).toBe(isoDateToEpochDays(2023, 12, 31));
    expect(isoDateToEpochDays(-1, 3, 1)).toBe(isoDateToEpochDays(0, 3, 1) - 366);
    expect(isoDateToEpochDays(1, 1, 1)).toBe(MIN_EPOCH_DAYS);
    expect(uncheckedIsoDateToEpochDays(2024, 1, 32)).toBe(isoDateToEpochDays(2024, 2, 1));
  });

  it('should refuse months outside 1-12 and days past the month end with NaN, never rolling over', () => {
    expect(isoDateToEpochDays(2024, 13, 1)).toBeNaN();
    expect(isoDateToEpochDays(2024, 0, 31)).toBeNaN();
    expect(isoDateToEpochDays(2024, 1, 32)).toBeNaN();
    expect(isoDateToEpochDays(2023, 2, 29)).toBeNaN();
    expect(isoDateToEpochDays(2024, 2, 29)).toBe(isoDateToEpochDays(2024, 3, 1) - 1);
  });
});

describe('isoDateToEpochDays and epochDaysToIsoDate on arbitrary values (issue #18)', () => {
  const odd: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, 1.5, '3', null, undefined, {}, [], Object.create(null), Symbol('x'), 10n];

  it('isoDateToEpochDays should give NaN, never throw, for arguments that are not a date', () => {
    expect(isoDateToEpochDays('x' as never, 1, 1)).toBeNaN();
    for (const value of odd) {
      expect(isoDateToEpochDays(value as number, 1, 1)).toBeNaN();
      expect(isoDateToEpochDays(2024, value as number, 1)).toBeNaN();
      expect(isoDateToEpochDays(2024, 1, value as number)).toBeNaN();
    }
  });

  it('epochDaysToIsoDate should give NaN fields, never throw, for anything but an integer', () => {
    for (const value of odd) expect(epochDaysToIsoDate(value as number)).toEqual({ year: Number.NaN, month: Number.NaN, day: Number.NaN });
  });
});
