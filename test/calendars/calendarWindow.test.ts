import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCalendarWindow, lowerBound, OFF_CUSTOM, OFF_EXCLUDED, OFF_PUBLIC, ON_DECREED, windowIndex } from '../../src/calendars/calendarWindow.ts';
import { oracleCalendarOf, REGIONS, resolveOracleCalendar } from './_calendarArbitraries.ts';

/** A plain date `days` after 1 January of a year (UTC). */
function dateIn(year: number, days: number): string {
  return new Date(Date.UTC(year, 0, 1 + days)).toISOString().slice(0, 10);
}

/** A calendar of 1990-2040 with excluded dates and custom holidays, some in long runs (whole buckets off), and its window's years. */
const arbWindowCase = fc
  .record({
    region: fc.constantFrom(...REGIONS),
    workingDays: fc.oneof(fc.constant([1, 2, 3, 4, 5]), fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 })),
    includePublicHolidays: fc.boolean(),
    firstYear: fc.integer({ min: 1990, max: 2038 }),
    years: fc.integer({ min: 1, max: 3 }),
    excluded: fc.array(fc.integer({ min: 0, max: 3 * 366 }), { maxLength: 12 }),
    // A closure: up to 80 days in a row off (every bit of a bucket set, and buckets on either side).
    run: fc.record({ from: fc.integer({ min: 0, max: 3 * 366 }), length: fc.integer({ min: 0, max: 80 }) }),
    custom: fc.array(fc.integer({ min: 0, max: 3 * 366 }), { maxLength: 6 }),
  })
  .map(({ region, workingDays, includePublicHolidays, firstYear, years, excluded, run, custom }) => {
    const runDays = Array.from({ length: run.length }, (_, index) => run.from + index);
    return {
      calendar: oracleCalendarOf(
        region,
        workingDays,
        includePublicHolidays,
        [...new Set(custom)].map((offset) => ({ date: dateIn(firstYear, offset), label: 'Company Day' })),
        [...new Set([...excluded, ...runDays])].map((offset) => dateIn(firstYear, offset)),
      ),
      firstYear,
      lastYear: firstYear + years - 1,
    };
  });

describe('the window index', () => {
  it('the reason codes should be 0-3 in the classification order (the span summary reads the counts at these offsets, written as numbers)', () => {
    expect([OFF_EXCLUDED, OFF_CUSTOM, OFF_PUBLIC, ON_DECREED]).toEqual([0, 1, 2, 3]);
  });

  it('windowIndex should equal a binary search of the off-days for every day in and around a window (property, closures filling whole buckets)', () => {
    fc.assert(
      fc.property(arbWindowCase, ({ calendar, firstYear, lastYear }) => {
        const window = buildCalendarWindow(resolveOracleCalendar(calendar).plan, firstYear, lastYear);
        let wrong = 0;
        for (let day = window.firstDay - 40; day <= window.lastDay + 40; day++) if (windowIndex(window, day) !== lowerBound(window.days, day)) wrong++;
        expect(wrong).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it('windowIndex should count a closure of every day of a bucket and of the buckets around it', () => {
    // All of 2024 off but for working weekdays: excluded dates on every weekday of March-May.
    const excluded: string[] = [];
    for (let day = 60; day < 152; day++) excluded.push(dateIn(2024, day));
    const plan = resolveOracleCalendar({ country: 'US', workingDays: [1, 2, 3, 4, 5, 6, 7], includePublicHolidays: false, customHolidays: [], excludedDates: excluded }).plan;
    const window = buildCalendarWindow(plan, 2024, 2024);
    expect(window.days.length).toBe(92);
    const first = window.days[0]!;
    expect(windowIndex(window, first)).toBe(0);
    expect(windowIndex(window, first + 1)).toBe(1);
    expect(windowIndex(window, first + 32)).toBe(32);
    expect(windowIndex(window, first + 91)).toBe(91);
    expect(windowIndex(window, first + 92)).toBe(92);
    expect(windowIndex(window, window.lastDay)).toBe(92);
    expect(windowIndex(window, window.lastDay + 1)).toBe(92);
  });
});
