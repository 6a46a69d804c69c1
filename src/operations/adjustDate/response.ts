import * as v from 'valibot';
import { ADJUST_DATE_CONVENTIONS } from './fields.ts';
import { dateOut, holidayTypeOut, integerOut, REASONS } from '../_responseParts.ts';

/** Response `data` of `adjust-date`. */
export const adjustDateResponse = v.strictObject({
  date: dateOut,
  convention: v.picklist(ADJUST_DATE_CONVENTIONS),
  adjusted_date: dateOut,
  days_moved: integerOut,
  is_business_day: v.boolean(),
  reason: v.picklist(REASONS),
  label: v.optional(v.string()),
  holiday_type: v.optional(holidayTypeOut),
  language: v.optional(v.string()),
});
