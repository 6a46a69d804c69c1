import { businessDaysBetweenArgumentsFault } from './arguments.generated.ts';
import { START_AND_END_FIELDS, checkedArguments, failedCheck, type Checked, type Arguments } from '../_arguments.ts';
import { summarizeDays } from '../../calendars/engine.ts';
import type { ResolvedCalendar } from '../../calendars/resolvedCalendar.ts';
import { failureOf, traceOf, type CalculationSummary, type TraceItem } from '../../calendars/summary.ts';
import { epochDaysOfPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import * as messages from '../../messages.ts';
import { checkedCalendar } from '../_inputChecks.ts';
import { yearsBetween } from '../_yearsRead.ts';
import { heldYearsFault, holdsTableSpan } from '../../calendars/heldYears.ts';
import { BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS, BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS } from '../../fields/limits.ts';


/** Input of `businessDaysBetween`. */
export interface BusinessDaysBetweenInput {
  readonly start_date: PlainDate;
  readonly end_date: PlainDate;
  /** Count the start date when it is a working day. Default true. */
  readonly include_start_date?: boolean;
  /** Count the end date when it is a working day. Default true. */
  readonly include_end_date?: boolean;
  /** Return the day-by-day trace (spans of at most 400 days). Default false. */
  readonly detailed?: boolean;
}

/** Output of `businessDaysBetween`: the spec's `data` object. */
export interface BusinessDaysBetweenOutput {
  start_date: PlainDate;
  end_date: PlainDate;
  business_days: number;
  /** The number of examined days; equals `summary.calendar_days_elapsed`. */
  calendar_days: number;
  summary: CalculationSummary;
  trace?: TraceItem[];
  /** The language of the trace's labels, when the calendar asked for one (docs/decisions.md#languages). */
  language?: string;
}

/**
 * The kernel of `businessDaysBetween`, unchecked: `input` passed the field table's checks (by the
 * typed function or the request layer) and `start`/`end` are its dates as epoch days. It checks what
 * only the calculation can (the span limits, the years the calendar holds) and counts.
 *
 * @param input - The checked input (its dates are echoed; absent flags take their defaults).
 * @param calendar - A resolved calendar.
 * @param start - `input.start_date` as epoch days.
 * @param end - `input.end_date` as epoch days.
 * @returns The count, or `RANGE_TOO_LARGE` / `VALIDATION_ERROR` from the calculation.
 * @example
 * businessDaysBetweenKernel({ start_date, end_date }, calendar, 19_723, 19_727).ok //=> true
 */
export function businessDaysBetweenKernel(input: BusinessDaysBetweenInput, calendar: ResolvedCalendar, start: number, end: number): Result<BusinessDaysBetweenOutput> {
  const span = Math.abs(end - start) + 1;
  if (span > BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS) {
    return fail('RANGE_TOO_LARGE', 'end_date', messages.spanTooLarge(span, BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS));
  }
  // Booleans compared, not tested for truth: a field V8 sees holding any value tests its truth by a chain of checks.
  const detailed = input.detailed === true;
  if (detailed && span > BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS) {
    return fail('RANGE_TOO_LARGE', 'end_date', messages.detailedSpanTooLarge(span, BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS));
  }
  // A calendar that does not hold these years' holidays (a static one, outside 1900-2199) says so now.
  const reversed = start > end;
  if (!holdsTableSpan(calendar.plan, reversed ? end : start, reversed ? start : end)) {
    const years = yearsBetween(input);
    const notHeld = heldYearsFault(calendar.plan, years.from, years.to);
    if (notHeld !== undefined) return notHeld;
  }
  const step = reversed ? -1 : 1;
  const first = input.include_start_date !== false ? start : start + step;
  const last = input.include_end_date !== false ? end : end - step;
  const examinesAny = step * (last - first) >= 0;
  try {
    // The examined days in order (a comparison each: `Math.min`/`max` took the floating-point unit).
    const summary = examinesAny ? summarizeDays(calendar, reversed ? last : first, reversed ? first : last, reversed) : summarizeDays(calendar, 1, 0, reversed);
    const output: BusinessDaysBetweenOutput = {
      start_date: input.start_date,
      end_date: input.end_date,
      business_days: summary.working_days_counted,
      calendar_days: summary.calendar_days_elapsed,
      summary,
    };
    if (detailed) output.trace = examinesAny ? traceOf(calendar, first, last) : [];
    if (calendar.language !== undefined) output.language = calendar.language;
    return ok(output);
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * Counts the working days between two dates without walking them.
 *
 * The examined days are every date of the closed interval between the two dates, minus the start
 * when `include_start_date` is false and minus the end when `include_end_date` is false (a same-day
 * range with either flag false examines nothing). A start after the end is a reversed range: the
 * count stays non-negative, `summary.reversed` is true and the trace runs from start to end. Spans
 * over 36,525 days (counted inclusively), or over 400 with `detailed`, give `RANGE_TOO_LARGE`.
 *
 * Checks its arguments at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or a missing date, is
 * `INVALID_REQUEST`; a date that is not a real `YYYY-MM-DD` date is `INVALID_DATE`; a flag that is
 * not a boolean, or a calendar that `resolveCalendar` did not build, is a `VALIDATION_ERROR`
 * (naming the field, or `calendar`). Other properties of the input (the calendar fields) are ignored.
 *
 * @param input - The two dates and the flags.
 * @param calendar - A calendar from `resolveCalendar`.
 * @returns The count with its summary (and trace), or a failure.
 * @example
 * import { US } from 'daycalc/holidays/us';
 * businessDaysBetween({ start_date: parsePlainDate('2024-11-25'), end_date: parsePlainDate('2024-11-29') }, calendarOf(US))
 * //=> { ok: true, value: { business_days: 4, ... } } (Thanksgiving, 28 November, is not one)
 */
export function businessDaysBetween(args: Arguments<BusinessDaysBetweenInput>, calendarArgument: Checked<ResolvedCalendar>): Result<BusinessDaysBetweenOutput> {
  // Both dates read once: when both are valid their checks are skipped, else the checks say what is wrong.
  let start = epochDaysOfPlainDate((args as Partial<BusinessDaysBetweenInput> | null)?.start_date);
  let end = epochDaysOfPlainDate((args as Partial<BusinessDaysBetweenInput> | null)?.end_date);
  const datesRead = start === start && end === end;
  const input = checkedArguments<BusinessDaysBetweenInput>(args, businessDaysBetweenArgumentsFault, START_AND_END_FIELDS, datesRead);
  if (failedCheck(input, args)) return input;
  if (!datesRead) {
    start = epochDaysOfPlainDate(input.start_date);
    end = epochDaysOfPlainDate(input.end_date);
  }
  const calendar = checkedCalendar(calendarArgument);
  return failedCheck(calendar, calendarArgument) ? calendar : businessDaysBetweenKernel(input, calendar, start, end);
}
