import { uncheckedIsoDateToEpochDays } from './epochDays.ts';
import { floorDiv } from './floorDiv.ts';
import { daysInMonth } from './months.ts';
import type { IsoDateFields } from './epochDays.ts';

/** A years/months/days difference, all with the same sign. */
export interface YearsMonthsDays {
  readonly years: number;
  readonly months: number;
  readonly days: number;
}

/** Tells whether date fields are integers with a month of 1-12 and a day of 1-31 (the loops below rely on it). */
function isDateFieldsShape(date: IsoDateFields | null | undefined): boolean {
  if (typeof date !== 'object' || date === null) return false;
  const { year, month, day } = date;
  return Number.isSafeInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(day) && day >= 1 && day <= 31;
}

/**
 * Adds years and months to a date, constraining the day to the end of the target month.
 *
 * Same as `Temporal.PlainDate.prototype.add({ years, months }, { overflow: 'constrain' })`:
 * 31 January plus one month is 28 or 29 February. Never throws: fields that are not a date's
 * (non-integers, a month outside 1-12) or amounts that are not integers give `NaN`.
 *
 * @param date - The start date fields.
 * @param years - Years to add (may be negative).
 * @param months - Months to add (may be negative).
 * @returns The epoch day of the result (may lie outside 0001..9999; the caller checks), or `NaN`.
 * @example
 * addYearsMonthsToEpochDays({ year: 2023, month: 1, day: 31 }, 0, 1) // 2023-02-28
 */
export function addYearsMonthsToEpochDays(date: IsoDateFields, years: number, months: number): number {
  if (!isDateFieldsShape(date) || !Number.isSafeInteger(years) || !Number.isSafeInteger(months)) return Number.NaN;
  const monthIndex = (date.year + years) * 12 + (date.month - 1) + months;
  const year = floorDiv(monthIndex, 12);
  const month = monthIndex - year * 12 + 1;
  return uncheckedIsoDateToEpochDays(year, month, Math.min(date.day, daysInMonth(year, month)));
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
 * days. Negative when `other` is before `from`. Never throws or loops without end: fields that are
 * not a date's (non-integers, a month outside 1-12, a day outside 1-31) give all three `NaN`.
 *
 * @param from - The start date fields.
 * @param to - The end date fields.
 * @returns The signed difference, or `NaN` in every field for fields that are not a date's.
 * @example
 * differenceInYearsMonthsDays({ year: 2023, month: 1, day: 1 }, { year: 2023, month: 3, day: 15 })
 * //=> { years: 0, months: 2, days: 14 }
 */
export function differenceInYearsMonthsDays(from: IsoDateFields, to: IsoDateFields): YearsMonthsDays {
  if (!isDateFieldsShape(from) || !isDateFieldsShape(to)) return { years: Number.NaN, months: Number.NaN, days: Number.NaN };
  const fromEpochDays = uncheckedIsoDateToEpochDays(from.year, from.month, from.day);
  const toEpochDays = uncheckedIsoDateToEpochDays(to.year, to.month, to.day);
  const sign = Math.sign(toEpochDays - fromEpochDays);
  if (sign === 0) return { years: 0, months: 0, days: 0 };

  // With the fields checked above, the year loop runs at most twice and the month loop at most 12
  // times; the bounds only make that visible.
  let years = to.year - from.year;
  if (years !== 0) years -= sign;
  for (let step = 0; step < 4 && !surpasses(sign, from.year + years + sign, from.month, from.day, to); step++) years += sign;

  let months = 0;
  for (let step = 0; step < 13; step++) {
    const monthIndex = (from.year + years) * 12 + (from.month - 1) + months + sign;
    const year = floorDiv(monthIndex, 12);
    if (surpasses(sign, year, monthIndex - year * 12 + 1, from.day, to)) break;
    months += sign;
  }

  const days = toEpochDays - addYearsMonthsToEpochDays(from, years, months);
  return { years: years + 0, months: months + 0, days: days + 0 };
}
