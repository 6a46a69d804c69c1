import { uncheckedIsoDateToEpochDays, epochDaysToIsoDate, type IsoDateFields } from './epochDays.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from './limits.ts';
import { daysInMonth } from './months.ts';
import { invalidDateMessage } from './invalidDateMessage.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';

/**
 * A calendar date in 0001-01-01..9999-12-31 as a strict `YYYY-MM-DD` string.
 *
 * The brand means "checked": a plain string is not a `PlainDate`; get one from
 * `parsePlainDate`, `isPlainDate` or `epochDaysToPlainDate`.
 */
export type PlainDate = string & { readonly __brand: 'PlainDate' };

const zero = 48; // '0'
const hyphen = 45; // '-'

/** Reads `count` ASCII digits at `offset`, or returns -1 when any is not a digit. */
function readDigits(text: string, offset: number, count: number): number {
  let value = 0;
  for (let index = offset; index < offset + count; index++) {
    const digit = text.charCodeAt(index) - zero;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Tells whether a value is a strict `YYYY-MM-DD` string naming a real date in 0001..9999.
 *
 * @param value - Any value.
 * @returns True when the value is a valid `PlainDate`.
 * @example
 * isPlainDate('2024-02-29') //=> true
 * isPlainDate('2023-02-29') //=> false
 */
export function isPlainDate(value: unknown): value is PlainDate {
  // One strict reader for both questions: valid, and which day (the conversion costs a table lookup).
  return !Number.isNaN(epochDaysOfPlainDate(value));
}

/**
 * Builds the `INVALID_DATE` failure of a date field, worded by `invalidDateMessage` (as every layer
 * words it): the field, what was received and why it is not a date.
 *
 * @param field - The field name the message names.
 * @param value - The value the field refused.
 * @returns An `INVALID_DATE` failure naming the field.
 * @example
 * invalidDateFailure('start_date', '2024-13-01').error.message //=> 'start_date "2024-13-01" is not a calendar date (months run from 01 to 12)'
 */
export function invalidDateFailure(field: string, value: unknown): Fail {
  return fail('INVALID_DATE', field, invalidDateMessage(field, value));
}

/**
 * Parses a strict `YYYY-MM-DD` string into a `PlainDate`; never throws and never rolls over.
 *
 * @param value - Any value.
 * @param field - The field name used in the error message (`'date'` when it is not a string).
 * @returns The date, or an `INVALID_DATE` failure naming the field.
 * @example
 * parsePlainDate('2023-02-29').ok //=> false
 */
export function parsePlainDate(value: unknown, field: string = 'date'): Result<PlainDate> {
  if (isPlainDate(value)) return ok(value);
  return invalidDateFailure(typeof field === 'string' ? field : 'date', value);
}

/**
 * Converts a `PlainDate` to days since 1970-01-01.
 *
 * Never throws: anything that is not a valid `PlainDate` (a cast string, an impossible date, another
 * type) gives `NaN`. The same as `epochDaysOfPlainDate`.
 *
 * @param date - The date.
 * @returns The epoch-day number (negative before 1970), or `NaN` when `date` is not a valid `PlainDate`.
 * @example
 * plainDateToEpochDays('1970-01-02' as PlainDate) //=> 1
 * plainDateToEpochDays('2023-02-30' as PlainDate) //=> NaN
 */
export function plainDateToEpochDays(date: PlainDate): number {
  return epochDaysOfPlainDate(date);
}

/**
 * Checks and converts in one pass: the epoch day of a strict `YYYY-MM-DD` date in 0001..9999, or
 * `NaN` for anything else (any type, any format, impossible dates). The typed operations use it so
 * that a date is read once, not once to check and once to convert.
 *
 * @param value - Any value.
 * @returns Days since 1970-01-01, or `NaN` when the value is not a valid `PlainDate`.
 * @example
 * epochDaysOfPlainDate('1970-01-02') //=> 1
 * epochDaysOfPlainDate('2023-02-29') //=> NaN
 */
export function epochDaysOfPlainDate(value: unknown): number {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== hyphen || value.charCodeAt(7) !== hyphen) return Number.NaN;
  // Unrolled digit reads: each is 0..9 exactly when its unsigned value is at most 9.
  const y0 = value.charCodeAt(0) - zero;
  const y1 = value.charCodeAt(1) - zero;
  const y2 = value.charCodeAt(2) - zero;
  const y3 = value.charCodeAt(3) - zero;
  const m0 = value.charCodeAt(5) - zero;
  const m1 = value.charCodeAt(6) - zero;
  const d0 = value.charCodeAt(8) - zero;
  const d1 = value.charCodeAt(9) - zero;
  if ((y0 >>> 0) > 9 || (y1 >>> 0) > 9 || (y2 >>> 0) > 9 || (y3 >>> 0) > 9 || (m0 >>> 0) > 9 || (m1 >>> 0) > 9 || (d0 >>> 0) > 9 || (d1 >>> 0) > 9) {
    return Number.NaN;
  }
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const month = m0 * 10 + m1;
  const day = d0 * 10 + d1;
  if (year === 0 || month === 0 || month > 12 || day === 0 || day > daysInMonth(year, month)) return Number.NaN;
  return uncheckedIsoDateToEpochDays(year, month, day);
}

/** `'00'` to `'99'`, for formatting months and days without padding calls (`@__PURE__`: a bundle that formats no date drops both tables). */
const TWO_DIGITS = /* @__PURE__ */ Array.from({ length: 100 }, (_, value) => (value < 10 ? `0${value}` : String(value)));

/** `'-MM-DD'` by `month * 32 + day` (month 0-12, day 0-31), so a date is its year text plus one lookup. */
const MONTH_DAY_SUFFIXES = /* @__PURE__ */ Array.from({ length: 13 * 32 }, (_, index) => `-${TWO_DIGITS[index >> 5]}-${TWO_DIGITS[index & 31]}`);

/** The first year of `YEAR_TEXTS`. */
const FIRST_TEXT_YEAR = 1900;

/**
 * The text of the years 1900-2199, where most dates fall: a date written in them is two look-ups and one
 * concatenation, without converting the year (V8's number-to-string builtins were about 70 machine
 * instructions and 750 bytes of code an `execute` request ran; docs/performance.md, "Sixteenth round").
 */
const YEAR_TEXTS = /* @__PURE__ */ Array.from({ length: 300 }, (_, index) => String(FIRST_TEXT_YEAR + index));

/** A year's four digits (0-9999), outside `YEAR_TEXTS`. */
function yearTextOf(year: number): string {
  return year >= 1000 ? String(year) : String(year).padStart(4, '0');
}

/**
 * Formats year, month and day as `YYYY-MM-DD` without checking them.
 *
 * @param year - The year, 0-9999.
 * @param month - The month.
 * @param day - The day.
 * @returns The zero-padded string.
 * @example
 * formatIsoDate(1, 2, 3) //=> '0001-02-03'
 */
export function formatIsoDate(year: number, month: number, day: number): string {
  const yearText = YEAR_TEXTS[year - FIRST_TEXT_YEAR] ?? yearTextOf(year);
  // One concatenation (one new string) for the usual month and day; anything else the long way.
  if (month >= 0 && month <= 12 && day >= 0 && day <= 31 && Number.isInteger(month) && Number.isInteger(day)) {
    return yearText + MONTH_DAY_SUFFIXES[(month << 5) | day]!;
  }
  return `${yearText}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/**
 * The date a few days from a `PlainDate`, written from the date's own text when the day of the month
 * stays within 1..28 (true of every month; the year and month digits are kept): one string made, no
 * date conversion. Beyond those days, `undefined`: write it from epoch days.
 *
 * @param date - A valid `PlainDate`.
 * @param days - Days to move (either way).
 * @returns The moved date, or `undefined` when its day of the month would leave 1..28.
 * @example
 * sameMonthPlainDate('2024-03-09' as PlainDate, 2) //=> '2024-03-11'
 * sameMonthPlainDate('2024-03-30' as PlainDate, 1) //=> undefined
 */
export function sameMonthPlainDate(date: PlainDate, days: number): PlainDate | undefined {
  const dayOfMonth = (date.charCodeAt(8) - 48) * 10 + date.charCodeAt(9) - 48 + days;
  return dayOfMonth >= 1 && dayOfMonth <= 28 ? ((date.slice(0, 8) + TWO_DIGITS[dayOfMonth]!) as PlainDate) : undefined;
}

/**
 * Converts days since 1970-01-01 to a `PlainDate`, or `undefined` outside 0001..9999.
 *
 * Never throws: `NaN`, a non-integer or a value that is not a number gives `undefined`.
 *
 * @param epochDays - The epoch-day number.
 * @returns The date, or `undefined` when it cannot be represented.
 * @example
 * epochDaysToPlainDate(0) //=> '1970-01-01'
 * epochDaysToPlainDate(Number.NaN) //=> undefined
 */
export function epochDaysToPlainDate(epochDays: number): PlainDate | undefined {
  if (!Number.isInteger(epochDays) || epochDays < MIN_EPOCH_DAYS || epochDays > MAX_EPOCH_DAYS) return undefined;
  const { year, month, day } = epochDaysToIsoDate(epochDays);
  return formatIsoDate(year, month, day) as PlainDate;
}

/**
 * `epochDaysToPlainDate` of a day the caller knows is an integer of 0001-01-01..9999-12-31 (a
 * kernel's answer): the same text, without checking the day and its fields again.
 *
 * @param epochDays - An integer epoch day within 0001-01-01..9999-12-31.
 * @returns The date.
 * @example
 * knownEpochDaysToPlainDate(19_723) //=> '2024-01-01'
 */
export function knownEpochDaysToPlainDate(epochDays: number): PlainDate {
  const { year, month, day } = epochDaysToIsoDate(epochDays);
  return ((YEAR_TEXTS[year - FIRST_TEXT_YEAR] ?? yearTextOf(year)) + MONTH_DAY_SUFFIXES[(month << 5) | day]!) as PlainDate;
}

/**
 * Reads the year, month and day of a `PlainDate`.
 *
 * Never throws: anything that is not a valid `PlainDate` gives `{ year: NaN, month: NaN, day: NaN }`.
 *
 * @param date - The date.
 * @returns Its fields, all `NaN` when `date` is not a valid `PlainDate`.
 * @example
 * plainDateToIsoDate('2024-03-15' as PlainDate) //=> { year: 2024, month: 3, day: 15 }
 */
export function plainDateToIsoDate(date: PlainDate): { year: number; month: number; day: number } {
  const epochDays = epochDaysOfPlainDate(date);
  if (Number.isNaN(epochDays)) return { year: Number.NaN, month: Number.NaN, day: Number.NaN };
  return epochDaysToIsoDate(epochDays);
}

/**
 * Reads the fields of a date the caller has checked (`epochDaysOfPlainDate` was not `NaN`).
 *
 * @param date - A valid `PlainDate`.
 * @returns Its fields.
 * @example
 * checkedPlainDateToIsoDate('2024-03-15' as PlainDate) //=> { year: 2024, month: 3, day: 15 }
 */
export function checkedPlainDateToIsoDate(date: PlainDate): IsoDateFields {
  return { year: readDigits(date, 0, 4), month: readDigits(date, 5, 2), day: readDigits(date, 8, 2) };
}
