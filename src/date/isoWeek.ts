import { epochDaysToIsoWeekday } from './dayOfWeek.ts';
import { epochDaysToIsoDate, uncheckedIsoDateToEpochDays } from './epochDays.ts';
import { floorDiv } from './floorDiv.ts';

/** An ISO 8601 week: its week-numbering year, its number and the epoch day of its Monday. */
export interface IsoWeek {
  readonly isoWeekYear: number;
  readonly isoWeek: number;
  readonly mondayEpochDays: number;
}

/** Epoch day of the Monday of ISO week 1 of a week-year: the week that contains 4 January. */
function week1MondayEpochDays(isoWeekYear: number): number {
  const january4 = uncheckedIsoDateToEpochDays(isoWeekYear, 1, 4);
  return january4 - (epochDaysToIsoWeekday(january4) - 1);
}

/**
 * Computes the ISO 8601 week of an epoch day (week 1 contains 4 January; weeks start on Monday).
 *
 * Never throws: anything but an integer gives every field `NaN`.
 *
 * @param epochDays - The epoch-day number (an integer).
 * @returns The week-year, the week number (1-53) and the Monday; all `NaN` when `epochDays` is not an integer.
 * @example
 * epochDaysToIsoWeek(isoDateToEpochDays(2021, 1, 3)) //=> { isoWeekYear: 2020, isoWeek: 53, ... }
 */
export function epochDaysToIsoWeek(epochDays: number): IsoWeek {
  if (!Number.isInteger(epochDays)) return { isoWeekYear: Number.NaN, isoWeek: Number.NaN, mondayEpochDays: Number.NaN };
  const mondayEpochDays = epochDays - (epochDaysToIsoWeekday(epochDays) - 1);
  // The Thursday of a week decides its week-year.
  const { year } = epochDaysToIsoDate(mondayEpochDays + 3);
  const isoWeek = floorDiv(mondayEpochDays - week1MondayEpochDays(year), 7) + 1;
  return { isoWeekYear: year, isoWeek, mondayEpochDays };
}
