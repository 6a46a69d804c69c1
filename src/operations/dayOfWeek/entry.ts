import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { dayOfWeekRun } from './run.ts';
import { dayOfWeekResponse } from './response.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';

/** The catalog entry of `day-of-week`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const dayOfWeekEntry = defineOperation({
  name: 'day-of-week',
  path: '/day-of-week',
  summary: 'Weekday name and ISO weekday number for a date.',
  description: 'English weekday name and ISO number (1 = Monday, 7 = Sunday).',
  ...dayOfWeekRun,
  fieldDescriptions: {
    date: 'Date (YYYY-MM-DD).',
  },
  response: dayOfWeekResponse,
  errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE']),
  headline: '{date} is a {weekday} (ISO weekday {iso_weekday})',
  example: { date: '2024-07-04' },
});
