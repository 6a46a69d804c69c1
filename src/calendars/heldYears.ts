import type { Fail } from '../result.ts';
import { isInsideTables } from './holidayProvider.ts';
import { yearsNotHeld } from './regionHolidays.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';

/**
 * Fails when a calendar does not hold the public holidays of a range of years (a calendar from
 * `daycalc/holidays/<code>` holds 1900-2199; one `loadCalendar` built for years outside them holds
 * every year): the typed functions ask before they run, with the years they will read, so missing
 * data is a failure said at once, never found in the middle of a count. A joint calendar holds what
 * all its members hold.
 *
 * @param plan - The calendar's plan.
 * @param firstYear - The first year.
 * @param lastYear - The last year.
 * @returns The failure (`VALIDATION_ERROR` naming `calendar`), or `undefined`.
 * @example
 * heldYearsFault(calendarOf(US).value.plan, 2300, 2300)?.error.field //=> 'calendar'
 */
export function heldYearsFault(plan: CalendarPlan, firstYear: number, lastYear: number): Fail | undefined {
  if (plan.joint !== undefined) {
    for (const member of plan.joint.members) {
      const fault = heldYearsFault(member, firstYear, lastYear);
      if (fault !== undefined) return fault;
    }
    return undefined;
  }
  return plan.holidays === undefined ? undefined : yearsNotHeld(plan.holidays, firstYear, lastYear);
}

/**
 * Tells, without reading any year, that a calendar holds a span: the span lies inside the compiled
 * tables' years and the calendar is one region's with no years of its own (not a market's, not a
 * joint one). The common case of `heldYearsFault`, in two comparisons; when it says false, ask
 * `heldYearsFault` with the span's years.
 *
 * @param plan - The calendar's plan.
 * @param from - The span's first epoch day.
 * @param to - Its last epoch day.
 * @returns True when the calendar surely holds the span.
 * @example
 * holdsTableSpan(calendarOf(US).value.plan, 19_723, 19_753) //=> true
 */
export function holdsTableSpan(plan: CalendarPlan, from: number, to: number): boolean {
  return plan.held === undefined && plan.joint === undefined && isInsideTables(from, to);
}
