import { addBusinessDaysArgumentsFault } from './arguments.generated.ts';
import { START_FIELD, checkedArguments, failedCheck, type Checked, type Arguments } from '../_arguments.ts';
import { isWorkingDay, nthWorkingDay, summarizeDays, walkWorkingDays } from '../../calendars/engine.ts';
import type { ResolvedCalendar } from '../../calendars/resolvedCalendar.ts';
import { failureOf, traceOf, type CalculationSummary, type TraceItem } from '../../calendars/summary.ts';
import { epochDaysOfPlainDate, knownEpochDaysToPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import * as messages from '../../messages.ts';
import { checkedCalendar } from '../_inputChecks.ts';
import { ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS } from '../../fields/limits.ts';


/** Input of `addBusinessDays`. */
export interface AddBusinessDaysInput {
  readonly start_date: PlainDate;
  /** Working days to move; negative moves backwards. Within -25,000..25,000. */
  readonly days: number;
  /** Count the start date as day one when it is a working day. Default false. */
  readonly include_start_date?: boolean;
  /** Return the day-by-day trace (walks of at most 400 calendar days). Default false. */
  readonly detailed?: boolean;
}

/** Output of `addBusinessDays`: the spec's `data` object. */
export interface AddBusinessDaysOutput {
  start_date: PlainDate;
  days: number;
  result_date: PlainDate;
  summary: CalculationSummary;
  trace?: TraceItem[];
  /** The language of the trace's labels, when the calendar asked for one (docs/decisions.md#languages). */
  language?: string;
}

/**
 * The kernel of `addBusinessDays`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer) and `start` is its start date as epoch days. It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @param calendar - A resolved calendar.
 * @param start - `input.start_date` as epoch days.
 * @returns The answer, or the failure the calculation finds.
 * @example
 * addBusinessDaysKernel(input, calendar, start).ok //=> true
 */
export function addBusinessDaysKernel(input: AddBusinessDaysInput, calendar: ResolvedCalendar, start: number): Result<AddBusinessDaysOutput> {
  const days = input.days + 0; // normalises -0
  const includeStart = input.include_start_date === true;
  const direction = days < 0 ? -1 : 1;
  try {
    let result = start;
    let summary: CalculationSummary;
    if (days === 0) summary = summarizeDays(calendar, 1, 0, false);
    else if (!includeStart) {
      // The common case: the walk's own search gives the summary of the days it examined.
      const walk = walkWorkingDays(calendar, start, Math.abs(days), direction);
      if (walk === undefined) return fail('VALIDATION_ERROR', 'days', messages.noWorkingDayInRange('days'));
      result = walk.day;
      summary = walk.summary;
    } else {
      // The start is examined too, and counts as day one when it is a working day.
      const remaining = isWorkingDay(calendar.plan, start) ? Math.abs(days) - 1 : Math.abs(days);
      const found = remaining === 0 ? start : nthWorkingDay(calendar.plan, start, remaining, direction);
      if (found === undefined) return fail('VALIDATION_ERROR', 'days', messages.noWorkingDayInRange('days'));
      result = found;
      summary = summarizeDays(calendar, Math.min(start, result), Math.max(start, result), days < 0);
    }
    if (input.detailed === true && summary.calendar_days_elapsed > ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS) {
      return fail('VALIDATION_ERROR', 'detailed', messages.detailedWalkTooLong(summary.calendar_days_elapsed, ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS));
    }
    const output: AddBusinessDaysOutput = { start_date: input.start_date, days, result_date: knownEpochDaysToPlainDate(result), summary };
    if (input.detailed === true) output.trace = days === 0 ? [] : traceOf(calendar, includeStart ? start : start + direction, result);
    if (calendar.language !== undefined) output.language = calendar.language;
    return ok(output);
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * Moves forwards or backwards by a number of working days without walking them.
 *
 * The result is the `|days|`-th working day after (`days` > 0) or before (`days` < 0) the start;
 * with `include_start_date` the start is examined too and counts as day one when it is a working day.
 * `days` = 0 returns the start and examines nothing. The summary covers the examined days (the start
 * only with `include_start_date`, then every day up to the result); `summary.reversed` = `days` < 0.
 * `|days|` over 25,000, a result outside 0001-01-01..9999-12-31 and `detailed` on a walk of more
 * than 400 calendar days are `VALIDATION_ERROR`s.
 *
 * Checks its arguments at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or a missing `start_date` or
 * `days`, is `INVALID_REQUEST`; a `start_date` that is not a real `YYYY-MM-DD` date is
 * `INVALID_DATE`; `days` that is not an integer within -25,000..25,000, a flag that is not a
 * boolean, or a calendar that `resolveCalendar` did not build, is a `VALIDATION_ERROR` (naming the
 * field, or `calendar`). Other properties of the input (the calendar fields) are ignored.
 *
 * @param input - The start, the amount and the flags.
 * @param calendar - A calendar from `resolveCalendar`.
 * @returns The result date with its summary (and trace), or a failure.
 * @example
 * import { DE } from 'daycalc/holidays/de';
 * addBusinessDays({ start_date: parsePlainDate('2024-12-20'), days: 5 }, calendarOf(DE, { subdivision_code: 'BY' }))
 * //=> { ok: true, value: { result_date: '2024-12-31', ... } }
 */
export function addBusinessDays(args: Arguments<AddBusinessDaysInput>, calendarArgument: Checked<ResolvedCalendar>): Result<AddBusinessDaysOutput> {
  // The date read once: when valid its check is skipped, else the checks say what is wrong.
  const start = epochDaysOfPlainDate((args as Partial<AddBusinessDaysInput> | null)?.start_date);
  const datesRead = start === start;
  const input = checkedArguments<AddBusinessDaysInput>(args, addBusinessDaysArgumentsFault, START_FIELD, datesRead);
  if (failedCheck(input, args)) return input;
  const calendar = checkedCalendar(calendarArgument);
  return failedCheck(calendar, calendarArgument) ? calendar : addBusinessDaysKernel(input, calendar, datesRead ? start : epochDaysOfPlainDate(input.start_date));
}
