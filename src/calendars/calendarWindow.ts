import { epochDaysToIsoWeekday } from '../date/dayOfWeek.ts';
import { isoDateToEpochDays } from '../date/epochDays.ts';
import type { CalcError } from '../result.ts';
import { missingHolidayData, publicHolidaysInYear } from './holidayProvider.ts';
import type { CalendarPlan, JointPlan } from './resolvedCalendar.ts';
import { workingWeekdayAt, workingWeekdaysBefore } from './workingWeekdays.ts';

/** Reason codes stored in a window, in ruling 7's order. */
export const OFF_EXCLUDED = 0;
/** A custom holiday of a saved calendar. */
export const OFF_CUSTOM = 1;
/** A public holiday of the provider. */
export const OFF_PUBLIC = 2;

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
  /** `cumulative[reason][i]`: off-days of that reason among `days[0..i-1]`; length `days.length + 1`. */
  readonly cumulative: readonly [Int32Array, Int32Array, Int32Array];
  /** `bucketStarts[b]`: the index in `days` of the first off-day on or after `firstDay + b * 32`. */
  readonly bucketStarts: Int32Array;
  /**
   * Off-days with no working weekday between them (a closure, or a holiday then a bridge day) form a
   * run; `afterRun[i]`/`beforeRun[i]` are the working weekdays just after and just before the run of
   * off-day `i`: its neighbouring working days, when they lie inside the window.
   */
  readonly afterRun: Int32Array;
  readonly beforeRun: Int32Array;
}

/** Off-days are indexed in buckets of 2^5 = 32 days, so a search looks at a few entries, not the whole window. */
const BUCKET_SHIFT = 5;

/**
 * Returns the index of the first off-day of a window on or after `day` (`days.length` when none):
 * `lowerBound(window.days, day)` in O(1) for real calendars, through the window's 32-day buckets.
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
  const bucket = (day - window.firstDay) >>> BUCKET_SHIFT;
  const days = window.days;
  let low = window.bucketStarts[bucket]!;
  let high = window.bucketStarts[bucket + 1]!;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (days[middle]! < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The error a window build throws when the provider fails; the operations turn it into a `Fail`. */
export class CalendarDataError extends Error {
  readonly error: CalcError;

  /**
   * Wraps the provider's failure.
   *
   * @param error - The failure to report.
   * @example
   * new CalendarDataError({ code: 'INTERNAL_ERROR', message: 'the holiday provider failed' })
   */
  constructor(error: CalcError) {
    super(error.message);
    this.error = error;
  }
}

/**
 * Returns the index of the first element of a sorted array that is >= value (its length when none).
 *
 * @param sorted - Ascending integers.
 * @param value - The value looked for.
 * @returns The insertion point.
 * @example
 * lowerBound(Int32Array.of(1, 3, 5), 4) //=> 2
 */
