import { readyCalendarMemo } from '../calendars/calendarMemo.ts';
import { inlineCalendarKey } from '../calendars/inlineCalendar.ts';
import { calendarForRun, type YearRange } from '../calendars/loadCalendar.ts';
import { asksForLayers } from '../calendars/loadLayers.ts';
import { reachesOutside } from '../calendars/outsideYears.ts';
import type { CalendarFields } from '../calendars/resolveCalendar.ts';
import type { CalendarSpec, ResolvedCalendar } from '../calendars/resolvedCalendar.ts';
import { REGION_LISTS } from '../calendars/regionLists.ts';
import { calendarFields } from '../fields/calendarFields.ts';
import type { Result } from '../result.ts';
import type { RunContext } from './operationDefinition.ts';

/**
 * Runs an operation on a request's calendar. A market's data covers fewer years than the tables: a
 * read outside them fails naming the calendar, which in a request is its `market_code` (or the saved
 * calendar's `business_calendar_id`).
 */
function runOn<Input extends CalendarFields, Output>(
  operation: (input: Input, calendar: ResolvedCalendar, context: RunContext) => Result<Output>,
  input: Input,
  calendar: ResolvedCalendar,
  context: RunContext,
): Result<Output> {
  const result = operation(input, calendar, context);
  if (result.ok || calendar.market_code === undefined || result.error.field !== 'calendar') return result;
  return { ok: false, error: { ...result.error, field: input.business_calendar_id === undefined ? 'market_code' : 'business_calendar_id' } };
}

/** The working week a request without `working_days` gets (the field table's default, one frozen array). */
const DEFAULT_WORKING_DAYS = calendarFields.working_days.default;

/**
 * Adapts a business-day operation to the catalog: resolves the calendar fields of the validated
 * input (inline, or a saved calendar through the caller's lookup), loads the holiday data of the
 * years the operation will read (`yearsOf`: the country's module, and years outside the compiled
 * tables one per turn of the event loop, fairly among the context's owners, until its signal
 * aborts), then runs it once. No setup is needed for any country or year.
 *
 * @param operation - A typed business-day function over a calendar (with the run's context: its dates as `firstDay`, `secondDay`).
 * @param yearsOf - The years the operation reads for an input and the calendar's spec (an upper
 *   bound: a year beyond it is computed on the spot, holding the event loop for that year).
 * @param insideTables - Optional: tells in constant time, from the dates the request check read
 *   (`context.firstDay`, `secondDay`), that `yearsOf` lies inside the compiled tables (the common case
 *   of a calendar that repeats); when it says false, `yearsOf` decides.
 * @returns A catalog `run` function.
 * @example
 * withCalendar((input, calendar) => isBusinessDay(input, calendar), (input) => yearsAround(input.date, 1))
 */
export function withCalendar<Input, Output>(
  operation: (input: Input, calendar: ResolvedCalendar, context: RunContext) => Result<Output>,
  yearsOf: (input: Input, spec: CalendarSpec) => YearRange,
  insideTables?: (input: Input, spec: CalendarSpec, context: RunContext) => boolean,
): (input: Input & CalendarFields, context: RunContext) => Result<Output> | Promise<Result<Output>> {
  // The fields of the last request whose calendar the memo had, and that calendar: a request with the
  // same fields (the common case: one calendar asked about again and again) takes it without making
  // the key and looking it up. A pure cache like the memo's own last entry: a calendar of the tables'
  // years never changes once built, so it answers as the memo would. Only the default working week is
  // remembered (the field table's frozen array, or none): a request's own array is compared by value,
  // through the key.
  let lastCountry: string | undefined;
  let lastSubdivision: string | undefined;
  let lastWorkingDays: readonly number[] | undefined;
  let lastPublicHolidays: boolean | undefined;
  let lastMarket: string | undefined;
  let lastCalendar: ResolvedCalendar | undefined;
  return function runWithCalendar(input, context) {
    // Inline fields (no saved calendar, no holiday types or language) that repeat: the calendar built
    // for them before, when the run reads only years inside the tables (what it holds never changes).
    let key: number | string | undefined;
    let known: ResolvedCalendar | undefined;
    if (
      lastCalendar !== undefined &&
      input.country_code === lastCountry &&
      input.subdivision_code === lastSubdivision &&
      input.working_days === lastWorkingDays &&
      input.include_public_holidays === lastPublicHolidays &&
      input.market_code === lastMarket &&
      input.business_calendar_id === undefined &&
      !asksForLayers(input)
    ) {
      known = lastCalendar;
    } else {
      key = input.business_calendar_id === undefined && !asksForLayers(input) ? inlineCalendarKey(input) : undefined;
      known = key === undefined ? undefined : readyCalendarMemo.get(key);
      if (known !== undefined && (input.working_days === undefined || input.working_days === DEFAULT_WORKING_DAYS)) {
        lastCountry = input.country_code;
        lastSubdivision = input.subdivision_code;
        lastWorkingDays = input.working_days;
        lastPublicHolidays = input.include_public_holidays;
        lastMarket = input.market_code;
        lastCalendar = known;
      }
    }
    if (known !== undefined && (insideTables?.(input, known, context) === true || !reachesOutside(yearsOf(input, known)))) return runOn(operation, input, known, context);
    // The catalog's `run` gets input the request layer checked: the calendar fields are not checked again.
    const calendar = calendarForRun(input, context.calendars, REGION_LISTS, yearsOf, context);
    if (calendar instanceof Promise) return calendar.then((found) => (found.ok ? runOn(operation, input, found.value, context) : found));
    if (!calendar.ok) return calendar;
    if (key !== undefined && !reachesOutside(yearsOf(input, calendar.value))) readyCalendarMemo.set(key, calendar.value);
    return runOn(operation, input, calendar.value, context);
  };
}
