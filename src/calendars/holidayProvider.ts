// Public holidays as sorted epoch days with English labels, for the engine. Years inside the window
// of the compiled tables (src/calendars/holidayTables/, generated at build time from python-holidays
// and date-holidays by the policy of docs/holiday-data.md) are read from a country's table once it is loaded; years outside the window come from date-holidays
// itself (src/calendars/dateHolidaysSource.ts), which is loaded only when asked for. Both are loaded
// asynchronously by `loadHolidays` (and by `execute`, by itself); this module only keeps what was
// loaded and answers synchronously, or says exactly what is missing.
import { isoDateToEpochDays } from '../date/epochDays.ts';
import type { CalcError, Fail, Result } from '../result.ts';
import { fail, ok } from '../result.ts';
import { BoundedMemo } from './boundedMemo.ts';
import type * as DateHolidaysSource from './dateHolidaysSource.ts';
import { openRegionYears, type EncodedCountryTable, type EncodedSubdivisionTables, type RegionYearTable } from './holidayTableCodec.ts';
import {
  HOLIDAY_TABLES_FIRST_YEAR,
  HOLIDAY_TABLES_LAST_YEAR,
  HOLIDAY_TABLES_PYTHON_HOLIDAYS_VERSION,
  HOLIDAY_TABLES_REGIONS,
  HOLIDAY_TABLES_SOURCE_VERSION,
} from './holidayTables/index.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN, NO_HOLIDAYS, type PublicHolidayYear } from './holidayYears.ts';

export { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN, type PublicHolidayYear } from './holidayYears.ts';

/**
 * The holiday data inside the window, reported in `summary.provider`: daycalc's compiled tables
 * (python-holidays and date-holidays reconciled at build time; docs/holiday-data.md).
 */
export const HOLIDAY_PROVIDER = 'daycalc-tables';

/** The tables' sources and their versions, reported in `summary.provider_version`. */
export const HOLIDAY_PROVIDER_VERSION: string = `python-holidays ${HOLIDAY_TABLES_PYTHON_HOLIDAYS_VERSION}; date-holidays ${HOLIDAY_TABLES_SOURCE_VERSION}`;

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

// ---------------------------------------------------------------------------------------------------
// What has been loaded (constant data once loaded; the memos below are pure caches of it)

const loadedTables = new Map<string, EncodedCountryTable>();
const loadedSubdivisions = new Map<string, EncodedSubdivisionTables>();
let fallbackSource: typeof DateHolidaysSource | undefined;
let fallbackBlocked = false;

/**
 * Opened regions (their years decoded on first use), by `country|subdivision`, weighed by the
 * window's years (301 each): about a hundred regions, so a server that serves many countries and
 * their subdivisions does not decode a region's dictionary again and again (it held 19). A region
 * keeps only the years asked for, so a hundred of them hold a few MB at most.
 */
const decodedRegions = new BoundedMemo<string, RegionYearTable>(30_000);

/** Years outside the window computed from date-holidays, by `country|subdivision|year`. */
const fallbackYears = new BoundedMemo<string, PublicHolidayYear>(20_000);

/**
 * Keeps a country's compiled table (called by `loadHolidays` once the table's module is loaded).
 *
 * @param countryCode - The country code, upper case.
 * @param table - Its table.
 * @example
 * registerCountryTable('US', (await import('./holidayTables/US.ts')).default)
 */
export function registerCountryTable(countryCode: string, table: EncodedCountryTable): void {
  loadedTables.set(countryCode, table);
}

/**
 * Keeps the compiled tables of a country's subdivisions (called by `loadHolidays`).
 *
 * @param countryCode - The country code, upper case.
 * @param tables - Its subdivisions' tables.
 * @example
 * registerSubdivisionTables('US', (await import('./holidayTables/US.subdivisions.ts')).default)
 */
export function registerSubdivisionTables(countryCode: string, tables: EncodedSubdivisionTables): void {
  loadedSubdivisions.set(countryCode, tables);
}

