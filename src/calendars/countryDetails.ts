import { listCountries, listSubdivisions } from './holidayProvider.ts';

/** The English names of the countries and their subdivisions: `[country name, { subdivision code: name }]` by code (holidayTables/names.ts). */
export type CountryNames = Readonly<Record<string, readonly [string, Readonly<Record<string, string>>]>>;

/** A subdivision (state, province, region) with its English name. */
export interface SubdivisionInfo {
  /** The provider's code (`BY`); `resolveCalendar` also accepts the ISO 3166-2 form (`DE-BY`). */
  readonly code: string;
  readonly name: string;
}

/** A supported country with its English name and subdivisions. */
export interface CountryInfo {
  /** ISO 3166-1 alpha-2 code, upper case. */
  readonly code: string;
  readonly name: string;
  readonly subdivisions: readonly SubdivisionInfo[];
}

/**
 * Describes a supported country from a table of names: its English name and its subdivisions with
 * their names, sorted by code. The names arrive as a value (`getCountry` passes the generated table;
 * `execute` imports it only for a countries request).
 *
 * @param names - The names table.
 * @param countryCode - A country code, any case.
 * @returns The country, or `undefined` when it has no public holidays in daycalc.
 * @example
 * describeCountry(HOLIDAY_TABLES_NAMES, 'gb')?.subdivisions.map((state) => state.code) //=> ['ALD', 'ENG', 'NIR', 'SCT', 'WLS']
 */
export function describeCountry(names: CountryNames, countryCode: string): CountryInfo | undefined {
  if (typeof countryCode !== 'string') return undefined;
  const code = countryCode.trim().toUpperCase();
  const found = Object.hasOwn(names, code) ? names[code] : undefined;
  if (found === undefined || !listCountries().includes(code)) return undefined;
  const [name, subdivisionNames] = found;
  return {
    code,
    name,
    subdivisions: listSubdivisions(code).map((subdivision) => ({ code: subdivision, name: subdivisionNames[subdivision] ?? subdivision })),
  };
}

/**
 * Describes every supported country from a table of names, sorted by code.
 *
 * @param names - The names table.
 * @returns The countries.
 * @example
 * describeCountries(HOLIDAY_TABLES_NAMES).length //=> 207
 */
export function describeCountries(names: CountryNames): readonly CountryInfo[] {
  return listCountries().map((code) => describeCountry(names, code)!);
}
