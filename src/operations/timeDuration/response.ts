import * as v from 'valibot';
import { integerOut } from '../_responseParts.ts';

/** Response `data` of `time-duration`. */
export const timeDurationResponse = v.strictObject({
  start_time: v.string(),
  end_time: v.string(),
  break_minutes: integerOut,
  total_minutes: integerOut,
  hours: integerOut,
  minutes: integerOut,
  decimal_hours: v.number(),
});
