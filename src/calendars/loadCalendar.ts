// One loader for any country or market: resolves calendar fields (inline, or a saved calendar through a lookup),
// imports the country's holiday data (one module per country, and one for its subdivisions, which
// bundlers split off) and, for years outside the compiled tables, date-holidays, whose years it
// computes one per turn of the event loop in a queue shared fairly by its callers. It returns a
// calendar that holds its data: the operation then runs once, synchronously.
import * as messages from '../messages.ts';
import { fail, ok, type Result } from '../result.ts';
import type { FallbackYearQueue } from './fallbackYearQueue.ts';
import type { HolidayData } from './holidayData.ts';
import { asksForLayers, LAYERS_NOT_LOADED, layered, loadLayers } from './loadLayers.ts';
import { importOnce, importSubdivisionTables, loadFailed } from './tableImports.ts';
import { heldYearsFaultOf } from './regionHolidays.ts';
import { holidayTableLoaders } from './holidayTables/index.ts';
import type { EncodedCountryTable, EncodedSubdivisionTables } from './holidayTableCodec.ts';
import { isOutsideYearReady, outsideYearsOf, outsideYearsReader, reachesOutside, type OutsideYearsReader } from './outsideYears.ts';
import type { CalendarSpecEntry } from './calendarSpecEntry.ts';
import { attachHolidays, type CalendarFields } from './inlineCalendar.ts';
import { calendarFieldsProblem, loadSpecEntry, resolveSpecEntry, type CalendarLookup } from './resolveSpecEntry.ts';
import type { CalendarSpec, ResolvedCalendar } from './resolvedCalendar.ts';
import type { RegionCheck } from './regionLists.ts';

/** Who asks, for fairness among callers of years outside the tables, and a signal that cancels. */
export interface LoadCaller {
  /** The unit of fairness for years outside the tables (an account); default `''`, shared. */
  readonly owner?: string;
  /** Cancels: the call is answered `SERVICE_UNAVAILABLE` at once and its years are dropped. */
  readonly signal?: AbortSignal;
}

/** The years a calendar will be asked about, as a range of years (inclusive). */
export interface YearRange {
  readonly from: number;
  readonly to: number;
}

// ---------------------------------------------------------------------------------------------------
// The modules, imported once (pure caches of what the imports return)

interface CountryModules {
  national?: HolidayData;
  full?: HolidayData;
  table?: Promise<EncodedCountryTable | undefined> | undefined;
  /** `null`: the country has no subdivisions; `undefined`: a module could not be loaded. */
  subdivisions?: Promise<EncodedSubdivisionTables | null | undefined> | undefined;
}

const countries = new Map<string, CountryModules>();
let outsideReader: OutsideYearsReader | undefined;
let pendingSource: Promise<OutsideYearsReader | undefined> | undefined;


function modulesOf(country: string): CountryModules {
  let modules = countries.get(country);
  if (modules === undefined) {
    modules = {};
    countries.set(country, modules);
  }
  return modules;
}

/**
 * The holiday data of a country already imported, or `undefined` (synchronous: the fast path of
 * `execute` for a country it has used before).
 */
function importedData(country: string, withSubdivisions: boolean): HolidayData | undefined {
  const modules = countries.get(country);
  return withSubdivisions ? modules?.full : (modules?.national ?? modules?.full);
}

/**
 * Imports a country's holiday data: its table, and with `withSubdivisions` its subdivisions' too
 * (both modules at once). The value is made once per country and kind.
 *
 * @param country - A supported country code, upper case.
 * @param withSubdivisions - Whether the value must hold the subdivisions' tables.
 * @returns The data, or `INTERNAL_ERROR` when a module could not be loaded.
 * @example
 * (await loadHolidayData('DE', true)).value.subdivisions?.BY !== undefined //=> true
 */
