import type { RequestShape } from '../../fields/requestShape.ts';
import type { PlainDate } from '../../date/plainDate.ts';
import * as messages from '../../messages.ts';
import { fail, type Fail } from '../../result.ts';
import { dateField, integerField, withSharedFields } from '../../fields/fieldSpec.ts';
import { calendarFields } from '../../fields/calendarFields.ts';
import { HOLIDAYS_YEAR_MAX, HOLIDAYS_YEAR_MIN } from '../../fields/limits.ts';

/** Request fields of `holidays`: a `year`, or the `start_date`..`end_date` period, then the calendar. */
export const holidaysFields = withSharedFields(
  {
    year: integerField(HOLIDAYS_YEAR_MIN, HOLIDAYS_YEAR_MAX),
    start_date: dateField(),
    end_date: dateField(),
  },
  calendarFields,
);


/**
 * The rules between `holidays`' period fields (the precedence table's `value` row, after the fields'
 * own checks and the exactly-one-of pair `year`/`start_date`, before the calendar): `year` goes
 * without `end_date`; `start_date` and `end_date` go together (as `time-duration`'s two dates, one
 * alone is a `VALIDATION_ERROR`), the end on or after the start.
 *
 * @param input - The fields as given.
 * @returns `undefined` when they fit together, else the failure.
 * @example
 * holidaysPeriodFault({ start_date: '2026-01-01' })?.error.field //=> 'end_date'
 */
export function holidaysPeriodFault(input: Readonly<Record<string, unknown>>): Fail | undefined {
  const { year, start_date: start, end_date: end } = input as { year?: number; start_date?: PlainDate; end_date?: PlainDate };
  if (year !== undefined) return end === undefined ? undefined : fail('VALIDATION_ERROR', 'end_date', messages.oneOfBoth('year', 'end_date'));
  if (end === undefined) return fail('VALIDATION_ERROR', 'end_date', messages.otherDateMissing('end_date'));
  if (start !== undefined && end < start) return fail('VALIDATION_ERROR', 'end_date', messages.endBeforeStartDate(end, start));
  return undefined;
}

/** What `holidays` validates, for a request and a typed call alike: its field table, its exactly-one-of pair and its rules between fields. */
export const holidaysShape = { fields: holidaysFields, exactlyOneOf: ['year', 'start_date'], rules: holidaysPeriodFault } as const satisfies RequestShape;
