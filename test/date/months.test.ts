import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { daysInMonth, isLeapYear } from '../../src/date/months.ts';
import { arbYear } from '../_helpers/arbitraries.ts';

describe('isLeapYear', () => {
  it('should follow the Gregorian rule for 1582, 1600, 1900, 2000, 2100, 9999', () => {
    expect(isLeapYear(1582)).toBe(false);
    expect(isLeapYear(1600)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(9996)).toBe(true);
    expect(isLeapYear(9999)).toBe(false);
    expect(isLeapYear(4)).toBe(true);
  });

  it('should match Temporal inLeapYear (property)', () => {
    fc.assert(
      fc.property(arbYear, (year) => {
        expect(isLeapYear(year)).toBe(Temporal.PlainDate.from({ year, month: 1, day: 1 }).inLeapYear);
      }),
      { numRuns: 500 },
    );
  });
});

describe('daysInMonth', () => {
  it('should give 28 to 31 days', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('should match Temporal daysInMonth (property)', () => {
    fc.assert(
      fc.property(arbYear, fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(daysInMonth(year, month)).toBe(Temporal.PlainDate.from({ year, month, day: 1 }).daysInMonth);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isLeapYear and daysInMonth on arbitrary values (issue #18)', () => {
  const odd: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, 1.5, '3', null, undefined, {}, [], Object.create(null), Symbol('x'), 10n];

  it('daysInMonth should give NaN for a month outside 1-12 or values that are not integers', () => {
    expect(daysInMonth({} as never, 2)).toBeNaN();
    expect(daysInMonth(2024, {} as never)).toBeNaN();
    expect(daysInMonth(2023, 13)).toBeNaN();
    expect(daysInMonth(2023, 0)).toBeNaN();
    for (const value of odd) {
      expect(daysInMonth(value as number, 1)).toBeNaN();
      expect(daysInMonth(2024, value as number)).toBeNaN();
    }
  });

  it('isLeapYear should give false for values that are not integers', () => {
    for (const value of [...odd, '2024', 2024.5]) expect(isLeapYear(value as number)).toBe(false);
    expect(isLeapYear(-4)).toBe(true);
  });
});
