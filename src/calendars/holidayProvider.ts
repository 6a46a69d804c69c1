// The holiday data's constants and regions: the compiled tables' window and sources (reported in
// `summary.provider`), and the countries and subdivisions they cover (regionLists.ts, from the generated
// regions.ts, so validating a region needs no table).
// The days themselves are values a calendar holds (holidayData.ts, regionHolidays.ts); years outside
// the window come from date-holidays through `loadCalendar` (outsideYears.ts).
import { isoDateToEpochDays } from '../date/epochDays.ts';
import {
  HOLIDAY_TABLES_FIRST_YEAR,
  HOLIDAY_TABLES_LAST_YEAR,
  HOLIDAY_TABLES_PYTHON_HOLIDAYS_VERSION,
  HOLIDAY_TABLES_SOURCE_VERSION,
} from './holidayTables/index.ts';

export { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN, type PublicHolidayYear } from './holidayYears.ts';

/**
 * The holiday data inside the window, reported in `summary.provider`: daycalc's compiled tables
 * (python-holidays and date-holidays reconciled at build time; docs/holiday-data.md).
 */
export const HOLIDAY_PROVIDER = 'daycalc-tables';

/** The tables' sources and their versions, reported in `summary.provider_version`. */
export const HOLIDAY_PROVIDER_VERSION: string = `python-holidays ${HOLIDAY_TABLES_PYTHON_HOLIDAYS_VERSION}; date-holidays ${HOLIDAY_TABLES_SOURCE_VERSION}`;

/** The source of the market tables and its version (python-holidays alone: docs/holiday-data.md#markets), reported for a market calendar. */
export const MARKET_PROVIDER_VERSION: string = `python-holidays ${HOLIDAY_TABLES_PYTHON_HOLIDAYS_VERSION}`;

/** The holiday data outside the window: date-holidays itself, computed at run time. */
export const FALLBACK_HOLIDAY_PROVIDER = 'date-holidays';

/** The date-holidays version of the years outside the window. */
export const FALLBACK_HOLIDAY_PROVIDER_VERSION: string = HOLIDAY_TABLES_SOURCE_VERSION;

/** A span that reaches both the tables and years outside them. */
const MIXED_HOLIDAY_PROVIDER = `${HOLIDAY_PROVIDER}+${FALLBACK_HOLIDAY_PROVIDER}`;

/** The first year of the compiled tables; earlier years come from date-holidays when loaded. */
export const HOLIDAY_TABLE_FIRST_YEAR: number = HOLIDAY_TABLES_FIRST_YEAR;

/** The last year of the compiled tables; later years come from date-holidays when loaded. */
export const HOLIDAY_TABLE_LAST_YEAR: number = HOLIDAY_TABLES_LAST_YEAR;

/** Epoch days of 1 January of the tables' first year and 31 December of their last. */
const TABLE_FIRST_DAY = isoDateToEpochDays(HOLIDAY_TABLES_FIRST_YEAR, 1, 1);
const TABLE_LAST_DAY = isoDateToEpochDays(HOLIDAY_TABLES_LAST_YEAR, 12, 31);

/**
 * Tells whether a span of days lies inside the compiled tables' years (its public holidays are the
 * tables', `HOLIDAY_PROVIDER`).
 *
 * @param from - First epoch day.
 * @param to - Last epoch day (>= from).
 * @returns True inside the window.
 * @example
 * isInsideTables(isoDateToEpochDays(2024, 1, 1), isoDateToEpochDays(2024, 12, 31)) //=> true
 */
export function isInsideTables(from: number, to: number): boolean {
  return from >= TABLE_FIRST_DAY && to <= TABLE_LAST_DAY;
}

/**
 * Names the holiday data of a span that is not inside the tables (see `isInsideTables`): date-holidays
 * alone, or the tables and date-holidays when the span reaches both.
 *
 * @param from - First epoch day.
 * @param to - Last epoch day (>= from).
 * @returns `summary.provider` and `summary.provider_version` of the span.
 * @example
 * providerOutsideTables(isoDateToEpochDays(2300, 1, 1), isoDateToEpochDays(2300, 12, 31)) //=> ['date-holidays', '3.37.0']
 */
export function providerOutsideTables(from: number, to: number): readonly [provider: string, version: string] {
  if (to < TABLE_FIRST_DAY || from > TABLE_LAST_DAY) return [FALLBACK_HOLIDAY_PROVIDER, FALLBACK_HOLIDAY_PROVIDER_VERSION];
  return [MIXED_HOLIDAY_PROVIDER, HOLIDAY_PROVIDER_VERSION];
}

// ---------------------------------------------------------------------------------------------------
// Regions (regionLists.ts's, from the generated regions.ts)

export { findSubdivision, isSupportedCountry, listCountries, listSubdivisions } from './regionLists.ts';
