import * as v from 'valibot';
import { WEEKDAY_NAMES } from '../date/dayOfWeek.ts';

/** A `YYYY-MM-DD` date in a response. */
export const dateOut = v.pipe(v.string(), v.isoDate());
/** An integer in a response. */
export const integerOut = v.pipe(v.number(), v.integer());
/** An English weekday name in a response. */
export const weekdayNameOut = v.picklist(WEEKDAY_NAMES);
/** An ISO weekday number in a response. */
export const isoWeekdayOut = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7));
/** The six classification reasons, in their order (docs/decisions.md#business-day-classification). */
export const REASONS = ['non_working_weekday', 'excluded_date', 'custom_holiday', 'public_holiday', 'decreed_working_day', 'working_day'] as const;

/** The calculation summary object (`data.summary`). */
export const summaryOut = v.strictObject({
  calendar_days_elapsed: integerOut,
  working_days_counted: integerOut,
  non_working_weekdays_skipped: integerOut,
  public_holidays_skipped: integerOut,
  custom_holidays_skipped: integerOut,
  excluded_dates_skipped: integerOut,
  reversed: v.boolean(),
  provider: v.string(),
  provider_version: v.string(),
});

/** The type of a day off of another holiday type than public (docs/decisions.md#holiday-types). */
export const holidayTypeOut = v.picklist(['bank', 'optional']);

/** One day of a `detailed: true` trace (docs/decisions.md#counting-and-walking). */
export const traceOut = v.array(
  v.strictObject({
    date: dateOut,
    weekday: isoWeekdayOut,
    is_business_day: v.boolean(),
    reason: v.picklist(REASONS),
    label: v.optional(v.string()),
    holiday_type: v.optional(holidayTypeOut),
  }),
);
