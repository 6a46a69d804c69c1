import { modFloor } from './floorDiv.ts';

/** ISO weekday number: 1 = Monday ... 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** English weekday names, indexed by ISO weekday number minus one. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** An English weekday name. */
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/**
 * Returns the ISO weekday of an epoch day (1970-01-01 was a Thursday, ISO 4).
 *
 * Never throws: anything but an integer gives `NaN` (which is no `IsoWeekday`; typed callers pass
 * integers).
 *
 * @param epochDays - The epoch-day number (an integer).
 * @returns 1 (Monday) to 7 (Sunday), or `NaN` when `epochDays` is not an integer.
 * @example
 * epochDaysToIsoWeekday(0) //=> 4
 */
export function epochDaysToIsoWeekday(epochDays: number): IsoWeekday {
  // As in epochDaysToIsoDate: an int32 day goes on as an int32 (integer arithmetic for every caller).
  if (typeof epochDays === 'number') {
    const days = epochDays | 0;
    if (days === epochDays) return (modFloor(days + 3, 7) + 1) as IsoWeekday;
  }
  if (!Number.isInteger(epochDays)) return Number.NaN as IsoWeekday;
  return (modFloor(epochDays + 3, 7) + 1) as IsoWeekday;
}

/**
 * Returns the English name of an ISO weekday.
 *
 * Never throws: anything but an integer from 1 to 7 gives `undefined`.
 *
 * @param weekday - 1 (Monday) to 7 (Sunday).
 * @returns The name, or `undefined` when `weekday` is not an ISO weekday number.
 * @example
 * isoWeekdayToName(7) //=> 'Sunday'
 * isoWeekdayToName(8 as never) //=> undefined
 */
export function isoWeekdayToName(weekday: IsoWeekday): WeekdayName;
export function isoWeekdayToName(weekday: unknown): WeekdayName | undefined;
export function isoWeekdayToName(weekday: unknown): WeekdayName | undefined {
  // Integers 1-7 index the table; any other number (NaN, 0, 1.5, 8) finds nothing.
  return typeof weekday === 'number' ? WEEKDAY_NAMES[weekday - 1] : undefined;
}
