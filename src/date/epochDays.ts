import { floorDiv } from './floorDiv.ts';
import { daysInMonth } from './months.ts';

/** A calendar date as plain integers (proleptic Gregorian, month 1-12). */
export interface IsoDateFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

// Days from 0000-03-01 to 1970-01-01: the algorithm counts years from March so that the leap day
// falls at the end of the counting year (after Howard Hinnant's days_from_civil).
const epochOffsetDays = 719_468;
const daysIn400YearCycle = 146_097;

/** Day of the March-based year on which each month (1-12) starts: `floor((153 * marchMonth + 2) / 5)`. */
const MARCH_MONTH_STARTS = [0, 306, 337, 0, 31, 61, 92, 122, 153, 184, 214, 245, 275];

/**
 * Converts year, month and day to days since 1970-01-01 (negative before it), without checking them.
 *
 * For callers that have checked the fields (or built them): works for any integer proleptic
 * Gregorian year, so intermediate results one day past the supported range can still be computed,
 * and rolls a day past the month's end over into the next month.
 *
 * @param year - An integer year.
 * @param month - The month, 1-12.
 * @param day - The day of the month.
 * @returns The epoch-day number.
 * @example
 * uncheckedIsoDateToEpochDays(1970, 1, 2) //=> 1
 */
export function uncheckedIsoDateToEpochDays(year: number, month: number, day: number): number {
  const marchYear = month <= 2 ? year - 1 : year;
  if (marchYear >= 0 && marchYear <= 1_000_000 && Number.isInteger(marchYear) && month >= 1 && month <= 12 && Number.isInteger(month)) {
    // Years 0..10^6 (every PlainDate): whole 400-year eras need no separate step, and the month's
    // start comes from a table. Integer divisions of non-negative values.
    const daysBeforeYear = marchYear * 365 + ((marchYear / 4) | 0) - ((marchYear / 100) | 0) + ((marchYear / 400) | 0);
    return daysBeforeYear + MARCH_MONTH_STARTS[month]! + day - 1 - epochOffsetDays;
  }
  const era = floorDiv(marchYear, 400);
  const yearOfEra = marchYear - era * 400;
  const marchMonth = month > 2 ? month - 3 : month + 9;
  const dayOfYear = floorDiv(153 * marchMonth + 2, 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + floorDiv(yearOfEra, 4) - floorDiv(yearOfEra, 100) + dayOfYear;
  return era * daysIn400YearCycle + dayOfEra - epochOffsetDays;
}

/**
 * Converts year, month and day to days since 1970-01-01 (negative before it).
 *
 * Works for any integer proleptic Gregorian year, including years outside 0001..9999, so
 * intermediate results one day past the supported range can still be computed. Never throws and
 * never rolls over: an impossible date (`2023, 2, 29`), a month outside 1-12, a non-integer or a
 * value that is not a number gives `NaN`.
 *
 * @param year - The year (an integer).
 * @param month - The month, 1-12.
 * @param day - The day of the month, 1 to the month's length.
 * @returns The epoch-day number, or `NaN` when the arguments are not a real date.
 * @example
 * isoDateToEpochDays(1970, 1, 2) //=> 1
 * isoDateToEpochDays(2023, 2, 29) //=> NaN
 */
export function isoDateToEpochDays(year: number, month: number, day: number): number {
  if (!Number.isInteger(day) || day < 1 || !(day <= daysInMonth(year, month))) return Number.NaN;
  return uncheckedIsoDateToEpochDays(year, month, day);
}

/**
 * Converts days since 1970-01-01 back to year, month and day.
 *
 * Never throws: anything but an integer gives `{ year: NaN, month: NaN, day: NaN }`.
 *
 * @param epochDays - The epoch-day number (an integer).
 * @returns The calendar date fields, all `NaN` when `epochDays` is not an integer.
 * @example
 * epochDaysToIsoDate(0) //=> { year: 1970, month: 1, day: 1 }
 * epochDaysToIsoDate(Number.NaN) //=> { year: NaN, month: NaN, day: NaN }
 */
export function epochDaysToIsoDate(epochDays: number): IsoDateFields {
  // An int32 day (every date, and far beyond) goes on as an int32, also when the caller computed it in
  // floating point: V8 then keeps integer arithmetic below instead of switching this function to
  // floating point for every caller (the bench saw that after a day came in as a heap number).
  if (typeof epochDays === 'number') {
    const days = epochDays | 0;
    if (days === epochDays) return isoDateOfDays(days);
  }
  if (!Number.isInteger(epochDays)) return { year: Number.NaN, month: Number.NaN, day: Number.NaN };
  return isoDateOfDays(epochDays);
}

/** `epochDaysToIsoDate` of an integer. */
function isoDateOfDays(epochDays: number): IsoDateFields {
  const shifted = epochDays + epochOffsetDays;
  const era = floorDiv(shifted, daysIn400YearCycle);
  // Everything below is non-negative and small, so `| 0` is floor division here.
  const dayOfEra = shifted - era * daysIn400YearCycle;
  const yearOfEra = ((dayOfEra - ((dayOfEra / 1460) | 0) + ((dayOfEra / 36_524) | 0) - ((dayOfEra / 146_096) | 0)) / 365) | 0;
  const dayOfYear = dayOfEra - (365 * yearOfEra + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0));
  const marchMonth = ((5 * dayOfYear + 2) / 153) | 0;
  const day = dayOfYear - (((153 * marchMonth + 2) / 5) | 0) + 1;
  const month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}
