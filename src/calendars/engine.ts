// The business-day engine: working weekdays are counted with whole-week arithmetic and the few
// off-days (excluded dates, custom and public holidays on working weekdays) are found by binary search
// in a memoised per-calendar window, as are the few decreed working days on non-working weekdays
// (docs/decisions.md#decreed-working-days), kept apart in the window so that calendars without them take the same paths as before.
// Nothing here walks a span day by day.
import { epochDaysToIsoWeekday } from '../date/dayOfWeek.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../date/limits.ts';
import { lowerBound, OFF_EXCLUDED, windowIndex, type DecreedDays } from './calendarWindow.ts';
import { nthWorkingDay } from './nthWorkingDay.ts';
import type { CalendarPlan, DayReason, ResolvedCalendar } from './resolvedCalendar.ts';
import { windowFor } from './windowMemo.ts';
import { mayHaveDecreedDays, OUTSIDE_WINDOW, pastRun } from './workingNeighbours.ts';
import { workingWeekdayAt, workingWeekdaysBefore } from './workingWeekdays.ts';

export { nthWorkingDay, walkWorkingDays } from './nthWorkingDay.ts';
export { summarizeDays, type CalculationSummary } from './spanSummary.ts';
export { OUTSIDE_WINDOW } from './workingNeighbours.ts';

/** The classification of one day. */
export interface DayClass {
  readonly reason: DayReason;
  /** Present for custom and public holidays and decreed working days. */
  readonly label?: string;
}

/** The reasons of a window's codes (`OFF_EXCLUDED`, `OFF_CUSTOM`, `OFF_PUBLIC`, `ON_DECREED`). */
const reasonNames: readonly DayReason[] = ['excluded_date', 'custom_holiday', 'public_holiday', 'decreed_working_day'];

/**
 * The class of a day on a non-working weekday: a decreed day of the window (docs/decisions.md#decreed-working-days) keeps its
 * reason and label; any other is a non-working weekday.
 */
function weekendClass(decreed: DecreedDays, day: number): DayClass {
  if (decreed.days.length === 0) return NON_WORKING_WEEKDAY;
  const index = lowerBound(decreed.days, day);
  if (decreed.days[index] !== day) return NON_WORKING_WEEKDAY;
  const code = decreed.reasons[index]!;
  if (code === OFF_EXCLUDED) return EXCLUDED_DATE;
  return { reason: reasonNames[code]!, label: decreed.labels[index]! };
}

/**
 * Classifies one day by the classification order: non-working weekday (unless a decreed working day, docs/decisions.md#decreed-working-days),
 * excluded date, custom holiday, public holiday (only when the calendar includes them), decreed
 * working day, else working day.
 *
 * @param plan - The calendar's plan.
 * @param epochDays - The day.
 * @returns The reason, with the label of a custom or public holiday.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * classifyDay(us.plan, july4of2024) //=> { reason: 'public_holiday', label: 'Independence Day' }
 */
export function classifyDay(plan: CalendarPlan, epochDays: number): DayClass {
  if (!plan.isWorking[epochDaysToIsoWeekday(epochDays) - 1]) {
    return mayHaveDecreedDays(plan) ? weekendClass(windowFor(plan, epochDays, epochDays).decreed, epochDays) : NON_WORKING_WEEKDAY;
  }
  const window = windowFor(plan, epochDays, epochDays);
  const index = windowIndex(window, epochDays);
  if (window.days[index] !== epochDays) return WORKING_DAY;
  const code = window.reasons[index]!;
  if (code === OFF_EXCLUDED) return EXCLUDED_DATE;
  return { reason: reasonNames[code]!, label: window.labels[index]! };
}

// The classes without a label, made once (a DayClass is read-only): classifying a day allocates
// only for a holiday's label.
const NON_WORKING_WEEKDAY: DayClass = { reason: 'non_working_weekday' };
const WORKING_DAY: DayClass = { reason: 'working_day' };
const EXCLUDED_DATE: DayClass = { reason: 'excluded_date' };

/**
 * Tells whether one day is a working day.
 *
 * @param plan - The calendar's plan.
 * @param epochDays - The day.
 * @returns True for a working day.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * isWorkingDay(us.plan, july4of2024) //=> false
 */
export function isWorkingDay(plan: CalendarPlan, epochDays: number): boolean {
  if (!plan.isWorking[epochDaysToIsoWeekday(epochDays) - 1]) {
    if (!mayHaveDecreedDays(plan)) return false;
    const working = windowFor(plan, epochDays, epochDays).decreed.working;
    return working.length > 0 && working[lowerBound(working, epochDays)] === epochDays;
  }
  const window = windowFor(plan, epochDays, epochDays);
  return window.days[windowIndex(window, epochDays)] !== epochDays;
}

/** Which neighbouring working days `dayAndNeighbours` looks for: a sum of these flags. */
export const PREVIOUS_WORKING_DAY = 1;
/** The working day after. */
export const NEXT_WORKING_DAY = 2;
/**
 * The working day before only when the day's window answers it at once, else `OUTSIDE_WINDOW` (a
 * caller that may need it asks for it, beside a neighbour it needs for sure, at almost no cost).
 */
export const PREVIOUS_IF_IN_WINDOW = 4;
/** The working day after only when the day's window answers it at once, else `OUTSIDE_WINDOW`. */
export const NEXT_IF_IN_WINDOW = 8;

