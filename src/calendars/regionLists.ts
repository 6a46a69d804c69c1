// Every country with its subdivisions, from the generated holidayTables/regions.ts, which only the
// synchronous paths import (the request layer, `resolveCalendar`, `listCountries`, `listSubdivisions`):
// an app of `loadCalendar` does not carry the lists. It checks a country with the loaders of the
// countries' tables, and a subdivision with the copy of the lists in the subdivisions' loaders' module,
// which it imports when a calendar names a subdivision (calendars/resolveSpecEntry.ts, tableImports.ts).
import { HOLIDAY_TABLES_REGIONS } from './holidayTables/regions.ts';

/** Finds the provider's code of a country's subdivision: `undefined` when it has no such subdivision. */
export type SubdivisionFinder = (countryCode: string, subdivisionCode: string) => string | undefined;

/**
 * What the spec builder checks a calendar's region with, given by its caller (calendars/inlineCalendar.ts):
 * the synchronous paths pass `REGION_LISTS`, `loadCalendar` its own (calendars/resolveSpecEntry.ts), so an
 * app of national calendars carries no list of every country's subdivisions.
 */
export interface RegionCheck {
  /** Whether an upper-case country code has public holidays. */
  readonly hasCountry: (countryCode: string) => boolean;
  /** Finds a subdivision (asked only when the fields name one). */
  readonly findSubdivision: SubdivisionFinder;
}

/** Country code -> (upper-cased subdivision code -> the provider's spelling). */
type SubdivisionIndex = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * Reads the generated lists, `CODE:SUB,SUB,...` separated by ';', into an index.
 *
 * @param lists - The lists (regions.ts's, or the subdivisions' loaders' copy).
 * @returns Country code -> (upper-cased subdivision code -> the provider's spelling).
 * @example
 * indexSubdivisions('GB:ENG,SCT').get('GB')?.get('ENG') //=> 'ENG'
 */
export function indexSubdivisions(lists: string): SubdivisionIndex {
  const index = new Map<string, ReadonlyMap<string, string>>();
  for (const entry of lists.split(';')) {
    const [country, subdivisions] = entry.split(':') as [string, string];
    index.set(country, new Map(subdivisions === '' ? [] : subdivisions.split(',').map((code) => [code.toUpperCase(), code])));
  }
  return index;
}

/**
 * The subdivision finder over an index: the provider's code for a user's code, in the provider form
 * (`BY`) or the ISO 3166-2 form (`DE-BY`), case-insensitive; `undefined` when the country has no such
 * subdivision (there is no national fallback) or is not in the index.
 *
 * @param index - An index from `indexSubdivisions`.
 * @returns The finder.
 * @example
 * finderOver(indexSubdivisions('DE:BY'))('DE', 'de-by') //=> 'BY'
 */
export function finderOver(index: SubdivisionIndex): SubdivisionFinder {
  return (countryCode, subdivisionCode) => {
    if (typeof countryCode !== 'string' || typeof subdivisionCode !== 'string') return undefined;
    const codes = index.get(countryCode.toUpperCase());
    if (codes === undefined) return undefined;
    const upper = subdivisionCode.trim().toUpperCase();
    const prefix = `${countryCode.toUpperCase()}-`;
    return codes.get(upper) ?? (upper.startsWith(prefix) ? codes.get(upper.slice(prefix.length)) : undefined);
  };
}

let regionIndex: SubdivisionIndex | undefined;
let regionFinder: SubdivisionFinder | undefined;

/** regions.ts's index, read once. */
function regions(): SubdivisionIndex {
  return (regionIndex ??= indexSubdivisions(HOLIDAY_TABLES_REGIONS));
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
  return (regionFinder ??= finderOver(regions()))(countryCode, subdivisionCode);
}

/** The region check of the synchronous paths: regions.ts's lists. */
export const REGION_LISTS: RegionCheck = { hasCountry: isSupportedCountry, findSubdivision };
