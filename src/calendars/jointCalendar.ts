import type { IsoWeekday } from '../date/dayOfWeek.ts';
import { fail, ok, type Result } from '../result.ts';
import { classifyDay } from './engine.ts';
import { holidayTypeOf } from './holidayTypeOf.ts';
import { isResolvedCalendar } from './isResolvedCalendar.ts';
import { createResolvedCalendar, freezeCalendar, regionCode, type CalendarPlan, type ResolvedCalendar } from './resolvedCalendar.ts';

/** How a joint calendar combines its members. */
export type JointCalendarRule = 'holidays' | 'business_days';

/** The rules of `jointCalendar`. */
export const JOINT_CALENDAR_RULES: readonly JointCalendarRule[] = ['holidays', 'business_days'];

/** The years all members' data cover, when some cover fewer than the tables' (markets). */
function heldByAll(members: readonly CalendarPlan[]): CalendarPlan['held'] {
  let held: CalendarPlan['held'];
  for (const { held: own } of members) {
    if (own !== undefined) held = held === undefined ? own : { first: Math.max(held.first, own.first), last: Math.min(held.last, own.last) };
  }
  return held;
}

/**
 * The holiday type of a day a joint calendar has off as a public holiday (docs/decisions.md#holiday-types): the
 * first member's type when every member that has the day off as a holiday has it as one of another
 * type; one public holiday among them makes it public.
 */
function jointTypeOf(members: readonly CalendarPlan[], day: number): string | undefined {
  let type: string | undefined;
  for (const member of members) {
    const reason = classifyDay(member, day).reason;
    if (reason !== 'public_holiday') continue;
    const own = holidayTypeOf(member, day, reason);
    if (own === undefined) return undefined;
    type ??= own;
  }
  return type;
}

/** A member's name in a joint calendar's labels. */
function nameOf(calendar: ResolvedCalendar): string {
  if (calendar.business_calendar_id !== undefined) return calendar.business_calendar_id;
  const region = regionCode(calendar);
  if (calendar.plan.joint !== undefined) return `(${region})`;
  return calendar.subdivision_code === undefined ? region : `${region}-${calendar.subdivision_code}`;
}

/**
 * Combines calendars into one, as QuantLib's `JointCalendar` does. Rule `holidays`: a day is a
 * business day only when it is one in every calendar (settlement in both places: a holiday of any
 * calendar, or a weekend of any, is off). Rule `business_days`: a day is a business day when it is one
 * in any calendar (off only when off in every calendar). The result works with every typed
 * business-day function and `adjustDate` at the engine's flat cost (the members' off-days are merged
 * once per window of years, never walked day by day); labels in traces name the calendars that made a
 * day non-working (`US: Independence Day; GB-ENG: ...`). A member's decreed working day (docs/decisions.md#decreed-working-days)
 * is a day it works: with rule `holidays` such a day on a weekend of the joint calendar works only when
 * every member works it, with rule `business_days` when one does; it is then a `decreed_working_day`
 * labelled by the members' decrees (`CN: Working day (...)`). Each member holds its own holiday data.
 * Never throws.
 *
 * @param calendars - Two or more calendars from `resolveCalendar` (or `jointCalendar`).
 * @param rule - `holidays` or `business_days`.
 * @returns The joint calendar, or a `VALIDATION_ERROR` naming `calendars` or `rule` (also when the
 *   joint working week would have no working day).
 * @example
 * import { GB } from 'daycalc/holidays/gb';
 * import { US } from 'daycalc/holidays/us';
 * const newYork = calendarOf(US);
 * const london = calendarOf(GB, { subdivision_code: 'ENG' });
 * if (newYork.ok && london.ok) jointCalendar([newYork.value, london.value], 'holidays').ok //=> true
 */
export function jointCalendar(calendars: readonly ResolvedCalendar[], rule: JointCalendarRule): Result<ResolvedCalendar> {
  if (!Array.isArray(calendars) || calendars.length < 2 || calendars.length > 16 || !calendars.every((calendar) => isResolvedCalendar(calendar))) {
    return fail('VALIDATION_ERROR', 'calendars', 'calendars must be an array of 2 to 16 calendars returned by resolveCalendar or jointCalendar');
  }
  if (typeof rule !== 'string' || !(JOINT_CALENDAR_RULES as readonly string[]).includes(rule)) {
    return fail('VALIDATION_ERROR', 'rule', 'rule must be one of holidays, business_days');
  }
  const working = ([1, 2, 3, 4, 5, 6, 7] as const).filter((weekday) =>
    rule === 'holidays' ? calendars.every((calendar) => calendar.plan.isWorking[weekday - 1]) : calendars.some((calendar) => calendar.plan.isWorking[weekday - 1]),
  );
  if (working.length === 0) return fail('VALIDATION_ERROR', 'calendars', 'the joint calendar would have no working weekday');
  const names = calendars.map(nameOf);
  const base = createResolvedCalendar({
    country_code: names.join('+'),
    working_days: working as readonly IsoWeekday[],
    include_public_holidays: calendars.some((calendar) => calendar.include_public_holidays),
    custom_holidays: [],
    excluded_dates: [],
  }, undefined);
  const members = calendars.map((calendar) => calendar.plan);
  // The names are part of the key: the window's labels name the members, and two joints of equal
  // plans under other names (a saved calendar's id, a country code) must not share one.
  const held = heldByAll(members);
  const typeOf = members.some((member) => member.holidays?.data.layers !== undefined || member.joint?.typeOf !== undefined) ? (day: number) => jointTypeOf(members, day) : undefined;
  const joint = { rule, members, names, ...(typeOf === undefined ? {} : { typeOf }) };
  const plan = { ...base.plan, key: JSON.stringify(['joint', rule, members.map((member) => member.key), names]), joint, ...(held === undefined ? {} : { held }) };
  return ok(freezeCalendar({ ...base, plan }));
}
