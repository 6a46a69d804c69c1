// The years a business-day operation reads, from its checked input and its calendar's spec: what
// `withCalendar` loads before the run (years outside the compiled tables are computed by date-holidays
// one per turn of the event loop before the run, not during it). Exact for spans the input names; an
// upper bound for walks (a year beyond it is still answered, computed on the spot).
import { isInsideTables } from '../calendars/holidayProvider.ts';
import type { YearRange } from '../calendars/loadCalendar.ts';
import type { CalendarSpec } from '../calendars/resolvedCalendar.ts';

/** The year of a checked `YYYY-MM-DD` date (its four digits, read without making a string). */
function yearOf(date: string): number {
  return date.charCodeAt(0) * 1000 + date.charCodeAt(1) * 100 + date.charCodeAt(2) * 10 + date.charCodeAt(3) - 53328; // 48 * 1111
}

/**
 * The calendar days a walk over `steps` working days may need at most: whole weeks of the working
 * week, with every saved date taken as a lost working day and public holidays as up to a quarter of
 * the rest (no country has more), plus two weeks.
 */
function walkDays(spec: CalendarSpec, steps: number): number {
  const lost = spec.custom_holidays.length + spec.excluded_dates.length;
  return Math.ceil((steps + lost + 1) * CALENDAR_DAYS_PER_STEP[spec.working_days.length]!) + 14;
}

/**
 * By the number of working weekdays, the calendar days of one step: 7 / n / 0.75, rounded up at the
 * fourth decimal (a multiplication per request instead of two divisions; at most 3 days more over
 * 25,000 steps).
 */
const CALENDAR_DAYS_PER_STEP: readonly number[] = [Number.NaN, 9.3334, 4.6667, 3.1112, 2.3334, 1.8667, 1.5556, 1.3334];

/** A range of years from a date moved by some calendar days either way (and a year of margin). */
function reach(date: string, before: number, after: number): YearRange {
  const year = yearOf(date);
  return { from: year - Math.ceil(before / 365) - 1, to: year + Math.ceil(after / 365) + 1 };
}

/**
 * The years between two dates (either order).
 *
 * @param input - The two dates.
 * @returns Their years.
 * @example
 * yearsBetween({ start_date: '2024-12-30', end_date: '2023-01-02' }) //=> { from: 2023, to: 2024 }
 */
export function yearsBetween(input: { readonly start_date: string; readonly end_date: string }): YearRange {
  const start = yearOf(input.start_date);
  const end = yearOf(input.end_date);
  return { from: Math.min(start, end), to: Math.max(start, end) };
}

/**
 * The years a walk of `days` working days from a start date reads.
 *
 * @param input - The start and the signed number of working days.
 * @param spec - The calendar's spec.
 * @returns The years.
 * @example
 * yearsOfWalk({ start_date: '2024-12-20', days: 5 }, us) //=> { from: 2023, to: 2026 }
 */
export function yearsOfWalk(input: { readonly start_date: string; readonly days: number }, spec: CalendarSpec): YearRange {
  const span = walkDays(spec, Math.abs(input.days));
  return input.days < 0 ? reach(input.start_date, span, 0) : reach(input.start_date, 0, span);
}

/**
 * The years around a date that finding its neighbouring working days reads.
 *
 * @param input - The date.
 * @param spec - The calendar's spec.
 * @returns The years.
 * @example
 * yearsAround({ date: '2024-12-31' }, us) //=> { from: 2023, to: 2025 }
 */
export function yearsAround(input: { readonly date: string }, spec: CalendarSpec): YearRange {
  const span = walkDays(spec, 1);
  return reach(input.date, span, span);
}

/**
 * The years of a `holidays` request: its year, or its period (the run checks which is given).
 *
 * @param input - The year, or the period's dates.
 * @returns The years.
 * @example
 * yearsOfListing({ year: 2026 }) //=> { from: 2026, to: 2026 }
 */
export function yearsOfListing(input: { readonly year?: number; readonly start_date?: string; readonly end_date?: string }): YearRange {
  if (typeof input.year === 'number') return { from: input.year, to: input.year };
  if (typeof input.start_date === 'string' && typeof input.end_date === 'string') return yearsBetween({ start_date: input.start_date, end_date: input.end_date });
  return { from: 2000, to: 1999 };
}

// The common case in constant time, from the dates the request check already read (`RunContext.firstDay`,
// `secondDay`): the run reads only years inside the tables. Each says true only where its years
// function's range lies inside them too (a year of margin is at most 366 days; 2,000 days cover the
// margins and the rounding of `reach`), and false when a day is missing; the caller then asks the
// years function. Property-tested against them (test/operations/yearsRead.test.ts).

/** Margin, in days, around a range of days for the years `reach` adds (see above). */
const YEAR_MARGIN_DAYS = 2_000;

/** The days the run reads, as two epoch days of the request check. */
interface ReadDays {
  readonly firstDay?: number | undefined;
  readonly secondDay?: number | undefined;
}

/**
 * Tells, from the two dates' days, that `yearsBetween` lies inside the tables.
 *
 * @param _input - The checked input (its dates were read into `days`).
 * @param _spec - The calendar's spec.
 * @param days - The days the request check read.
 * @returns True when the span's years surely lie inside the tables.
 * @example
 * betweenInsideTables(input, us, { firstDay: 19_723, secondDay: 19_753 }) //=> true
 */
export function betweenInsideTables(_input: unknown, _spec: CalendarSpec, days: ReadDays): boolean {
  const { firstDay, secondDay } = days;
  if (firstDay === undefined || secondDay === undefined) return false;
  return firstDay <= secondDay ? isInsideTables(firstDay, secondDay) : isInsideTables(secondDay, firstDay);
}

/**
 * Tells, from the start's day, that `yearsOfWalk` lies inside the tables.
 *
 * @param input - The start and the signed number of working days.
 * @param spec - The calendar's spec.
 * @param days - The days the request check read (`firstDay`: the start).
 * @returns True when the walk's years surely lie inside the tables.
 * @example
 * walkInsideTables({ start_date: '2024-12-20', days: 5 }, us, { firstDay: 20_077 }) //=> true
 */
export function walkInsideTables(input: { readonly days: number }, spec: CalendarSpec, days: ReadDays): boolean {
  const start = days.firstDay;
  if (start === undefined) return false;
  const span = walkDays(spec, Math.abs(input.days)) + YEAR_MARGIN_DAYS;
  return isInsideTables(start - span, start + span);
}

/**
 * Tells, from the date's day, that `yearsAround` lies inside the tables.
 *
 * @param _input - The checked input.
 * @param spec - The calendar's spec.
 * @param days - The days the request check read (`firstDay`: the date).
 * @returns True when the years around the date surely lie inside the tables.
 * @example
 * aroundInsideTables({ date: '2024-12-31' }, us, { firstDay: 20_088 }) //=> true
 */
export function aroundInsideTables(_input: unknown, spec: CalendarSpec, days: ReadDays): boolean {
  const day = days.firstDay;
  if (day === undefined) return false;
  const span = walkDays(spec, 1) + YEAR_MARGIN_DAYS;
  return isInsideTables(day - span, day + span);
}
