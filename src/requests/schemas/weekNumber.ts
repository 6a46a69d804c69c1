import * as v from 'valibot';
import { dateField } from '../fieldSpec.ts';
import { dateOut, integerOut, isoWeekdayOut } from './responseParts.ts';

/** Request fields of `week-number`. */
export const weekNumberFields = {
  date: dateField({ description: 'Date (YYYY-MM-DD).', required: true }),
};

/** Response `data` of `week-number`. */
export const weekNumberResponse = v.strictObject({
  date: dateOut,
  iso_week: integerOut,
  iso_week_year: integerOut,
  weekday: isoWeekdayOut,
  week_start: dateOut,
  week_end: dateOut,
});
