// The holiday type of a day off (docs/decisions.md#holiday-types): for a calendar that takes other types than
// public as days off, what the outputs put beside a `public_holiday`'s label. The data's layers know the
// types (a joint calendar asks its members: jointCalendar.ts); a calendar without them answers at once.
import type { CalendarPlan } from './resolvedCalendar.ts';

/**
 * The type of a day a calendar has off as a `public_holiday`, when it is not a public holiday: `bank`
 * or `optional`. A joint calendar's day has one when every member that has the day off as a holiday
 * has it as one of another type (the first member's type); one public holiday among them makes it public.
 *
 * @param plan - The calendar's plan.
 * @param day - The day.
 * @param reason - Its reason (any other than `public_holiday` has no type).
 * @returns The type, or `undefined` for a public holiday and any other day.
 * @example
 * holidayTypeOf(austriaWithBankDays.plan, christmasEve2026, 'public_holiday') //=> 'bank'
 */
export function holidayTypeOf(plan: CalendarPlan, day: number, reason: string): string | undefined {
  if (reason !== 'public_holiday') return undefined;
  const region = plan.holidays;
  return plan.joint !== undefined ? plan.joint.typeOf?.(day) : region?.data.layers?.typeOf(day, region.subdivision);
}
