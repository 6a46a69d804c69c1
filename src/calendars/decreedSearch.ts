// Decreed working days (docs/decisions.md#decreed-working-days) in the engine's searches: when decreed working days (weekend days a government made
// working days) lie between a day and the n-th working day found without them, the answer comes
// closer; these find it by a binary search over the count of working days (week arithmetic and two
// window searches per step), never by walking. `nthWorkingDay` (engine.ts) calls them only for
// windows that have decreed working days.
import { lowerBound, windowIndex, type CalendarWindow } from './calendarWindow.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';
import { workingWeekdaysBefore } from './workingWeekdays.ts';

/**
 * The `count`-th working day from `first` on (counting `first`), given the answer `found` without
 * decreed working days and a window covering [first, found]: `found` itself when no decreed working
 * day lies in [first, found], else the first day where the number of working days since `first`
 * reaches `count`, by binary search.
 */
export function decreedForward(plan: CalendarPlan, window: CalendarWindow, first: number, count: number, found: number): number {
  const working = window.decreed.working;
  const decreedBefore = lowerBound(working, first);
  if (decreedBefore === working.length || working[decreedBefore]! > found) return found;
  const weekdaysBefore = workingWeekdaysBefore(plan, first);
  const offBefore = windowIndex(window, first);
  let low = first;
  let high = found;
  while (low < high) {
    const middle = low + Math.floor((high - low) / 2);
    const counted =
      workingWeekdaysBefore(plan, middle + 1) - weekdaysBefore - (windowIndex(window, middle + 1) - offBefore) + (lowerBound(working, middle + 1) - decreedBefore);
    if (counted >= count) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** `decreedForward` backwards: the `count`-th working day from `last` down (counting `last`). */
export function decreedBackward(plan: CalendarPlan, window: CalendarWindow, last: number, count: number, found: number): number {
  const working = window.decreed.working;
  const decreedAfter = lowerBound(working, last + 1);
  if (decreedAfter === 0 || working[decreedAfter - 1]! < found) return found;
  const weekdaysAfter = workingWeekdaysBefore(plan, last + 1);
  const offAfter = windowIndex(window, last + 1);
  let low = found;
  let high = last;
  while (low < high) {
    const middle = high - Math.floor((high - low) / 2);
    const counted =
      weekdaysAfter - workingWeekdaysBefore(plan, middle) - (offAfter - windowIndex(window, middle)) + (decreedAfter - lowerBound(working, middle));
    if (counted >= count) low = middle;
    else high = middle - 1;
  }
  return low;
}
