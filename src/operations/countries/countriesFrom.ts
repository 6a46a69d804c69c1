import { countriesArgumentsFault } from './arguments.generated.ts';
import { describeCountries, describeCountry, type CountryInfo, type CountryNames } from '../../calendars/countryDetails.ts';
import { describeMarkets, type MarketInfo } from '../../calendars/marketDetails.ts';
import { HOLIDAY_PROVIDER, HOLIDAY_PROVIDER_VERSION } from '../../calendars/holidayProvider.ts';
import * as messages from '../../messages.ts';
import { fail, ok, type Result } from '../../result.ts';
import { NO_DATE_FIELDS, checkedArguments, isArgumentFailure } from '../_arguments.ts';


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
  /** The markets (`market_code`), sorted by code: every one, or with `country_code` that country's. */
  markets: MarketInfo[];
}

/** The markets' index and names, as `countries` lists them (see `describeMarkets`). */
export interface MarketListing {
  readonly markets: string;
  readonly names: Readonly<Record<string, string>>;
}

/**
 * The kernel of `countries`, unchecked: `input` passed the field table's checks (by `countriesFrom`
 * or the request layer). An unknown code is `INVALID_COUNTRY`.
 *
 * @param input - The checked input.
 * @param names - The country and subdivision names.
 * @returns The listing.
 * @example
 * countriesKernel({ country_code: 'de' }, names).ok //=> true
 */
export function countriesKernel(input: CountriesInput, names: CountryNames, markets: MarketListing): Result<CountriesOutput> {
  let listed: CountryInfo[];
  if (input.country_code === undefined) {
    listed = [...describeCountries(names)];
  } else {
    const found = describeCountry(names, input.country_code);
    if (found === undefined) return fail('INVALID_COUNTRY', 'country_code', messages.unsupportedCountry(input.country_code.toUpperCase(), false));
    listed = [found];
  }
  const country = input.country_code === undefined ? undefined : listed[0]!.code;
  return ok({ provider: HOLIDAY_PROVIDER, provider_version: HOLIDAY_PROVIDER_VERSION, count: listed.length, countries: listed, markets: describeMarkets(markets.markets, markets.names, country) });
}

/**
 * `countries` over a table of names given as a value: what `countries` runs with the generated
 * table, and what `execute` runs once it has imported that table (only for a countries request, so
 * that other requests' bundles do not carry the names).
 *
 * @param input - Optionally `country_code`.
 * @param names - The names table.
 * @returns The countries, or a failure.
 * @example
 * countriesFrom({ country_code: 'de' }, HOLIDAY_TABLES_NAMES).ok //=> true
 */
export function countriesFrom(input: CountriesInput, names: CountryNames, markets: MarketListing): Result<CountriesOutput> {
  const checked = checkedArguments<CountriesInput>(input, countriesArgumentsFault, NO_DATE_FIELDS);
  return isArgumentFailure(checked) ? checked : countriesKernel(checked, names, markets);
}
