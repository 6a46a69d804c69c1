// Loading holiday data: compiled tables by dynamic import (one chunk per country), and date-holidays
// for years outside the tables' window, computed one year per turn of the event loop so that a long
// span never holds a server's other clients.
import { fail, ok, type Result } from '../result.ts';
import {
  computeFallbackYear,
  findSubdivision,
  HOLIDAY_TABLE_FIRST_YEAR,
  HOLIDAY_TABLE_LAST_YEAR,
  areSubdivisionTablesLoaded,
  isCountryTableLoaded,
  isFallbackLoaded,
  isFallbackYearReady,
  listCountries,
  listSubdivisions,
  registerCountryTable,
  registerFallbackSource,
  registerSubdivisionTables,
  type HolidayDataNeed,
} from './holidayProvider.ts';
import { holidayTableLoaders, subdivisionTableLoaders } from './holidayTables/index.ts';
import { createFallbackYearQueue } from './fallbackYearQueue.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN } from './holidayYears.ts';

/** What `loadHolidays` loads. */
export interface LoadHolidaysOptions {
  /**
   * Countries (`'DE'`) or subdivisions (`'DE-BY'`) to load, any case; default every country with all
   * its subdivisions. A country loads its own table only; a subdivision loads its country's table and
   * the table of all that country's subdivisions.
   */
  readonly countries?: readonly string[];
  /**
   * Also load date-holidays for years outside the tables' window (`HOLIDAY_TABLE_FIRST_YEAR` to
   * `HOLIDAY_TABLE_LAST_YEAR`); from then on the synchronous functions compute such years on demand
   * (tens of milliseconds per year for some countries). Default `false`.
   */
  readonly outsideWindow?: boolean;
  /**
   * Years outside the window to compute now, for the listed regions, one per turn of the event
   * loop (implies `outsideWindow`). Each bound is clamped to `HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX`.
   */
  readonly years?: { readonly from: number; readonly to: number };
}

const pendingTables = new Map<string, Promise<Result<undefined>>>();
let pendingFallback: Promise<Result<undefined>> | undefined;

const loadFailed = (what: string): Result<never> => fail('INTERNAL_ERROR', 'country_code', `the holiday data of ${what} could not be loaded`);

/** Imports one generated module once (concurrent callers share the import) and registers it. */
function loadOnce<T>(key: string, loaded: boolean, loader: (() => Promise<{ readonly default: T }>) | undefined, register: (value: T) => void): Promise<Result<undefined>> {
  if (loaded) return Promise.resolve(ok(undefined));
  const known = pendingTables.get(key);
  if (known !== undefined) return known;
  const pending: Promise<Result<undefined>> =
    loader === undefined
      ? Promise.resolve(loadFailed(key))
      : loader().then(
          (module): Result<undefined> => {
            register(module.default);
            return ok(undefined);
          },
          () => loadFailed(key),
        );
  pendingTables.set(key, pending);
  void pending.then(() => pendingTables.delete(key));
  return pending;
}

/** Loads a region's tables: its country's, and for a subdivision the country's subdivisions'. */
async function loadRegionTables(countryCode: string, subdivision: string | undefined): Promise<Result<undefined>> {
  const country = loadOnce(countryCode, isCountryTableLoaded(countryCode), holidayTableLoaders[countryCode], (table) => registerCountryTable(countryCode, table));
  if (subdivision === undefined) return country;
  // Both modules at once: a subdivision's first count waits for one import, not two in a row.
  const subdivisions = loadOnce(`${countryCode}-*`, areSubdivisionTablesLoaded(countryCode), subdivisionTableLoaders[countryCode], (tables) => registerSubdivisionTables(countryCode, tables));
  const [countryLoaded, subdivisionsLoaded] = await Promise.all([country, subdivisions]);
  return countryLoaded.ok ? subdivisionsLoaded : countryLoaded;
}

/** Loads date-holidays (a dynamic import, split off by bundlers) once. */
function loadFallback(): Promise<Result<undefined>> {
  if (isFallbackLoaded()) return Promise.resolve(ok(undefined));
  pendingFallback ??= import('./dateHolidaysSource.ts').then(
    (source) => {
      registerFallbackSource(source);
      return ok(undefined);
    },
    () => {
      pendingFallback = undefined;
      return loadFailed('years outside the compiled tables (date-holidays)');
    },
  );
  return pendingFallback;
}

/** The one queue of years outside the window, shared fairly by every caller (see fallbackYearQueue.ts). */
const fallbackQueue = createFallbackYearQueue({ compute: computeFallbackYear, isReady: isFallbackYearReady });

/** Who asks, for fairness, and a signal that cancels (see `ensureHolidayData`). */
export interface HolidayDataCaller {
  /** The unit of fairness for years outside the window (an account); default `''`, shared. */
  readonly owner?: string;
  /** Cancels: the call is answered `SERVICE_UNAVAILABLE` at once and its years are dropped. */
  readonly signal?: AbortSignal;
}

