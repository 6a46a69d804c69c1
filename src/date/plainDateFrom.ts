import { fail, ok, type Result } from '../result.ts';
import { invalidDateMessage } from './invalidDateMessage.ts';
import { formatIsoDate, isPlainDate, type PlainDate } from './plainDate.ts';

/** A `YYYY-MM-DD` date at the start of a string, then nothing or a bracketed annotation (`[u-ca=hebrew]`). */
const ISO_DATE_TEXT = /^(\d{4}-\d{2}-\d{2})(?:\[[^\]]*\])*$/;

/** Reads a numeric property without letting a throwing getter out. */
function numberAt(value: object, key: 'year' | 'month' | 'day'): number {
  try {
    const found = (value as Record<string, unknown>)[key];
    return typeof found === 'number' ? found : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The ISO text an object gives for itself (a `Temporal.PlainDate`'s `toString()`), or `undefined`. */
function isoTextOf(value: object): string | undefined {
  try {
    const text: unknown = (value as { toString?: () => unknown }).toString?.();
    return typeof text === 'string' ? ISO_DATE_TEXT.exec(text)?.[1] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Converts a date-like value into a `PlainDate`: a `YYYY-MM-DD` string, a `Temporal.PlainDate` (any
 * calendar: its ISO date is read from its `toString()`), or any object with numeric `year`, `month`
 * and `day` in the ISO calendar (a plain `{ year, month, day }`, a `Temporal.PlainDateTime`'s date).
 * A JavaScript `Date` is an instant, not a date: use `plainDateFromDate(date, timeZone)`. Never
 * throws, never rolls over (`{ year: 2023, month: 2, day: 29 }` is not a date).
 *
 * @param value - The date-like value.
 * @param field - The field name the failure names (default `date`).
 * @returns The date, or `INVALID_DATE` naming the field.
 * @example
 * import { Temporal } from 'temporal-polyfill';
 * plainDateFrom(Temporal.PlainDate.from('2024-02-29')) //=> { ok: true, value: '2024-02-29' }
 * plainDateFrom({ year: 2024, month: 3, day: 1 }) //=> { ok: true, value: '2024-03-01' }
 * plainDateFrom(new Date(0)).ok //=> false (use plainDateFromDate with a time zone)
 */
export function plainDateFrom(value: unknown, field: string = 'date'): Result<PlainDate> {
  const name = typeof field === 'string' ? field : 'date';
  if (isPlainDate(value)) return ok(value);
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    const text = isoTextOf(value);
    if (text !== undefined && isPlainDate(text)) return ok(text);
    const year = numberAt(value, 'year');
    const month = numberAt(value, 'month');
    const day = numberAt(value, 'day');
    if (Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) && year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= 31) {
      const candidate = formatIsoDate(year, month, day);
      if (isPlainDate(candidate)) return ok(candidate);
      return fail('INVALID_DATE', name, `${name} ${candidate} is not a calendar date`);
    }
  }
  if (value instanceof Date) {
    return fail('INVALID_DATE', name, `${name} is a JavaScript Date (an instant): convert it with plainDateFromDate(date, timeZone), e.g. plainDateFromDate(date, 'UTC')`);
  }
  if (typeof value === 'object' && value !== null) return fail('INVALID_DATE', name, `${name} must be a date such as "2024-02-29", a Temporal.PlainDate or { year, month, day }`);
  return fail('INVALID_DATE', name, invalidDateMessage(name, value));
}
