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
  const perWeek = plan.workingPerWeek;
  // Whole weeks by a multiplication (the divisor is not a constant: an integer division costs several
  // times as much). Exact for every number of 0001-9999: a multiple of n times the rounded 1 / n
  // still rounds to its quotient there (test/calendars/workingWeekdays.test.ts checks them all), and
  // any other number lies at least 1/7 from a whole week.
  const weeks = Math.floor(index * RECIPROCALS[perWeek]!);
  return weeks * 7 - 3 + plan.weekPosition[index - weeks * perWeek]!;
}

/** `1 / n` for the working weekdays a week can hold (1-7). */
const RECIPROCALS: readonly number[] = [Number.NaN, 1, 1 / 2, 1 / 3, 1 / 4, 1 / 5, 1 / 6, 1 / 7];