export async function loadHolidayData(country: string, withSubdivisions: boolean): Promise<Result<HolidayData>> {
  const known = importedData(country, withSubdivisions);
  if (known !== undefined) return ok(known);
  const modules = modulesOf(country);
  modules.table ??= importOnce(holidayTableLoaders[country], () => (modules.table = undefined));
  if (withSubdivisions) modules.subdivisions ??= importSubdivisionTables(country, () => (modules.subdivisions = undefined));
  const [table, subdivisions] = await Promise.all([modules.table, withSubdivisions ? modules.subdivisions : undefined]);
  if (table === undefined) return loadFailed(country);
  modules.national ??= { country, table };
  if (!withSubdivisions) return ok(modules.national);
  // A country without subdivisions has no such module: its value holds an empty set.
  if (subdivisions === undefined) return loadFailed(`the subdivisions of ${country}`);
  modules.full ??= { country, table, subdivisions: subdivisions ?? {} };
  return ok(modules.full);
}

const pendingMarkets = new Map<string, Promise<Result<HolidayData>>>();

/**
 * Imports a market's data once (concurrent callers share the import; a failure, such as a code that
 * is no market's, is not remembered, so made-up codes leave nothing behind).
 */
function loadMarketData(code: string): Promise<Result<HolidayData>> {
  const known = importedData(code, false);
  if (known !== undefined) return Promise.resolve(ok(known));
  let pending = pendingMarkets.get(code);
  if (pending === undefined) {
    pending = import('./marketData.ts')
      .then(({ lookUpMarket }) => lookUpMarket(code))
      .then(
        (found): Result<HolidayData> => (found.data !== undefined ? ok(found.data) : fail('VALIDATION_ERROR', 'market_code', messages.unknownMarket(code, found.mic))),
        () => fail('INTERNAL_ERROR', 'market_code', messages.marketNotLoaded(code)),
      )
      .then((data) => {
        pendingMarkets.delete(code);
        if (data.ok) modulesOf(code).national = data.value;
        return data;
      });
    pendingMarkets.set(code, pending);
  }
  return pending;
}

/**
 * Years asked of `loadCalendar` that its calendar cannot answer, naming `years`: outside a market's data,
 * or outside the tables for days of other holiday types (compiled for the tables' years only).
 */
function yearsFault(calendar: ResolvedCalendar, years: YearRange): Result<never> | undefined {
  const held = calendar.plan.held;
  return calendar.plan.holidays?.data.layers?.yearsFault(years.from, years.to) ?? (held && heldYearsFaultOf(calendar.market_code!, held, years.from, years.to, 'years'));
}

/** Imports date-holidays (a dynamic import, split off by bundlers) once. */
function loadOutsideReader(): Promise<OutsideYearsReader | undefined> {
  if (outsideReader !== undefined) return Promise.resolve(outsideReader);
  pendingSource ??= import('./dateHolidaysSource.ts').then(
    (source) => (outsideReader = outsideYearsReader(source)),
    () => {
      pendingSource = undefined;
      return undefined;
    },
  );
  return pendingSource;
}

/**
 * The one queue of years outside the tables, shared fairly by every caller (see fallbackYearQueue.ts),
 * made on the first years outside them (its module is imported then: an app of the tables' years carries none of it).
 */
let outsideQueue: Promise<FallbackYearQueue> | undefined;

function yearQueue(): Promise<FallbackYearQueue> {
  outsideQueue ??= import('./fallbackYearQueue.ts').then(({ createFallbackYearQueue }) =>
    createFallbackYearQueue({
      compute: (country, subdivision, year) => (outsideReader === undefined ? loadFailed('years outside the tables') : outsideReader(country, subdivision, year)),
      isReady: isOutsideYearReady,
    }),
    (error: unknown) => {
      outsideQueue = undefined; // tried again next time
      throw error;
    },
  );
  return outsideQueue;
}


// ---------------------------------------------------------------------------------------------------
// Calendars

/**
 * The calendar of a spec entry when everything it needs is loaded already, or `undefined`: the
 * synchronous path of `execute` for a country (and years) it has used before.
 */
