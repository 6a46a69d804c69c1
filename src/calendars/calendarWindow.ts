import { epochDaysToIsoWeekday } from '../date/dayOfWeek.ts';
import { isoDateToEpochDays } from '../date/epochDays.ts';
import { hasDecreedWorkingDays, yearsNotHeld } from './regionHolidays.ts';
import type { CalendarPlan, JointPlan } from './resolvedCalendar.ts';
import { CalendarDataError, lowerBound, OFF_EXCLUDED, OFF_PUBLIC, ON_DECREED } from './windowCodes.ts';
import { collectDecreedDays, collectPublicDays, mergeOffDays, newDayList, type DayList } from './windowDays.ts';
import { workingWeekdayAt, workingWeekdaysBefore } from './workingWeekdays.ts';

export { CalendarDataError, lowerBound, OFF_CUSTOM, OFF_EXCLUDED, OFF_PUBLIC, ON_DECREED } from './windowCodes.ts';

/**
 * The days of a window on the calendar's non-working weekdays that decreed working days concern: the decreed
 * working days of its holiday data (only when the calendar includes public holidays). Each is a
 * working day (`ON_DECREED`), or keeps the reason that wins over the decree by the classification order: an excluded
 * date, a custom holiday or a public holiday on the same day. The week's arithmetic counts all of them
 * as non-working weekdays; these lists correct it. Empty for calendars
 * without decreed working days, which then take exactly the paths they took before decreed working days existed.
 */
export interface DecreedDays {
  /** Sorted epoch days. */
  readonly days: Int32Array;
  /** `ON_DECREED`, or `OFF_EXCLUDED`, `OFF_CUSTOM`, `OFF_PUBLIC` per day. */
  readonly reasons: Uint8Array;
  /** The decree's label (`ON_DECREED`), the holiday's, or '' for an excluded date. */
  readonly labels: readonly string[];
  /** `counts[i * 4 + code]`: days of that code among `days[0..i-1]`, codes 0-3 (see `CalendarWindow.counts`). */
  readonly counts: Int32Array;
  /** The days of `days` that work (`ON_DECREED`), sorted: the working days the week's arithmetic misses. */
  readonly working: Int32Array;
}

/**
 * Lays out decreed days. Every `DecreedDays` comes from here, so every window holds the same shape of
 * object whatever its data (code warmed on one hidden class deoptimises on another).
 */
function decreedDays(days: Int32Array, reasons: Uint8Array, labels: readonly string[], counts: Int32Array, working: Int32Array): DecreedDays {
  return { days, reasons, labels, counts, working };
}

/**
 * The off-days of one calendar over whole years `firstYear..lastYear`: the days that are not working
 * days although their weekday is a working weekday, sorted, with their reason, their label and prefix
 * counts per reason, so that any sub-range is counted with two binary searches.
 */
export interface CalendarWindow {
  readonly firstYear: number;
  readonly lastYear: number;
  /** Epoch day of 1 January of `firstYear`. */
  readonly firstDay: number;
  /** Epoch day of 31 December of `lastYear`. */
  readonly lastDay: number;
  readonly days: Int32Array;
  /** `OFF_EXCLUDED`, `OFF_CUSTOM` or `OFF_PUBLIC` per day. */
  readonly reasons: Uint8Array;
  /** The label of a custom or public holiday (empty for excluded dates). */
  readonly labels: readonly string[];
  /**
   * `counts[i * 4 + reason]`: off-days of that reason among `days[0..i-1]`, for i in 0..days.length.
   * The four counts of one position share a cache line, so counting a span reads two lines, not
   * eight. The fourth (`ON_DECREED`) is all zeros: off-days and decreed days are laid out by one function.
   */
  readonly counts: Int32Array;
  /**
   * Two entries per 32-day bucket `b` (the days from `firstDay + b * 32`): `buckets[2b]`, the index in
   * `days` of the bucket's first off-day (or of the first one after it), and `buckets[2b + 1]`, the
   * bucket's off-days as bits (bit `i`: the day `firstDay + b * 32 + i`). Side by side, so a look-up
   * reads one cache line.
   */
  readonly buckets: Int32Array;
  /**
   * Off-days with no working weekday between them (a closure, or a holiday then a bridge day) form a
   * run; `afterRun[i]`/`beforeRun[i]` are the working weekdays just after and just before the run of
   * off-day `i`: its neighbouring working days, when they lie inside the window.
   */
  readonly afterRun: Int32Array;
  readonly beforeRun: Int32Array;
  /** The decreed working days on non-working weekdays (docs/decisions.md#decreed-working-days), apart from the off-days above. */
  readonly decreed: DecreedDays;
}

