import { getCountry, listCountryDetails, type CountryInfo } from '../calendars/countries.ts';
import { HOLIDAY_PROVIDER, HOLIDAY_PROVIDER_VERSION } from '../calendars/holidayProvider.ts';
import { countriesFields } from '../fields/countriesFields.ts';
import { checkField } from '../fields/fieldFault.ts';
import * as messages from '../messages.ts';
import { fail, ok, type Result } from '../result.ts';
import { notAnObject } from './_inputChecks.ts';

/** Input of `countries`. */
export interface CountriesInput {
  /** One country's ISO 3166-1 code (any case); without it, every supported country. */
  readonly country_code?: string;
}

/** Output of `countries`. */
export interface CountriesOutput {
  provider: string;
  provider_version: string;
  /** The number of listed countries. */
  count: number;
  /** The countries, sorted by code, each with its English name and subdivisions (code and name). */
  countries: CountryInfo[];
}

/**
 * Lists the countries daycalc has public holidays for, with their English names and their
 * subdivisions (the provider's code and name), or the one country `country_code` names.
 *
 * Checks its argument at run time: not an object is `INVALID_REQUEST`; a `country_code` that is not
 * two letters is a `VALIDATION_ERROR`; two letters the holiday provider does not know are
 * `INVALID_COUNTRY`.
 *
 * @param input - Optionally `country_code`.
 * @returns The countries, or a failure.
 * @example
 * const germany = countries({ country_code: 'de' });
 * if (germany.ok) germany.value.countries[0]?.subdivisions.length //=> 16
 */
export function countries(input: CountriesInput = {}): Result<CountriesOutput> {
  const notObject = notAnObject(input);
  if (notObject !== undefined) return notObject;
  const invalid = checkField('country_code', countriesFields.country_code, input.country_code);
  if (invalid !== undefined) return invalid;
  let listed: CountryInfo[];
  if (input.country_code === undefined) {
    listed = [...listCountryDetails()];
  } else {
    const found = getCountry(input.country_code);
    if (found === undefined) return fail('INVALID_COUNTRY', 'country_code', messages.unsupportedCountry(input.country_code.toUpperCase(), false));
    listed = [found];
  }
  return ok({ provider: HOLIDAY_PROVIDER, provider_version: HOLIDAY_PROVIDER_VERSION, count: listed.length, countries: listed });
}
