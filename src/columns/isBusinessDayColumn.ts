import { isWorkingDay } from '../calendars/engine.ts';
import { heldYearsFault } from '../calendars/heldYears.ts';
import type { ResolvedCalendar } from '../calendars/resolvedCalendar.ts';
import { failureOf } from '../calendars/summary.ts';
import { epochDaysToIsoDate } from '../date/epochDays.ts';
import { checkedCalendar } from '../operations/_inputChecks.ts';
import { isArgumentFailure, type Checked } from '../operations/_arguments.ts';
import { ok, type Fail, type Result } from '../result.ts';
import { buildBusinessDayTable, tablePaysOff } from './businessDayTable.ts';
import { badDayRow, isColumn, newScan, notAColumn, plainDateOfRow, optionsFault, outFault, rowFailure, scanDays, type EpochDayColumn } from './columnChecks.ts';
import { runColumn, yearsMayFail } from './columnRun.ts';

/** Options of `isBusinessDayColumn`. */
export interface IsBusinessDayColumnOptions {
  /** The column to fill (one row per row); without it the call makes one. */
  readonly out?: Uint8Array;
}

/**
 * Tells for every row whether its date is a business day (`is_business_day` of `isBusinessDay`: a
 * working day, or a decreed working day), as 1 or 0 in a `Uint8Array`. The rows are checked once per
 * call; a table of the business days over their range is built once (when it costs less than
 * searching row by row), so each row then costs one read. Only the flag: a row needs no neighbouring
 * business day, so a date with none inside 0001..9999 (where `isBusinessDay` fails) is answered too.
 *
 * Checks, in order: a column that is not an `Int32Array` or `Float64Array` is `INVALID_REQUEST`; an
 * `out` that is not a `Uint8Array` of the column's length, or a calendar `resolveCalendar` did not
 * build, is a `VALIDATION_ERROR`; then the first row that is not an epoch day of
 * 0001-01-01..9999-12-31 is `INVALID_DATE`, and the first whose year the calendar does not hold a
 * `VALIDATION_ERROR`, each naming the row: `dates[12]`.
 *
 * @param dates - The date of each row, in epoch days.
 * @param calendar - A calendar from `resolveCalendar`, `calendarOf` or `loadCalendar`.
 * @param options - The column to fill.
 * @returns 1 for a business day, 0 for any other day, or the first failure.
 * @example
 * import { US } from 'daycalc/holidays/us';
 * isBusinessDayColumn(Int32Array.of(19_908, 19_909), calendarOf(US))
 * //=> { ok: true, value: Uint8Array [0, 1] } (4 and 5 July 2024)
 */
export function isBusinessDayColumn(dates: EpochDayColumn, calendar: Checked<ResolvedCalendar>, options?: IsBusinessDayColumnOptions): Result<Uint8Array> {
  if (!isColumn(dates)) return notAColumn('dates', dates);
  const rows = dates.length;
  const fault = optionsFault(options) ?? outFault(options?.out, Uint8Array, rows);
  if (fault !== undefined) return fault;
  const checked = checkedCalendar(calendar);
  if (isArgumentFailure(checked)) return checked;
  const plan = checked.plan;
  const out = options?.out ?? new Uint8Array(rows);
  if (rows === 0) return ok(out);
  const scan = newScan();
  const suspect = !scanDays(dates, scan) || yearsMayFail(plan, scan.low, scan.high);
  const rowFault = (row: number): Fail | undefined => {
    const day = dates[row]!;
    if (plainDateOfRow(day) === undefined) return badDayRow('dates', row, day);
    const year = epochDaysToIsoDate(day).year;
    const notHeld = heldYearsFault(plan, year, year);
    if (notHeld !== undefined) return rowFailure(notHeld, row, {});
    try {
      isWorkingDay(plan, day);
      return undefined;
    } catch (error) {
      return rowFailure(failureOf(error), row, {});
    }
  };
  return runColumn(rows, suspect, rowFault, () => {
    if (tablePaysOff(scan.high - scan.low + 1, rows)) {
      const table = buildBusinessDayTable(plan, scan.low, scan.high, true);
      flagRows(table.flags, table.first, dates, out);
    } else {
      for (let row = 0; row < rows; row++) out[row] = isWorkingDay(plan, dates[row]!) ? 1 : 0;
    }
    return out;
  });
}

/** The flag loop over a table: one read per row. */
function flagRows(flags: Uint8Array, first: number, dates: EpochDayColumn, out: Uint8Array): void {
  for (let row = 0; row < out.length; row++) out[row] = flags[(dates[row]! | 0) - first]!;
}
