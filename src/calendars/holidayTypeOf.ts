// The holiday type of a day off (docs/decisions.md#holiday-types): for a calendar that takes other types than
// public as days off, what the outputs put beside a `public_holiday`'s label. The data's layers know
// the types; a calendar without them answers at once.
import { epochDaysToIsoDate } from '../date/epochDays.ts';
import { classifyDay } from './engine.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';

/**
 * The type of a day a calendar has off as a `public_holiday`, when it is not a public holiday: `bank`
 * or `optional`. A joint calendar's day has one when every member that has the day off as a holiday
 * has it as one of another type (the first member's type); one public holiday among them makes it public.
 *
 * @param plan - The calendar's plan.
 * @param day - A day whose reason is `public_holiday`.
 * @returns The type, or `undefined` for a public holiday.
 * @example
 * holidayTypeOf(austriaWithBankDays.plan, christmasEve2026) //=> 'bank'
 */
export function holidayTypeOf(plan: CalendarPlan, day: number): string | undefined {
  const joint = plan.joint;
  if (joint === undefined) {
    const region = plan.holidays;
    return region?.data.layers?.typeOf(day, epochDaysToIsoDate(day).year, region.subdivision);
  }
  let type: string | undefined;
  for (const member of joint.members) {
    if (classifyDay(member, day).reason !== 'public_holiday') continue;
    const own = holidayTypeOf(member, day);
    if (own === undefined) return undefined;
    type ??= own;
  }
  return type;
}

/**
 * The type to show beside a day's label: a `public_holiday` of another type than public.
 *
 * @param plan - The calendar's plan.
 * @param day - The day.
 * @param reason - Its reason.
 * @returns `bank`, `optional`, or `undefined`.
 * @example
 * shownHolidayType(us.plan, july4of2024, 'public_holiday') //=> undefined
 */
export function shownHolidayType(plan: CalendarPlan, day: number, reason: string): string | undefined {
  return reason === 'public_holiday' ? holidayTypeOf(plan, day) : undefined;
}
