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
 * @param epochDays - The epoch-day number.
 * @returns 1 (Monday) to 7 (Sunday).
 * @example
 * epochDaysToIsoWeekday(0) //=> 4
 */
export function epochDaysToIsoWeekday(epochDays: number): IsoWeekday {
  return (modFloor(epochDays + 3, 7) + 1) as IsoWeekday;
}

/**
 * Returns the English name of an ISO weekday.
 *
 * @param weekday - 1 (Monday) to 7 (Sunday).
 * @returns The name.
 * @example
 * isoWeekdayToName(7) //=> 'Sunday'
 */
export function isoWeekdayToName(weekday: IsoWeekday): WeekdayName {
  return WEEKDAY_NAMES[weekday - 1] as WeekdayName;
}
