import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { timeDurationRun } from './run.ts';
import { timeDurationResponse } from './response.ts';

/** The catalog entry of `time-duration`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const timeDurationEntry = defineOperation({
  name: 'time-duration',
  path: '/time-duration',
  summary: 'Duration between two clock times, with optional dates, overnight shifts and unpaid breaks.',
  description: 'Naive clock times (no time zone); the total is net of the break.',
  ...timeDurationRun,
  fieldDescriptions: {
    start_time: 'Start time, 24-hour HH:MM.',
    end_time: 'End time, 24-hour HH:MM.',
    start_date: 'Optional start date (YYYY-MM-DD); needs end_date.',
    end_date: 'Optional end date (YYYY-MM-DD); needs start_date.',
    next_day: 'The end time falls on the following day (adds one day to end_date when dates are given).',
    break_minutes: 'Unpaid break in minutes, subtracted from the total.',
  },
  response: timeDurationResponse,
  errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']),
  headline: '{hours:hour} {minutes:minute} ({decimal_hours:decimal hour}) from {start_time} to {end_time}, after {break_minutes:minute} of break',
  example: { start_time: '09:00', end_time: '17:30', break_minutes: 30 },
});
