/** Public holidays inside one calendar year: sorted unique epoch days and one English label each. */
export interface PublicHolidayYear {
  readonly days: Int32Array;
  readonly labels: readonly string[];
}

/** What one date-holidays `getHolidays(year)` call yields: days inside the year, and days of spans spilling into the next. */
export interface ProviderYear {
  readonly inYear: PublicHolidayYear;
  readonly spill: PublicHolidayYear;
}

/**
 * First year with public holidays. Gregorian-dated holidays before the 1582 reform are anachronistic,
 * and date-holidays reads years 0-99 as 19xx (and 0 as the current year).
 */
export const HOLIDAY_YEARS_MIN = 1583;

/**
 * Last year with public holidays: the widest window in which every country and subdivision of
 * date-holidays 3.37 answers without an exception (Iran's Jalaali calendar ends in 3797).
 */
export const HOLIDAY_YEARS_MAX = 3797;

/** A year without public holidays (years outside `HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX`). */
export const NO_HOLIDAYS: PublicHolidayYear = { days: new Int32Array(0), labels: [] };
