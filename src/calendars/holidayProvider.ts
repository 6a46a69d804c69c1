// The only importer of date-holidays. Everything else asks this module for public holidays as sorted
// epoch days with English labels, so the provider can be swapped or pinned in one place.
import Holidays from 'date-holidays';
import providerPackage from 'date-holidays/package.json' with { type: 'json' };
import { isoDateToEpochDays } from '../date/epochDays.ts';
import { fail, ok, type Result } from '../result.ts';
import { providerInstanceMemo, providerYearMemo } from './calendarMemo.ts';

/** The holiday data provider reported in `summary.provider`. */
export const HOLIDAY_PROVIDER = 'date-holidays';

/** The installed provider's package version, reported in `summary.provider_version`. */
export const HOLIDAY_PROVIDER_VERSION: string = String(providerPackage.version);

/**
 * First year the provider is asked about. Gregorian-dated holidays before the 1582 reform are
 * anachronistic, and date-holidays reads years 0-99 as 19xx (and 0 as the current year).
 */
export const HOLIDAY_YEARS_MIN = 1583;

/**
 * Last year the provider is asked about: the widest window in which every country and subdivision of
 * date-holidays 3.37 answers without an exception (Iran's Jalaali calendar ends in 3797).
 */
export const HOLIDAY_YEARS_MAX = 3797;

/** Public holidays inside one calendar year: sorted unique epoch days and one English label each. */
export interface PublicHolidayYear {
  readonly days: Int32Array;
  readonly labels: readonly string[];
}

/** What one `getHolidays(year)` call yields: days inside the year, and days of spans spilling into the next. */
export interface ProviderYear {
  readonly inYear: PublicHolidayYear;
  readonly spill: PublicHolidayYear;
}

const millisecondsPerDay = 86_400_000;
const emptyYear: PublicHolidayYear = { days: new Int32Array(0), labels: [] };
const providerOptions = { languages: ['en'], timezone: 'UTC' };

let countryIndex: ReadonlySet<string> | undefined;
const subdivisionIndex = new Map<string, ReadonlyMap<string, string>>();

/** Lists (once) the two-letter codes the provider knows; the list is constant data. */
function countries(): ReadonlySet<string> {
  if (countryIndex === undefined) {
    try {
      countryIndex = new Set(Object.keys(new Holidays().getCountries('en')).map((code) => code.toUpperCase()));
    } catch {
      countryIndex = new Set();
    }
  }
  return countryIndex;
}

/**
 * Lists the ISO 3166-1 alpha-2 codes the provider has holidays for.
 *
 * @returns The codes, upper case, sorted.
 * @example
 * listCountries().includes('DE') //=> true
 */
export function listCountries(): readonly string[] {
  return [...countries()].sort();
}

/**
 * Tells whether the provider knows a country code (case-insensitive).
 *
 * @param countryCode - A country code such as `'DE'`.
 * @returns True when the provider has holidays for it.
 * @example
 * isSupportedCountry('de') //=> true
 * isSupportedCountry('XX') //=> false
 */
export function isSupportedCountry(countryCode: string): boolean {
  return typeof countryCode === 'string' && countries().has(countryCode.toUpperCase());
}

/** Maps upper-cased subdivision codes to the provider's spelling, per country (constant data). */
function subdivisionsOf(countryCode: string): ReadonlyMap<string, string> {
  const country = countryCode.toUpperCase();
  let index = subdivisionIndex.get(country);
  if (index === undefined) {
    const map = new Map<string, string>();
    try {
      if (countries().has(country)) {
        for (const code of Object.keys(new Holidays().getStates(country, 'en') ?? {})) map.set(code.toUpperCase(), code);
      }
    } catch {
      map.clear();
    }
    index = map;
    subdivisionIndex.set(country, index);
  }
  return index;
}

/**
 * Lists the provider's subdivision codes of a country (states, provinces, regions).
 *
 * @param countryCode - A supported country code.
 * @returns The provider's codes (e.g. `['BB', 'BE', ..., 'BY', ...]`), sorted; empty when none.
 * @example
 * listSubdivisions('GB') //=> ['ALD', 'ENG', 'NIR', 'SCT', 'WLS']
 */
export function listSubdivisions(countryCode: string): readonly string[] {
  if (typeof countryCode !== 'string') return [];
  return [...subdivisionsOf(countryCode).values()].sort();
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
  const index = subdivisionsOf(countryCode);
  const upper = subdivisionCode.trim().toUpperCase();
  const prefix = `${countryCode.toUpperCase()}-`;
  return index.get(upper) ?? (upper.startsWith(prefix) ? index.get(upper.slice(prefix.length)) : undefined);
}

/** How many years each date-holidays object has computed (it keeps them all, so this is its weight). */
const yearsComputed = new WeakMap<Holidays, number>();

/** Returns (and memoises) the date-holidays object of a country and subdivision. */
function providerFor(country: string, subdivision: string | undefined): Holidays {
  const key = `${country}|${subdivision ?? ''}`;
  const cached = providerInstanceMemo.get(key);
  if (cached !== undefined) return cached as Holidays;
  const created = subdivision === undefined ? new Holidays(country, providerOptions) : new Holidays(country, subdivision, providerOptions);
  return providerInstanceMemo.set(key, created) as Holidays;
}

