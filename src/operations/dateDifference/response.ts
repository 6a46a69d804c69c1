import * as v from 'valibot';
import { dateOut, integerOut } from '../_responseParts.ts';

/** Response `data` of `date-difference`. */
export const dateDifferenceResponse = v.strictObject({
  start_date: dateOut,
  end_date: dateOut,
  include_end_date: v.boolean(),
  total_days: integerOut,
  weeks: integerOut,
  remainder_days: integerOut,
  years: integerOut,
  months: integerOut,
  days: integerOut,
});
