import { addDaysArgumentsFault } from './arguments.generated.ts';
import { START_FIELD, checkedArguments, failedCheck, type Arguments } from '../_arguments.ts';
import { addYearsMonthsToEpochDays } from '../../date/gregorianMath.ts';
import { epochDaysToIsoWeekday, isoWeekdayToName, type WeekdayName } from '../../date/dayOfWeek.ts';
import { floorDiv, modFloor } from '../../date/floorDiv.ts';
import { checkedPlainDateToIsoDate, epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import { ADD_DAYS_UNITS } from './fields.ts';
import * as messages from '../../messages.ts';


/** A unit of `addDays` (`ADD_DAYS_UNITS` of the field table). */
export type AddDaysUnit = (typeof ADD_DAYS_UNITS)[number];

/** Input of `addDays`. */
export interface AddDaysInput {
  readonly start_date: PlainDate;
  /** Amount to add; negative subtracts. An integer within -36500..36500. */
  readonly days: number;
  /** Default `days`. */
  readonly unit?: AddDaysUnit;
  /** Skip Saturdays and Sundays (holidays are ignored). Default false. */
  readonly skip_weekends?: boolean;
}

/** Output of `addDays`: the spec's `data` object. */
export interface AddDaysOutput {
  start_date: PlainDate;
  days: number;
  unit: AddDaysUnit;
  skip_weekends: boolean;
  result_date: PlainDate;
  weekday: WeekdayName;
}

/**
 * Moves `amount` Monday-to-Friday days from a start day without walking day by day.
 * The start is not counted; 0 returns the start unchanged.
 */
function addWeekdaysToEpochDays(start: number, amount: number): number {
  if (amount === 0) return start;
  const step = amount > 0 ? 1 : -1;
  // Snap a weekend start to the weekday just behind the direction of travel, so counting starts there.
  let from = start;
  const weekday = epochDaysToIsoWeekday(start);
  if (weekday >= 6) from = step > 0 ? start - (weekday - 5) : start + (8 - weekday);
  // Position of `from` in its Monday-based week (0-4), then whole weeks plus a remainder.
  const mondayOffset = epochDaysToIsoWeekday(from) - 1;
  const target = mondayOffset + amount;
  const weeks = floorDiv(target, 5);
  return from - mondayOffset + weeks * 7 + modFloor(target, 5);
}

/**
 * The kernel of `addDays`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer) and `start` is its start date as epoch days. It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @param start - `input.start_date` as epoch days.
 * @returns The answer, or the failure the calculation finds.
 * @example
 * addDaysKernel(input, start).ok //=> true
 */
export function addDaysKernel(input: AddDaysInput, start: number): Result<AddDaysOutput> {
  const unit = input.unit ?? 'days';
  const skipWeekends = input.skip_weekends ?? false;
  const amount = input.days;
  let result: number;
  if (unit === 'days') {
    result = skipWeekends ? addWeekdaysToEpochDays(start, amount) : start + amount;
  } else {
    result =
      unit === 'weeks'
        ? start + amount * 7
        : addYearsMonthsToEpochDays(checkedPlainDateToIsoDate(input.start_date), unit === 'years' ? amount : 0, unit === 'months' ? amount : 0);
    const weekday = epochDaysToIsoWeekday(result);
    if (skipWeekends && weekday >= 6) result = amount >= 0 ? result + (8 - weekday) : result - (weekday - 5);
  }
  const resultDate = epochDaysToPlainDate(result);
  if (resultDate === undefined) {
    return fail('VALIDATION_ERROR', 'days', messages.dateMovedOutOfRange('days'));
  }
  return ok({
    start_date: input.start_date,
    days: amount,
    unit,
    skip_weekends: skipWeekends,
    result_date: resultDate,
    weekday: isoWeekdayToName(epochDaysToIsoWeekday(result)),
  });
}

/**
 * Adds days, weeks, months or years to a date.
 *
 * Days and weeks are calendar arithmetic; months and years constrain the day to the month's end
 * (31 January + 1 month = 28/29 February). With `skip_weekends` and unit `days` the amount counts
 * Monday-Friday days (start not counted); with the other units a weekend result moves to the next
 * Monday (amount >= 0) or the previous Friday (amount < 0).
 *
 * Checks its argument at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or a missing `start_date` or
 * `days`, is `INVALID_REQUEST`; a `start_date` that is not a real `YYYY-MM-DD` date is
 * `INVALID_DATE`; `days` that is not an integer within -36,500..36,500, an unknown `unit` or a
 * non-boolean `skip_weekends` is a `VALIDATION_ERROR`. Each failure names its field.
 *
 * @param input - The start, amount, unit and weekend flag.
 * @returns The result, or a `VALIDATION_ERROR` on `days` when it would leave 0001..9999, or a
 *   failure for input that is not valid.
 * @example
 * const start = parsePlainDate('2024-01-31');
 * if (start.ok) addDays({ start_date: start.value, days: 1, unit: 'months' })
 * //=> { ok: true, value: { result_date: '2024-02-29', ... } }
 */
export function addDays(args: Arguments<AddDaysInput>): Result<AddDaysOutput> {
  const input = checkedArguments<AddDaysInput>(args, addDaysArgumentsFault, START_FIELD);
  if (failedCheck(input, args)) return input;
  return addDaysKernel(input, epochDaysOfPlainDate(input.start_date));
}
