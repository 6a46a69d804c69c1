import * as v from 'valibot';
import { ADD_DAYS_UNITS } from './fields.ts';
import { dateOut, weekdayNameOut } from '../_responseParts.ts';

/** Response `data` of `add-days`. */
export const addDaysResponse = v.strictObject({
  start_date: dateOut,
  days: v.pipe(v.number(), v.integer()),
  unit: v.picklist(ADD_DAYS_UNITS),
  skip_weekends: v.boolean(),
  result_date: dateOut,
  weekday: weekdayNameOut,
});
