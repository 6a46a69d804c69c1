import * as v from 'valibot';
import { dateField } from '../fieldSpec.ts';
import { dateOut, isoWeekdayOut, weekdayNameOut } from './responseParts.ts';

/** Request fields of `day-of-week`. */
export const dayOfWeekFields = {
  date: dateField({ description: 'Date (YYYY-MM-DD).', required: true }),
};

/** Response `data` of `day-of-week`. */
export const dayOfWeekResponse = v.strictObject({
  date: dateOut,
  weekday: weekdayNameOut,
  iso_weekday: isoWeekdayOut,
});
