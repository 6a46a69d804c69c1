// Run-time checks of the typed operations' arguments, with the error precedence's codes and the field table's
// messages: a plain-JavaScript caller (or an `as PlainDate` cast) gets a failure, never a throw, a
// hang or a rolled-over date. Field values are checked by the field table (`src/fields/`), the same
// description the request layer uses; this module adds the checks that are not one field's.
import { isResolvedCalendar } from '../calendars/isResolvedCalendar.ts';
import * as messages from '../messages.ts';
import { fail, type Fail } from '../result.ts';
import { asArgumentFailure, isArgumentFailure, unwrapCalendar, type Checked } from './_arguments.ts';
import type { ResolvedCalendar } from '../calendars/resolvedCalendar.ts';

/**
 * Checks the calendar argument of a business-day function (after its input, as the request layer
 * resolves the calendar after validating the body).
 *
 * @param calendar - The second argument.
 * @returns `undefined` for a calendar `resolveCalendar` built, the failure of a failed calendar result
 *   given for it (`calendarOf` that failed), else a `VALIDATION_ERROR` naming `calendar`.
 * @example
 * calendarFault({ plan: {} })?.error.field //=> 'calendar'
 */
export function calendarFault(calendar: unknown): Fail | undefined {
  if (isArgumentFailure(calendar)) return calendar;
  return isResolvedCalendar(calendar) ? undefined : fail('VALIDATION_ERROR', 'calendar', messages.invalidField('calendar', messages.expectsResolvedCalendar(), calendar));
}

/**
 * The calendar argument of a business-day function, checked (after its input, as the request layer
 * resolves the calendar after validating the body): a calendar `resolveCalendar` built, given as
 * itself or as the `Result` that made it.
 *
 * @param calendar - The second argument.
 * @returns The calendar, or its failure (`isArgumentFailure` tells them apart): a failed calendar
 *   result's own, else a `VALIDATION_ERROR` naming `calendar`.
 * @example
 * isArgumentFailure(checkedCalendar({ plan: {} } as never)) //=> true
 */
export function checkedCalendar(calendar: Checked<ResolvedCalendar>): ResolvedCalendar | Fail {
  // The common case first: a calendar given as itself (a result or a failure is never one).
  if (isResolvedCalendar(calendar)) return calendar;
  const unwrapped = unwrapCalendar(calendar);
  const fault = calendarFault(unwrapped);
  return fault === undefined ? (unwrapped as ResolvedCalendar) : isArgumentFailure(fault) ? fault : asArgumentFailure(fault);
}