export function lowerBound(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One candidate off-day before ruling 7 picks its reason. */
type Candidate = [day: number, reason: number, label: string];

/** Pushes the days of a sorted array that fall in [from, to] as candidates. */
function pushRange(out: Candidate[], days: Int32Array, labels: readonly string[] | undefined, from: number, to: number, reason: number): void {
  for (let index = lowerBound(days, from); index < days.length && days[index]! <= to; index++) {
    out.push([days[index]!, reason, labels?.[index] ?? '']);
  }
}

/**
 * Builds the off-day window of a calendar for whole years. Each candidate day keeps the first reason
 * of ruling 7 (excluded date, then custom holiday, then public holiday); days whose weekday is not a
 * working weekday are left out, as arithmetic counts them.
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
  const days: number[] = [];
  const reasons: number[] = [];
  const labels: string[] = [];
  if (plan.joint !== undefined) return buildJointWindow(plan, plan.joint, firstYear, lastYear);
  if (plan.includePublicHolidays) {
    const missing = missingHolidayData(plan.country, plan.subdivision, firstYear, lastYear);
    if (missing !== undefined) throw new CalendarDataError(missing.error);
  }
  const publicOnly = plan.excludedDays.length === 0 && plan.customDays.length === 0;
  for (let year = firstYear; year <= lastYear; year++) {
    if (publicOnly) {
      // Public holidays alone are already sorted and unique: keep those on working weekdays, no merge.
      if (!plan.includePublicHolidays) continue;
      const holidays = publicHolidaysInYear(plan.country, plan.subdivision, year);
      if (!holidays.ok) throw new CalendarDataError(holidays.error);
      const yearDays = holidays.value.days;
      for (let index = 0; index < yearDays.length; index++) {
        const day = yearDays[index]!;
        if (!plan.isWorking[epochDaysToIsoWeekday(day) - 1]) continue;
        days.push(day);
        reasons.push(OFF_PUBLIC);
        labels.push(holidays.value.labels[index] ?? '');
      }
      continue;
    }
    const from = isoDateToEpochDays(year, 1, 1);
    const to = isoDateToEpochDays(year + 1, 1, 1) - 1;
    const candidates: Candidate[] = [];
    pushRange(candidates, plan.excludedDays, undefined, from, to, OFF_EXCLUDED);
    pushRange(candidates, plan.customDays, plan.customLabels, from, to, OFF_CUSTOM);
    if (plan.includePublicHolidays) {
      const holidays = publicHolidaysInYear(plan.country, plan.subdivision, year);
      if (!holidays.ok) throw new CalendarDataError(holidays.error);
      pushRange(candidates, holidays.value.days, holidays.value.labels, from, to, OFF_PUBLIC);
    }
    candidates.sort((left, right) => left[0] - right[0] || left[1] - right[1]);
    let previous = Number.NaN;
    for (const [day, reason, label] of candidates) {
      if (day === previous || !plan.isWorking[epochDaysToIsoWeekday(day) - 1]) continue;
      previous = day;
      days.push(day);
      reasons.push(reason);
      labels.push(label);
    }
  }
  return windowOf(plan, firstYear, lastYear, days, reasons, labels);
}

/** Lays out a window from its sorted off-days: prefix counts per reason, the 32-day bucket index and the runs. */
function windowOf(plan: CalendarPlan, firstYear: number, lastYear: number, days: readonly number[], reasons: readonly number[], labels: string[]): CalendarWindow {
  const cumulative: [Int32Array, Int32Array, Int32Array] = [
    new Int32Array(days.length + 1),
    new Int32Array(days.length + 1),
    new Int32Array(days.length + 1),
  ];
  for (let index = 0; index < days.length; index++) {
    for (let reason = 0; reason < 3; reason++) {
      cumulative[reason]![index + 1] = cumulative[reason]![index]! + (reasons[index] === reason ? 1 : 0);
    }
  }
  const firstDay = isoDateToEpochDays(firstYear, 1, 1);
  const lastDay = isoDateToEpochDays(lastYear + 1, 1, 1) - 1;
  const bucketStarts = new Int32Array(((lastDay - firstDay) >>> BUCKET_SHIFT) + 2);
  let index = 0;
  for (let bucket = 0; bucket < bucketStarts.length; bucket++) {
    const bucketFirstDay = firstDay + (bucket << BUCKET_SHIFT);
    while (index < days.length && days[index]! < bucketFirstDay) index++;
    bucketStarts[bucket] = index;
  }
  return {
    firstYear,
    lastYear,
    firstDay,
    lastDay,
    bucketStarts,
    days: Int32Array.from(days),
    reasons: Uint8Array.from(reasons),
    labels,
    cumulative,
    ...offDayRuns(plan, days),
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

/**
 * Builds the window of a joint calendar from its members' windows over the same years. Rule
 * `holidays`: a day is off when it is off in any member (its weekday must be a working weekday of
 * every member to be listed; otherwise the week arithmetic already counts it). Rule `business_days`:
 * a day is off only when it is off in every member (a non-working weekday of a member counts as off
 * there). A listed day keeps ruling 7's first reason among the members that have it off, and a label
 * naming each of those members (`US: Independence Day; GB-ENG: ...`).
 */
function buildJointWindow(plan: CalendarPlan, joint: JointPlan, firstYear: number, lastYear: number): CalendarWindow {
  const members = joint.members.map((member) => buildCalendarWindow(member, firstYear, lastYear));
  const candidates = new Set<number>();
  for (const window of members) for (const day of window.days) candidates.add(day);
  const days: number[] = [];
  const reasons: number[] = [];
  const labels: string[] = [];
  for (const day of [...candidates].sort((left, right) => left - right)) {
    const weekday = epochDaysToIsoWeekday(day) - 1;
    if (!plan.isWorking[weekday]) continue;
    let reason = 3;
    let off = joint.rule === 'business_days';
    const named: string[] = [];
    for (let index = 0; index < members.length; index++) {
      const window = members[index]!;
      const at = lowerBound(window.days, day);
      const listed = window.days[at] === day;
      if (!listed) {
        if (joint.rule === 'business_days' && joint.members[index]!.isWorking[weekday]) off = false;
        continue;
      }
      if (joint.rule === 'holidays') off = true;
      const memberReason = window.reasons[at]!;
      const label = window.labels[at] ?? '';
      if (memberReason < reason) {
        reason = memberReason;
        named.length = 0;
      }
      if (memberReason === reason && memberReason !== OFF_EXCLUDED) named.push(`${joint.names[index]}: ${label}`);
    }
    if (!off || reason === 3) continue;
    days.push(day);
    reasons.push(reason);
    labels.push(reason === OFF_EXCLUDED ? '' : named.join('; '));
  }
  return windowOf(plan, firstYear, lastYear, days, reasons, labels);
}