function readyCalendar(entry: CalendarSpecEntry, years: YearRange | undefined): Result<ResolvedCalendar> | undefined {
  const spec = entry.spec;
  if (spec.market_code !== undefined) {
    const market = importedData(spec.market_code, false);
    return market === undefined ? undefined : attachHolidays(entry, market, undefined);
  }
  if (!spec.include_public_holidays) return attachHolidays(entry, undefined, undefined);
  // A calendar with holiday types or a language takes the asynchronous path (its layers' module).
  const data = asksForLayers(spec) ? undefined : importedData(spec.country_code!, spec.subdivision_code !== undefined);
  if (data === undefined) return undefined;
  if (years === undefined || !reachesOutside(years)) return attachHolidays(entry, data, undefined);
  const outside = outsideYearsOf(years);
  if (outsideReader === undefined || !outside.every((year) => isOutsideYearReady(spec.country_code!, spec.subdivision_code, year))) return undefined;
  return attachHolidays(entry, data, outsideReader);
}

/** Loads what a spec entry needs over a range of years, then builds its calendar. */
async function loadEntryCalendar(entry: CalendarSpecEntry, years: YearRange | undefined, caller: LoadCaller): Promise<Result<ResolvedCalendar>> {
  const spec = entry.spec;
  if (spec.market_code !== undefined) {
    const market = await loadMarketData(spec.market_code);
    return market.ok ? attachHolidays(entry, market.value, undefined) : market;
  }
  if (!spec.include_public_holidays) return attachHolidays(entry, undefined, undefined);
  const country = spec.country_code!;
  const outside = outsideYearsOf(years);
  const [data, reader] = await Promise.all([
    loadHolidayData(country, spec.subdivision_code !== undefined).then((loaded) => (loaded.ok ? loadLayers(loaded.value, spec) : loaded)),
    outside.length === 0 ? undefined : loadOutsideReader(),
  ]);
  if (!data.ok) return data;
  if (outside.length === 0) return attachHolidays(entry, data.value, undefined);
  if (reader === undefined) return loadFailed('years outside the compiled tables (date-holidays)');
  const computed = await (await yearQueue()).enqueue({ owner: caller.owner ?? '', signal: caller.signal, countryCode: country, subdivision: spec.subdivision_code, years: outside });
  return computed.ok ? attachHolidays(entry, data.value, reader) : computed;
}

/** The calendar of a resolved spec entry for a run over the years `yearsOf` gives for the input. */
function calendarOfEntry<Input>(
  found: Result<CalendarSpecEntry>,
  input: Input,
  yearsOf: (input: Input, spec: CalendarSpec) => YearRange,
  caller: LoadCaller,
): Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>> {
  if (!found.ok) return found;
  const years = yearsOf(input, found.value.spec);
  return readyCalendar(found.value, years) ?? loadEntryCalendar(found.value, years, caller);
}

/**
 * The calendar of an input's calendar fields (checked by the field table), for a run over the years
 * it reads: synchronous when its data is loaded already, else a promise (the catalog's business-day
 * operations use it). The range is a function of the input and the checked spec, as some operations'
 * reach depends on the working week.
 *
 * @param input - The input, with checked calendar fields.
 * @param lookup - The saved-calendar lookup, if any.
 * @param regions - The region check (regionLists.ts's `REGION_LISTS`: the caller imports it, not this
 *   module, so an app of `loadCalendar` does not carry the lists).
 * @param yearsOf - The years the run will read, from the input and the spec.
 * @param caller - Who asks, and a signal that cancels.
 * @returns The calendar, holding its data, or a failure.
 * @example
 * calendarForRun({ country_code: 'US', start_date: '2024-01-01', end_date: '2024-12-31' }, undefined, REGION_LISTS, yearsBetween, {})
 */
