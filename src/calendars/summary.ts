import { epochDaysToIsoWeekday, type IsoWeekday } from '../date/dayOfWeek.ts';
import { epochDaysToPlainDate, type PlainDate } from '../date/plainDate.ts';
import { fail, type Fail } from '../result.ts';
import { CalendarDataError } from './calendarWindow.ts';
import { classifyDay, type DayCounts } from './engine.ts';
import type { DayReason, ResolvedCalendar } from './resolvedCalendar.ts';

/** The calculation summary object (`data.summary`). */
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

/** One examined day of a `detailed: true` trace (ruling 10). */
export interface TraceItem {
  date: PlainDate;
  weekday: IsoWeekday;
  is_business_day: boolean;
  reason: DayReason;
  label?: string;
}

/**
 * Builds the summary object from per-reason counts; `calendar_days_elapsed` is their sum, so the
 * partition invariant of ruling 8 holds by construction.
 *
 * @param counts - Counts over the examined days.
 * @param reversed - Whether the walk ran backwards.
 * @param calendar - The calendar (for the provider name and version).
 * @returns The summary.
 * @example
 * summaryOf(counts, false, calendar).provider //=> 'date-holidays'
 */
export function summaryOf(counts: DayCounts, reversed: boolean, calendar: ResolvedCalendar): CalculationSummary {
  return {
    calendar_days_elapsed: counts.working + counts.nonWorkingWeekdays + counts.public + counts.custom + counts.excluded,
    working_days_counted: counts.working,
    non_working_weekdays_skipped: counts.nonWorkingWeekdays,
    public_holidays_skipped: counts.public,
    custom_holidays_skipped: counts.custom,
    excluded_dates_skipped: counts.excluded,
    reversed,
    provider: calendar.provider,
    provider_version: calendar.provider_version,
  };
}

/**
 * Lists the examined days from `first` to `last` (either direction) in walking order, classified.
 * Only used for `detailed: true`, whose spans are capped at 400 days.
 *
 * @param calendar - The calendar.
 * @param first - First examined epoch day.
 * @param last - Last examined epoch day (before `first` for a backward walk).
 * @returns The trace items.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * traceOf(calendar, day, day)[0].reason //=> 'working_day'
 */
export function traceOf(calendar: ResolvedCalendar, first: number, last: number): TraceItem[] {
  const step = last >= first ? 1 : -1;
  const items: TraceItem[] = [];
  for (let day = first; step * (last - day) >= 0; day += step) {
    const { reason, label } = classifyDay(calendar.plan, day);
    const item: TraceItem = {
      date: epochDaysToPlainDate(day)!,
      weekday: epochDaysToIsoWeekday(day),
      is_business_day: reason === 'working_day',
      reason,
    };
    if (label !== undefined) item.label = label;
    items.push(item);
  }
  return items;
}

/**
 * Turns an exception from the engine into a failure: a provider failure keeps its error, anything
 * else (a calendar not built by `resolveCalendar`, say) is `INTERNAL_ERROR`.
 *
 * @param error - What was caught.
 * @returns The failure.
 * @example
 * failureOf(new Error('x')).error.code //=> 'INTERNAL_ERROR'
 */
export function failureOf(error: unknown): Fail {
  if (error instanceof CalendarDataError) return { ok: false, error: error.error };
  return fail('INTERNAL_ERROR', undefined, 'the business-day calculation failed; check that the calendar comes from resolveCalendar');
}
