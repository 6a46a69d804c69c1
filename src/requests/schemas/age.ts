import * as v from 'valibot';
import { dateField } from '../fieldSpec.ts';
import { dateOut, integerOut, weekdayNameOut } from './responseParts.ts';

/** Request fields of `age`. */
export const ageFields = {
  birth_date: dateField({ description: 'Date of birth (YYYY-MM-DD).', required: true }),
  as_of_date: dateField({ description: 'Date at which the age is calculated (YYYY-MM-DD). Default: today (UTC).', defaultToday: true }),
};

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