/**
 * Tells whether the compiled tables of a country's subdivisions are loaded.
 *
 * @param countryCode - The country code, upper case.
 * @returns True when they are loaded.
 * @example
 * areSubdivisionTablesLoaded('US') //=> false before `loadHolidays({ countries: ['US-CA'] })`
 */
export function areSubdivisionTablesLoaded(countryCode: string): boolean {
  return loadedSubdivisions.has(countryCode);
}

/**
 * Tells whether a country's compiled table is loaded.
 *
 * @param countryCode - The country code, upper case.
 * @returns True when its table is loaded.
 * @example
 * isCountryTableLoaded('US') //=> false before `loadHolidays`
 */
export function isCountryTableLoaded(countryCode: string): boolean {
  return loadedTables.has(countryCode);
}

/**
 * Keeps the date-holidays reader for years outside the window (called by `loadHolidays`); from then
 * on synchronous calls compute such years on demand, except inside `withoutBlockingFallback`.
 *
 * @param source - The loaded `dateHolidaysSource` module.
 * @example
 * registerFallbackSource(await import('./dateHolidaysSource.ts'))
 */
export function registerFallbackSource(source: typeof DateHolidaysSource): void {
  fallbackSource = source;
}

/**
 * Tells whether date-holidays is loaded for years outside the window.
 *
 * @returns True once `loadHolidays` loaded it.
 * @example
 * isFallbackLoaded() //=> false in a fresh process
 */
export function isFallbackLoaded(): boolean {
  return fallbackSource !== undefined;
}

/**
 * Runs a synchronous function in which years outside the window are never computed on the spot
 * (they must have been computed by `computeFallbackYear` before), so that a server's event loop is
 * never held by date-holidays; such years report what is missing instead.
 *
 * @param run - The function.
 * @returns What it returns.
 * @example
 * withoutBlockingFallback(() => businessDaysBetween(input, calendar))
 */
export function withoutBlockingFallback<T>(run: () => T): T {
  const previous = fallbackBlocked;
  fallbackBlocked = true;
  try {
    return run();
  } finally {
    fallbackBlocked = previous;
  }
}

const regionKeyOf = (countryCode: string, subdivision: string | undefined): string => `${countryCode}|${subdivision ?? ''}`;

/**
 * Computes one year outside the window from date-holidays and remembers it. Needs the fallback
 * source (see `registerFallbackSource`).
 *
 * @param countryCode - The country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param year - A year outside the window.
 * @returns The year, or `INTERNAL_ERROR` when date-holidays fails or is not loaded.
 * @example
 * computeFallbackYear('CN', undefined, 3000)
 */
export function computeFallbackYear(countryCode: string, subdivision: string | undefined, year: number): Result<PublicHolidayYear> {
  const key = `${regionKeyOf(countryCode, subdivision)}|${year}`;
  const known = fallbackYears.get(key);
  if (known !== undefined) return ok(known);
  if (fallbackSource === undefined) return notLoaded({ countryCode, subdivision, table: false, years: [year] });
  const computed = fallbackSource.dateHolidaysYear(countryCode, subdivision, year);
  if (computed.ok) fallbackYears.set(key, computed.value);
  return computed;
}

/**
 * Tells whether a year outside the window has been computed already.
 *
 * @param countryCode - The country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param year - The year.
 * @returns True when it is remembered.
 * @example
 * isFallbackYearReady('CN', undefined, 3000) //=> false before it is computed
 */
