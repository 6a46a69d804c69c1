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
  /** The countries, sorted by code, each with its English name, subdivisions (code and name), holiday types and languages. */
  countries: CountryListing[];
  /** The markets (`market_code`), sorted by code: every one, or with `country_code` that country's. */
  markets: MarketInfo[];
}

/** A country as `countries` lists it: with the holiday types its data has and the languages of its names. */
export interface CountryListing extends CountryInfo {
  /** `public`, and the other types (docs/decisions.md#holiday-types) the data has days of. */
  readonly holiday_types: readonly string[];
  /** The languages of its holiday names (docs/decisions.md#languages), BCP 47, the country's own first. */
  readonly languages: readonly string[];
}

/** The type tables' and the names' indexes (`CC:a,b;...`), as `countries` lists them. */
export interface LayerListing {
  readonly types: string;
  readonly languages: string;
}

/**
 * A country's entry of an index `CC:a,b;...` (the type tables' or the names'): empty when it has none.
 *
 * @param index - The index.
 * @param code - A country code, upper case.
 * @returns Its items.
 * @example
 * listedFor('AT:bank,optional;DE:bank', 'DE') //=> ['bank']
 */
export function listedFor(index: string, code: string): string[] {
  const entry = `;${index}`.split(`;${code}:`)[1];
  return entry === undefined ? [] : entry.split(';')[0]!.split(',');
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
 * countriesKernel({ country_code: 'de' }, names, markets, layers).ok //=> true
 */
export function countriesKernel(input: CountriesInput, names: CountryNames, markets: MarketListing, layers: LayerListing): Result<CountriesOutput> {
  let listed: CountryInfo[];
  if (input.country_code === undefined) {
    listed = [...describeCountries(names)];
  } else {
    const found = describeCountry(names, input.country_code);
    if (found === undefined) return fail('INVALID_COUNTRY', 'country_code', messages.unsupportedCountry(input.country_code.toUpperCase(), false));
    listed = [found];
  }
  const country = input.country_code === undefined ? undefined : listed[0]!.code;
  const countries = listed.map((info) => {
    const languages = listedFor(layers.languages, info.code);
    return { ...info, holiday_types: ['public', ...listedFor(layers.types, info.code)], languages: languages.length === 0 ? ['en'] : languages };
  });
  return ok({ provider: HOLIDAY_PROVIDER, provider_version: HOLIDAY_PROVIDER_VERSION, count: listed.length, countries, markets: describeMarkets(markets.markets, markets.names, country) });
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
export function countriesFrom(input: CountriesInput, names: CountryNames, markets: MarketListing, layers: LayerListing): Result<CountriesOutput> {
  const checked = checkedArguments<CountriesInput>(input, countriesArgumentsFault, NO_DATE_FIELDS);
  return isArgumentFailure(checked) ? checked : countriesKernel(checked, names, markets, layers);
}
