import { dayOfWeekArgumentsFault } from './arguments.generated.ts';
import { DATE_FIELD, checkedArguments, failedCheck, type Arguments } from '../_arguments.ts';
import { epochDaysToIsoWeekday, isoWeekdayToName, type IsoWeekday, type WeekdayName } from '../../date/dayOfWeek.ts';
import { epochDaysOfPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { ok, type Result } from '../../result.ts';


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
 * The kernel of `dayOfWeek`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer) and `epochDays` is its date as epoch days. It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @param epochDays - `input.date` as epoch days.
 * @returns The answer, or the failure the calculation finds.
 * @example
 * dayOfWeekKernel(input, epochDays).ok //=> true
 */
export function dayOfWeekKernel(input: DayOfWeekInput, epochDays: number): Result<DayOfWeekOutput> {
  const weekday = epochDaysToIsoWeekday(epochDays);
  return ok({ date: input.date, weekday: isoWeekdayToName(weekday), iso_weekday: weekday });
}

/**
 * Returns the English weekday name and ISO weekday number of a date.
 *
 * Checks its argument at run time: not an object, or no `date`, is `INVALID_REQUEST`; any other
 * value of `date` that is not a real `YYYY-MM-DD` date (any type) is `INVALID_DATE` (the operation
 * has no `VALIDATION_ERROR`).
 *
 * @param input - The date.
 * @returns The weekday, or a failure for input that is not valid (never for a valid date).
 * @example
 * const date = parsePlainDate('2024-07-04');
 * if (date.ok) dayOfWeek({ date: date.value }) //=> { ok: true, value: { date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 } }
 */
export function dayOfWeek(args: Arguments<DayOfWeekInput>): Result<DayOfWeekOutput> {
  const input = checkedArguments<DayOfWeekInput>(args, dayOfWeekArgumentsFault, DATE_FIELD);
  if (failedCheck(input, args)) return input;
  return dayOfWeekKernel(input, epochDaysOfPlainDate(input.date));
}
