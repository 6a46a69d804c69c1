import { holidayTypeOf } from '../calendars/holidayTypeOf.ts';
import type { ResolvedCalendar } from '../calendars/resolvedCalendar.ts';

/**
 * Adds to a one-day answer what a calendar's layers say (docs/decisions.md#holiday-types, docs/decisions.md#languages): the
 * holiday type of a day off of another type than public, beside its label, and the language of the
 * labels when the calendar asked for one. An answer of a calendar without layers is returned as it is.
 *
 * @param output - The answer, with its label.
 * @param calendar - The calendar.
 * @param day - The answer's day.
 * @param reason - Its reason.
 * @returns The same object, with `holiday_type` and `language` where they apply.
 * @example
 * withLayers({ reason: 'public_holiday', label: 'Heiligabend' }, germanyWithBankDaysInGerman, christmasEve, 'public_holiday')
 * //=> { reason: 'public_holiday', label: 'Heiligabend', holiday_type: 'bank', language: 'de' }
 */
export function withLayers<Output extends { holiday_type?: string; language?: string }>(output: Output, calendar: ResolvedCalendar, day: number, reason: string): Output {
  const type = holidayTypeOf(calendar.plan, day, reason);
  if (type !== undefined) output.holiday_type = type;
  if (calendar.language !== undefined) output.language = calendar.language;
  return output;
}
