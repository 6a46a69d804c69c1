// Public holidays of years outside the compiled tables, computed by date-holidays (the dynamically
// imported `dateHolidaysSource.ts`) and remembered in a bounded memo (a pure cache of date-holidays'
// answers). A calendar that `loadCalendar` built for such years holds the reader this module makes.
import { ok, type Result } from '../result.ts';
import { BoundedMemo } from './boundedMemo.ts';
import type * as DateHolidaysSource from './dateHolidaysSource.ts';
import { HOLIDAY_TABLE_FIRST_YEAR, HOLIDAY_TABLE_LAST_YEAR } from './holidayProvider.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN, type PublicHolidayYear } from './holidayYears.ts';

/** Reads one year outside the tables of a region (country code, the provider's subdivision code). */
export type OutsideYearsReader = (countryCode: string, subdivision: string | undefined, year: number) => Result<PublicHolidayYear>;

/** Years computed from date-holidays, by `country|subdivision|year`. */
const computedYears = new BoundedMemo<string, PublicHolidayYear>(20_000);

const keyOf = (countryCode: string, subdivision: string | undefined, year: number): string => `${countryCode}|${subdivision ?? ''}|${year}`;

/**
 * Makes the reader of years outside the tables over the loaded date-holidays source: it answers
 * remembered years at once and computes the others on the spot (tens of milliseconds a year for some
 * countries; `loadCalendar` computes a span's years before the run, one per turn of the event loop).
 *
 * @param source - The loaded `dateHolidaysSource` module.
 * @returns The reader.
 * @example
 * outsideYearsReader(await import('./dateHolidaysSource.ts'))('CN', undefined, 3000).ok //=> true
 */
export function outsideYearsReader(source: typeof DateHolidaysSource): OutsideYearsReader {
  return (countryCode, subdivision, year) => {
    const key = keyOf(countryCode, subdivision, year);
    const known = computedYears.get(key);
    if (known !== undefined) return ok(known);
    const computed = source.dateHolidaysYear(countryCode, subdivision, year);
    if (computed.ok) computedYears.set(key, computed.value);
    return computed;
  };
}

/**
 * Tells whether a year outside the tables has been computed already (so reading it costs nothing).
 *
 * @param countryCode - The country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param year - The year.
 * @returns True when it is remembered.
 * @example
 * isOutsideYearReady('CN', undefined, 3000) //=> false before it is computed
 */
export function isOutsideYearReady(countryCode: string, subdivision: string | undefined, year: number): boolean {
  return computedYears.get(keyOf(countryCode, subdivision, year)) !== undefined;
}

/** Tells whether a range reaches years outside the tables that have public holidays (`HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX`). */
export function reachesOutside(years: { readonly from: number; readonly to: number }): boolean {
  return (years.from < HOLIDAY_TABLE_FIRST_YEAR && years.to >= HOLIDAY_YEARS_MIN) || (years.to > HOLIDAY_TABLE_LAST_YEAR && years.from <= HOLIDAY_YEARS_MAX);
}

/** The years of a range outside the tables (and inside `HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX`). */
export function outsideYearsOf(years: { readonly from: number; readonly to: number } | undefined): number[] {
  const outside: number[] = [];
  if (years === undefined) return outside;
  const from = Math.max(years.from, HOLIDAY_YEARS_MIN);
  const to = Math.min(years.to, HOLIDAY_YEARS_MAX);
  for (let year = from; year <= Math.min(to, HOLIDAY_TABLE_FIRST_YEAR - 1); year++) outside.push(year);
  for (let year = Math.max(from, HOLIDAY_TABLE_LAST_YEAR + 1); year <= to; year++) outside.push(year);
  return outside;
}
