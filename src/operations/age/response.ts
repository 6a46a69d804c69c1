import * as v from 'valibot';
import { dateOut, integerOut, weekdayNameOut } from '../_responseParts.ts';

/** Response `data` of `age`. */
export const ageResponse = v.strictObject({
  birth_date: dateOut,
  as_of_date: dateOut,
  years: integerOut,
  months: integerOut,
  days: integerOut,
  total_months: integerOut,
  total_weeks: integerOut,
  total_days: integerOut,
  born_on: weekdayNameOut,
  next_birthday: dateOut,
  days_until_next_birthday: integerOut,
});
