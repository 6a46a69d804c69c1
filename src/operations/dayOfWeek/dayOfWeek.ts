import { DATE_FIELD, isArgumentFailure, unwrapArguments, type Arguments } from '../_arguments.ts';
import { epochDaysToIsoWeekday, isoWeekdayToName, type IsoWeekday, type WeekdayName } from '../../date/dayOfWeek.ts';
import { epochDaysOfPlainDate, invalidDateFailure, type PlainDate } from '../../date/plainDate.ts';
import { ok, type Result } from '../../result.ts';
import { missingField, notAnObject } from '../_inputChecks.ts';

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
  const notObject = notAnObject(args);
  if (notObject !== undefined) return notObject;
  const input = unwrapArguments<DayOfWeekInput>(args, DATE_FIELD);
  if (isArgumentFailure(input)) return input;
  if (input.date === undefined) return missingField('date');
  const epochDays = epochDaysOfPlainDate(input.date);
  if (Number.isNaN(epochDays)) return invalidDateFailure('date', input.date);
  const weekday = epochDaysToIsoWeekday(epochDays);
  return ok({ date: input.date, weekday: isoWeekdayToName(weekday), iso_weekday: weekday });
}
