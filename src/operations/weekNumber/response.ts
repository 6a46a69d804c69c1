import * as v from 'valibot';
import { dateOut, integerOut, isoWeekdayOut } from '../_responseParts.ts';

/** Response `data` of `week-number`. */
export const weekNumberResponse = v.strictObject({
  date: dateOut,
  iso_week: integerOut,
  iso_week_year: integerOut,
  weekday: isoWeekdayOut,
  week_start: dateOut,
  week_end: dateOut,
});
