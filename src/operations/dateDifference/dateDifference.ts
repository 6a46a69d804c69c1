import { dateDifferenceArgumentsFault } from './arguments.generated.ts';
import { START_AND_END_FIELDS, checkedArguments, failedCheck, type Arguments } from '../_arguments.ts';
import { differenceInYearsMonthsDays } from '../../date/gregorianMath.ts';
import { epochDaysToIsoDate } from '../../date/epochDays.ts';
import { epochDaysOfPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { ok, type Result } from '../../result.ts';


/** Input of `dateDifference`. */
export interface DateDifferenceInput {
  readonly start_date: PlainDate;
  readonly end_date: PlainDate;
  /** When true the end date counts as one extra day, in the direction of travel. Default false. */
  readonly include_end_date?: boolean;
}

/** Output of `dateDifference`: the spec's `data` object. */
export interface DateDifferenceOutput {
  start_date: PlainDate;
  end_date: PlainDate;
  include_end_date: boolean;
  total_days: number;
  weeks: number;
  remainder_days: number;
  years: number;
  months: number;
  days: number;
}

/**
 * The kernel of `dateDifference`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer) and `start`/`end` are its dates as epoch days. It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @param start - `input.start_date` as epoch days.
 * @param end - `input.end_date` as epoch days.
 * @returns The answer, or the failure the calculation finds.
 * @example
 * dateDifferenceKernel(input, start, end).ok //=> true
 */
export function dateDifferenceKernel(input: DateDifferenceInput, start: number, end: number): Result<DateDifferenceOutput> {
  const includeEnd = input.include_end_date ?? false;
  const direction = end >= start ? 1 : -1;
  const effectiveEnd = includeEnd ? end + direction : end;
  const totalDays = effectiveEnd - start;
  const weeks = Math.trunc(totalDays / 7);
  const span = differenceInYearsMonthsDays(epochDaysToIsoDate(start), epochDaysToIsoDate(effectiveEnd));
  return ok({
    start_date: input.start_date,
    end_date: input.end_date,
    include_end_date: includeEnd,
    total_days: totalDays,
    weeks: weeks + 0,
    remainder_days: totalDays - weeks * 7,
    years: span.years,
    months: span.months,
    days: span.days,
  });
}

/**
 * Counts calendar days, weeks and years/months/days between two dates.
 *
 * `total_days` is end minus start, negative when the end is before the start; `include_end_date`
 * adds one day in the direction of travel (the same day with the flag gives 1). `weeks` and
 * `remainder_days` truncate toward zero and carry the sign; years/months/days follow Temporal's
 * `until` with `largestUnit: 'years'` to the end date (moved one day further with the flag).
 *
 * Checks its argument at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object is `INVALID_REQUEST`, a missing
 * date `INVALID_REQUEST`, a date that is not a real `YYYY-MM-DD` date `INVALID_DATE`, a flag that is
 * not a boolean `VALIDATION_ERROR`; each failure names its field.
 *
 * @param input - The two dates and the flag.
 * @returns The difference, or a failure for input that is not valid (never for valid dates).
 * @example
 * const start = parsePlainDate('2023-01-01');
 * const end = parsePlainDate('2023-03-15');
 * if (start.ok && end.ok) dateDifference({ start_date: start.value, end_date: end.value })
 * //=> { ok: true, value: { start_date: '2023-01-01', end_date: '2023-03-15', include_end_date: false,
 * //     total_days: 73, weeks: 10, remainder_days: 3, years: 0, months: 2, days: 14 } }
 */
export function dateDifference(args: Arguments<DateDifferenceInput>): Result<DateDifferenceOutput> {
  const input = checkedArguments<DateDifferenceInput>(args, dateDifferenceArgumentsFault, START_AND_END_FIELDS);
  if (failedCheck(input, args)) return input;
  return dateDifferenceKernel(input, epochDaysOfPlainDate(input.start_date), epochDaysOfPlainDate(input.end_date));
}
