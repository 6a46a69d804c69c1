import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { ageRun } from './run.ts';
import { ageResponse } from './response.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';

/** The catalog entry of `age`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const ageEntry = defineOperation({
  name: 'age',
  path: '/age',
  summary: 'Exact age in years, months and days, plus totals and the next birthday.',
  description: 'Age at as_of_date (default: today in UTC); a 29 February birthday falls on 28 February in common years.',
  ...ageRun,
  fieldDescriptions: {
    birth_date: 'Date of birth (YYYY-MM-DD).',
    as_of_date: 'Date at which the age is calculated (YYYY-MM-DD). Default: today (UTC).',
  },
  response: ageResponse,
  errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']),
  headline: '{years:year}, {months:month} and {days:day} old on {as_of_date}; next birthday {next_birthday}, in {days_until_next_birthday:day}',
  example: { birth_date: '1990-05-17', as_of_date: '2024-03-01' },
});
