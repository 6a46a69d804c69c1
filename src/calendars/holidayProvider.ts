// The holiday data's constants and regions: the compiled tables' window and sources (reported in
// `summary.provider`), and the countries and subdivisions they cover (from the generated index, so
// validating a country needs no table). The days themselves are values a calendar holds
// (holidayData.ts, regionHolidays.ts); years outside the window come from date-holidays through
// `loadCalendar` (outsideYears.ts).
import { isoDateToEpochDays } from '../date/epochDays.ts';
import {
  HOLIDAY_TABLES_FIRST_YEAR,
  HOLIDAY_TABLES_LAST_YEAR,
  HOLIDAY_TABLES_PYTHON_HOLIDAYS_VERSION,
  HOLIDAY_TABLES_REGIONS,
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
// Regions (constant data of the generated index)

let regionIndex: ReadonlyMap<string, ReadonlyMap<string, string>> | undefined;

/** Country code -> (upper-cased subdivision code -> the provider's spelling), parsed once. */
function regions(): ReadonlyMap<string, ReadonlyMap<string, string>> {
  if (regionIndex === undefined) {
    const index = new Map<string, ReadonlyMap<string, string>>();
    for (const entry of HOLIDAY_TABLES_REGIONS.split(';')) {
      const [country, subdivisions] = entry.split(':') as [string, string];
      index.set(country, new Map(subdivisions === '' ? [] : subdivisions.split(',').map((code) => [code.toUpperCase(), code])));
    }
    regionIndex = index;
  }
  return regionIndex;
}

/**
 * Lists the ISO 3166-1 alpha-2 codes of the countries with public holidays.
 *
 * @returns The codes, upper case, sorted.
 * @example
 * listCountries().includes('DE') //=> true
 */
export function listCountries(): readonly string[] {
  return [...regions().keys()].sort();
}

/**
 * Tells whether a country code has public holidays (case-insensitive).
 *
 * @param countryCode - A country code such as `'DE'`.
 * @returns True when the provider has holidays for it.
 * @example
 * isSupportedCountry('de') //=> true
 * isSupportedCountry('XX') //=> false
 */
export function isSupportedCountry(countryCode: string): boolean {
  return typeof countryCode === 'string' && regions().has(countryCode.toUpperCase());
}

/**
 * Lists the provider's subdivision codes of a country (states, provinces, regions).
 *
 * @param countryCode - A supported country code (any case).
 * @returns The provider's codes (e.g. `['BB', 'BE', ..., 'BY', ...]`), sorted; empty when none.
 * @example
 * listSubdivisions('GB') //=> ['ALD', 'ENG', 'NIR', 'SCT', 'WLS']
 */
export function listSubdivisions(countryCode: string): readonly string[] {
  if (typeof countryCode !== 'string') return [];
  return [...(regions().get(countryCode.toUpperCase())?.values() ?? [])].sort();
}

/**
 * Finds the provider's subdivision code for a user's code, accepting the provider form (`BY`) or the
 * ISO 3166-2 form (`DE-BY`), case-insensitive. There is no national fallback.
 *
 * @param countryCode - A supported country code.
 * @param subdivisionCode - The user's code.
 * @returns The provider's code, or `undefined` when the country has no such subdivision.
 * @example
 * findSubdivision('DE', 'de-by') //=> 'BY'
 */
export function findSubdivision(countryCode: string, subdivisionCode: string): string | undefined {
  if (typeof countryCode !== 'string' || typeof subdivisionCode !== 'string') return undefined;
  const index = regions().get(countryCode.toUpperCase());
  if (index === undefined) return undefined;
  const upper = subdivisionCode.trim().toUpperCase();
  const prefix = `${countryCode.toUpperCase()}-`;
  return index.get(upper) ?? (upper.startsWith(prefix) ? index.get(upper.slice(prefix.length)) : undefined);
}

