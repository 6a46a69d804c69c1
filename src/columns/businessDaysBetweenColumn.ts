import { lowerBound, windowIndex } from '../calendars/calendarWindow.ts';
import type { CalendarPlan, ResolvedCalendar } from '../calendars/resolvedCalendar.ts';
import { windowFor } from '../calendars/windowMemo.ts';
import { workingWeekdaysBefore } from '../calendars/workingWeekdays.ts';
import { BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS } from '../fields/limits.ts';
import { checkedCalendar } from '../operations/_inputChecks.ts';
import { isArgumentFailure, type Checked } from '../operations/_arguments.ts';
import { businessDaysBetweenKernel } from '../operations/businessDaysBetween/businessDaysBetween.ts';
import { ok, type Fail, type Result } from '../result.ts';
import { buildBusinessDayTable, tablePaysOff } from './businessDayTable.ts';
import { badDayRow, booleanOptionFault, isColumn, lengthFault, notAColumn, plainDateOfRow, optionsFault, outFault, newScan, rowFailure, scanPairs, type EpochDayColumn } from './columnChecks.ts';
import { runColumn, yearsMayFail } from './columnRun.ts';

/** Options of `businessDaysBetweenColumn`. */
export interface BusinessDaysBetweenColumnOptions {
  /** Count each start date when it is a working day. Default true. */
  readonly include_start_date?: boolean;
  /** Count each end date when it is a working day. Default true. */
  readonly include_end_date?: boolean;
  /** The column to fill (one row per row); without it the call makes one. */
  readonly out?: Int32Array;
}

/** The typed function's fields and the columns they come from. */
const COLUMNS = { start_date: 'start_dates', end_date: 'end_dates' } as const;

/**
 * Counts the working days between the start and end date of every row, as `businessDaysBetween` counts
 * them for one pair (the closed interval, the flags dropping its ends, a reversed row counted
 * non-negative), into an `Int32Array`. Rows are epoch days (`plainDatesToEpochDays` makes them from
 * `YYYY-MM-DD` strings). The rows are checked once per call; a table of the business days over their
 * range is built once (when it costs less than searching row by row); each row then costs two reads:
 * no allocation and no search per row.
 *
 * Checks, in order: a column that is not an `Int32Array` or `Float64Array` is `INVALID_REQUEST`;
 * columns of different lengths, an `out` that is not an `Int32Array` of that length, a flag that is
 * not a boolean or a calendar `resolveCalendar` did not build is a `VALIDATION_ERROR`; then the first
 * row that fails fails the call, as `businessDaysBetween` fails for it (`INVALID_DATE` for a row that
 * is not an epoch day of 0001-01-01..9999-12-31, `RANGE_TOO_LARGE` for a span over 36,525 days, a
 * `VALIDATION_ERROR` for years the calendar does not hold), its field naming the row: `end_dates[7]`.
 *
 * @param startDates - The start of each row.
 * @param endDates - The end of each row.
 * @param calendar - A calendar from `resolveCalendar`, `calendarOf` or `loadCalendar`.
 * @param options - The flags, and the column to fill.
 * @returns The counts, or the first failure.
 * @example
 * import { US } from 'daycalc/holidays/us';
 * businessDaysBetweenColumn(Int32Array.of(20_052), Int32Array.of(20_056), calendarOf(US))
 * //=> { ok: true, value: Int32Array [4] } (25-29 November 2024; Thanksgiving is not one)
 */
