import { describeCountries, describeCountry, type CountryInfo } from './countryDetails.ts';
import { HOLIDAY_TABLES_NAMES } from './holidayTables/names.ts';

export type { CountryInfo, SubdivisionInfo } from './countryDetails.ts';

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
  return describeCountry(HOLIDAY_TABLES_NAMES, countryCode);
}

/**
 * Lists every supported country with its English name and subdivisions, sorted by code.
 *
 * @returns The countries.
 * @example
 * listCountryDetails().length //=> 207
 */
export function listCountryDetails(): readonly CountryInfo[] {
  return describeCountries(HOLIDAY_TABLES_NAMES);
}
