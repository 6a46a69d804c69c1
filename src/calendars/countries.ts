import { listCountries, listSubdivisions } from './holidayProvider.ts';
import { HOLIDAY_TABLES_NAMES } from './holidayTables/names.ts';

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
 * Describes a supported country: its English name (as date-holidays names it) and its subdivisions
 * with their names, sorted by code.
 *
 * @param countryCode - A country code, any case.
 * @returns The country, or `undefined` when it has no public holidays in daycalc.
 * @example
 * getCountry('gb')?.subdivisions.map((state) => state.code) //=> ['ALD', 'ENG', 'NIR', 'SCT', 'WLS']
 */
export function getCountry(countryCode: string): CountryInfo | undefined {
  if (typeof countryCode !== 'string') return undefined;
  const code = countryCode.trim().toUpperCase();
  const names = HOLIDAY_TABLES_NAMES[code];
  if (names === undefined || !listCountries().includes(code)) return undefined;
  const [name, subdivisionNames] = names;
  return {
    code,
    name,
    subdivisions: listSubdivisions(code).map((subdivision) => ({ code: subdivision, name: subdivisionNames[subdivision] ?? subdivision })),
  };
}

/**
 * Lists every supported country with its English name and subdivisions, sorted by code.
 *
 * @returns The countries.
 * @example
 * listCountryDetails().length //=> 207
 */
export function listCountryDetails(): readonly CountryInfo[] {
  return listCountries().map((code) => getCountry(code)!);
}
