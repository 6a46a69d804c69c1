// How every column call runs once its arguments are checked: the fast way (a table, or the engine's
// searches row by row) when no row can fail, else row by row through the typed function's own kernel
// until the first row that fails, whose failure is the call's, named by its index.
import { heldYearsFault } from '../calendars/heldYears.ts';
import type { CalendarPlan } from '../calendars/resolvedCalendar.ts';
import { failureOf } from '../calendars/summary.ts';
import { epochDaysToIsoDate } from '../date/epochDays.ts';
import { ok, type Fail, type Result } from '../result.ts';

/** The failure of one row, or `undefined` when the typed function answers it. */
export type RowFault = (row: number) => Fail | undefined;

/**
 * Runs a column call: when `suspect` (a row failed the scan, or the calendar may not answer every
 * row) the rows are first checked one by one, and the first that fails is the answer; then `compute`
 * fills the output. A throw from `compute` (holiday data that could not be read) is the first row
 * that fails the same way, or the thrown failure itself.
 *
 * @param rows - The rows of the call.
 * @param suspect - Whether a row may fail.
 * @param rowFault - One row's failure, as the typed function gives it, renamed for the column.
 * @param compute - Fills and returns the output (assumes no row fails).
 * @returns The output, or the first failing row's failure.
 * @example
 * runColumn(3, false, () => undefined, () => out) //=> { ok: true, value: out }
 */
export function runColumn<Out>(rows: number, suspect: boolean, rowFault: RowFault, compute: () => Out): Result<Out> {
  if (suspect) {
    const fault = firstRowFault(rows, rowFault);
    if (fault !== undefined) return fault;
  }
  try {
    return ok(compute());
  } catch (error) {
    return firstRowFault(rows, rowFault) ?? failureOf(error);
  }
}

/** The failure of the first row that fails, or `undefined`. */
function firstRowFault(rows: number, rowFault: RowFault): Fail | undefined {
  for (let row = 0; row < rows; row++) {
    const fault = rowFault(row);
    if (fault !== undefined) return fault;
  }
  return undefined;
}

/**
 * Tells whether a calendar may fail to answer a day of `[low, high]`: it does not hold those years'
 * holidays (a static calendar outside 1900-2199, a market outside its years).
 *
 * @param plan - The calendar's plan.
 * @param low - First epoch day.
 * @param high - Last epoch day.
 * @returns True when some year of the range is not held.
 * @example
 * yearsMayFail(calendarOf(US).value.plan, 19_723, 19_723) //=> false
 */
export function yearsMayFail(plan: CalendarPlan, low: number, high: number): boolean {
  return heldYearsFault(plan, epochDaysToIsoDate(low).year, epochDaysToIsoDate(high).year) !== undefined;
}
