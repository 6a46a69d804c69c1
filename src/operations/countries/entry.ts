import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { countriesRun } from './run.ts';
import { countriesResponse } from './response.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { holidays } from '../holidays/holidays.ts';

/** The catalog entry of `countries`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const countriesEntry = defineOperation({
  name: 'countries',
  path: '/countries',
  summary: 'List the supported countries with their names and subdivisions, or one country.',
  description: 'Every country with public holiday data (English name, subdivisions with code and name), sorted by code, and the markets usable as market_code (MIC, name, country, years); with country_code, that country and its markets.',
  ...countriesRun,
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
});
