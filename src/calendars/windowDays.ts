// The days a calendar window is built from, year by year: a calendar's off-days (the days that are
// not working days although their weekday is a working weekday) and its decreed days (docs/decisions.md#decreed-working-days),
// each with its reason by the classification order and its label. calendarWindow.ts lays them out.
import { epochDaysToIsoWeekday } from '../date/dayOfWeek.ts';
import { isoDateToEpochDays } from '../date/epochDays.ts';
import type { PublicHolidayYear } from './holidayYears.ts';
import { yearsOfRegion } from './regionHolidays.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';
import { CalendarDataError, lowerBound, OFF_CUSTOM, OFF_EXCLUDED, OFF_PUBLIC, ON_DECREED } from './windowCodes.ts';

/** One candidate off-day before the classification order picks its reason. */
type Candidate = [day: number, reason: number, label: string];

/** Pushes the days of a sorted array that fall in [from, to] as candidates. */
function pushRange(out: Candidate[], days: Int32Array, labels: readonly string[] | undefined, from: number, to: number, reason: number): void {
  for (let index = lowerBound(days, from); index < days.length && days[index]! <= to; index++) {
    out.push([days[index]!, reason, labels?.[index] ?? '']);
  }
}

/** Whether a sorted array holds a value. */
function holds(sorted: Int32Array, value: number): boolean {
  return sorted[lowerBound(sorted, value)] === value;
}

/**
 * Adds the decreed working days of one year that fall on non-working weekdays of a calendar with
 * excluded dates or custom holidays (docs/decisions.md#decreed-working-days), each with the first reason of the classification order that
 * applies: an excluded date, a custom holiday, a public holiday (the data should never have both on
 * one day; the holiday wins), else the decree itself. A decreed working day on a working weekday
 * changes nothing and is left out. (A calendar without such days takes `collectPublicDays`.)
 */
function pushDecreed(plan: CalendarPlan, year: PublicHolidayYear, out: DayList): void {
  const workingDays = year.workingDays;
  for (let index = 0; index < workingDays.length; index++) {
    const day = workingDays[index]!;
    if (plan.isWorking[epochDaysToIsoWeekday(day) - 1]) continue;
    out.days.push(day);
    if (holds(plan.excludedDays, day)) {
      out.reasons.push(OFF_EXCLUDED);
      out.labels.push('');
    } else if (holds(plan.customDays, day)) {
      out.reasons.push(OFF_CUSTOM);
      out.labels.push(plan.customLabels[lowerBound(plan.customDays, day)] ?? '');
    } else {
      const at = lowerBound(year.days, day);
      const isHoliday = year.days[at] === day;
      out.reasons.push(isHoliday ? OFF_PUBLIC : ON_DECREED);
      out.labels.push((isHoliday ? year.labels[at] : year.workingLabels[index]) ?? '');
    }
  }
}

/** Days being collected for a window, in date order: its off-days, or its decreed days. */
export interface DayList {
  readonly days: number[];
  readonly reasons: number[];
  readonly labels: string[];
}

/**
 * An empty list to collect into.
 *
 * @returns The list.
 * @example
 * newDayList().days.length //=> 0
 */
export function newDayList(): DayList {
  return { days: [], reasons: [], labels: [] };
}

/** The public holidays of one year of a calendar's region (throws what the provider fails with). */
function yearOf(plan: CalendarPlan, year: number): PublicHolidayYear {
  const holidays = yearsOfRegion(plan.holidays!)(year);
  if (!holidays.ok) throw new CalendarDataError(holidays.error);
  return holidays.value;
}

/**
 * The off-days and decreed days of a calendar with public holidays only, over whole years: a holiday
 * on a working weekday is an off-day; a decreed working day on a non-working weekday is a decreed
 * day, a working one unless a public holiday falls on it too (the holiday wins, docs/decisions.md#business-day-classification). One loop
 * over both kinds, with no branch only one kind takes: a process that has counted only countries
 * without decreed working days runs, for the first country with them, code it has optimised already
 * (a separate path cost that first count 0.3-0.4 ms of cold code). The years' loop and the days' loop
 * are one function on purpose: it then runs enough in the first few windows a process builds for V8
 * to optimise it early, not in the middle of a later first count (a loop over years calling a
 * function per year was optimised after about twenty windows, and its 6 ms compilation stalled
 * whichever count came next).
 *
 * @param plan - The calendar's plan (public holidays only: no excluded dates, no custom holidays).
 * @param firstYear - First year.
 * @param lastYear - Last year.
 * @param lists - The off-day list and the decreed-day list to add to.
 * @throws CalendarDataError when the holiday data is not loaded or the provider fails.
 * @example
 * collectPublicDays(us.plan, 2024, 2024, [off, decreed]) // off.days: the 2024 US holidays on weekdays
 */
