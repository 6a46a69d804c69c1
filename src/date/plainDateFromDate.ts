import * as messages from '../messages.ts';
import { fail, ok, type Result } from '../result.ts';
import { isPlainDate, type PlainDate } from './plainDate.ts';

/** At most this many formatters are kept; past it the cache starts again (time zones in use are few). */
const MAX_CACHED_FORMATTERS = 64;

/** One formatter per time zone (a pure cache: a formatter's answers depend only on its options). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of a time zone, or `undefined` when `Intl` does not know the zone. The calendar is
 * pinned to `gregory` (proleptic in `Intl`, as ISO 8601 dates are), the locale and digits to `en-US`
 * and `latn`, and the era is asked for so that years before 1 are told apart from the years after.
 */
function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  const known = formatters.get(timeZone);
  if (known !== undefined) return known;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  } catch {
    return undefined;
  }
  if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
  formatters.set(timeZone, formatter);
  return formatter;
}

/** The time value of a `Date` (from any realm), or `NaN` for anything that is not one. */
function timeOf(date: unknown): number {
  try {
    return Date.prototype.getTime.call(date);
  } catch {
    return Number.NaN;
  }
}

/**
 * The calendar date that an instant falls on in a time zone, read through `Intl.DateTimeFormat`
 * (the year, month and day parts in that zone). Pure: the zone is always given, never the host's.
 * Never throws.
 *
 * @param date - A valid `Date` (the instant).
 * @param timeZone - An IANA time zone name such as `'Europe/Berlin'`, or `'UTC'`.
 * @returns The date in that zone, or `VALIDATION_ERROR` naming `date` (not a `Date`, an invalid
 *   `Date`, or a day outside 0001-01-01..9999-12-31 in that zone) or `timeZone` (not a time zone
 *   `Intl` knows).
 * @example
 * const instant = new Date('2024-03-31T22:30:00Z');
 * plainDateFromDate(instant, 'Europe/Berlin') //=> { ok: true, value: '2024-04-01' }
 * plainDateFromDate(instant, 'America/New_York') //=> { ok: true, value: '2024-03-31' }
 * plainDateFromDate(instant, 'Mars/Olympus').ok //=> false (VALIDATION_ERROR, field timeZone)
 */
export function plainDateFromDate(date: Date, timeZone: string): Result<PlainDate> {
  const time = timeOf(date);
  if (Number.isNaN(time)) return fail('VALIDATION_ERROR', 'date', messages.invalidField('date', 'a valid Date', date));
  if (typeof timeZone !== 'string' || timeZone === '') {
    return fail('VALIDATION_ERROR', 'timeZone', messages.invalidField('timeZone', 'an IANA time zone name such as "Europe/Berlin" or "UTC"', timeZone));
  }
  const formatter = formatterFor(timeZone);
  if (formatter === undefined) {
    return fail('VALIDATION_ERROR', 'timeZone', messages.unknownTimeZone(timeZone));
  }
  let year = '';
  let month = '';
  let day = '';
  let era = '';
  try {
    for (const part of formatter.formatToParts(time)) {
      if (part.type === 'year') year = part.value;
      else if (part.type === 'month') month = part.value;
      else if (part.type === 'day') day = part.value;
      else if (part.type === 'era') era = part.value;
    }
  } catch {
    return fail('VALIDATION_ERROR', 'date', messages.invalidField('date', 'a valid Date', date));
  }
  const text = `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (era !== 'AD' || !isPlainDate(text)) {
    return fail('VALIDATION_ERROR', 'date', `date must fall on a day from 0001-01-01 to 9999-12-31 in ${timeZone}`);
  }
  return ok(text);
}
