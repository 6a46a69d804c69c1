// Run-time checks of the typed operations' arguments, with the error precedence's codes and the field table's
// messages: a plain-JavaScript caller (or an `as PlainDate` cast) gets a failure, never a throw, a
// hang or a rolled-over date. Field values are checked by the field table (`src/fields/`), the same
// description the request layer uses; this module adds the checks that are not one field's.
import { isResolvedCalendar } from '../calendars/isResolvedCalendar.ts';
import * as messages from '../messages.ts';
import { fail, type Fail } from '../result.ts';
import { isArgumentFailure } from './_arguments.ts';

/**
 * The error precedence (docs/decisions.md#error-precedence), row 2: the input must be an object (not `null`, not an array).
 *
 * @param input - The typed function's first argument.
 * @returns `undefined` for an object, else an `INVALID_REQUEST` failure.
 * @example
 * notAnObject(null)?.error.code //=> 'INVALID_REQUEST'
 */
export function notAnObject(input: unknown): Fail | undefined {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) return undefined;
  return fail('INVALID_REQUEST', undefined, messages.notAnObject());
}

/**
 * The error precedence (docs/decisions.md#error-precedence), row 4: a required field is absent (`undefined` counts as absent, `null` does not).
 *
 * @param field - The field's name.
 * @returns An `INVALID_REQUEST` failure naming the field.
 * @example
 * missingField('start_date').error.message //=> 'start_date is required'
 */
export function missingField(field: string): Fail {
  return fail('INVALID_REQUEST', field, messages.missingField(field));
}

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
