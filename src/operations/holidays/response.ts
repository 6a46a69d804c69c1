import * as v from 'valibot';
import { HOLIDAY_TYPES } from '../../fields/calendarFields.ts';
import { dateOut, holidayTypeOut, integerOut, isoWeekdayOut } from '../_responseParts.ts';

/** Response `data` of `holidays`. */
export const holidaysResponse = v.strictObject({
  country_code: v.optional(v.string()),
  market_code: v.optional(v.string()),
  subdivision_code: v.optional(v.string()),
  business_calendar_id: v.optional(v.string()),
  year: v.optional(integerOut),
  start_date: dateOut,
  end_date: dateOut,
  include_public_holidays: v.boolean(),
  provider: v.string(),
  provider_version: v.string(),
  count: integerOut,
  holidays: v.array(
    v.strictObject({
      date: dateOut,
      weekday: isoWeekdayOut,
      kind: v.picklist(['public_holiday', 'custom_holiday', 'excluded_date', 'decreed_working_day', 'early_close']),
      label: v.optional(v.string()),
      holiday_type: v.optional(holidayTypeOut),
      substitute: v.optional(v.literal(true)),
      closes_at: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
    }),
  ),
  language: v.optional(v.string()),
  holiday_types: v.optional(v.array(v.picklist(HOLIDAY_TYPES))),
});
