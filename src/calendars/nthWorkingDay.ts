// The n-th working day from a day (add-business-days), without walking: arithmetic on the working
// week, jumps over the calendar window's off-days, and the decreed working days searched apart.
import { epochDaysToIsoWeekday } from '../date/dayOfWeek.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../date/limits.ts';
import { windowIndex, type CalendarWindow } from './calendarWindow.ts';
import { decreedBackward, decreedForward } from './decreedSearch.ts';
import type { CalendarPlan, ResolvedCalendar } from './resolvedCalendar.ts';
import { summarizeDays, summaryOfWindowSpan, type CalculationSummary } from './spanSummary.ts';
import { windowFor } from './windowMemo.ts';
import { mayHaveDecreedDays, NEAR_DAYS, neighbourWorkingDay, OUTSIDE_WINDOW } from './workingNeighbours.ts';
import { workingWeekdayAt, workingWeekdaysBefore } from './workingWeekdays.ts';

/**
 * Finds the `count`-th working day strictly after (`direction` 1) or strictly before (-1) a day,
 * without walking: jump to the `count`-th working weekday by arithmetic, then skip the off-days on
 * the way by scanning the window's sorted off-days from there (each one it passes moves the answer
 * one working weekday further), so the cost hardly depends on `count`. Near the edge of the
 * calendar's window it falls back to repeated jumps, which grow the window. For `count` 1 it first
 * tests the next few days one by one. Decreed working days (docs/decisions.md#decreed-working-days) only bring the answer closer:
 * when some lie between the day and that answer, a binary search over the count of working days
 * (arithmetic and two window searches per step) finds the day where the count reaches `count`.
 * (Decreed working days lie in the compiled tables' years only, so an answer past 9999-12-31 without
 * them, which needs a `count` of millions from there, stays `undefined`.)
 *
 * @param plan - The calendar's plan.
 * @param from - The day to start from (not counted).
 * @param count - How many working days to move, >= 1.
 * @param direction - 1 forwards, -1 backwards.
 * @returns The epoch day, or `undefined` when it would fall outside 0001-01-01..9999-12-31.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * nthWorkingDay(us.plan, friday, 1, 1) //=> the next Monday (or Tuesday after a Monday holiday)
 */
export function nthWorkingDay(plan: CalendarPlan, from: number, count: number, direction: 1 | -1): number | undefined {
  return withDecreedDays(plan, from, count, direction, nthWorkingWeekday(plan, from, count, direction));
}

/**
 * `nthWorkingDay` from `nthWorkingWeekday`'s answer: the decreed working days (docs/decisions.md#decreed-working-days)
 * between the day and that answer only bring it closer.
 */
function withDecreedDays(plan: CalendarPlan, from: number, count: number, direction: 1 | -1, found: number | undefined): number | undefined {
  if (found === undefined || !mayHaveDecreedDays(plan)) return found;
  // The window of the span (the last one used, in all but rare cases): without decreed days, that's it.
  const window = direction === 1 ? windowFor(plan, from + 1, found) : windowFor(plan, found, from - 1);
  if (window.decreed.working.length === 0) return found;
  return direction === 1 ? decreedForward(plan, window, from + 1, count, found) : decreedBackward(plan, window, from - 1, count, found);
}

/**
 * `nthWorkingDay` without decreed working days: the `count`-th working weekday that is not an off-day
 * (see `nthWorkingDay`).
 */
