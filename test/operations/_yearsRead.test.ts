// The years `execute` loads before a business-day operation runs (src/operations/_yearsRead.ts) must hold
// every year the run reads: checked against the operations themselves over calendars made to walk far
// (one working weekday, long runs of excluded dates and custom holidays right after the start).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import { SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS, SAVED_CALENDAR_MAX_EXCLUDED_DATES } from '../../src/calendars/savedCalendarLimits.ts';
import { aroundInsideTables, betweenInsideTables, walkInsideTables, yearsAround, yearsBetween, yearsOfListing, yearsOfWalk } from '../../src/operations/_yearsRead.ts';
import { epochDaysToPlainDate, plainDateToEpochDays, type PlainDate } from '../../src/date/plainDate.ts';
import { DE } from '../../src/holidays/de.ts';
import { US } from '../../src/holidays/us.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';

const WALK_ID = '8c0f7b4e-2d1a-4f6b-9e3c-5a7d1b2c3e4f';
const yearOf = (date: string): number => Number(date.slice(0, 4));

/** A calendar whose saved dates block the days right after (or before) the start. */
const arbWalk = fc.record({
  country: fc.constantFrom('US', 'DE'),
  working: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  start: fc.integer({ min: plainDateToEpochDays('1990-01-01' as PlainDate), max: plainDateToEpochDays('2100-12-31' as PlainDate) }),
  days: fc.integer({ min: -2000, max: 2000 }),
  blocked: fc.integer({ min: 0, max: SAVED_CALENDAR_MAX_EXCLUDED_DATES + SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS }),
});

describe('the years an operation reads', () => {
  it('hold every year add-business-days and is-business-day reach (property)', () => {
    fc.assert(
      fc.property(arbWalk, ({ country, working, start, days, blocked }) => {
        const direction = days < 0 ? -1 : 1;
        const blockedDays = Array.from({ length: blocked }, (_, index) => epochDaysToPlainDate(start + direction * (index + 1))!);
        // A saved calendar holds at most 1,000 excluded dates and 1,000 custom holidays: the run is both.
        const excluded = blockedDays.slice(0, SAVED_CALENDAR_MAX_EXCLUDED_DATES);
        const custom = blockedDays.slice(SAVED_CALENDAR_MAX_EXCLUDED_DATES).map((date) => ({ date, label: 'Blocked' }));
        const lookup = () => ({ id: WALK_ID, country_code: country, working_days: working, excluded_dates: excluded, custom_holidays: custom });
        const calendar = resolveCalendar({ business_calendar_id: WALK_ID }, { holidays: [US, DE], lookup });
        expect(calendar.ok).toBe(true);
        if (!calendar.ok) return;
        const startDate = epochDaysToPlainDate(start)!;
        const walked = addBusinessDays({ start_date: startDate, days }, calendar.value);
        expect(walked.ok).toBe(true);
        if (!walked.ok) return;
        const bound = yearsOfWalk({ start_date: startDate, days }, calendar.value);
        expect(yearOf(walked.value.result_date)).toBeGreaterThanOrEqual(bound.from);
        expect(yearOf(walked.value.result_date)).toBeLessThanOrEqual(bound.to);
        const neighbours = isBusinessDay({ date: startDate }, calendar.value);
        expect(neighbours.ok).toBe(true);
        if (!neighbours.ok) return;
        const around = yearsAround({ date: startDate }, calendar.value);
        expect(yearOf(neighbours.value.previous_business_day)).toBeGreaterThanOrEqual(around.from);
        expect(yearOf(neighbours.value.next_business_day)).toBeLessThanOrEqual(around.to);
      }),
      { numRuns: 200 },
    );
  });

  it('are exact for spans the input names', () => {
    expect(yearsBetween({ start_date: '2024-12-30', end_date: '2023-01-02' })).toEqual({ from: 2023, to: 2024 });
    expect(yearsOfListing({ year: 2026 })).toEqual({ from: 2026, to: 2026 });
    expect(yearsOfListing({ start_date: '2025-12-20', end_date: '2026-01-06' })).toEqual({ from: 2025, to: 2026 });
    // Neither: the run fails on the fields before it reads a year; nothing is loaded.
    const none = yearsOfListing({});
    expect(none.from).toBeGreaterThan(none.to);
  });
});

describe('the constant-time answers of `withCalendar` (issue 31)', () => {
  // Each may say true only where its years function reads no year outside the tables.
  const TABLE_FIRST = plainDateToEpochDays('1900-01-01' as PlainDate);
  const TABLE_LAST = plainDateToEpochDays('2199-12-31' as PlainDate);
  const arbDay = fc.integer({ min: TABLE_FIRST - 3_000, max: TABLE_LAST + 3_000 });
  const arbSpec = fc.record({
    working_days: fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 5, 6, 7), { minLength: 1, maxLength: 7 }),
    saved: fc.integer({ min: 0, max: SAVED_CALENDAR_MAX_EXCLUDED_DATES + SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS }),
  }).map(({ working_days, saved }) => ({
    working_days,
    include_public_holidays: true,
    excluded_dates: Array.from({ length: Math.min(saved, SAVED_CALENDAR_MAX_EXCLUDED_DATES) }, () => '2024-01-01' as PlainDate),
    custom_holidays: Array.from({ length: Math.max(0, saved - SAVED_CALENDAR_MAX_EXCLUDED_DATES) }, () => ({ date: '2024-01-01' as PlainDate, label: 'x' })),
  }));
  const inside = (years: { from: number; to: number }): boolean => years.from >= 1900 && years.to <= 2199;

  it('betweenInsideTables, walkInsideTables and aroundInsideTables imply their years lie inside 1900-2199 (property)', () => {
    fc.assert(
      fc.property(arbSpec, arbDay, arbDay, fc.integer({ min: -25_000, max: 25_000 }), (spec, first, second, days) => {
        const start_date = epochDaysToPlainDate(first)!;
        const end_date = epochDaysToPlainDate(second)!;
        const read = { firstDay: first, secondDay: second };
        if (betweenInsideTables({}, spec as never, read)) expect(inside(yearsBetween({ start_date, end_date }))).toBe(true);
        if (walkInsideTables({ days }, spec as never, read)) expect(inside(yearsOfWalk({ start_date, days }, spec as never))).toBe(true);
        if (aroundInsideTables({}, spec as never, read)) expect(inside(yearsAround({ date: start_date }, spec as never))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('say true for the common case and false without the days', () => {
    const spec = { working_days: [1, 2, 3, 4, 5], include_public_holidays: true, excluded_dates: [], custom_holidays: [] } as never;
    const day = plainDateToEpochDays('2024-07-04' as PlainDate);
    expect(betweenInsideTables({}, spec, { firstDay: day, secondDay: day + 400 })).toBe(true);
    expect(walkInsideTables({ days: 250 }, spec, { firstDay: day })).toBe(true);
    expect(aroundInsideTables({}, spec, { firstDay: day })).toBe(true);
    expect(betweenInsideTables({}, spec, { firstDay: day })).toBe(false);
    expect(walkInsideTables({ days: 5 }, spec, {})).toBe(false);
    expect(aroundInsideTables({}, spec, {})).toBe(false);
    expect(betweenInsideTables({}, spec, { firstDay: TABLE_FIRST - 1, secondDay: day })).toBe(false);
  });
});
