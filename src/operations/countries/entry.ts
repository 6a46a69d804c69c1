import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { countriesShape } from './fields.ts';
import { countriesKernel, type CountriesInput } from './countriesFrom.ts';
import { countriesResponse } from './response.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { holidays } from '../holidays/holidays.ts';

/** The catalog entry of `countries`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const countriesEntry = defineOperation({
  name: 'countries',
  path: '/countries',
  summary: 'List the supported countries with their names and subdivisions, or one country.',
  description: 'Every country with public holiday data (English name, subdivisions with code and name), sorted by code, and the markets usable as market_code (MIC, name, country, years); with country_code, that country and its markets.',
  ...countriesShape,
  fieldDescriptions: {
    country_code: 'Two-letter ISO 3166-1 code of one country (case-insensitive); without it, every supported country.',
  },
  response: countriesResponse,
  errors: errorSet(COMMON_ERROR_CODES, ['INVALID_COUNTRY', 'VALIDATION_ERROR']),
  headline: {
    by: 'count',
    cases: { '1': '{countries.0.name} ({countries.0.code}), {countries.0.subdivisions.length:subdivision}: public holidays from {provider_version}' },
    otherwise: '{count:country/countries} with public holidays from {provider_version}',
  },
  example: { country_code: 'DE' },
  // The names (4 KB gzipped) load when asked for; their module imports nothing, so no shared code moves into every bundle.
  run: (input: CountriesInput) =>
    Promise.all([
      import('../../calendars/holidayTables/names.ts'),
      import('../../calendars/marketTables/index.ts'),
      import('../../calendars/marketTables/names.ts'),
      import('../../calendars/typeTables/index.ts'),
      import('../../calendars/nameTables/index.ts'),
    ]).then(([names, index, marketNames, types, languages]) =>
      countriesKernel(input, names.HOLIDAY_TABLES_NAMES, { markets: index.MARKET_TABLES_MARKETS, names: marketNames.MARKET_TABLES_NAMES }, { types: types.HOLIDAY_TYPE_TABLES, languages: languages.HOLIDAY_NAME_LANGUAGES }),
    ),
});