export function isFallbackYearReady(countryCode: string, subdivision: string | undefined, year: number): boolean {
  return fallbackYears.get(`${regionKeyOf(countryCode, subdivision)}|${year}`) !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Missing data, reported as a typed need

/** What must be loaded before a synchronous call can answer. */
export interface HolidayDataNeed {
  readonly countryCode: string;
  readonly subdivision: string | undefined;
  /** The compiled table of the country, or of its subdivisions when `subdivision` is set, is missing. */
  readonly table: boolean;
  /** Years outside the window that are not computed yet. */
  readonly years: readonly number[];
}

const needs = new WeakMap<CalcError, HolidayDataNeed>();

/** The failure of a synchronous call that lacks loaded data, remembering the need. */
function notLoaded(need: HolidayDataNeed): Fail {
  const region = need.subdivision === undefined ? need.countryCode : `${need.countryCode}-${need.subdivision}`;
  const what = need.table
    ? `the holiday table of ${region} is not loaded: call \`await loadHolidays({ countries: ['${region}'] })\` first`
    : `public holidays of ${region} outside ${HOLIDAY_TABLES_FIRST_YEAR}-${HOLIDAY_TABLES_LAST_YEAR} come from date-holidays, which is not loaded: call \`await loadHolidays({ countries: ['${region}'], outsideWindow: true })\` first`;
  const failure = fail('INTERNAL_ERROR', 'country_code', `${what} (execute() loads what it needs by itself)`);
  needs.set(failure.error, need);
  return failure;
}

/**
 * Returns what a failure of a synchronous call says is missing, when it failed for that reason.
 *
 * @param error - A failure's error.
 * @returns The need, or `undefined` for any other failure.
 * @example
 * holidayDataNeedOf(result.error)?.table //=> true when the country's table was not loaded
 */
export function holidayDataNeedOf(error: CalcError): HolidayDataNeed | undefined {
  return needs.get(error);
}

/**
 * Tells what is missing to answer the public holidays of a region over a range of years, or
 * `undefined` when everything is there. Years outside the window count as missing unless computed,
 * or unless date-holidays is loaded and computing on the spot is allowed.
 *
 * @param countryCode - The country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param firstYear - The first year.
 * @param lastYear - The last year.
 * @returns The need, or `undefined`.
 * @example
 * holidayDataNeed('US', undefined, 2024, 2024) //=> { countryCode: 'US', table: true, ... } before loading
 */
export function holidayDataNeed(countryCode: string, subdivision: string | undefined, firstYear: number, lastYear: number): HolidayDataNeed | undefined {
  const from = Math.max(firstYear, HOLIDAY_YEARS_MIN);
  const to = Math.min(lastYear, HOLIDAY_YEARS_MAX);
  const table = from <= HOLIDAY_TABLES_LAST_YEAR && to >= HOLIDAY_TABLES_FIRST_YEAR && !isRegionTableLoaded(countryCode, subdivision);
  const years: number[] = [];
  if (fallbackSource === undefined || fallbackBlocked) {
    for (let year = from; year <= to; year++) {
      if (year >= HOLIDAY_TABLES_FIRST_YEAR && year <= HOLIDAY_TABLES_LAST_YEAR) {
        year = HOLIDAY_TABLES_LAST_YEAR;
        continue;
      }
      if (!isFallbackYearReady(countryCode, subdivision, year)) years.push(year);
    }
  }
  return table || years.length > 0 ? { countryCode, subdivision, table, years } : undefined;
}

/**
 * Fails with the need of a region over a range of years, or returns `undefined` when nothing is
 * missing (see `holidayDataNeed`).
 *
 * @param countryCode - The country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param firstYear - The first year.
 * @param lastYear - The last year.
 * @returns A failure naming what to load, or `undefined`.
 * @example
 * missingHolidayData('US', undefined, 2024, 2024) //=> undefined once US is loaded
 */
export function missingHolidayData(countryCode: string, subdivision: string | undefined, firstYear: number, lastYear: number): Fail | undefined {
  const need = holidayDataNeed(countryCode, subdivision, firstYear, lastYear);
  return need === undefined ? undefined : notLoaded(need);
}

// ---------------------------------------------------------------------------------------------------
// The answer

/** Tells whether the tables a region needs are loaded: its country's, and for a subdivision its country's subdivisions'. */
function isRegionTableLoaded(countryCode: string, subdivision: string | undefined): boolean {
  return loadedTables.has(countryCode) && (subdivision === undefined || loadedSubdivisions.has(countryCode));
}

/** The years of a region's table, or `undefined` when its tables are not loaded. */
function tableYears(countryCode: string, subdivision: string | undefined): RegionYearTable | undefined {
  const key = regionKeyOf(countryCode, subdivision);
  const known = decodedRegions.get(key);
  if (known !== undefined) return known;
  const table = loadedTables.get(countryCode);
  if (table === undefined || !isRegionTableLoaded(countryCode, subdivision)) return undefined;
  const text = subdivision === undefined ? undefined : (loadedSubdivisions.get(countryCode)?.[subdivision] ?? '');
  const opened = openRegionYears(table, text, HOLIDAY_TABLES_FIRST_YEAR);
  return decodedRegions.set(key, opened, opened.length + 1);
}

/**
 * Tells whether a region's holiday data over a range of years may hold decreed working days (ruling
 * 29): its compiled table has some (in any year), and the range reaches the tables' years (years from
 * date-holidays have none). False when the table is not loaded.
 *
 * @param countryCode - The country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param firstYear - The first year.
 * @param lastYear - The last year.
 * @returns True when the years may hold decreed working days.
 * @example
 * hasDecreedWorkingDays('CN', undefined, 2024, 2024) //=> true once CN is loaded
 * hasDecreedWorkingDays('US', undefined, 2024, 2024) //=> false
 */
export function hasDecreedWorkingDays(countryCode: string, subdivision: string | undefined, firstYear: number, lastYear: number): boolean {
  if (lastYear < HOLIDAY_TABLES_FIRST_YEAR || firstYear > HOLIDAY_TABLES_LAST_YEAR) return false;
  return tableYears(countryCode, subdivision)?.hasWorkingDays ?? false;
}

/**
 * Lists the public holidays of a country (and subdivision) that fall in one calendar year, with
 * English labels: every day date-holidays types `public` (substitute days included when typed
 * `public`), every day of a multi-day holiday, including the days of a span that started in the
 * previous year; and apart from them (`workingDays`, `workingLabels`) the days of the year a
 * government decreed working days (ruling 29), which only the compiled tables carry. Years outside
 * `HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX` have none. Synchronous: inside the tables' window it reads
 * the country's loaded table; outside it, date-holidays once loaded (see `loadHolidays`), without
 * decreed working days. Never throws.
 *
 * @param countryCode - A supported country code, upper case.
 * @param subdivision - The provider's subdivision code (see `findSubdivision`), or `undefined`.
 * @param year - The calendar year.
 * @returns Sorted epoch days with one label each (the first holiday date-holidays lists for that day),
 *   or `INTERNAL_ERROR` when the data is not loaded (the message says what to load) or date-holidays throws.
 * @example
 * publicHolidaysInYear('US', undefined, 2024).value.labels[0] //=> "New Year's Day"
 */
export function publicHolidaysInYear(countryCode: string, subdivision: string | undefined, year: number): Result<PublicHolidayYear> {
  return publicHolidaysOfRegion(countryCode, subdivision)(year);
}

/**
 * Returns `publicHolidaysInYear` for one region, with the region's table found once: a window's
 * builder asks for a hundred years of one region, and looked the table up (a key and a memo lookup)
 * for each.
 *
 * @param countryCode - A supported country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @returns The region's years, answered as `publicHolidaysInYear` answers them.
 * @example
 * publicHolidaysOfRegion('US', undefined)(2024).value.labels[0] //=> "New Year's Day"
 */
export function publicHolidaysOfRegion(countryCode: string, subdivision: string | undefined): (year: number) => Result<PublicHolidayYear> {
  const years = tableYears(countryCode, subdivision);
  return (year) => {
    if (year < HOLIDAY_YEARS_MIN || year > HOLIDAY_YEARS_MAX) return ok(NO_HOLIDAYS);
    if (year >= HOLIDAY_TABLES_FIRST_YEAR && year <= HOLIDAY_TABLES_LAST_YEAR) {
      if (years === undefined) return notLoaded({ countryCode, subdivision, table: true, years: [] });
      return ok(years.year(year - HOLIDAY_TABLES_FIRST_YEAR) ?? NO_HOLIDAYS);
    }
    if (fallbackBlocked && !isFallbackYearReady(countryCode, subdivision, year)) {
      return notLoaded({ countryCode, subdivision, table: false, years: [year] });
    }
    return computeFallbackYear(countryCode, subdivision, year);
  };
}