/** Asks a country's date-holidays object for one year, and weighs the object by the years it now holds. */
function holidaysOfYear(country: string, subdivision: string | undefined, year: number): ReturnType<Holidays['getHolidays']> {
  const provider = providerFor(country, subdivision);
  const holidays = provider.getHolidays(year);
  const years = (yearsComputed.get(provider) ?? 0) + 1;
  yearsComputed.set(provider, years);
  providerInstanceMemo.set(`${country}|${subdivision ?? ''}`, provider, years + 1);
  return holidays;
}

/** Sorts (day, label) pairs by day, keeping the first label of a day, and cuts them at a day. */
function splitPairs(pairs: Array<[number, string]>, firstDayAfter: number): ProviderYear {
  pairs.sort((left, right) => left[0] - right[0]); // stable: the provider's order decides the label
  const parts = [{ days: [] as number[], labels: [] as string[] }, { days: [] as number[], labels: [] as string[] }];
  let previous = Number.NaN;
  for (const [day, label] of pairs) {
    if (day === previous) continue;
    previous = day;
    const part = parts[day < firstDayAfter ? 0 : 1]!;
    part.days.push(day);
    part.labels.push(label);
  }
  const [inYear, spill] = parts.map((part) => ({ days: Int32Array.from(part.days), labels: part.labels }));
  return { inYear: inYear!, spill: spill! };
}

/**
 * Asks date-holidays for one year and keeps its `public` holidays. The start is the local date of the
 * `date` field (never the `start` instant, which Hijri/Hebrew rules move to 18:00 the evening before);
 * the number of days is `end - start` rounded to whole days (at least one), so the process time zone
 * and daylight saving time cannot move a holiday.
 */
function computeProviderYear(country: string, subdivision: string | undefined, year: number): Result<ProviderYear> {
  if (year < HOLIDAY_YEARS_MIN || year > HOLIDAY_YEARS_MAX) return ok({ inYear: emptyYear, spill: emptyYear });
  try {
    const pairs: Array<[number, string]> = [];
    for (const holiday of holidaysOfYear(country, subdivision, year)) {
      if (holiday.type !== 'public') continue;
      const match = /^(\d{4,})-(\d{2})-(\d{2})/.exec(String(holiday.date));
      if (match === null) continue;
      const first = isoDateToEpochDays(Number(match[1]), Number(match[2]), Number(match[3]));
      const span = Math.round((Number(holiday.end) - Number(holiday.start)) / millisecondsPerDay);
      const days = Number.isFinite(span) ? Math.min(Math.max(span, 1), 366) : 1;
      const label = String(holiday.name ?? '');
      for (let offset = 0; offset < days; offset++) pairs.push([first + offset, label]);
    }
    return ok(splitPairs(pairs, isoDateToEpochDays(year + 1, 1, 1)));
  } catch {
    return fail('INTERNAL_ERROR', 'country_code', `the holiday provider failed for country_code ${country} in ${year}`);
  }
}

/** Returns (and memoises) one provider year. Failures are not memoised. */
function providerYear(country: string, subdivision: string | undefined, year: number): Result<ProviderYear> {
  const key = `${country}|${subdivision ?? ''}|${year}`;
  const cached = providerYearMemo.get(key);
  if (cached !== undefined) return ok(cached);
  const computed = computeProviderYear(country, subdivision, year);
  if (computed.ok) providerYearMemo.set(key, computed.value);
  return computed;
}

/**
 * Lists the public holidays of a country (and subdivision) that fall in one calendar year, with
 * English labels: every day the provider types `public` (substitute days included when typed
 * `public`), every day of a multi-day holiday, including the days of a span that started in the
 * previous year. Years outside `HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX` have none. Never throws.
 *
 * @param countryCode - A supported country code, upper case.
 * @param subdivision - The provider's subdivision code (see `findSubdivision`), or `undefined`.
 * @param year - The calendar year.
 * @returns Sorted epoch days with one label each (the first holiday the provider lists for that
 *   day), or `INTERNAL_ERROR` when the provider throws.
 * @example
 * publicHolidaysInYear('US', undefined, 2024).value.labels[0] //=> "New Year's Day"
 */
export function publicHolidaysInYear(countryCode: string, subdivision: string | undefined, year: number): Result<PublicHolidayYear> {
  const previous = providerYear(countryCode, subdivision, year - 1);
  if (!previous.ok) return previous;
  const current = providerYear(countryCode, subdivision, year);
  if (!current.ok) return current;
  const spill = previous.value.spill;
  if (spill.days.length === 0) return ok(current.value.inYear);
  const pairs: Array<[number, string]> = [];
  spill.days.forEach((day, index) => pairs.push([day, spill.labels[index]!]));
  current.value.inYear.days.forEach((day, index) => pairs.push([day, current.value.inYear.labels[index]!]));
  return ok(splitPairs(pairs, isoDateToEpochDays(year + 1, 1, 1)).inYear);
}
