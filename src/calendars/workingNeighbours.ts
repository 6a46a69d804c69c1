// The working day next to a day, in O(1) from a calendar's window: the next working weekday by
// arithmetic, or one past the run of off-days it falls in. Shared by dayAndNeighbours (engine.ts)
// and nthWorkingDay (nthWorkingDay.ts).
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../date/limits.ts';
import { windowIndex, type CalendarWindow } from './calendarWindow.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';
import { windowFor } from './windowMemo.ts';
import { workingWeekdayAt, workingWeekdaysBefore } from './workingWeekdays.ts';

/**
 * Whether a calendar can have decreed working days at all: they come with its public holidays.
 *
 * @param plan - The calendar's plan.
 * @returns True when it includes public holidays.
 * @example
 * mayHaveDecreedDays(cn.plan) //=> true
 */
export function mayHaveDecreedDays(plan: CalendarPlan): boolean {
  return plan.includePublicHolidays;
}

/** `neighbourWorkingDay`'s answer when the neighbour lies past the window's edge (the caller searches on). */
export const OUTSIDE_WINDOW = -Infinity;

/**
 * The working day next to `from` (strictly after for 1, strictly before for -1) in O(1): the next
 * working weekday by arithmetic, and when that is an off-day, one working weekday past the end of
 * its run of off-days. `undefined` outside 0001-01-01..9999-12-31; `OUTSIDE_WINDOW` when the run
 * reaches the window's edge, so the answer needs another window.
 *
 * @param plan - The calendar's plan.
 * @param from - The day.
 * @param direction - 1 for the next working day, -1 for the previous one.
 * @returns The epoch day, `undefined` or `OUTSIDE_WINDOW`.
 * @example
 * neighbourWorkingDay(us.plan, july4of2024, 1) //=> july5of2024
 */
export function neighbourWorkingDay(plan: CalendarPlan, from: number, direction: 1 | -1): number | undefined {
  const candidate = direction === 1 ? workingWeekdayAt(plan, workingWeekdaysBefore(plan, from + 1)) : workingWeekdayAt(plan, workingWeekdaysBefore(plan, from) - 1);
  if (candidate > MAX_EPOCH_DAYS || candidate < MIN_EPOCH_DAYS) return undefined;
  const window = windowFor(plan, candidate, candidate);
  const index = windowIndex(window, candidate);
  return window.days[index] !== candidate ? candidate : pastRun(window, index, direction);
}

/**
 * The working day one working weekday past the run of off-days that off-day `index` of a window
 * belongs to (after its end for 1, before its start for -1). `undefined` outside
 * 0001-01-01..9999-12-31; `OUTSIDE_WINDOW` when that lies past the window's edge.
 *
 * @param window - The window.
 * @param index - The index of an off-day in it.
 * @param direction - 1 past the run's end, -1 before its start.
 * @returns The epoch day, `undefined` or `OUTSIDE_WINDOW`.
 * @example
 * pastRun(window, windowIndex(window, dec25of2024), 1) //=> dec27of2024 (GB: Boxing Day in the run)
 */
export function pastRun(window: CalendarWindow, index: number, direction: 1 | -1): number | undefined {
  if (direction === 1) {
    const found = window.afterRun[index]!;
    if (found > MAX_EPOCH_DAYS) return undefined;
    return found <= window.lastDay ? found : OUTSIDE_WINDOW;
  }
  const found = window.beforeRun[index]!;
  if (found < MIN_EPOCH_DAYS) return undefined;
  return found >= window.firstDay ? found : OUTSIDE_WINDOW;
}

/** How many days either side of a day the neighbouring working day is first looked for, one by one. */
export const NEAR_DAYS = 8;
