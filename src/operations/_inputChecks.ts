// Run-time checks of the typed operations' arguments, with ruling 2's codes and the request layer's
// messages: a plain-JavaScript caller (or an `as PlainDate` cast) gets a failure, never a throw, a
// hang or a rolled-over date. Each check is a few comparisons; dates are read once, by
// `epochDaysOfPlainDate`, and the operation keeps the epoch day it returned.
import { isResolvedCalendar } from '../calendars/isResolvedCalendar.ts';
import { messages } from '../requests/messages.ts';
import { fail, type Fail } from '../result.ts';

/** What a boolean field expects (the request layer's wording). */
export const BOOLEAN_EXPECTS = 'a boolean (true or false)';

/**
 * Words what an integer field with inclusive bounds expects, as the request layer does.
 *
 * @param min - The smallest allowed value.
 * @param max - The largest allowed value.
 * @returns The text completing "<field> must be ...".
 * @example
 * integerExpects(-36500, 36500) //=> 'an integer from -36500 to 36500'
 */
export function integerExpects(min: number, max: number): string {
  return `an integer from ${min} to ${max}`;
}

/**
 * Ruling 2, row 2: the input must be an object (not `null`, not an array).
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
 * Ruling 2, row 4: a required field is absent (`undefined` counts as absent, `null` does not).
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
 * Ruling 2, row 6: a field has the wrong type, is out of range or breaks its rule.
 *
 * @param field - The field's name.
 * @param expects - What a valid value looks like, completing "<field> must be ...".
 * @returns A `VALIDATION_ERROR` failure naming the field.
 * @example
 * invalidField('detailed', BOOLEAN_EXPECTS).error.message //=> 'detailed must be a boolean (true or false)'
 */
export function invalidField(field: string, expects: string): Fail {
  return fail('VALIDATION_ERROR', field, messages.invalidField(field, expects));
}

/**
 * Checks an optional boolean field.
 *
 * @param value - The field's value.
 * @param field - The field's name.
 * @returns `undefined` when absent or boolean, else a `VALIDATION_ERROR` naming the field.
 * @example
 * booleanFault('yes', 'detailed')?.error.code //=> 'VALIDATION_ERROR'
 */
export function booleanFault(value: unknown, field: string): Fail | undefined {
  return value === undefined || value === true || value === false ? undefined : invalidField(field, BOOLEAN_EXPECTS);
}

/**
 * Checks the calendar argument of a business-day function (after its input, as the request layer
 * resolves the calendar after validating the body).
 *
 * @param calendar - The second argument.
 * @returns `undefined` for a calendar `resolveCalendar` built, else a `VALIDATION_ERROR` naming `calendar`.
 * @example
 * calendarFault({ plan: {} })?.error.field //=> 'calendar'
 */
export function calendarFault(calendar: unknown): Fail | undefined {
  return isResolvedCalendar(calendar) ? undefined : invalidField('calendar', 'a calendar returned by resolveCalendar');
}
