import { weekNumberArgumentsFault } from './arguments.generated.ts';
import { DATE_FIELD, checkedArguments, failedCheck, type Arguments } from '../_arguments.ts';
import { epochDaysToIsoWeekday, type IsoWeekday } from '../../date/dayOfWeek.ts';
import { epochDaysToIsoWeek } from '../../date/isoWeek.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import * as messages from '../../messages.ts';


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
 * The kernel of `weekNumber`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer) and `epochDays` is its date as epoch days. It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @param epochDays - `input.date` as epoch days.
 * @returns The answer, or the failure the calculation finds.
 * @example
 * weekNumberKernel(input, epochDays).ok //=> true
 */
export function weekNumberKernel(input: WeekNumberInput, epochDays: number): Result<WeekNumberOutput> {
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
  const input = checkedArguments<WeekNumberInput>(args, weekNumberArgumentsFault, DATE_FIELD);
  if (failedCheck(input, args)) return input;
  return weekNumberKernel(input, epochDaysOfPlainDate(input.date));
}
