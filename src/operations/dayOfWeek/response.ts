import * as v from 'valibot';
import { dateOut, isoWeekdayOut, weekdayNameOut } from '../_responseParts.ts';

/** Response `data` of `day-of-week`. */
export const dayOfWeekResponse = v.strictObject({
  date: dateOut,
  weekday: weekdayNameOut,
  iso_weekday: isoWeekdayOut,
});
