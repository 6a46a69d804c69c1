import { isWorkingDay, nthWorkingDay } from '../calendars/engine.ts';
import type { CalendarPlan, ResolvedCalendar } from '../calendars/resolvedCalendar.ts';
import { ADD_BUSINESS_DAYS_MAX_AMOUNT } from '../fields/limits.ts';
import { checkedCalendar } from '../operations/_inputChecks.ts';
import { isArgumentFailure, type Checked } from '../operations/_arguments.ts';
import { addBusinessDaysKernel } from '../operations/addBusinessDays/addBusinessDays.ts';
import { ok, type Fail, type Result } from '../result.ts';
import { buildBusinessDayTable, tablePaysOff } from './businessDayTable.ts';
import {
  badAmountRow,
  badDayRow,
  booleanOptionFault,
  isColumn,
  lengthFault,
  newScan,
  notAColumn, plainDateOfRow,
  optionsFault,
  outFault,
  rowFailure,
  scanDays,
  scanWhole,
  type AmountColumn,
  type EpochDayColumn,
} from './columnChecks.ts';
import { runColumn, yearsMayFail } from './columnRun.ts';

/** Options of `addBusinessDaysColumn`. */
export interface AddBusinessDaysColumnOptions {
  /** Count each start date as day one when it is a working day. Default false. */
  readonly include_start_date?: boolean;
  /** The column to fill (it may be `startDates` itself); without it the call makes one. */
  readonly out?: Int32Array;
}

/** The typed function's fields and the columns they come from. */
const COLUMNS = { start_date: 'start_dates', days: 'days' } as const;

/**
 * Moves the start date of every row by its number of working days, as `addBusinessDays` moves one
 * (the `|days|`-th working day after or before the start; 0 keeps it; `include_start_date` counts a
 * working start as day one), into an `Int32Array` of epoch days. The rows are checked once per call;
 * a table of the business days over the reach of the rows is built once (when it costs less than
 * searching row by row), so each row then costs two reads: no allocation and no search per row.
 *
 * Checks, in order: a column that is not an `Int32Array` or `Float64Array` is `INVALID_REQUEST`;
 * columns of different lengths, an `out` that is not an `Int32Array` of that length, a flag that is
 * not a boolean or a calendar `resolveCalendar` did not build is a `VALIDATION_ERROR`; then the first
 * row that fails fails the call, as `addBusinessDays` fails for it (`INVALID_DATE` for a start that is
 * not an epoch day of 0001-01-01..9999-12-31; a `VALIDATION_ERROR` for `days` that is not an integer
 * within -25,000..25,000 or moves the date outside those years), its field naming the row: `days[3]`.
 *
 * @param startDates - The start of each row, in epoch days.
 * @param days - The working days to move each row (negative: backwards).
 * @param calendar - A calendar from `resolveCalendar`, `calendarOf` or `loadCalendar`.
 * @param options - The flag, and the column to fill.
 * @returns The result dates in epoch days, or the first failure.
 * @example
 * import { DE } from 'daycalc/holidays/de';
 * addBusinessDaysColumn(Int32Array.of(20_077), Int32Array.of(5), calendarOf(DE, { subdivision_code: 'BY' }))
 * //=> { ok: true, value: Int32Array [20_088] } (20 December 2024 plus 5: 31 December)
 */