function nthWorkingWeekday(plan: CalendarPlan, from: number, count: number, direction: 1 | -1): number | undefined {
  if (count === 1) {
    // The neighbouring working day is almost always within a few days: test them one by one against
    // one window lookup, moving a cursor over the sorted off-days alongside.
    const window = windowFor(plan, Math.max(from - NEAR_DAYS, MIN_EPOCH_DAYS), Math.min(from + NEAR_DAYS, MAX_EPOCH_DAYS));
    const days = window.days;
    let weekday = epochDaysToIsoWeekday(from) - 1;
    let day = from;
    // After two working weekdays off in a row (a bridge, or a long closure) the run of off-days
    // answers at once (`neighbourWorkingDay`) instead of more steps.
    let offInRow = 0;
    if (direction === 1) {
      let cursor = windowIndex(window, from + 1);
      for (let step = 0; step < NEAR_DAYS; step++) {
        day++;
        weekday = weekday === 6 ? 0 : weekday + 1;
        if (day > MAX_EPOCH_DAYS) return undefined;
        if (!plan.isWorking[weekday]) continue;
        while (cursor < days.length && days[cursor]! < day) cursor++;
        if (days[cursor] !== day) return day;
        if (++offInRow === 2) break;
      }
    } else {
      let cursor = windowIndex(window, from) - 1;
      for (let step = 0; step < NEAR_DAYS; step++) {
        day--;
        weekday = weekday === 0 ? 6 : weekday - 1;
        if (day < MIN_EPOCH_DAYS) return undefined;
        if (!plan.isWorking[weekday]) continue;
        while (cursor >= 0 && days[cursor]! > day) cursor--;
        if (days[cursor] !== day) return day;
        if (++offInRow === 2) break;
      }
    }
    if (offInRow === 2) {
      const neighbour = neighbourWorkingDay(plan, from, direction);
      if (neighbour !== OUTSIDE_WINDOW) return neighbour;
    }
  }
  const walk = arithmeticWalk(plan, from, count, direction);
  if (walk === undefined) return undefined;
  return walk === null ? nthWorkingDayByJumps(plan, from, count, direction) : walk.day;
}

/**
 * Where `arithmeticWalk` found the answer: the day, the window it searched, and where the examined
 * span (from the day after the start to the answer, or from the answer to the day before the start
 * going backwards) lies in it: the indexes in `window.days` of its first off-day and of the first
 * one after it, and the working weekdays it holds.
 */
interface ArithmeticWalk {
  readonly day: number;
  readonly window: CalendarWindow;
  readonly first: number;
  readonly last: number;
  readonly weekdays: number;
}

/**
 * The `count`-th working weekday that is not an off-day, by arithmetic and one search of the window:
 * `undefined` when it would fall outside 0001-01-01..9999-12-31, `null` when it lies past the
 * window's edge (then repeated jumps find it). One function for both directions (the direction
 * enters the arithmetic as a sign): two copies were about 6 KB of machine code an `add-business-days`
 * request ran, where one is about 3.4 KB (docs/performance.md, nineteenth round).
 */
function arithmeticWalk(plan: CalendarPlan, from: number, count: number, direction: 1 | -1): ArithmeticWalk | null | undefined {
  // 1 forwards, 0 backwards. Working weekdays are numbered by workingWeekdaysBefore: the answer's
  // number, before off-days move it, is `first`; each off-day on the way moves it one further.
  const forwards = (direction + 1) >> 1;
  const first = workingWeekdaysBefore(plan, from + forwards) + direction * count - forwards;
  const target = workingWeekdayAt(plan, first);
  if (target > MAX_EPOCH_DAYS || target < MIN_EPOCH_DAYS) return undefined;
  // The span from the day next to the start to the target, in day order.
  const near = from + direction;
  const low = forwards === 1 ? near : target;
  const high = forwards === 1 ? target : near;
  const window = windowFor(plan, low, high);
  const lowIndex = windowIndex(window, low);
  const highIndex = windowIndex(window, high + 1);
  // The off-days of the span, counted from the start's side: `base` is the nearest one's index, the
  // k-th further one's is base + direction * k, and `room` how many there are that way in the window.
  const base = forwards === 1 ? lowIndex : highIndex - 1;
  const room = forwards === 1 ? window.days.length - lowIndex : highIndex;
  const skipped = offDaysBeforeAnswer(plan, window.days, base, direction, room, first, highIndex - lowIndex);
  const found = skipped === 0 ? target : workingWeekdayAt(plan, first + direction * skipped);
  if (found > window.lastDay || found < window.firstDay) return null;
  if (found > MAX_EPOCH_DAYS || found < MIN_EPOCH_DAYS) return undefined;
  const nearIndex = forwards === 1 ? lowIndex : highIndex - skipped;
  return { day: found, window, first: nearIndex, last: nearIndex + skipped, weekdays: count + skipped };
}

/** A walk over working days: where it ends, and the summary of the days it examined. */
export interface WorkingDayWalk {
  readonly day: number;
  readonly summary: CalculationSummary;
}

