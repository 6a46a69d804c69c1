import { isHolidayData } from './holidayData.ts';
import type { CalendarPlan, ResolvedCalendar } from './resolvedCalendar.ts';

// The plan that passed last, by identity (a pure cache, like the engine's last window): one
// calendar at a time is the common case, and then the check of its tables is one comparison.
let lastPlan: object | undefined;

/** Tells whether a value is a sorted-array slot of the plan: an `Int32Array`. */
function isInt32Array(value: unknown): value is Int32Array {
  return value instanceof Int32Array;
}

/** Tells whether a plan's holidays are a region's: holiday data and a key (see regionHolidays.ts). */
function isRegionHolidays(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const holidays = value as { readonly key?: unknown; readonly data?: unknown; readonly outside?: unknown };
  return typeof holidays.key === 'string' && isHolidayData(holidays.data) && (holidays.outside === undefined || typeof holidays.outside === 'function');
}

/**
 * Tells whether a value has the shape of a calendar that `resolveCalendar` built: the summary's
 * provider strings and a plan whose week tables agree with its working week.
 *
 * A structural check of what the business-day engine reads, in about ten nanoseconds: `plan.key`,
 * `country`, `subdivision`, `includePublicHolidays`, a seven-item `isWorking`, the `weekPrefix` and
 * `weekPosition` tables (checked against each other, so the engine's arithmetic jumps always move
 * forward) and the `Int32Array`s of excluded and custom days with one label per custom day. Never
 * throws. It cannot tell a copy from the original, and it does not check that the flags agree with
 * the tables or that the day lists are sorted (such a forgery gives wrong counts, never a hang).
 * The plan that passed last is remembered by identity, so a plan changed in place after it passed
 * is not checked again (plans are readonly and opaque; build a new calendar instead).
 *
 * @param value - Any value.
 * @returns True when the business-day functions can use the value as their calendar.
 * @example
 * isResolvedCalendar(resolveCalendar({ country_code: 'US' }).value) //=> true
 * isResolvedCalendar({ plan: {} }) //=> false
 */
export function isResolvedCalendar(value: unknown): value is ResolvedCalendar {
  if (typeof value !== 'object' || value === null) return false;
  const calendar = value as Partial<Record<keyof ResolvedCalendar, unknown>>;
  if (typeof calendar.provider !== 'string' || typeof calendar.provider_version !== 'string') return false;
  const plan = calendar.plan as Partial<Record<keyof CalendarPlan, unknown>> | null | undefined;
  if (plan === lastPlan && plan !== undefined) return true;
  if (typeof plan !== 'object' || plan === null) return false;
  const { isWorking, weekPrefix, weekPosition, workingPerWeek, customDays, customLabels } = plan;
  if (
    typeof plan.key !== 'string' ||
    typeof plan.country !== 'string' ||
    (plan.subdivision !== undefined && typeof plan.subdivision !== 'string') ||
    typeof plan.includePublicHolidays !== 'boolean' ||
    (plan.includePublicHolidays && plan.joint === undefined && !isRegionHolidays(plan.holidays)) ||
    !Array.isArray(isWorking) ||
    isWorking.length !== 7 ||
    !isInt32Array(weekPrefix) ||
    weekPrefix.length !== 8 ||
    weekPrefix[0] !== 0 ||
    !isInt32Array(weekPosition) ||
    typeof workingPerWeek !== 'number' ||
    !(workingPerWeek >= 1 && workingPerWeek <= 7) ||
    weekPosition.length !== workingPerWeek ||
    weekPrefix[7] !== workingPerWeek ||
    !isInt32Array(plan.excludedDays) ||
    !isInt32Array(customDays) ||
    !Array.isArray(customLabels) ||
    customLabels.length !== customDays.length
  ) {
    return false;
  }
  // The two week tables must describe one working week: weekPrefix climbs by 0 or 1 per day and
  // weekPosition lists the days where it climbs. Then the engine's arithmetic jumps always move
  // forward (garbage tables could make its jump loop run without end).
  for (let offset = 0; offset < 7; offset++) {
    const before = weekPrefix[offset]!;
    const step = weekPrefix[offset + 1]! - before;
    if (step === 1 ? weekPosition[before] !== offset : step !== 0) return false;
  }
  lastPlan = plan;
  return true;
}
