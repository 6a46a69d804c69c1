import * as v from 'valibot';
import { valueField } from '../fieldSpec.ts';
import { dateOut, weekdayNameOut } from './responseParts.ts';

/** Request fields of `unix-timestamp`: exactly one of the two must be given. */
export const unixTimestampFields = {
  timestamp: valueField(v.pipe(v.number(), v.finite()), 'a finite number of seconds (above 1e11: milliseconds)', {
    description: 'Seconds since the Unix epoch; an absolute value above 1e11 is read as milliseconds. Exactly one of timestamp or date_time.',
  }),
  date_time: valueField(v.string(), 'an ISO-8601 date YYYY-MM-DD or date-time YYYY-MM-DDTHH:MM[:SS[.fff]] with optional Z or ±HH:MM', {
    description: 'ISO-8601 date or date-time to convert; no offset means UTC. Exactly one of timestamp or date_time.',
  }),
};

/** Response `data` of `unix-timestamp`. */
export const unixTimestampResponse = v.strictObject({
  unix_seconds: v.number(),
  iso_utc: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)),
  date: dateOut,
  weekday: weekdayNameOut,
});
