import { withLayers } from '../_responseLayers.ts';
import { adjustDateArgumentsFault } from './arguments.generated.ts';
import { DATE_FIELD, checkedArguments, failedCheck, type Checked, type Arguments } from '../_arguments.ts';
import { dayAndNeighbours, NEXT_IF_IN_WINDOW, NEXT_WORKING_DAY, OUTSIDE_WINDOW, PREVIOUS_IF_IN_WINDOW, PREVIOUS_WORKING_DAY } from '../../calendars/engine.ts';
import { isBusinessDayReason, type CalendarPlan, type DayReason, type ResolvedCalendar } from '../../calendars/resolvedCalendar.ts';
import { failureOf } from '../../calendars/summary.ts';
import { daysInMonth } from '../../date/months.ts';
import { epochDaysOfPlainDate, knownEpochDaysToPlainDate, sameMonthPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import * as messages from '../../messages.ts';
import { ADJUST_DATE_CONVENTIONS } from './fields.ts';
import { checkedCalendar } from '../_inputChecks.ts';


export { ADJUST_DATE_CONVENTIONS };

/** A roll convention. */
export type AdjustDateConvention = (typeof ADJUST_DATE_CONVENTIONS)[number];

/** Input of `adjustDate`. */
export interface AdjustDateInput {
  readonly date: PlainDate;
  /** The roll convention. Default `following`. */
  readonly convention?: AdjustDateConvention;
}

/** Output of `adjustDate`. */
export interface AdjustDateOutput {
  date: PlainDate;
  convention: AdjustDateConvention;
  /** The business day the date rolls to (the date itself when it is one). */
  adjusted_date: PlainDate;
  /** Calendar days from `date` to `adjusted_date`: positive forwards, negative backwards, 0 when unchanged. */
  days_moved: number;
  /** Whether `date` itself is a business day. */
  is_business_day: boolean;
  /** Why `date` is (not) a business day (the first match of the classification order). */
  reason: DayReason;
  /** The holiday's name, when `reason` is `public_holiday` or `custom_holiday`; the decree's, for `decreed_working_day`. */
  label?: string;
  /** For a day off of another holiday type than public (docs/decisions.md#holiday-types): `bank` or `optional`. */
  holiday_type?: string;
  /** The language of the label, when the calendar asked for one (docs/decisions.md#languages). */
  language?: string;
}

/** The day of the month of a checked `YYYY-MM-DD` date, from its digits. */
function dayOfMonthOf(date: string): number {
  return (date.charCodeAt(8) - 48) * 10 + date.charCodeAt(9) - 48;
}

/**
 * Whether the day `moved` days from a checked date falls in the date's month: from the date's digits,
 * with no date conversion (every month has 28 days; only a day past the 28th asks the month's length).
 */
function staysInMonth(date: string, moved: number): boolean {
  const dayOfMonth = dayOfMonthOf(date) + moved;
  if (dayOfMonth < 1) return false;
  if (dayOfMonth <= 28) return true;
  const year = ((date.charCodeAt(0) - 48) * 10 + date.charCodeAt(1) - 48) * 100 + (date.charCodeAt(2) - 48) * 10 + date.charCodeAt(3) - 48;
  return dayOfMonth <= daysInMonth(year, (date.charCodeAt(5) - 48) * 10 + date.charCodeAt(6) - 48);
}

/** Whether a convention looks forwards first (`following`, `modified_following`, `nearest`). */
function looksForwardFirst(convention: AdjustDateConvention): boolean {
  return convention === 'following' || convention === 'modified_following' || convention === 'nearest';
}

/**
 * The neighbours a convention starts from (`dayAndNeighbours`' flags): `nearest` both, the others the
 * one in their own direction; a modified convention the other one too when the day's window holds it
 * (it needs that one when the first lies in another month, as out of a long closure).
 */
function neighboursWanted(convention: AdjustDateConvention): number {
  if (convention === 'nearest') return PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY;
  if (convention === 'modified_following') return NEXT_WORKING_DAY + PREVIOUS_IF_IN_WINDOW;
  if (convention === 'modified_preceding') return PREVIOUS_WORKING_DAY + NEXT_IF_IN_WINDOW;
  return looksForwardFirst(convention) ? NEXT_WORKING_DAY : PREVIOUS_WORKING_DAY;
}

/**
 * The business day a non-business day rolls to by a convention (QuantLib's meanings), or `undefined`
 * when the needed neighbour lies outside 0001-01-01..9999-12-31. `first` is the neighbour in the
 * convention's own direction, `second` the other one: `nearest` always needs both, a modified
 * convention the second only when the first is in another month (given when the day's window held
 * it, else looked up here, so a roll never needs the years of a neighbour it does not use).
 *
 * @param plan - The calendar's plan.
 * @param day - A non-business epoch day.
 * @param convention - The convention.
 * @param previous - The business day before it, if `dayAndNeighbours` was asked for it (`OUTSIDE_WINDOW`: not found in the window).
 * @param next - The business day after it, if `dayAndNeighbours` was asked for it (`OUTSIDE_WINDOW`: not found in the window).
 * @returns The epoch day, or `undefined`.
 */
function rollTarget(plan: CalendarPlan, date: string, day: number, convention: AdjustDateConvention, previous: number | undefined, next: number | undefined): number | undefined {
  const forward = looksForwardFirst(convention);
  const first = forward ? next : previous;
  if (convention === 'following' || convention === 'preceding') return first;
  if (convention === 'nearest') {
    // The closer neighbour, the following one (first) on a tie.
    return first === undefined ? previous : previous === undefined || first - day <= day - previous ? first : previous;
  }
  if (first !== undefined && staysInMonth(date, first - day)) return first;
  // The other neighbour, when the first lookup's window held it (`*_IF_IN_WINDOW`), else looked up now.
  const known = forward ? previous : next;
  const second = known !== OUTSIDE_WINDOW ? known : forward ? dayAndNeighbours(plan, day, PREVIOUS_WORKING_DAY, true).previous : dayAndNeighbours(plan, day, NEXT_WORKING_DAY, true).next;
  return second ?? first;
}

/**
 * The kernel of `adjustDate`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer) and `day` is its date as epoch days. It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @param calendar - A resolved calendar.
 * @param day - `input.date` as epoch days.
 * @returns The answer, or the failure the calculation finds.
 * @example
 * adjustDateKernel(input, calendar, day).ok //=> true
 */
export function adjustDateKernel(input: AdjustDateInput, calendar: ResolvedCalendar, day: number): Result<AdjustDateOutput> {
  const convention: AdjustDateConvention = input.convention ?? 'following';
  try {
    // One window lookup classifies the day and finds the neighbour(s) the convention starts from.
    const wanted = neighboursWanted(convention);
    const { reason, label, previous, next } = dayAndNeighbours(calendar.plan, day, wanted, false);
    const isWorking = isBusinessDayReason(reason);
    const adjusted = isWorking ? day : rollTarget(calendar.plan, input.date, day, convention, previous, next);
    if (adjusted === undefined) return fail('VALIDATION_ERROR', 'date', messages.noRollTarget('date'));
    // A roll inside the month keeps the date's year and month digits: only the day is written.
    const adjustedDate = adjusted === day ? input.date : (sameMonthPlainDate(input.date, adjusted - day) ?? knownEpochDaysToPlainDate(adjusted));
    // Two fixed shapes (with and without a label) keep the answer fast to build.
    const output: AdjustDateOutput =
      label === undefined
        ? { date: input.date, convention, adjusted_date: adjustedDate, days_moved: adjusted - day, is_business_day: isWorking, reason }
        : { date: input.date, convention, adjusted_date: adjustedDate, days_moved: adjusted - day, is_business_day: isWorking, reason, label };
    return ok(withLayers(output, calendar, day, reason));
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * Adjusts a date that falls on a non-business day by a roll convention, as payment, settlement and
 * invoicing systems do (QuantLib's `BusinessDayConvention`, numpy's `busday_offset(roll=...)`):
 * `following` takes the first business day on or after the date, `preceding` the last on or before;
 * `modified_following` takes the following one unless it is in the next month, then the preceding one;
 * `modified_preceding` the preceding one unless it is in the previous month, then the following one;
 * `nearest` the closer of the two, the following one on a tie; without a convention, `following`. A
 * business day is left as it is. No
 * day is walked: the neighbours come from the engine's window of off-days.
 *
 * Checks its arguments at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or a missing `date`, is
 * `INVALID_REQUEST`; a `date` that is not a real `YYYY-MM-DD` date is `INVALID_DATE`; a convention
 * that the field table does not accept, or a calendar that `resolveCalendar` did not build, is a
 * `VALIDATION_ERROR`.
 * No business day in the needed direction inside 0001-01-01..9999-12-31 is a `VALIDATION_ERROR` on `date`.
 *
 * @param input - The date and the convention (default `following`).
 * @param calendar - A calendar from `resolveCalendar`.
 * @returns The adjusted date, how far it moved and why the date was not a business day, or a failure.
 * @example
 * import { US } from 'daycalc/holidays/us';
 * adjustDate({ date: parsePlainDate('2026-07-04'), convention: 'modified_following' }, calendarOf(US))
 * //=> { ok: true, value: { date: '2026-07-04', convention: 'modified_following', adjusted_date: '2026-07-06',
 * //     days_moved: 2, is_business_day: false, reason: 'non_working_weekday' } }
 */
export function adjustDate(args: Arguments<AdjustDateInput>, calendarArgument: Checked<ResolvedCalendar>): Result<AdjustDateOutput> {
  // The date read once: when valid its check is skipped, else the checks say what is wrong.
  const day = epochDaysOfPlainDate((args as Partial<AdjustDateInput> | null)?.date);
  const datesRead = day === day;
  const input = checkedArguments<AdjustDateInput>(args, adjustDateArgumentsFault, DATE_FIELD, datesRead);
  if (failedCheck(input, args)) return input;
  const calendar = checkedCalendar(calendarArgument);
  return failedCheck(calendar, calendarArgument) ? calendar : adjustDateKernel(input, calendar, datesRead ? day : epochDaysOfPlainDate(input.date));
}
