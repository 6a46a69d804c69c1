import * as v from 'valibot';
import { dateOut, weekdayNameOut } from '../_responseParts.ts';

/** Response `data` of `unix-timestamp`. */
export const unixTimestampResponse = v.strictObject({
  unix_seconds: v.number(),
  iso_utc: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)),
  date: dateOut,
  weekday: weekdayNameOut,
});