/** A day's class, with the working days just before and just after it when they were asked for. */
export interface DayWithNeighbours {
  readonly reason: DayReason;
  /** The holiday's name for a custom or public holiday, the decree's for a decreed working day, else `undefined`. */
  readonly label: string | undefined;
  /** The working day before (`undefined` before 0001-01-01, or when not asked for; `OUTSIDE_WINDOW` for one `PREVIOUS_IF_IN_WINDOW` did not find). */
  readonly previous: number | undefined;
  /** The working day after (`undefined` after 9999-12-31, or when not asked for; `OUTSIDE_WINDOW` for one `NEXT_IF_IN_WINDOW` did not find). */
  readonly next: number | undefined;
}

/**
 * Classifies a day (as `classifyDay`) and finds the working days just before and/or just after it,
 * with the one window lookup the classification makes: the next and the previous working weekday
 * come by arithmetic, the off-days beside the day in the window tell whether either is off, and
 * then the run of off-days it belongs to gives the working day past it (so a day deep in a long
 * closure costs what a weekend does). A neighbour outside the day's window (the first or last days
 * of a 25-year block, or of a year computed by date-holidays) is found by `nthWorkingDay`, which
 * extends the window; so only the years a neighbour lies in are ever needed. A decreed working day
 * (docs/decisions.md#decreed-working-days) between the day and that neighbour is the neighbour instead (one more binary search, only
 * for calendars whose window has decreed days).
 *
 * @param plan - The calendar's plan.
 * @param day - The day.
 * @param wanted - `PREVIOUS_WORKING_DAY`, `NEXT_WORKING_DAY` or their sum, or either with the other's `*_IF_IN_WINDOW`.
 * @param evenIfWorking - Whether to look for them when the day itself is a working day.
 * @returns Its reason and label, and the neighbours asked for.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * dayAndNeighbours(us.plan, july4of2024, PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, true)
 * //=> { reason: 'public_holiday', label: 'Independence Day', previous: july3of2024, next: july5of2024 }
 */
export function dayAndNeighbours(plan: CalendarPlan, day: number, wanted: number, evenIfWorking: boolean): DayWithNeighbours {
  const window = windowFor(plan, day, day);
  const days = window.days;
  const index = windowIndex(window, day);
  // `days` holds off-days on working weekdays only, so a non-working weekday is never found in it.
  const off = days[index] === day;
  const decreed = window.decreed;
  let reason: DayReason = 'working_day';
  let label: string | undefined;
  if (!plan.isWorking[epochDaysToIsoWeekday(day) - 1]) {
    const weekend = weekendClass(decreed, day);
    reason = weekend.reason;
    label = weekend.label;
  } else if (off) {
    const code = window.reasons[index]!;
    reason = code === OFF_EXCLUDED ? 'excluded_date' : reasonNames[code]!;
    if (code !== OFF_EXCLUDED) label = window.labels[index]!;
  }
  if ((reason === 'working_day' || reason === 'decreed_working_day') && !evenIfWorking) return { reason, label, previous: undefined, next: undefined };
  // The first off-day after `day` is the one at `index` (or the next, when `day` is off); the last
  // before it is at `index - 1`. The neighbouring working weekday is off exactly when it is that one.
  let next: number | undefined;
  if ((wanted & (NEXT_WORKING_DAY | NEXT_IF_IN_WINDOW)) !== 0) {
    // Past the window's edge, a neighbour asked for is searched for; one asked for if in the window is not.
    const search = (wanted & NEXT_WORKING_DAY) !== 0;
    next = workingWeekdayAt(plan, workingWeekdaysBefore(plan, day + 1));
    const after = off ? index + 1 : index;
    if (next > MAX_EPOCH_DAYS) next = undefined;
    else if (next > window.lastDay) next = search ? nthWorkingDay(plan, day, 1, 1) : OUTSIDE_WINDOW;
    else if (days[after] === next) {
      next = pastRun(window, after, 1);
      if (next === OUTSIDE_WINDOW && search) next = nthWorkingDay(plan, day, 1, 1);
    }
    // A decreed working day before it is the next working day (docs/decisions.md#decreed-working-days);
    // it lies in the window, so it answers a neighbour past the window's edge too.
    const working = decreed.working;
    if (working.length > 0 && next !== undefined) {
      const at = lowerBound(working, day + 1);
      if (at < working.length && (next === OUTSIDE_WINDOW || working[at]! < next)) next = working[at]!;
    }
  }
  let previous: number | undefined;
  if ((wanted & (PREVIOUS_WORKING_DAY | PREVIOUS_IF_IN_WINDOW)) !== 0) {
    const search = (wanted & PREVIOUS_WORKING_DAY) !== 0;
    previous = workingWeekdayAt(plan, workingWeekdaysBefore(plan, day) - 1);
    if (previous < MIN_EPOCH_DAYS) previous = undefined;
    else if (previous < window.firstDay) previous = search ? nthWorkingDay(plan, day, 1, -1) : OUTSIDE_WINDOW;
    else if (index > 0 && days[index - 1] === previous) {
      previous = pastRun(window, index - 1, -1);
      if (previous === OUTSIDE_WINDOW && search) previous = nthWorkingDay(plan, day, 1, -1);
    }
    const working = decreed.working;
    if (working.length > 0 && previous !== undefined) {
      const at = lowerBound(working, day) - 1;
      if (at >= 0 && working[at]! > previous) previous = working[at]!;
    }
  }
  return { reason, label, previous, next };
}

