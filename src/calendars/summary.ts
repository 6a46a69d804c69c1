import { holidayTypeOf } from './holidayTypeOf.ts';
import { epochDaysToIsoWeekday, type IsoWeekday } from '../date/dayOfWeek.ts';
import { epochDaysToPlainDate, type PlainDate } from '../date/plainDate.ts';
import { fail, type Fail } from '../result.ts';
import { CalendarDataError } from './calendarWindow.ts';
import { classifyDay } from './engine.ts';
import { isBusinessDayReason, type DayReason, type ResolvedCalendar } from './resolvedCalendar.ts';

export type { CalculationSummary } from './engine.ts';

/** One examined day of a `detailed: true` trace (docs/decisions.md#counting-and-walking). */
export interface TraceItem {
  date: PlainDate;
  weekday: IsoWeekday;
  is_business_day: boolean;
  reason: DayReason;
  label?: string;
  /** A day off of another holiday type than public (docs/decisions.md#holiday-types): `bank` or `optional`. */
  holiday_type?: string;
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
      is_business_day: isBusinessDayReason(reason),
      reason,
    };
    if (label !== undefined) item.label = label;
    const type = holidayTypeOf(calendar.plan, day, reason);
    if (type !== undefined) item.holiday_type = type;
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