export function collectPublicDays(plan: CalendarPlan, firstYear: number, lastYear: number, lists: readonly [off: DayList, decreed: DayList]): void {
  const [off, decreed] = lists;
  const yearsOf = yearsOfRegion(plan.holidays!);
  for (let yearNumber = firstYear; yearNumber <= lastYear; yearNumber++) {
    const found = yearsOf(yearNumber);
    if (!found.ok) throw new CalendarDataError(found.error);
    const year = found.value;
    const holidays = year.days;
    const holidayCount = holidays.length;
    const all = year.allDays;
    for (let position = 0; position < all.length; position++) {
      const kind = position < holidayCount ? 0 : 1;
      const day = all[position]!;
      // A holiday counts on a working weekday, a decree on a non-working one.
      if ((plan.isWorking[epochDaysToIsoWeekday(day) - 1] ? 1 : 0) === kind) continue;
      const at = lowerBound(holidays, day);
      const onHoliday = at < holidayCount && holidays[at] === day ? 1 : 0; // 1 for every holiday itself
      const list = kind === 0 ? off : decreed;
      list.days.push(day);
      list.reasons.push(ON_DECREED - onHoliday); // OFF_PUBLIC for a holiday and a decree on one
      list.labels.push(year.allLabels[onHoliday === 1 ? at : position] ?? '');
    }
  }
}

/**
 * The decreed days of a calendar with excluded dates or custom holidays, over whole years (see
 * `pushDecreed`).
 *
 * @param plan - The calendar's plan.
 * @param firstYear - First year.
 * @param lastYear - Last year.
 * @param decreed - The decreed-day list to add to.
 * @throws CalendarDataError when the holiday data is not loaded or the provider fails.
 * @example
 * collectDecreedDays(savedCn.plan, 2025, 2025, decreed) // decreed.days: CN's 2025 working weekends
 */
export function collectDecreedDays(plan: CalendarPlan, firstYear: number, lastYear: number, decreed: DayList): void {
  for (let year = firstYear; year <= lastYear; year++) pushDecreed(plan, yearOf(plan, year), decreed);
}

/**
 * The off-days of a calendar with excluded dates or custom holidays, over whole years (the
 * classification order's first reason per day: excluded date, custom holiday, public holiday).
 *
 * @param plan - The calendar's plan.
 * @param firstYear - First year.
 * @param lastYear - Last year.
 * @param off - The off-day list to add to.
 * @throws CalendarDataError when the holiday data is not loaded or the provider fails.
 * @example
 * mergeOffDays(saved.plan, 2026, 2026, off) // off.days: its 2026 off-days on working weekdays
 */
export function mergeOffDays(plan: CalendarPlan, firstYear: number, lastYear: number, off: DayList): void {
  for (let year = firstYear; year <= lastYear; year++) {
    const from = isoDateToEpochDays(year, 1, 1);
    const to = isoDateToEpochDays(year + 1, 1, 1) - 1;
    const candidates: Candidate[] = [];
    pushRange(candidates, plan.excludedDays, undefined, from, to, OFF_EXCLUDED);
    pushRange(candidates, plan.customDays, plan.customLabels, from, to, OFF_CUSTOM);
    if (plan.holidays !== undefined) {
      const holidays = yearOf(plan, year);
      pushRange(candidates, holidays.days, holidays.labels, from, to, OFF_PUBLIC);
    }
    candidates.sort((left, right) => left[0] - right[0] || left[1] - right[1]);
    let previous = Number.NaN;
    for (const [day, reason, label] of candidates) {
      if (day === previous || !plan.isWorking[epochDaysToIsoWeekday(day) - 1]) continue;
      previous = day;
      off.days.push(day);
      off.reasons.push(reason);
      off.labels.push(label);
    }
  }
}