/**
 * Loads what a failed synchronous call said was missing (see `holidayDataNeedOf`): the country's
 * table, and years outside the window computed one per turn of the event loop, in the fair queue
 * (one year per owner with work in turn).
 *
 * @param need - The need.
 * @param caller - Who asks (for fairness) and a signal that cancels.
 * @returns Ok once loaded, `INTERNAL_ERROR` when loading failed, `SERVICE_UNAVAILABLE` when cancelled.
 * @example
 * await ensureHolidayData({ countryCode: 'CN', subdivision: undefined, table: false, years: [3000] })
 */
export async function ensureHolidayData(need: HolidayDataNeed, caller: HolidayDataCaller = {}): Promise<Result<undefined>> {
  if (need.table) {
    const loaded = await loadRegionTables(need.countryCode, need.subdivision);
    if (!loaded.ok) return loaded;
  }
  if (need.years.length === 0) return ok(undefined);
  const fallback = await loadFallback();
  if (!fallback.ok) return fallback;
  return fallbackQueue.enqueue({ owner: caller.owner ?? '', signal: caller.signal, countryCode: need.countryCode, subdivision: need.subdivision, years: need.years });
}

/** Splits `DE` / `de-by` into a country and the provider's subdivision code. */
function regionOf(code: string): { country: string; subdivision: string | undefined } | undefined {
  const upper = code.trim().toUpperCase();
  const country = upper.slice(0, 2);
  if (!listCountries().includes(country)) return undefined;
  if (upper.length === 2) return { country, subdivision: undefined };
  const subdivision = findSubdivision(country, upper);
  return subdivision === undefined ? undefined : { country, subdivision };
}

/**
 * Loads holiday data so that the synchronous functions (`businessDaysBetween`, `addBusinessDays`,
 * `isBusinessDay`, `listHolidays`) can use it: each country's compiled table (one small module per
 * country; bundlers split them off), and on request date-holidays for years outside the tables' window.
 * `execute` and the gateway load what they need by themselves. Loading twice is free. Never rejects.
 *
 * @param options - Countries or subdivisions (default all), and whether to load years outside the window.
 * @returns The regions loaded, or `INVALID_COUNTRY` / `INVALID_SUBDIVISION` for an unknown code,
 *   `VALIDATION_ERROR` for a malformed option, `INTERNAL_ERROR` when a module could not be loaded.
 * @example
 * const loaded = await loadHolidays({ countries: ['US', 'DE-BY'] });
 * loaded.ok //=> true
 */
export async function loadHolidays(options: LoadHolidaysOptions = {}): Promise<Result<readonly string[]>> {
  try {
    if (typeof options !== 'object' || options === null) return fail('VALIDATION_ERROR', 'options', 'options must be an object');
    const { countries, outsideWindow, years } = options;
    if (countries !== undefined && (!Array.isArray(countries) || countries.some((code) => typeof code !== 'string'))) {
      return fail('VALIDATION_ERROR', 'countries', 'countries must be an array of codes such as "DE" or "DE-BY"');
    }
    if (outsideWindow !== undefined && typeof outsideWindow !== 'boolean') return fail('VALIDATION_ERROR', 'outsideWindow', 'outsideWindow must be a boolean');
    if (
      years !== undefined &&
      (typeof years !== 'object' || years === null || !Number.isInteger(years.from) || !Number.isInteger(years.to) || years.from > years.to)
    ) {
      return fail('VALIDATION_ERROR', 'years', 'years must be { from, to } with integer years, from <= to');
    }
    const regions: Array<{ country: string; subdivision: string | undefined; code: string }> = [];
    const everything = countries === undefined;
    for (const code of countries ?? listCountries()) {
      const region = regionOf(code);
      if (region === undefined) {
        const country = code.trim().slice(0, 2).toUpperCase();
        return listCountries().includes(country)
          ? fail('INVALID_SUBDIVISION', 'countries', `${JSON.stringify(code)} is not a subdivision of ${country}`)
          : fail('INVALID_COUNTRY', 'countries', `${JSON.stringify(code)} is not a country with public holidays`);
      }
      regions.push({ ...region, code: region.subdivision === undefined ? region.country : `${region.country}-${region.subdivision}` });
    }
    const tables = await Promise.all(
      regions.map((region) => loadRegionTables(region.country, everything && listSubdivisions(region.country).length > 0 ? '*' : region.subdivision)),
    );
    const failed = tables.find((result) => !result.ok);
    if (failed !== undefined) return failed as Result<never>;
    if (outsideWindow === true || years !== undefined) {
      const fallback = await loadFallback();
      if (!fallback.ok) return fallback;
    }
    if (years !== undefined) {
      const outside: number[] = [];
      for (let year = Math.max(years.from, HOLIDAY_YEARS_MIN); year <= Math.min(years.to, HOLIDAY_YEARS_MAX); year++) {
        if (year < HOLIDAY_TABLE_FIRST_YEAR || year > HOLIDAY_TABLE_LAST_YEAR) outside.push(year);
      }
      for (const region of regions) {
        const computed = await fallbackQueue.enqueue({ owner: '', signal: undefined, countryCode: region.country, subdivision: region.subdivision, years: outside });
        if (!computed.ok) return computed;
      }
    }
    return ok(regions.map((region) => region.code));
  } catch {
    return fail('INTERNAL_ERROR', undefined, 'the holiday data could not be loaded');
  }
}
