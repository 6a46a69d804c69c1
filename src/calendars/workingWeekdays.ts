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
  // epoch day 0 was a Thursday: (day + 3) counts days from the Monday 1969-12-29. 103,000 weeks more
  // (721,000 days, written as numbers: a module constant is a scope load and a check at each use) make
  // every day from before 0001-01-01 on positive, where a division by 7 truncates as floor does and the
  // JIT makes it a multiplication (`floorDiv` was a call, and a floating-point division before 1970).
  const positive = epochDays + 721_003;
  // (Written so that NaN takes the far way too, and gives NaN as before.)
  if (!(positive >= 0 && positive <= 0x7fffffff)) return farWorkingWeekdaysBefore(plan, epochDays);
  const weeks = (positive / 7) | 0;
  return (weeks - 103_000) * plan.workingPerWeek + plan.weekPrefix[positive - weeks * 7]!;
}

/** `workingWeekdaysBefore` of any day (apart: the small function above is inlined where it is called). */
function farWorkingWeekdaysBefore(plan: CalendarPlan, epochDays: number): number {
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
