/**
 * Tells whether a proleptic Gregorian year has 29 February.
 *
 * @param year - The year.
 * @returns True for leap years.
 * @example
 * isLeapYear(1900) //=> false
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Returns the number of days in a month.
 *
 * @param year - The year.
 * @param month - The month, 1-12.
 * @returns 28 to 31.
 * @example
 * daysInMonth(2024, 2) //=> 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
