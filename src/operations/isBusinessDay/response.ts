import * as v from 'valibot';
import { dateOut, holidayTypeOut, isoWeekdayOut, REASONS } from '../_responseParts.ts';

/** Response `data` of `is-business-day`. */
export const isBusinessDayResponse = v.strictObject({
  date: dateOut,
  is_business_day: v.boolean(),
  weekday: isoWeekdayOut,
  reason: v.picklist(REASONS),
  label: v.optional(v.string()),
  holiday_type: v.optional(holidayTypeOut),
  next_business_day: dateOut,
  previous_business_day: dateOut,
  language: v.optional(v.string()),
});