export function businessDaysBetweenColumn(startDates: EpochDayColumn, endDates: EpochDayColumn, calendar: Checked<ResolvedCalendar>, options?: BusinessDaysBetweenColumnOptions): Result<Int32Array> {
  if (!isColumn(startDates)) return notAColumn('start_dates', startDates);
  if (!isColumn(endDates)) return notAColumn('end_dates', endDates);
  const rows = startDates.length;
  const fault =
    optionsFault(options) ??
    lengthFault('end_dates', endDates, 'start_dates', rows) ??
    outFault(options?.out, Int32Array, rows) ??
    booleanOptionFault(options, 'include_start_date') ??
    booleanOptionFault(options, 'include_end_date');
  if (fault !== undefined) return fault;
  const checked = checkedCalendar(calendar);
  if (isArgumentFailure(checked)) return checked;
  const includeStart = options?.include_start_date ?? true;
  const includeEnd = options?.include_end_date ?? true;
  const out = options?.out ?? new Int32Array(rows);
  if (rows === 0) return ok(out);
  const scan = newScan();
  const suspect = !scanPairs(startDates, endDates, scan, BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS) || yearsMayFail(checked.plan, scan.low, scan.high);
  const rowFault = (row: number): Fail | undefined => {
    const start = startDates[row]!;
    const end = endDates[row]!;
    const startDate = plainDateOfRow(start);
    const endDate = plainDateOfRow(end);
    if (startDate === undefined) return badDayRow('start_dates', row, start);
    if (endDate === undefined) return badDayRow('end_dates', row, end);
    const answer = businessDaysBetweenKernel({ start_date: startDate, end_date: endDate, include_start_date: includeStart, include_end_date: includeEnd }, checked, start, end);
    return answer.ok ? undefined : rowFailure(answer, row, COLUMNS);
  };
  const shiftStart = includeStart ? 0 : 1;
  const shiftEnd = includeEnd ? 0 : 1;
  return runColumn(rows, suspect, rowFault, () => {
    if (tablePaysOff(scan.high - scan.low + 1, rows)) {
      const table = buildBusinessDayTable(checked.plan, scan.low - 1, scan.high);
      countRows(table.rank, table.first, startDates, endDates, out, shiftStart, shiftEnd);
    } else {
      for (let row = 0; row < rows; row++) {
        const start = startDates[row]!;
        const end = endDates[row]!;
        const from = start <= end ? start + shiftStart : end + shiftEnd;
        const to = start <= end ? end - shiftEnd : start - shiftStart;
        out[row] = to >= from ? workingDaysIn(checked.plan, from, to) : 0;
      }
    }
    return out;
  });
}

/**
 * The counting loop over a table's prefix counts: each row's examined days (its closed interval in
 * date order, less the ends the flags drop), two reads. Without a branch on the row's direction
 * (random in real data: a mispredicted branch costs more than the reads): the sign of the gap picks
 * the lower day and which flag shifts it. The table starts a day before the rows, so a row whose
 * flags drop its only day reads inside it, and its count (0 or -1) is clamped to 0.
 */
function countRows(rank: Int32Array, first: number, startDates: EpochDayColumn, endDates: EpochDayColumn, out: Int32Array, shiftStart: number, shiftEnd: number): void {
  const swapped = shiftStart ^ shiftEnd;
  for (let row = 0; row < out.length; row++) {
    const start = startDates[row]! | 0;
    const end = endDates[row]! | 0;
    const gap = end - start;
    const negative = gap >> 31;
    const least = start + (gap & negative);
    const most = end - (gap & negative);
    const from = least + (shiftStart ^ (swapped & negative)) - first;
    const to = most - (shiftEnd ^ (swapped & negative)) - first;
    const count = rank[to + 1]! - rank[from]!;
    out[row] = count & ~(count >> 31);
  }
}

/**
 * The working days of `[from, to]` from the calendar's window without a summary object: working
 * weekdays by arithmetic, less the off-days on them, plus the decreed working days.
 */
function workingDaysIn(plan: CalendarPlan, from: number, to: number): number {
  const window = windowFor(plan, from, to);
  const offDays = windowIndex(window, to + 1) - windowIndex(window, from);
  const decreed = window.decreed.working;
  return workingWeekdaysBefore(plan, to + 1) - workingWeekdaysBefore(plan, from) - offDays + lowerBound(decreed, to + 1) - lowerBound(decreed, from);
}
