import * as v from 'valibot';
import { expectsClockTime, expectsNonNegativeInteger } from '../../messages.ts';
import { booleanField, dateField, valueField } from '../../fields/fieldSpec.ts';

/** A strict 24-hour `HH:MM` time from 00:00 to 23:59. */
const clockTime = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/));

/** Request fields of `time-duration`. */
export const timeDurationFields = {
  start_time: valueField(clockTime, expectsClockTime(), { description: 'Start time, 24-hour HH:MM.', required: true }),
  end_time: valueField(clockTime, expectsClockTime(), { description: 'End time, 24-hour HH:MM.', required: true }),
  start_date: dateField({ description: 'Optional start date (YYYY-MM-DD); needs end_date.' }),
  end_date: dateField({ description: 'Optional end date (YYYY-MM-DD); needs start_date.' }),
  next_day: booleanField({ description: 'The end time falls on the following day (adds one day to end_date when dates are given).', default: false }),
  break_minutes: valueField(v.pipe(v.number(), v.integer(), v.minValue(0)), expectsNonNegativeInteger(), { description: 'Unpaid break in minutes, subtracted from the total.', default: 0 }),
};
