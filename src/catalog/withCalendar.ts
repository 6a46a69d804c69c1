import { holidayDataNeedOf, withoutBlockingFallback } from '../calendars/holidayProvider.ts';
import { ensureHolidayData } from '../calendars/loadHolidays.ts';
import { resolveCheckedCalendar, type CalendarFields } from '../calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../calendars/resolvedCalendar.ts';
import type { Result } from '../result.ts';
import type { RunContext } from './operationDefinition.ts';

/** Loads and retries at most this many times (a call needs one table and at most a few ranges of years). */
const MAX_LOADS = 8;

/**
 * Runs a business-day operation, loading the holiday data it says is missing (the country's table,
 * years outside the window one per turn of the event loop, fairly among the context's owners, until
 * its signal aborts) and running it again. The operation never
 * computes years outside the window on the spot, so the caller's event loop is never held for long.
 */
function runLoading<Output>(run: () => Result<Output>, context: RunContext): Result<Output> | Promise<Result<Output>> {
  const first = withoutBlockingFallback(run);
  if (first.ok || holidayDataNeedOf(first.error) === undefined) return first;
  return (async () => {
    let result: Result<Output> = first;
    for (let attempt = 0; attempt < MAX_LOADS && !result.ok; attempt++) {
      const need = holidayDataNeedOf(result.error);
      if (need === undefined) return result;
      const loaded = await ensureHolidayData(need, context);
      if (!loaded.ok) return loaded;
      result = withoutBlockingFallback(run);
    }
    return result;
  })();
}

/**
 * Adapts a business-day operation to the catalog: resolves the calendar fields of the validated
 * input (inline, or a saved calendar through the caller's lookup), loads the holiday data the
 * operation needs, then runs it. No setup is needed for any country or year.
 *
 * @param operation - A typed business-day function over a resolved calendar.
 * @returns A catalog `run` function.
 * @example
 * withCalendar((input, calendar) => isBusinessDay(input, calendar))
 */
export function withCalendar<Input, Output>(
  operation: (input: Input, calendar: ResolvedCalendar) => Result<Output>,
): (input: Input & CalendarFields, context: RunContext) => Result<Output> | Promise<Result<Output>> {
  return (input, context) => {
    // The catalog's `run` gets input the request layer checked: the calendar fields are not checked again.
    const resolved = resolveCheckedCalendar(input, context.calendars);
    if (resolved instanceof Promise) {
      return resolved.then((calendar) => (calendar.ok ? runLoading(() => operation(input, calendar.value), context) : calendar));
    }
    return resolved.ok ? runLoading(() => operation(input, resolved.value), context) : resolved;
  };
}
