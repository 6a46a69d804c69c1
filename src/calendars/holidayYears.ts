/**
 * Public holidays inside one calendar year: sorted unique epoch days and one English label each; and
 * the days of the year that a government decreed working days (docs/decisions.md#decreed-working-days: the weekend days China,
 * Russia and others make working days in exchange for bridge days), also sorted and unique, each with
 * a label naming what it makes up for. Only the compiled tables carry decreed working days; years
 * computed by date-holidays have none.
 */
export interface PublicHolidayYear {
  readonly days: Int32Array;
  readonly labels: readonly string[];
  /** Decreed working days of the year (sorted unique epoch days). */
  readonly workingDays: Int32Array;
  /** One label per decreed working day, e.g. `Working day (in exchange for the day off on 2025-02-03)`. */
  readonly workingLabels: readonly string[];
  /**
   * `days` then `workingDays` in one array (`days.length` tells where the second part starts), and
   * their labels likewise: one list the window's builder walks with the same code for both kinds.
   */
  readonly allDays: Int32Array;
  readonly allLabels: readonly string[];
  /**
   * A calendar's days of other types than public (docs/decisions.md#holiday-types) are among `days`; this says
   * each day's type (`undefined` for a public holiday). Absent when the calendar asked for public holidays only.
   */
  readonly holidayTypes?: readonly (string | undefined)[];
  /** The English labels of `days`, when `labels` are in another language (docs/decisions.md#languages). */
  readonly englishLabels?: readonly string[];
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
export const NO_HOLIDAYS: PublicHolidayYear = { days: new Int32Array(0), labels: [], workingDays: new Int32Array(0), workingLabels: [], allDays: new Int32Array(0), allLabels: [] };
