/**
 * Tells whether a proleptic Gregorian year has 29 February.
 *
 * Never throws: anything but an integer gives `false`.
 *
 * @param year - The year (an integer).
 * @returns True for leap years; false for common years and for values that are not integers.
 * @example
 * isLeapYear(1900) //=> false
 * isLeapYear(2024) //=> true
 */
export function isLeapYear(year: number): boolean {
  if (!Number.isInteger(year)) return false;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Returns the number of days in a month.
 *
 * Never throws: a month outside 1-12, a non-integer or a value that is not a number gives `NaN`.
 *
 * @param year - The year (an integer).
 * @param month - The month, 1-12.
 * @returns 28 to 31, or `NaN` when the arguments are not a year and a month.
 * @example
 * daysInMonth(2024, 2) //=> 29
 * daysInMonth(2024, 13) //=> NaN
 */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return Number.NaN;
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
