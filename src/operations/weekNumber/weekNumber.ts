import { DATE_FIELD, isArgumentFailure, unwrapArguments, type Arguments } from '../_arguments.ts';
import { epochDaysToIsoWeekday, type IsoWeekday } from '../../date/dayOfWeek.ts';
import { epochDaysToIsoWeek } from '../../date/isoWeek.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate, invalidDateFailure, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import * as messages from '../../messages.ts';
import { missingField, notAnObject } from '../_inputChecks.ts';

/** Input of `weekNumber`. */
export interface WeekNumberInput {
  readonly date: PlainDate;
}

/** Output of `weekNumber`: the spec's `data` object. */
export interface WeekNumberOutput {
  date: PlainDate;
  iso_week: number;
  iso_week_year: number;
  weekday: IsoWeekday;
  week_start: PlainDate;
  week_end: PlainDate;
}

/**
 * Returns the ISO 8601 week number, week-year, weekday and the week's Monday and Sunday.
 *
 * Checks its argument at run time: not an object, or no `date`, is `INVALID_REQUEST`; a `date` that
 * is not a real `YYYY-MM-DD` date (any type) is `INVALID_DATE`.
 *
 * @param input - The date.
 * @returns The week, or a `VALIDATION_ERROR` when the week's Sunday falls after 9999-12-31
 *   (the last days of 9999), or a failure for input that is not valid.
 * @example
 * const date = parsePlainDate('2021-01-03');
 * if (date.ok) weekNumber({ date: date.value }) //=> { ok: true, value: { iso_week: 53, iso_week_year: 2020, weekday: 7, ... } }
 */
export function weekNumber(args: Arguments<WeekNumberInput>): Result<WeekNumberOutput> {
  const notObject = notAnObject(args);
  if (notObject !== undefined) return notObject;
  const input = unwrapArguments<WeekNumberInput>(args, DATE_FIELD);
  if (isArgumentFailure(input)) return input;
  if (input.date === undefined) return missingField('date');
  const epochDays = epochDaysOfPlainDate(input.date);
  if (Number.isNaN(epochDays)) return invalidDateFailure('date', input.date);
  const week = epochDaysToIsoWeek(epochDays);
  const weekStart = epochDaysToPlainDate(week.mondayEpochDays);
  const weekEnd = epochDaysToPlainDate(week.mondayEpochDays + 6);
  if (weekStart === undefined || weekEnd === undefined) {
    return fail('VALIDATION_ERROR', 'date', messages.weekEndsOutOfRange('date'));
  }
  return ok({
    date: input.date,
    iso_week: week.isoWeek,
    iso_week_year: week.isoWeekYear,
    weekday: epochDaysToIsoWeekday(epochDays),
    week_start: weekStart,
    week_end: weekEnd,
  });
}
