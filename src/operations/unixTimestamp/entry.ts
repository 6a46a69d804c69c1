import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { unixTimestampRun } from './run.ts';
import { unixTimestampResponse } from './response.ts';

/** The catalog entry of `unix-timestamp`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const unixTimestampEntry = defineOperation({
  name: 'unix-timestamp',
  path: '/unix-timestamp',
  summary: 'Convert between Unix seconds and ISO-8601.',
  description: 'Exactly one of timestamp (seconds; above 1e11 milliseconds) or date_time (ISO-8601, no offset means UTC).',
  ...unixTimestampRun,
  fieldDescriptions: {
    timestamp: 'Seconds since the Unix epoch; an absolute value above 1e11 is read as milliseconds. Exactly one of timestamp or date_time.',
    date_time: 'ISO-8601 date or date-time to convert; no offset means UTC. Exactly one of timestamp or date_time.',
  },
  response: unixTimestampResponse,
  errors: errorSet(COMMON_ERROR_CODES, ['VALIDATION_ERROR']),
  headline: '{unix_seconds} Unix seconds is {iso_utc}, a {weekday}',
  example: { timestamp: 1700000000 },
});
