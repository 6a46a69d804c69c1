import { expectsDate, invalidField, received } from '../messages.ts';
import { daysInMonth } from './months.ts';

// The wording of `INVALID_DATE` lives here rather than in messages.ts: it needs the month lengths
// (date layer), and it is in every bundle that checks a date, so it is kept to one small function.

const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');

/** A four-digit year, a month and a day with one or two digits, and `-`, `/` or `.` between them. */
const LOOSE_DATE = /^(\d{4})[-/.](\d\d?)[-/.](\d\d?)$/;

/** A date followed by a time: an ISO 8601 date-time or instant. */
const DATE_TIME = /^\d{4}-\d\d-\d\d[Tt ]\d/;

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
  if (typeof value !== 'string') return `${name} must be a date string in YYYY-MM-DD form; received ${received(value, true)}`;
  const start = `${name} ${received(value)}`;
  const parts = LOOSE_DATE.exec(value);
  if (parts === null) return `${start} ${DATE_TIME.test(value) ? 'is a date and time; expected the date alone in' : 'is not in'} YYYY-MM-DD form`;
  const [, year, month, day] = parts as unknown as [string, string, string, string];
  // Why year, month and day name no date in 0001..9999 ('' when they name one); daysInMonth is NaN for a month outside 1..12.
  const days = daysInMonth(Number(year), Number(month));
  const why =
    year === '0000' ? 'years run from 0001 to 9999'
    : Number.isNaN(days) ? 'months run from 01 to 12'
    : Number(day) === 0 ? 'days start at 01'
    : Number(day) > days ? `${MONTH_NAMES[Number(month) - 1]} ${year} has ${days} days`
    : '';
  const padded = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (padded !== value) return `${start} is not in YYYY-MM-DD form${why === '' ? ` (did you mean "${padded}"?)` : ''}`;
  // A date-shaped string that names a date is refused for another reason: say what is expected.
  return why === '' ? invalidField(name, expectsDate(), value) : `${start} is not a calendar date (${why})`;
}
