import * as messages from '../messages.ts';
import { daysInMonth } from './months.ts';

/** A string of the `YYYY-MM-DD` shape (it may still name no date). */
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date followed by a time: an ISO 8601 date-time or instant. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d/;

/** A four-digit year, a month and a day with one or two digits, and `-`, `/` or `.` between them. */
const LOOSE_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** Why year, month and day (read from a date-shaped string) name no date in 0001..9999, or `undefined` when they name one. */
function whyNotADate(yearText: string, month: number, day: number): string | undefined {
  if (yearText === '0000') return messages.noYearZero();
  if (month < 1 || month > 12) return messages.noSuchMonth();
  if (day === 0) return messages.noDayZero();
  const days = daysInMonth(Number(yearText), month);
  return day > days ? messages.monthHasDays(yearText, month, days) : undefined;
}

/** The `YYYY-MM-DD` form of a loosely written date (`2024-2-1`, `2024/02/01`) when it names a date, else `undefined`. */
function paddedForm(text: string): string | undefined {
  const parts = LOOSE_DATE.exec(text);
  if (parts === null) return undefined;
  const [, year, month, day] = parts as unknown as [string, string, string, string];
  if (whyNotADate(year, Number(month), Number(day)) !== undefined) return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The `INVALID_DATE` message of a date field's value: one sentence that starts with the field name,
 * shows what was received (`messages.received`: quoted, escaped, cut, keys redacted) and says why it
 * is not a date: the day the month does not have, month 13 or year 0000 for a well-formed string;
 * the form expected for a malformed one (with its padded form when that is a date); the date alone
 * for a date-time; a date string for any other type (with how to convert a `Date` or a `Temporal`
 * date). Built only on failure.
 *
 * @param name - The field's name.
 * @param value - The value the field refused.
 * @returns The message.
 * @example
 * invalidDateMessage('start_date', '2024-02-30') //=> 'start_date "2024-02-30" is not a calendar date (February 2024 has 29 days)'
 * invalidDateMessage('start_date', '2024-2-1') //=> 'start_date "2024-2-1" is not in YYYY-MM-DD form (did you mean "2024-02-01"?)'
 * invalidDateMessage('start_date', null) //=> 'start_date must be a date string in YYYY-MM-DD form; received null'
 */
export function invalidDateMessage(name: string, value: unknown): string {
  if (typeof value !== 'string') return messages.dateNotString(name, value);
  const parts = DATE_SHAPE.exec(value);
  if (parts !== null) {
    const reason = whyNotADate(parts[1]!, Number(parts[2]), Number(parts[3]));
    // A date-shaped string that names a date is refused for another reason: say what is expected.
    return reason === undefined ? messages.invalidField(name, messages.expects.date(), value) : messages.notACalendarDate(name, value, reason);
  }
  if (DATE_TIME.test(value)) return messages.dateTimeNotDate(name, value);
  return messages.notDateForm(name, value, paddedForm(value));
}
