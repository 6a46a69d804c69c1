// Working weekdays numbered by arithmetic: the engine's and the window's shared ruler.
import { floorDiv, modFloor } from '../date/floorDiv.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';

/**
 * Counts the working weekdays before a day, from a fixed Monday (only differences matter), with
 * whole-week arithmetic.
 *
 * @param plan - The calendar's plan (its working week).
 * @param epochDays - The day (not counted).
 * @returns The number of the first working weekday on or after `epochDays`.
 * @example
 * workingWeekdaysBefore(us.plan, monday + 7) - workingWeekdaysBefore(us.plan, monday) //=> 5
 */
export function workingWeekdaysBefore(plan: CalendarPlan, epochDays: number): number {
  // epoch day 0 was a Thursday: (day + 3) counts days from the Monday 1969-12-29.
  const shifted = epochDays + 3;
  return floorDiv(shifted, 7) * plan.workingPerWeek + plan.weekPrefix[modFloor(shifted, 7)]!;
}

/**
 * Finds the epoch day of the `index`-th working weekday: the inverse of `workingWeekdaysBefore`.
 *
 * @param plan - The calendar's plan (its working week).
 * @param index - A working weekday's number.
 * @returns Its epoch day.
 * @example
 * workingWeekdayAt(us.plan, workingWeekdaysBefore(us.plan, saturday)) //=> the Monday after
 */
export function workingWeekdayAt(plan: CalendarPlan, index: number): number {
  const weeks = floorDiv(index, plan.workingPerWeek);
  return weeks * 7 - 3 + plan.weekPosition[index - weeks * plan.workingPerWeek]!;
}
