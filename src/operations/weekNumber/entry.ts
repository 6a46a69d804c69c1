import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { weekNumberRun } from './run.ts';
import { weekNumberResponse } from './response.ts';

/** The catalog entry of `week-number`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const weekNumberEntry = defineOperation({
  name: 'week-number',
  path: '/week-number',
  summary: 'ISO-8601 week number, week year, and the week\'s start and end dates.',
  description: 'Week 1 contains 4 January; weeks run Monday to Sunday.',
  ...weekNumberRun,
  fieldDescriptions: {
    date: 'Date (YYYY-MM-DD).',
  },
  response: weekNumberResponse,
  errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']),
  headline: '{date} is in ISO week {iso_week} of {iso_week_year}, from {week_start} to {week_end}',
  example: { date: '2021-01-03' },
});