export function calendarForRun<Input extends CalendarFields>(
  input: Input,
  lookup: CalendarLookup | undefined,
  regions: RegionCheck,
  yearsOf: (input: Input, spec: CalendarSpec) => YearRange,
  caller: LoadCaller,
): Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>> {
  const entry = resolveSpecEntry(input, lookup, regions);
  // Holiday types or a language: their chunk is imported first (a failure to is INTERNAL_ERROR).
  const laid = asksForLayers(input) ? Promise.resolve(entry).then((found) => layered(found, input)) : entry;
  if (laid !== entry) return (laid as Promise<Result<CalendarSpecEntry>>).then((found) => calendarOfEntry(found, input, yearsOf, caller), () => fail('INTERNAL_ERROR', 'holiday_types', LAYERS_NOT_LOADED));
  if (entry instanceof Promise) return entry.then((found) => calendarOfEntry(found, input, yearsOf, caller));
  return calendarOfEntry(entry, input, yearsOf, caller);
}

/** What `loadCalendar` takes besides the fields. */
export interface LoadCalendarOptions extends LoadCaller {
  /** The account's saved-calendar lookup, for `business_calendar_id`. */
  readonly lookup?: CalendarLookup;
  /**
   * The years the calendar will be asked about. Years inside the compiled tables
   * (`HOLIDAY_TABLE_FIRST_YEAR`..`HOLIDAY_TABLE_LAST_YEAR`) need nothing; years outside them load
   * date-holidays and compute those years now (one per turn of the event loop); the calendar then also
   * computes other years outside the tables when asked (synchronously, tens of milliseconds a year for
   * some countries). Without it the calendar answers the tables' years only.
   */
  readonly years?: YearRange;
}

/**
 * Builds a calendar that holds its holiday data, loading what it needs: the country's holiday data
 * (with its subdivisions' when the calendar names one) and, for `years` outside the compiled tables,
 * date-holidays. For any country, inline fields or a saved calendar; the typed functions then use the
 * calendar synchronously. Loading twice is free. Never rejects.
 *
 * @param fields - The calendar fields (`country_code`, `subdivision_code`, `working_days`,
 *   `include_public_holidays`, or `business_calendar_id` with `options.lookup`).
 * @param options - The lookup, the years, and for servers who asks and a cancelling signal.
 * @returns The calendar, or the failures of `resolveCalendar`; `VALIDATION_ERROR` naming `years` for a
 *   malformed range, `INTERNAL_ERROR` when a module could not be loaded, `SERVICE_UNAVAILABLE` when cancelled.
 * @example
 * const bavaria = await loadCalendar({ country_code: 'DE', subdivision_code: 'BY' });
 * const medieval = await loadCalendar({ country_code: 'GB' }, { years: { from: 1850, to: 1860 } });
 */
export async function loadCalendar(fields: CalendarFields, options: LoadCalendarOptions = {}): Promise<Result<ResolvedCalendar>> {
  try {
    if (typeof options !== 'object' || options === null) return fail('VALIDATION_ERROR', 'options', messages.loadOptionsNotObject());
    const { years, lookup } = options;
    if (years !== undefined && (typeof years !== 'object' || years === null || !Number.isInteger(years.from) || !Number.isInteger(years.to) || years.from > years.to)) {
      return fail('VALIDATION_ERROR', 'years', messages.yearRangeInvalid());
    }
    if (lookup !== undefined && typeof lookup !== 'function') return fail('VALIDATION_ERROR', 'lookup', messages.calendarLookupNotFunction());
    // The fields are checked as resolveCalendar checks them (a saved calendar's content through the lookup below).
    const fault = calendarFieldsProblem(fields);
    if (fault !== undefined) return fault;
    const entry = await layered(await loadSpecEntry(fields, lookup), fields);
    if (!entry.ok) return entry;
    const calendar = await loadEntryCalendar(entry.value, years, options);
    return calendar.ok && years !== undefined ? (yearsFault(calendar.value, years) ?? calendar) : calendar;
  } catch {
    return fail('INTERNAL_ERROR', undefined, messages.calendarNotLoaded());
  }
}
