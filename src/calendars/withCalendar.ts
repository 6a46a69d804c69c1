import type { RunContext } from '../operations/operationDefinition.ts';
import type { Result } from '../result.ts';
import { resolveCalendar, type CalendarFields } from './resolveCalendar.ts';
import type { ResolvedCalendar } from './resolvedCalendar.ts';

/**
 * Adapts a business-day operation to the catalog: resolves the calendar fields of the validated
 * input (inline, or a saved calendar through the caller's lookup), then runs the operation.
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
    const resolved = resolveCalendar(input, context.calendars);
    if (resolved instanceof Promise) {
      return resolved.then((calendar) => (calendar.ok ? operation(input, calendar.value) : calendar));
    }
    return resolved.ok ? operation(input, resolved.value) : resolved;
  };
}
