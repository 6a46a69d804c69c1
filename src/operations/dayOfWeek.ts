import { epochDaysToIsoWeekday, isoWeekdayToName, type IsoWeekday, type WeekdayName } from '../date/dayOfWeek.ts';
import { plainDateToEpochDays, type PlainDate } from '../date/plainDate.ts';
import { ok, type Result } from '../result.ts';

/** Input of `dayOfWeek`. */
export interface DayOfWeekInput {
  readonly date: PlainDate;
}

/** Output of `dayOfWeek`: the spec's `data` object. */
export interface DayOfWeekOutput {
  date: PlainDate;
  weekday: WeekdayName;
  iso_weekday: IsoWeekday;
}

/**
 * Returns the English weekday name and ISO weekday number of a date.
 *
 * @param input - The date.
 * @returns The weekday; it never fails for a valid date.
 * @example
 * dayOfWeek({ date: '2024-07-04' }).value //=> { date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 }
 */
export function dayOfWeek(input: DayOfWeekInput): Result<DayOfWeekOutput> {
  const weekday = epochDaysToIsoWeekday(plainDateToEpochDays(input.date));
  return ok({ date: input.date, weekday: isoWeekdayToName(weekday), iso_weekday: weekday });
}
