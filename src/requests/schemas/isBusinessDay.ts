import * as v from 'valibot';
import { dateField, withSharedFields } from '../fieldSpec.ts';
import { calendarFields } from './calendarFields.ts';
import { dateOut, isoWeekdayOut, REASONS } from './responseParts.ts';

/** Request fields of `is-business-day`. */
export const isBusinessDayFields = withSharedFields(
  {
    date: dateField({ description: 'Date to check (YYYY-MM-DD).', required: true }),
  },
  calendarFields,
);

/** Response `data` of `is-business-day`. */
export const isBusinessDayResponse = v.strictObject({
  date: dateOut,
  is_business_day: v.boolean(),
  weekday: isoWeekdayOut,
  reason: v.picklist(REASONS),
  label: v.optional(v.string()),
  next_business_day: dateOut,
  previous_business_day: dateOut,
});
