// The dense table the column kernels answer from: for every day of one range, whether it is a business
// day, how many business days come before it, and the business days in order. Built once per call
// from the calendar's window (its off-days and decreed working days, calendarWindow.ts), so each row
// then costs one or two array reads. A table is a value of the call: nothing keeps it.
import { epochDaysToIsoWeekday } from '../date/dayOfWeek.ts';
import { lowerBound, windowIndex } from '../calendars/calendarWindow.ts';
import type { CalendarPlan } from '../calendars/resolvedCalendar.ts';
import { windowFor } from '../calendars/windowMemo.ts';

/** The business days of a range `[first, first + flags.length)` of epoch days. */
export interface BusinessDayTable {
  /** The first epoch day of the range. */
  readonly first: number;
  /** `flags[day - first]`: 1 for a business day, else 0. */
  readonly flags: Uint8Array;
  /** `rank[day - first]`: the business days of the range before `day`; `flags.length + 1` entries (none for a table of flags only). */
  readonly rank: Int32Array;
  /** The business days of the range, in order (`days[rank[day - first]]` is the first one on or after `day`; none for a table of flags only). */
  readonly days: Int32Array;
}

/** An empty column, for the parts a table of flags only leaves out. */
const NONE = new Int32Array(0);

/** Most days a table may cover (about 2,870 years: 8 MB of tables at most). */
export const TABLE_MAX_DAYS = 1 << 20;

/** Days a table may cover for free beside its rows (about eleven years). */
const TABLE_FREE_DAYS = 4_096;

/** Days of table a row pays for: building a day costs about a thirtieth of one row's per-call search. */
const TABLE_DAYS_PER_ROW = 32;

/**
 * Tells whether a table over `days` days pays off for `rows` rows (else each row is answered by the
 * engine's searches, as a single call is).
 *
 * @param days - Days the table would cover.
 * @param rows - Rows of the column.
 * @returns True when a table is cheaper.
 * @example
 * tablePaysOff(36_890, 1_000_000) //=> true
 * tablePaysOff(3_000_000, 3) //=> false
 */
export function tablePaysOff(days: number, rows: number): boolean {
  return days <= TABLE_MAX_DAYS && days <= rows * TABLE_DAYS_PER_ROW + TABLE_FREE_DAYS;
}

/**
 * Builds the table of `[first, last]`: the weekday pattern, the window's off-days cleared, its decreed
 * working days set, then one prefix sum. Linear in the range, once per call; never per row.
 *
 * @param plan - The calendar's plan.
 * @param first - First epoch day.
 * @param last - Last epoch day (>= first).
 * @param flagsOnly - Whether the flags are all that is needed (no prefix counts, no list of days).
 * @returns The table.
 * @throws CalendarDataError when the holiday data is not loaded or the provider fails.
 * @example
 * buildBusinessDayTable(calendarOf(US).value.plan, 19_723, 19_729).days.length //=> 4 (1-7 January 2024)
 */
export function buildBusinessDayTable(plan: CalendarPlan, first: number, last: number, flagsOnly: boolean = false): BusinessDayTable {
  const length = last - first + 1;
  const flags = new Uint8Array(length);
  const working = plan.isWorking;
  let weekday = epochDaysToIsoWeekday(first) - 1;
  for (let index = 0; index < length; index++) {
    if (working[weekday]) flags[index] = 1;
    weekday = weekday === 6 ? 0 : weekday + 1;
  }
  const window = windowFor(plan, first, last);
  const offDays = window.days;
  for (let at = windowIndex(window, first); at < offDays.length && offDays[at]! <= last; at++) flags[offDays[at]! - first] = 0;
  const decreed = window.decreed.working;
  for (let at = lowerBound(decreed, first); at < decreed.length && decreed[at]! <= last; at++) flags[decreed[at]! - first] = 1;
  if (flagsOnly) return { first, flags, rank: NONE, days: NONE };
  const rank = new Int32Array(length + 1);
  let count = 0;
  for (let index = 0; index < length; index++) {
    rank[index] = count;
    count += flags[index]!;
  }
  rank[length] = count;
  const days = new Int32Array(count);
  for (let index = 0, at = 0; index < length; index++) if (flags[index] === 1) days[at++] = first + index;
  return { first, flags, rank, days };
}
