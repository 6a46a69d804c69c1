import { HOLIDAY_TABLES_NAMES } from '../../calendars/holidayTables/names.ts';
import { MARKET_TABLES_MARKETS } from '../../calendars/marketTables/index.ts';
import { MARKET_TABLES_NAMES } from '../../calendars/marketTables/names.ts';
import { HOLIDAY_NAME_LANGUAGES } from '../../calendars/nameTables/index.ts';
import { HOLIDAY_TYPE_TABLES } from '../../calendars/typeTables/index.ts';
import type { Result } from '../../result.ts';
import { countriesFrom, type CountriesInput, type CountriesOutput } from './countriesFrom.ts';

export type { CountriesInput, CountriesOutput } from './countriesFrom.ts';

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
  return countriesFrom(input, HOLIDAY_TABLES_NAMES, { markets: MARKET_TABLES_MARKETS, names: MARKET_TABLES_NAMES }, { types: HOLIDAY_TYPE_TABLES, languages: HOLIDAY_NAME_LANGUAGES });
}