/** Off-days are indexed in buckets of 2^5 = 32 days, so a look-up is one bucket's count and bits. */
const BUCKET_SHIFT = 5;

/**
 * Returns the index of the first off-day of a window on or after `day` (`days.length` when none):
 * `lowerBound(window.days, day)` in O(1) and without a loop, from the day's 32-day bucket: the
 * off-days before the bucket plus those of its bits below the day.
 *
 * @param window - A calendar window.
 * @param day - An epoch day (any; days outside the window clamp).
 * @returns The insertion point of `day` in `window.days`.
 * @example
 * windowIndex(window, window.firstDay) //=> 0
 */
export function windowIndex(window: CalendarWindow, day: number): number {
  if (day <= window.firstDay) return 0;
  if (day > window.lastDay) return window.days.length;
  const offset = day - window.firstDay;
  // Two entries per bucket of 2^BUCKET_SHIFT = 32 days (the shift written as a number: an imported or
  // module constant is read from the module's scope and checked at every use).
  const at = (offset >>> 5) << 1;
  const buckets = window.buckets;
  // The bucket's bits below the day's: ~(-1 << n) keeps the n lowest (none for n = 0), in int32 arithmetic;
  // counted by the classic parallel sum (pairs, then nibbles, then the bytes added up by one multiplication).
  const bits = buckets[at + 1]! & ~(-1 << (offset & 31));
  const pairs = bits - ((bits >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return buckets[at]! + (Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/**
 * Builds the off-day window of a calendar for whole years. Each candidate day keeps the first reason
 * of the classification order (excluded date, then custom holiday, then public holiday); days whose weekday is not a
 * working weekday are left out, as arithmetic counts them, except the decreed working days
 * (docs/decisions.md#decreed-working-days), which go to the window's `decreed` lists.
 *
 * @param plan - The calendar's plan.
 * @param firstYear - First year of the window.
 * @param lastYear - Last year of the window (>= firstYear).
 * @returns The window.
 * @throws CalendarDataError when holiday data is not loaded or the holiday provider fails (never for bad input).
 * @example
 * buildCalendarWindow(plan, 2024, 2024).days.length //=> 10 for US federal holidays on weekdays
 */
export function buildCalendarWindow(plan: CalendarPlan, firstYear: number, lastYear: number): CalendarWindow {
  if (plan.joint !== undefined) return buildJointWindow(plan, plan.joint, firstYear, lastYear);
  const holidays = plan.holidays;
  if (holidays !== undefined) {
    const missing = yearsNotHeld(holidays, firstYear, lastYear);
    if (missing !== undefined) throw new CalendarDataError(missing.error);
  }
  const off = newDayList();
  const decreed = newDayList();
  if (plan.excludedDays.length === 0 && plan.customDays.length === 0) {
    if (holidays !== undefined) collectPublicDays(plan, firstYear, lastYear, [off, decreed]);
  } else {
    mergeOffDays(plan, firstYear, lastYear, off);
    if (holidays !== undefined && hasDecreedWorkingDays(holidays, firstYear, lastYear)) {
      collectDecreedDays(plan, firstYear, lastYear, decreed);
    }
  }
  return windowOf(plan, firstYear, lastYear, off, decreed);
}

/** A list's days and codes as typed arrays, its prefix counts per code (0-3) and its days coded `ON_DECREED`. */
interface LaidOutList {
  readonly days: Int32Array;
  readonly reasons: Uint8Array;
  readonly counts: Int32Array;
  readonly working: Int32Array;
}

/**
 * Lays out a list of days: one function for off-days and decreed days alike (so that the code a
 * country without decreed days warms up is the code a country with them runs; see `collectPublicDays`).
 */
function layOut(list: DayList): LaidOutList {
  const count = list.days.length;
  const counts = new Int32Array((count + 1) * 4);
  for (let index = 0; index < count; index++) {
    const code = list.reasons[index]!;
    for (let reason = 0; reason < 4; reason++) counts[(index + 1) * 4 + reason] = counts[index * 4 + reason]! + (code === reason ? 1 : 0);
  }
  // Every day is written at the next free place, which moves on only past a working one (a write
  // beyond the end, as after the last, is dropped by the typed array).
  const working = new Int32Array(counts[count * 4 + ON_DECREED]!);
  let next = 0;
  for (let index = 0; index < count; index++) {
    working[next] = list.days[index]!;
    next += list.reasons[index] === ON_DECREED ? 1 : 0;
  }
  return { days: Int32Array.from(list.days), reasons: Uint8Array.from(list.reasons), counts, working };
}

/** Lays out a window from its sorted off-days and decreed days: prefix counts per reason, the 32-day bucket index and the runs. */
function windowOf(plan: CalendarPlan, firstYear: number, lastYear: number, offList: DayList, decreedList: DayList): CalendarWindow {
  const off = layOut(offList);
  const decreed = layOut(decreedList);
  const days = offList.days;
  const firstDay = isoDateToEpochDays(firstYear, 1, 1);
  const lastDay = isoDateToEpochDays(lastYear + 1, 1, 1) - 1;
  const bucketCount = ((lastDay - firstDay) >>> BUCKET_SHIFT) + 1;
  const buckets = new Int32Array(bucketCount * 2);
  let index = 0;
  for (let bucket = 0; bucket < bucketCount; bucket++) {
    const bucketFirstDay = firstDay + (bucket << BUCKET_SHIFT);
    while (index < days.length && days[index]! < bucketFirstDay) index++;
    buckets[bucket * 2] = index;
    // The bucket's off-days as bits (the days are distinct and sorted, so each sets its own bit).
    let bits = 0;
    for (let next = index; next < days.length && days[next]! < bucketFirstDay + 32; next++) bits |= 1 << (days[next]! - bucketFirstDay);
    buckets[bucket * 2 + 1] = bits;
  }
  return {
    firstYear,
    lastYear,
    firstDay,
    lastDay,
    buckets,
    days: off.days,
    reasons: off.reasons,
    labels: offList.labels,
    counts: off.counts,
    ...offDayRuns(plan, days),
    decreed: decreedDays(decreed.days, decreed.reasons, decreedList.labels, decreed.counts, decreed.working),
  };
}

/** The neighbouring working days of the runs of sorted off-days (see `CalendarWindow.afterRun`), in O(n). */
function offDayRuns(plan: CalendarPlan, days: readonly number[]): { afterRun: Int32Array; beforeRun: Int32Array } {
  const count = days.length;
  const numbers = new Int32Array(count);
  for (let index = 0; index < count; index++) numbers[index] = workingWeekdaysBefore(plan, days[index]!);
  // Off-days i and i + 1 share a run when their working-weekday numbers are consecutive.
  const beforeRun = new Int32Array(count);
  for (let index = 0; index < count; index++) {
    beforeRun[index] = index > 0 && numbers[index] === numbers[index - 1]! + 1 ? beforeRun[index - 1]! : workingWeekdayAt(plan, numbers[index]! - 1);
  }
  const afterRun = new Int32Array(count);
  for (let index = count - 1; index >= 0; index--) {
    afterRun[index] = index < count - 1 && numbers[index + 1] === numbers[index]! + 1 ? afterRun[index + 1]! : workingWeekdayAt(plan, numbers[index]! + 1);
  }
  return { afterRun, beforeRun };
}

/** A member's status on one day, for a joint calendar: one of the classification order's reasons, with working kept apart. */
const STATUS_DECREED = ON_DECREED;
/** Off because the weekday is not a working weekday (and no decree concerns the day). */
const STATUS_WEEKEND = 4;
/** A working weekday that is not off. */
const STATUS_WORKING = 5;

/** A member's status on a day (`OFF_*`, `STATUS_DECREED`, `STATUS_WEEKEND` or `STATUS_WORKING`) and its label. */
function memberStatus(member: CalendarPlan, window: CalendarWindow, day: number, weekday: number): [status: number, label: string] {
  const list = member.isWorking[weekday] ? window : window.decreed;
  const at = lowerBound(list.days, day);
  if (list.days[at] !== day) return [member.isWorking[weekday] ? STATUS_WORKING : STATUS_WEEKEND, ''];
  return [list.reasons[at]!, list.labels[at] ?? ''];
}

/**
 * Builds the window of a joint calendar from its members' windows over the same years. Rule
 * `holidays`: a day works only when it works in every member; rule `business_days`: when it works in
 * any member. A member works a day on a working weekday that is not off, or on a decreed working day
 * (docs/decisions.md#decreed-working-days) of its own. A day the joint calendar has off keeps the first reason of the classification order among the
 * members that have it off (rule `business_days` leaves out the members whose weekday is off, as a
 * weekend there says nothing about the others; only when all are is it a non-working weekday), and a
 * label naming each of those members (`US: Independence Day; GB-ENG: ...`). A day it works on a
 * non-working weekday of its own (joint) working week is a `decreed_working_day`, labelled with the
 * members whose decree makes it work (`CN: Working day (...)`); a day it works on one of its working
 * weekdays is a plain working day, whichever member works it.
 */
function buildJointWindow(plan: CalendarPlan, joint: JointPlan, firstYear: number, lastYear: number): CalendarWindow {
  const members = joint.members.map((member) => buildCalendarWindow(member, firstYear, lastYear));
  const candidates = new Set<number>();
  for (const window of members) {
    for (const day of window.days) candidates.add(day);
    for (const day of window.decreed.days) candidates.add(day);
  }
  const days: number[] = [];
  const reasons: number[] = [];
  const labels: string[] = [];
  const decreed = newDayList();
  const all = joint.rule === 'holidays';
  for (const day of [...candidates].sort((left, right) => left - right)) {
    const weekday = epochDaysToIsoWeekday(day) - 1;
    const statuses = members.map((window, index) => memberStatus(joint.members[index]!, window, day, weekday));
    const works = all ? statuses.every(([status]) => status >= STATUS_DECREED && status !== STATUS_WEEKEND) : statuses.some(([status]) => status === STATUS_DECREED || status === STATUS_WORKING);
    const jointWorkingWeekday = plan.isWorking[weekday]!;
    if (works) {
      if (jointWorkingWeekday) continue;
      const named = statuses.flatMap(([status, label], index) => (status === STATUS_DECREED ? [`${joint.names[index]}: ${label}`] : []));
      decreed.days.push(day);
      decreed.reasons.push(ON_DECREED);
      decreed.labels.push(named.join('; '));
      continue;
    }
    // Off: the first reason of the classification order among the members that have the day off (a weekend first, with rule
    // `holidays`; with rule `business_days` only when every member has the day off as a weekend).
    let reason = STATUS_WEEKEND;
    if (!(all && statuses.some(([status]) => status === STATUS_WEEKEND))) {
      for (const [status] of statuses) if (status <= OFF_PUBLIC && (reason === STATUS_WEEKEND || status < reason)) reason = status;
    }
    if (reason === STATUS_WEEKEND) continue; // a non-working weekday of the joint calendar: the arithmetic counts it
    const named = reason === OFF_EXCLUDED ? [] : statuses.flatMap(([status, label], index) => (status === reason ? [`${joint.names[index]}: ${label}`] : []));
    const target = jointWorkingWeekday ? { days, reasons, labels } : decreed;
    target.days.push(day);
    target.reasons.push(reason);
    target.labels.push(named.join('; '));
  }
  return windowOf(plan, firstYear, lastYear, { days, reasons, labels }, decreed);
}
