// What the typed functions accept where a checked value goes: the value (a `PlainDate`, a calendar),
// or the `Result` of the function that makes it (`parsePlainDate`, `plainDateFrom`, `plainDateFromDate`,
// `calendarOf`, `resolveCalendar`), so that a call needs no unwrapping: a failed result passes through
// as the call's failure, naming the argument it was given for.
import type { PlainDate } from '../date/plainDate.ts';
import * as messages from '../messages.ts';
import { fail, type Fail, type Ok, type Result } from '../result.ts';

/** A checked value, or the `Result` that makes one. */
export type Checked<T> = T | Result<T>;

/** An input whose `PlainDate` fields may be given as results (see `Checked`). */
export type Arguments<Input> = { readonly [Key in keyof Input]: Input[Key] extends PlainDate | undefined ? Checked<NonNullable<Input[Key]>> | Extract<Input[Key], undefined> : Input[Key] };

/** The date fields of the typed functions, once (an array literal per call was an allocation per call). */
export const DATE_FIELD: readonly string[] = ['date'];
export const START_FIELD: readonly string[] = ['start_date'];
export const START_AND_END_FIELDS: readonly string[] = ['start_date', 'end_date'];
export const BIRTH_AND_AS_OF_FIELDS: readonly string[] = ['birth_date', 'as_of_date'];
export const NO_DATE_FIELDS: readonly string[] = [];

/** Tells whether a value is a `Result` (an object with a boolean `ok`). */
function isResult(value: unknown): value is Result<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/** The failures `failedArgument` made (a pure cache of identities: an input is never mistaken for one). */
const argumentFailures = new WeakSet<object>();

/**
 * The failure of a failed result given for an argument: its code and message, naming the argument.
 *
 * @param field - The argument's name.
 * @param failure - The result that failed.
 * @returns The failure, naming `field`.
 * @example
 * failedArgument('start_date', parsePlainDate('2024-02-30')).error.field //=> 'start_date'
 */
export function failedArgument(field: string, failure: Fail): Fail {
  const { code, message, field: named } = failure.error;
  // A converter's message names its generic `date` (`parsePlainDate('…')`): name the field instead;
  // any other (a subdivision, a time zone) stays, behind the field it was given for.
  const renamed = named === 'date' && message.startsWith('date ') ? `${field}${message.slice(4)}` : `${field}: ${message}`;
  const made: Fail = { ok: false, error: { code, message: renamed, field } };
  argumentFailures.add(made);
  return made;
}

/**
 * Unwraps the date fields of an input given as results: the input itself when none is one (no copy),
 * a copy with the values, or the first failed result's failure naming its field.
 *
 * @param input - The typed function's input (an object).
 * @param fields - Its date fields, in the order they are checked.
 * @returns The input with checked values, or a failure.
 * @example
 * unwrapArguments({ start_date: parsePlainDate('2024-01-01') }, ['start_date']) //=> { start_date: '2024-01-01' }
 */
export function unwrapArguments<Input extends object>(input: Arguments<Input>, fields: readonly string[]): Input | Fail {
  let copy: Record<string, unknown> | undefined;
  for (const field of fields) {
    const value = (input as Record<string, unknown>)[field];
    if (!isResult(value)) continue;
    if (!value.ok) return failedArgument(field, value);
    copy ??= { ...input };
    copy[field] = value.value;
  }
  return (copy ?? input) as Input;
}

/**
 * Unwraps a calendar given as a result (`calendarOf(DE)`): its value, or its failure naming `calendar`.
 *
 * @param calendar - The calendar argument.
 * @returns The calendar (checked later by the operation), or a failure.
 * @example
 * unwrapCalendar(calendarOf(DE)) // the calendar
 */
export function unwrapCalendar<Calendar>(calendar: Checked<Calendar>): Calendar | Fail {
  if (!isResult(calendar)) return calendar;
  return calendar.ok ? (calendar as Ok<Calendar>).value : failedArgument('calendar', calendar);
}

/**
 * Tells whether what `unwrapArguments` or `unwrapCalendar` returned is a failure (only a failure they
 * made counts: an input with an `ok` property of its own is still an input).
 *
 * @param value - What they returned.
 * @returns True for a failure.
 * @example
 * isArgumentFailure(unwrapCalendar(calendarOf(DE, { subdivision_code: 'XX' }))) //=> true
 */
export function isArgumentFailure(value: unknown): value is Fail {
  return typeof value === 'object' && value !== null && argumentFailures.has(value);
}

/**
 * Tells whether what a check returned for an argument is a failure. A check that passes returns the
 * argument itself (the common case: one comparison, no lookup); anything else is a copy with its
 * dates unwrapped, or the failure.
 *
 * @param checked - What `checkedArguments` or `checkedCalendar` returned.
 * @param given - The argument it was given.
 * @returns True for a failure.
 * @example
 * failedCheck(checkedCalendar(calendar), calendar) //=> false
 */
export function failedCheck<T>(checked: T | Fail, given: unknown): checked is Fail {
  return checked !== given && isArgumentFailure(checked);
}

/**
 * The checked front of a typed function: the arguments must be an object; dates given as a `Result`
 * are unwrapped (a failed one comes back named by its field); then `argumentsFault` runs the
 * precedence table's rows over the operation's field table. What passes goes to the operation's
 * kernel unchanged, as a request's input does after `checkRequest`.
 *
 * @param args - The typed function's first argument, as the caller gave it.
 * @param faultOf - The operation's checks (`<name>ArgumentsFault`, unrolled from its shape by
 *   scripts/generateArgumentChecks.ts, npm run operations:generate: the steps of `argumentsFault` in the precedence table's order).
 * @param dateFields - The fields that may hold a `Result` (a constant list).
 * @param datesRead - The caller read every date field of the operation and each is a valid date
 *   (`epochDaysOfPlainDate` gave a number): the date rows are skipped, so a date is read once a call.
 * @returns The arguments with their dates unwrapped, or the first failure (`isArgumentFailure` tells them apart).
 * @example
 * isArgumentFailure(checkedArguments({ date: '2024-02-30' }, dayOfWeekArgumentsFault, DATE_FIELD)) //=> true
 */
export function checkedArguments<Input extends object>(args: Arguments<Input>, faultOf: (input: Readonly<Record<string, unknown>>, datesRead?: boolean) => Fail | undefined, dateFields: readonly string[], datesRead?: boolean): Input | Fail {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return asArgumentFailure(fail('INVALID_REQUEST', undefined, messages.notAnObject()));
  // Dates that were read as valid strings are not results: nothing to unwrap.
  const input = datesRead === true ? (args as Input) : unwrapArguments<Input>(args, dateFields);
  if (failedCheck(input, args)) return input;
  const fault = faultOf(input as Readonly<Record<string, unknown>>, datesRead);
  return fault === undefined ? input : asArgumentFailure(fault);
}

/**
 * Marks a failure as a typed call's own (so `isArgumentFailure` knows it) and returns it.
 *
 * @param failure - A failure the checks built.
 * @returns The same failure.
 * @example
 * isArgumentFailure(asArgumentFailure(fail('INVALID_REQUEST', undefined, 'no'))) //=> true
 */
export function asArgumentFailure(failure: Fail): Fail {
  argumentFailures.add(failure);
  return failure;
}