export function addBusinessDaysColumn(startDates: EpochDayColumn, days: AmountColumn, calendar: Checked<ResolvedCalendar>, options?: AddBusinessDaysColumnOptions): Result<Int32Array> {
  if (!isColumn(startDates)) return notAColumn('start_dates', startDates);
  if (!isColumn(days)) return notAColumn('days', days, 'whole numbers');
  const rows = startDates.length;
  const fault = optionsFault(options) ?? lengthFault('days', days, 'start_dates', rows) ?? outFault(options?.out, Int32Array, rows) ?? booleanOptionFault(options, 'include_start_date');
  if (fault !== undefined) return fault;
  const checked = checkedCalendar(calendar);
  if (isArgumentFailure(checked)) return checked;
  const plan = checked.plan;
  const includeStart = options?.include_start_date ?? false;
  const out = options?.out ?? new Int32Array(rows);
  if (rows === 0) return ok(out);
  const starts = newScan();
  const amounts = newScan();
  const valid = scanDays(startDates, starts) && scanWhole(days, amounts, -ADD_BUSINESS_DAYS_MAX_AMOUNT, ADD_BUSINESS_DAYS_MAX_AMOUNT);
  const rowFault = (row: number): Fail | undefined => {
    const start = startDates[row]!;
    const startDate = plainDateOfRow(start);
    if (startDate === undefined) return badDayRow('start_dates', row, start);
    const amount = days[row]!;
    if (!Number.isInteger(amount) || Math.abs(amount) > ADD_BUSINESS_DAYS_MAX_AMOUNT) return badAmountRow('days', row, amount, -ADD_BUSINESS_DAYS_MAX_AMOUNT, ADD_BUSINESS_DAYS_MAX_AMOUNT);
    const answer = addBusinessDaysKernel({ start_date: startDate, days: amount, include_start_date: includeStart }, checked, start);
    return answer.ok ? undefined : rowFailure(answer, row, COLUMNS);
  };
  // The reach of the rows: the result of a row never lies past the furthest move from the latest
  // start, nor before the furthest move back from the earliest (a result only grows with its start
  // and its amount). Found by the engine (two searches); undefined when a move leaves 0001..9999.
  let reach: readonly [number | undefined, number | undefined] = [undefined, undefined];
  if (valid && !yearsMayFail(plan, starts.low, starts.high)) {
    try {
      reach = [amounts.low < 0 ? nthWorkingDay(plan, starts.low, -amounts.low, -1) : starts.low, amounts.high > 0 ? nthWorkingDay(plan, starts.high, amounts.high, 1) : starts.high];
    } catch {
      // Holiday data that cannot be read: the rows say which (below).
    }
  }
  const [first, last] = reach;
  return runColumn(rows, first === undefined || last === undefined, rowFault, () => {
    if (tablePaysOff(last! - first! + 1, rows)) {
      const table = buildBusinessDayTable(plan, first!, last!);
      moveRows(table.rank, table.days, table.first, startDates, days, out, includeStart);
    } else {
      for (let row = 0; row < rows; row++) out[row] = moved(plan, startDates[row]!, days[row]!, includeStart);
    }
    return out;
  });
}

/**
 * The moving loop over a table: forwards, the business days up to the start (or before it, when a
 * working start counts as day one) plus the amount; backwards, alike. Two reads per row, and no
 * branch on the direction (random in real data): the amount's sign picks the shift.
 */
function moveRows(rank: Int32Array, businessDays: Int32Array, first: number, startDates: EpochDayColumn, days: AmountColumn, out: Int32Array, includeStart: boolean): void {
  const backwardShift = includeStart ? 1 : 0;
  for (let row = 0; row < out.length; row++) {
    const start = startDates[row]! | 0;
    const amount = days[row]! | 0;
    // -1 when the amount is positive: forwards, the shift flips and the amount counts from one.
    const forwards = -amount >> 31;
    out[row] = amount === 0 ? start : businessDays[rank[start - first + (backwardShift ^ (forwards & 1))]! + amount + forwards]!;
  }
}

/** One row by the engine's searches, as `addBusinessDaysKernel` moves it (the row cannot fail here). */
function moved(plan: CalendarPlan, start: number, amount: number, includeStart: boolean): number {
  if (amount === 0) return start;
  let remaining = Math.abs(amount);
  if (includeStart && isWorkingDay(plan, start)) remaining -= 1;
  if (remaining === 0) return start;
  const found = nthWorkingDay(plan, start, remaining, amount < 0 ? -1 : 1);
  if (found === undefined) throw new RangeError('a row moved outside 0001-01-01..9999-12-31');
  return found;
}
