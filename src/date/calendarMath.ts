import { isoDateToEpochDays } from './epochDays.ts';
import { floorDiv } from './floorDiv.ts';
import { daysInMonth } from './months.ts';
import type { IsoDateFields } from './epochDays.ts';

/** A years/months/days difference, all with the same sign. */
export interface YearsMonthsDays {
  readonly years: number;
  readonly months: number;
  readonly days: number;
}

/**
 * Adds years and months to a date, constraining the day to the end of the target month.
 *
 * Same as `Temporal.PlainDate.prototype.add({ years, months }, { overflow: 'constrain' })`:
 * 31 January plus one month is 28 or 29 February.
 *
 * @param date - The start date fields.
 * @param years - Years to add (may be negative).
 * @param months - Months to add (may be negative).
 * @returns The epoch day of the result (may lie outside 0001..9999; the caller checks).
 * @example
 * addYearsMonthsToEpochDays({ year: 2023, month: 1, day: 31 }, 0, 1) // 2023-02-28
 */
export function addYearsMonthsToEpochDays(date: IsoDateFields, years: number, months: number): number {
  const monthIndex = (date.year + years) * 12 + (date.month - 1) + months;
  const year = floorDiv(monthIndex, 12);
  const month = monthIndex - year * 12 + 1;
  return isoDateToEpochDays(year, month, Math.min(date.day, daysInMonth(year, month)));
}

/** Tells whether (year, month, day) lies beyond `other` in the direction `sign` (Temporal's ISODateSurpasses). */
function surpasses(sign: number, year: number, month: number, day: number, other: IsoDateFields): boolean {
  if (year !== other.year) return sign * (year - other.year) > 0;
  if (month !== other.month) return sign * (month - other.month) > 0;
  if (day !== other.day) return sign * (day - other.day) > 0;
  return false;
}

/**
 * Computes the years, months and days from one date to another.
 *
 * Follows `Temporal.PlainDate.prototype.until(other, { largestUnit: 'years' })`: whole years, then
 * whole months, counted without letting the unconstrained start day pass the end, then the rest in
 * days. Negative when `other` is before `from`.
 *
 * @param from - The start date fields.
 * @param to - The end date fields.
 * @returns The signed difference.
 * @example
 * differenceInYearsMonthsDays({ year: 2023, month: 1, day: 1 }, { year: 2023, month: 3, day: 15 })
 * //=> { years: 0, months: 2, days: 14 }
 */
export function differenceInYearsMonthsDays(from: IsoDateFields, to: IsoDateFields): YearsMonthsDays {
  const fromEpochDays = isoDateToEpochDays(from.year, from.month, from.day);
  const toEpochDays = isoDateToEpochDays(to.year, to.month, to.day);
  const sign = Math.sign(toEpochDays - fromEpochDays);
  if (sign === 0) return { years: 0, months: 0, days: 0 };

  let years = to.year - from.year;
  if (years !== 0) years -= sign;
  while (!surpasses(sign, from.year + years + sign, from.month, from.day, to)) years += sign;

  let months = 0;
  for (;;) {
    const monthIndex = (from.year + years) * 12 + (from.month - 1) + months + sign;
    const year = floorDiv(monthIndex, 12);
    if (surpasses(sign, year, monthIndex - year * 12 + 1, from.day, to)) break;
    months += sign;
  }

  const days = toEpochDays - addYearsMonthsToEpochDays(from, years, months);
  return { years: years + 0, months: months + 0, days: days + 0 };
}
