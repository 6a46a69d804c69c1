// The only importer of date-holidays. It answers the public holidays of one (country, subdivision,
// year) exactly as daycalc has always read them from date-holidays. Two callers: the table generator
// (scripts/generateHolidayTables.ts), which runs it once at build time for the window of the
// compiled tables, and the provider's fallback for years outside that window, which loads this module
// with a dynamic import only when such a year is first needed (so bundlers split date-holidays off).
import Holidays from 'date-holidays';
import providerPackage from 'date-holidays/package.json' with { type: 'json' };
import { isoDateToEpochDays } from '../date/epochDays.ts';
import { fail, ok, type Result } from '../result.ts';
import { providerInstanceMemo, providerYearMemo } from './providerMemo.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN, NO_HOLIDAYS, type ProviderYear, type PublicHolidayYear } from './holidayYears.ts';

/** The installed date-holidays version. */
export const DATE_HOLIDAYS_VERSION: string = String(providerPackage.version);

/** A region code with its English name. */
export interface NamedCode {
  readonly code: string;
  readonly name: string;
}

const millisecondsPerDay = 86_400_000;
const providerOptions = { languages: ['en'], timezone: 'UTC' };

/**
 * Lists date-holidays' countries with their English names, sorted by code.
 *
 * @returns The countries (codes upper case).
 * @example
 * dateHolidaysCountries().find((country) => country.code === 'DE') //=> { code: 'DE', name: 'Deutschland' }
 */
export function dateHolidaysCountries(): readonly NamedCode[] {
  const names = new Holidays().getCountries('en') as Record<string, string>;
  return Object.entries(names)
    .map(([code, name]) => ({ code: code.toUpperCase(), name: String(name) }))
    .sort((left, right) => (left.code < right.code ? -1 : left.code > right.code ? 1 : 0));
}

/**
 * Lists date-holidays' subdivisions (its "states") of a country with their English names, sorted by
 * the provider's code.
 *
 * @param countryCode - A country code of `dateHolidaysCountries`.
 * @returns The subdivisions in the provider's spelling (`BY`, `Aitutaki`).
 * @example
 * dateHolidaysSubdivisions('GB').map((state) => state.code) //=> ['ALD', 'ENG', 'NIR', 'SCT', 'WLS']
 */
export function dateHolidaysSubdivisions(countryCode: string): readonly NamedCode[] {
  const names = (new Holidays().getStates(countryCode, 'en') ?? {}) as Record<string, string>;
  return Object.entries(names)
    .map(([code, name]) => ({ code, name: String(name) }))
    .sort((left, right) => (left.code < right.code ? -1 : left.code > right.code ? 1 : 0));
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
  // date-holidays has no decreed working days (docs/decisions.md#decreed-working-days): only the compiled tables carry them.
  const [inYear, spill] = parts.map((part) => {
    const days = Int32Array.from(part.days);
    return { days, labels: part.labels, workingDays: new Int32Array(0), workingLabels: [], allDays: days, allLabels: part.labels };
  });
  return { inYear: inYear!, spill: spill! };
}

/**
 * Asks date-holidays for one year and keeps its `public` holidays. The start is the local date of the
 * `date` field (never the `start` instant, which Hijri/Hebrew rules move to 18:00 the evening before);
 * the number of days is `end - start` rounded to whole days (at least one), so the process time zone
 * and daylight saving time cannot move a holiday.
 */
function computeProviderYear(country: string, subdivision: string | undefined, year: number): Result<ProviderYear> {
  if (year < HOLIDAY_YEARS_MIN || year > HOLIDAY_YEARS_MAX) return ok({ inYear: NO_HOLIDAYS, spill: NO_HOLIDAYS });
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
 * Computes the public holidays of a country (and subdivision) that fall in one calendar year, with
 * English labels, straight from date-holidays: every day it types `public` (substitute days included
 * when typed `public`), every day of a multi-day holiday, including the days of a span that started in
 * the previous year. Synchronous and CPU-bound (up to tens of milliseconds per year for some
 * countries); never throws.
 *
 * @param countryCode - A supported country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param year - The calendar year; years outside `HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX` have none.
 * @returns Sorted epoch days with one label each (the first holiday the provider lists for that
 *   day), or `INTERNAL_ERROR` when the provider throws.
 * @example
 * dateHolidaysYear('US', undefined, 2024).value.labels[0] //=> "New Year's Day"
 */
export function dateHolidaysYear(countryCode: string, subdivision: string | undefined, year: number): Result<PublicHolidayYear> {
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
