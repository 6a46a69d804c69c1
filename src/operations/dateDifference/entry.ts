import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { dateDifferenceRun } from './run.ts';
import { dateDifferenceResponse } from './response.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';

/** The catalog entry of `date-difference`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const dateDifferenceEntry = defineOperation({
  name: 'date-difference',
  path: '/date-difference',
  summary: 'Calendar days, weeks and years/months/days between two dates.',
  description: 'Signed difference from start_date to end_date; include_end_date adds one day in the direction of travel.',
  ...dateDifferenceRun,
  fieldDescriptions: {
    start_date: 'Start date (YYYY-MM-DD).',
    end_date: 'End date (YYYY-MM-DD); may be before the start (negative results).',
    include_end_date: 'When true, the end date counts as one extra day in the direction of travel.',
  },
  response: dateDifferenceResponse,
  errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'RANGE_TOO_LARGE', 'VALIDATION_ERROR']),
  headline: '{total_days:day} from {start_date} to {end_date}: {years:year}, {months:month} and {days:day}, or {weeks:week} and {remainder_days:day}',
  example: { start_date: '2023-01-01', end_date: '2023-03-15' },
});
