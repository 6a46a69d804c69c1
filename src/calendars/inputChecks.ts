import { isPlainDate } from '../date/plainDate.ts';
import { fail, type Fail } from '../result.ts';
import type { ResolvedCalendar } from './resolvedCalendar.ts';

/**
 * Checks a date field of a typed business-day input (the request layer has checked it already; the
 * typed functions check again so that they never throw on bad input).
 *
 * @param value - The field's value.
 * @param field - The field's name.
 * @returns `undefined` when it is a valid `PlainDate`, else an `INVALID_DATE` failure naming the field.
 * @example
 * checkDateField('2023-02-29', 'date')?.error.code //=> 'INVALID_DATE'
 */
export function checkDateField(value: unknown, field: string): Fail | undefined {
  if (isPlainDate(value)) return undefined;
  return fail('INVALID_DATE', field, `${field} must be a real calendar date in YYYY-MM-DD form (0001-01-01 to 9999-12-31)`);
}

/**
 * Checks an optional boolean field of a typed input.
 *
 * @param value - The field's value.
 * @param field - The field's name.
 * @returns `undefined` when absent or boolean, else a `VALIDATION_ERROR` naming the field.
 * @example
 * checkBooleanField('yes', 'detailed')?.error.code //=> 'VALIDATION_ERROR'
 */
export function checkBooleanField(value: unknown, field: string): Fail | undefined {
  if (value === undefined || typeof value === 'boolean') return undefined;
  return fail('VALIDATION_ERROR', field, `${field} must be a boolean`);
}

/**
 * Checks that a calendar looks like one `resolveCalendar` built.
 *
 * @param calendar - The calendar argument.
 * @returns `undefined` when usable, else a `VALIDATION_ERROR`.
 * @example
 * checkCalendar({})?.error.code //=> 'VALIDATION_ERROR'
 */
export function checkCalendar(calendar: ResolvedCalendar): Fail | undefined {
  const plan: unknown = (calendar as Partial<ResolvedCalendar> | null | undefined)?.plan;
  if (typeof plan === 'object' && plan !== null && typeof (plan as { key?: unknown }).key === 'string') return undefined;
  return fail('VALIDATION_ERROR', undefined, 'the calendar must come from resolveCalendar');
}
