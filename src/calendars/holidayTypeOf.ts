// The holiday type of a day off (docs/decisions.md#holiday-types): for a calendar that takes other types than
// public as days off, what the outputs put beside a `public_holiday`'s label.
import { epochDaysToIsoDate } from '../date/epochDays.ts';
import { lowerBound } from './windowCodes.ts';
import { yearsOfRegion } from './regionHolidays.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';

/** The type of a day of one plan's region (`undefined` for a public holiday, or a day that is none). */
function typeInRegion(plan: CalendarPlan, day: number): string | undefined {
  const region = plan.holidays;
  if (region === undefined || region.types.length === 0) return undefined;
  const year = yearsOfRegion(region)(epochDaysToIsoDate(day).year);
  if (!year.ok) return undefined;
  const at = lowerBound(year.value.days, day);
  return year.value.days[at] === day ? year.value.holidayTypes?.[at] : undefined;
}

/**
 * The type of a day a calendar has off as a `public_holiday`, when it is not a public holiday: `bank`
 * or `optional`. A joint calendar's day has one when every member that has the day as a holiday of
 * its region has it as one of another type (the first member's type); one public holiday among them
 * makes it public.
 *
 * @param plan - The calendar's plan.
 * @param day - A day whose reason is `public_holiday`.
 * @returns The type, or `undefined` for a public holiday.
 * @example
 * holidayTypeOf(germanyWithBankDays.plan, christmasEve2026) //=> 'bank'
 */
export function holidayTypeOf(plan: CalendarPlan, day: number): string | undefined {
  const joint = plan.joint;
  if (joint === undefined) return typeInRegion(plan, day);
  let type: string | undefined;
  for (const member of joint.members) {
    const own = holidayTypeOf(member, day);
    if (own === undefined) {
      if (isRegionHoliday(member, day)) return undefined;
    } else type ??= own;
  }
  return type;
}

/** Whether a day is among a plan's public holidays (of its region, or of a joint plan's members). */
function isRegionHoliday(plan: CalendarPlan, day: number): boolean {
  if (plan.joint !== undefined) return plan.joint.members.some((member) => isRegionHoliday(member, day));
  const region = plan.holidays;
  if (region === undefined) return false;
  const year = yearsOfRegion(region)(epochDaysToIsoDate(day).year);
  return year.ok && year.value.days[lowerBound(year.value.days, day)] === day;
}

/**
 * The type to show beside a day's label (docs/decisions.md#holiday-types): a `public_holiday` of another type than
 * public, on a calendar that takes such days off.
 *
 * @param plan - The calendar's plan.
 * @param day - The day.
 * @param reason - Its reason.
 * @returns `bank`, `optional`, or `undefined`.
 * @example
 * shownHolidayType(us.plan, july4of2024, 'public_holiday') //=> undefined
 */
export function shownHolidayType(plan: CalendarPlan, day: number, reason: string): string | undefined {
  return reason === 'public_holiday' && hasHolidayTypes(plan) ? holidayTypeOf(plan, day) : undefined;
}

/**
 * Whether a calendar may have days of other types than public: its region takes some (or a member's does).
 *
 * @param plan - The calendar's plan.
 * @returns True when `holidayTypeOf` may answer a type.
 * @example
 * hasHolidayTypes(us.plan) //=> false
 */
export function hasHolidayTypes(plan: CalendarPlan): boolean {
  return plan.joint !== undefined ? plan.joint.members.some(hasHolidayTypes) : (plan.holidays?.types.length ?? 0) > 0;
}