/**
 * `nthWorkingDay` with the summary of the days it examines (from the day after `from` to the
 * answer, or from the answer to the day before `from` going backwards; `summary.reversed` going
 * backwards): the walk's own search already locates the span in the window, so the summary costs
 * no second search. A walk that meets decreed working days, or the window's edge, or moves one day,
 * is answered as `nthWorkingDay` and `summarizeDays` answer it.
 *
 * @param calendar - The calendar.
 * @param from - The day to start from (not examined).
 * @param count - How many working days to move, >= 1.
 * @param direction - 1 forwards, -1 backwards.
 * @returns The day and the summary, or `undefined` when the day would fall outside 0001-01-01..9999-12-31.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * walkWorkingDays(us, friday, 1, 1)?.summary.calendar_days_elapsed //=> 3 (Saturday, Sunday, Monday)
 */
export function walkWorkingDays(calendar: ResolvedCalendar, from: number, count: number, direction: 1 | -1): WorkingDayWalk | undefined {
  const plan = calendar.plan;
  let day: number | undefined;
  if (count > 1) {
    const walk = arithmeticWalk(plan, from, count, direction);
    if (walk === undefined) return undefined;
    if (walk !== null && walk.window.decreed.days.length === 0) {
      const low = direction === 1 ? from + 1 : walk.day;
      const high = direction === 1 ? walk.day : from - 1;
      return { day: walk.day, summary: summaryOfWindowSpan(calendar, walk.window, low, high, walk.first, walk.last, walk.weekdays, direction === -1) };
    }
    // What nthWorkingDay would do from here, without the arithmetic step again.
    day = withDecreedDays(plan, from, count, direction, walk === null ? nthWorkingDayByJumps(plan, from, count, direction) : walk.day);
  } else day = nthWorkingDay(plan, from, count, direction);
  if (day === undefined) return undefined;
  return { day, summary: direction === 1 ? summarizeDays(calendar, from + 1, day, false) : summarizeDays(calendar, day, from - 1, true) };
}

/**
 * The number of off-days of the window, counted from the start's side (the k-th at
 * `days[base + direction * k]`, `room` of them that way), that lie before the answer: the first
 * `k >= from` where the k-th off-day's working-weekday number lies beyond the candidate's
 * (`first + direction * k`), or `room`. The off-days that qualify form a prefix (an off-day's number
 * minus its position never falls, going forwards; mirrored going backwards), so a long run of them (a
 * closure of excluded dates) is found by an exponential then a binary search: O(log n) steps, no
 * walk. (Written out, without a predicate closure, as it is a hot path.)
 */
function offDaysBeforeAnswer(plan: CalendarPlan, days: Int32Array, base: number, direction: 1 | -1, room: number, first: number, from: number): number {
  let low = from;
  let high = from;
  let step = 1;
  while (high < room && direction * (workingWeekdaysBefore(plan, days[base + direction * high]!) - first) <= high) {
    low = high + 1;
    high = Math.min(low + step, room);
    step *= 2;
  }
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (direction * (workingWeekdaysBefore(plan, days[base + direction * middle]!) - first) <= middle) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `nthWorkingDay` by repeated jumps: jump `remaining` working weekdays, then again by the off-days passed. */
function nthWorkingDayByJumps(plan: CalendarPlan, from: number, count: number, direction: 1 | -1): number | undefined {
  let edge = from + direction;
  let remaining = count;
  for (;;) {
    let target: number;
    if (direction === 1) {
      target = workingWeekdayAt(plan, workingWeekdaysBefore(plan, edge) + remaining - 1);
      if (target > MAX_EPOCH_DAYS) return undefined;
    } else {
      target = workingWeekdayAt(plan, workingWeekdaysBefore(plan, edge + 1) - remaining);
      if (target < MIN_EPOCH_DAYS) return undefined;
    }
    const low = Math.min(edge, target);
    const high = Math.max(edge, target);
    const window = windowFor(plan, low, high);
    const offDays = windowIndex(window, high + 1) - windowIndex(window, low);
    if (offDays === 0) return target;
    edge = target + direction;
    remaining = offDays;
  }
}
