// The spec's summary object of a span of days, counted by reason from the calendar's window: by
// `summarizeDays` from two searches, or by a walk (nthWorkingDay.ts) that already knows where the
// span's off-days lie in the window.
import { lowerBound, windowIndex, type CalendarWindow } from './calendarWindow.ts';
import { isInsideTables, providerOutsideTables } from './holidayProvider.ts';
import type { ResolvedCalendar } from './resolvedCalendar.ts';
import { windowFor } from './windowMemo.ts';
import { workingWeekdaysBefore } from './workingWeekdays.ts';

/** The calculation summary object (`data.summary`) of the spec, counted by reason over a span. */
export interface CalculationSummary {
  calendar_days_elapsed: number;
  working_days_counted: number;
  non_working_weekdays_skipped: number;
  public_holidays_skipped: number;
  custom_holidays_skipped: number;
  excluded_dates_skipped: number;
  reversed: boolean;
  provider: string;
  provider_version: string;
}

/**
 * Counts the days of [from, to] by reason (docs/decisions.md#business-day-classification) in O(log n), straight into the spec's summary
 * object (no intermediate counts): arithmetic for the working week, two binary searches in the
 * calendar's off-day window for the rest, and two more in its decreed days (a decreed
 * working day on a non-working weekday moves one day from `non_working_weekdays_skipped` to
 * `working_days_counted`, or to the count of the excluded date, custom or public holiday that wins
 * over the decree). Every count is 0 when from > to. `calendar_days_elapsed` is the sum of the
 * per-reason counts, so the partition of the examined days (docs/decisions.md#counting-and-walking) holds by construction.
 *
 * @param calendar - The calendar (its plan, provider and provider version).
 * @param from - First epoch day (inclusive).
 * @param to - Last epoch day (inclusive).
 * @param reversed - Whether the caller's walk runs backwards (`summary.reversed`).
 * @returns The summary; its `provider` names the tables inside their years and date-holidays for a
 *   span that reaches years outside them.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * summarizeDays(us, jan1of2024, dec31of2024, false).working_days_counted //=> 252
 */
export function summarizeDays(calendar: ResolvedCalendar, from: number, to: number, reversed: boolean): CalculationSummary {
  if (from > to) {
    return {
      calendar_days_elapsed: 0,
      working_days_counted: 0,
      non_working_weekdays_skipped: 0,
      public_holidays_skipped: 0,
      custom_holidays_skipped: 0,
      excluded_dates_skipped: 0,
      reversed,
      provider: calendar.provider,
      provider_version: calendar.provider_version,
    };
  }
  const plan = calendar.plan;
  const window = windowFor(plan, from, to);
  const weekdays = workingWeekdaysBefore(plan, to + 1) - workingWeekdaysBefore(plan, from);
  return summaryOfWindowSpan(calendar, window, from, to, windowIndex(window, from), windowIndex(window, to + 1), weekdays, reversed);
}

/**
 * The span's holiday data, when it is not the calendar's own: the tables inside their years,
 * date-holidays outside (a calendar without public holidays uses neither and keeps its own names).
 */
function providerNamesOf(plan: ResolvedCalendar['plan'], from: number, to: number): readonly [string, string] | undefined {
  return isInsideTables(from, to) || !(plan.includePublicHolidays || plan.joint !== undefined) ? undefined : providerOutsideTables(from, to);
}

/**
 * The summary of [from, to] (from <= to) inside a window that covers it, given what locates the span
 * in the window: the indexes in `window.days` of its first off-day and of the first one after it,
 * and the working weekdays it holds.
 *
 * @param calendar - The calendar whose window it is.
 * @param window - A window of the calendar covering [from, to].
 * @param from - First epoch day (inclusive).
 * @param to - Last epoch day (inclusive).
 * @param first - `windowIndex(window, from)`.
 * @param last - `windowIndex(window, to + 1)`.
 * @param weekdays - `workingWeekdaysBefore(plan, to + 1) - workingWeekdaysBefore(plan, from)`.
 * @param reversed - `summary.reversed`.
 * @returns The summary, as `summarizeDays` gives it.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * summaryOfWindowSpan(us, window, day, day, i, i, 1, false).working_days_counted //=> 1 on a working day
 */
export function summaryOfWindowSpan(
  calendar: ResolvedCalendar,
  window: CalendarWindow,
  from: number,
  to: number,
  first: number,
  last: number,
  weekdays: number,
  reversed: boolean,
): CalculationSummary {
  // Prefix counts, four per position (`CalendarWindow.counts`): the off-days of each reason in the span.
  // (Written out, not through a helper: V8 inlines this function into the kernels whole, and a helper
  // called seven times ran out of its inlining budget there and cost a call each. The reasons' codes
  // are written as numbers, 0-3 = OFF_EXCLUDED, OFF_CUSTOM, OFF_PUBLIC, ON_DECREED (windowCodes.ts,
  // tested there): an imported constant is read from its module's scope and checked at every use.)
  const counts = window.counts;
  const low = first * 4;
  const high = last * 4;
  const excluded = counts[high]! - counts[low]!;
  const custom = counts[high + 1]! - counts[low + 1]!;
  const holidays = counts[high + 2]! - counts[low + 2]!;
  const names = providerNamesOf(calendar.plan, from, to);
  // The decreed days of the span (docs/decisions.md#decreed-working-days), all on non-working weekdays: two more searches, in
  // every window (an empty list answers 0 at once). No branch on whether there are any: the first
  // country with decreed days a process meets then runs the code every other country warmed up.
  const decreed = window.decreed;
  // Positions in the decreed days' counts (four per day), like `low` and `high` above.
  const start = lowerBound(decreed.days, from) * 4;
  const end = lowerBound(decreed.days, to + 1) * 4;
  const on = decreed.counts;
  const decreedExcluded = on[end]! - on[start]!;
  const decreedCustom = on[end + 1]! - on[start + 1]!;
  const decreedPublic = on[end + 2]! - on[start + 2]!;
  const decreedWorking = on[end + 3]! - on[start + 3]!;
  return {
    calendar_days_elapsed: to - from + 1,
    working_days_counted: weekdays - excluded - custom - holidays + decreedWorking,
    non_working_weekdays_skipped: to - from + 1 - weekdays - ((end - start) >> 2),
    public_holidays_skipped: holidays + decreedPublic,
    custom_holidays_skipped: custom + decreedCustom,
    excluded_dates_skipped: excluded + decreedExcluded,
    reversed,
    provider: names === undefined ? calendar.provider : names[0],
    provider_version: names === undefined ? calendar.provider_version : names[1],
  };
}
