// The checks of a column call, made once per call: the arguments' types and lengths, the options, and
// one pass over the rows that finds their range (or the first row that is not an epoch day or an
// amount). A failure names the argument, or the row as `name[index]`.
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../date/limits.ts';
import { epochDaysToPlainDate, type PlainDate } from '../date/plainDate.ts';
import { expectsBoolean, expectsIntegerBetween, invalidField } from '../messages.ts';
import { fail, type Fail } from '../result.ts';

/** A column of epoch days (days since 1970-01-01; Arrow's `Date32`), one per row. */
export type EpochDayColumn = Int32Array | Float64Array;

/** A column of whole numbers, one per row (`addBusinessDaysColumn`'s amounts). */
export type AmountColumn = Int32Array | Float64Array;

/** The lowest and highest value of a column's rows, or the index of its first bad row. */
export interface ColumnScan {
  low: number;
  high: number;
  /** The first row that failed the scan, or -1. */
  bad: number;
}

/**
 * A scan before any row: a range that every epoch day widens (whole numbers, so the scans' loops stay on
 * small integers).
 *
 * @returns An empty scan.
 * @example
 * newScan().bad //=> -1
 */
export function newScan(): ColumnScan {
  return { low: MAX_EPOCH_DAYS + 1, high: MIN_EPOCH_DAYS - 1, bad: -1 };
}

/**
 * Tells whether a value is a column (`Int32Array` or `Float64Array`).
 *
 * @param value - Any value.
 * @returns True for a column.
 * @example
 * isColumn(new Int32Array(3)) //=> true
 * isColumn([1, 2, 3]) //=> false
 */
export function isColumn(value: unknown): value is EpochDayColumn {
  return value instanceof Int32Array || value instanceof Float64Array;
}

/**
 * The failure of an argument that is not a column: `INVALID_REQUEST`, as a missing field is.
 *
 * @param name - The argument's name.
 * @param value - What was given.
 * @param rows - What its rows hold.
 * @returns The failure.
 * @example
 * notAColumn('start_dates', [19_723]).error.message //=> 'start_dates must be an Int32Array or a Float64Array of epoch days; received an array of 1'
 */
export function notAColumn(name: string, value: unknown, rows: string = 'epoch days'): Fail {
  return fail('INVALID_REQUEST', name, invalidField(name, `an Int32Array or a Float64Array of ${rows}`, value));
}

/**
 * Checks a second column against the first's length.
 *
 * @param name - The second column's name.
 * @param column - The second column.
 * @param firstName - The first column's name.
 * @param rows - The first column's length.
 * @returns The failure (`VALIDATION_ERROR` naming `name`), or `undefined`.
 * @example
 * lengthFault('end_dates', new Int32Array(2), 'start_dates', 3)?.error.field //=> 'end_dates'
 */
export function lengthFault(name: string, column: ArrayLike<number>, firstName: string, rows: number): Fail | undefined {
  if (column.length === rows) return undefined;
  return fail('VALIDATION_ERROR', name, `${name} has ${column.length} rows; ${firstName} has ${rows}: give one value per row`);
}

/**
 * Checks the output column a call fills: absent (the call makes one), or of the right type and length.
 *
 * @param out - The output column, or `undefined`.
 * @param type - The type it must be (`Int32Array`, or `Uint8Array` for flags).
 * @param rows - The rows of the call.
 * @returns The failure (`VALIDATION_ERROR` naming `out`), or `undefined`.
 * @example
 * outFault(new Int32Array(2), Int32Array, 3)?.error.field //=> 'out'
 */
export function outFault(out: unknown, type: typeof Int32Array | typeof Uint8Array, rows: number): Fail | undefined {
  if (out === undefined || (out instanceof type && out.length === rows)) return undefined;
  return fail('VALIDATION_ERROR', 'out', invalidField('out', `an ${type.name} of ${rows} rows (one per row), or absent`, out));
}

/**
 * Checks a boolean option of a column call.
 *
 * @param options - The options object (or `undefined`).
 * @param name - The option.
 * @returns The failure (`VALIDATION_ERROR` naming the option), or `undefined` for a boolean or absent option.
 * @example
 * booleanOptionFault({ include_start_date: 'yes' }, 'include_start_date')?.error.field //=> 'include_start_date'
 */
export function booleanOptionFault(options: object | undefined, name: string): Fail | undefined {
  const value = (options as Readonly<Record<string, unknown>> | undefined)?.[name];
  return value === undefined || typeof value === 'boolean' ? undefined : fail('VALIDATION_ERROR', name, invalidField(name, expectsBoolean(), value));
}

/**
 * Checks the options argument: absent or an object.
 *
 * @param options - What was given.
 * @returns The failure (`INVALID_REQUEST` naming `options`), or `undefined`.
 * @example
 * optionsFault(3)?.error.code //=> 'INVALID_REQUEST'
 */
export function optionsFault(options: unknown): Fail | undefined {
  return options === undefined || (typeof options === 'object' && options !== null) ? undefined : fail('INVALID_REQUEST', 'options', invalidField('options', 'an object of options, or absent', options));
}

/**
 * One pass over a column of epoch days: its lowest and highest day, or its first row that is not an
 * integer in 0001-01-01..9999-12-31 (`NaN`, a fraction, out of range). Writes into `scan`.
 *
 * @param column - The column.
 * @param scan - Where the range (or the bad row) goes; `low`/`high` keep what they held, so two columns scan into one range.
 * @returns False when a row is bad (`scan.bad` is its index).
 * @example
 * scanDays(Int32Array.of(5, 3), newScan()) //=> true, the scan { low: 3, high: 5, bad: -1 }
 */
export function scanDays(column: EpochDayColumn, scan: ColumnScan): boolean {
  return scanWhole(column, scan, MIN_EPOCH_DAYS, MAX_EPOCH_DAYS);
}

/**
 * `scanDays` for any bounds: whole numbers in `[min, max]`.
 *
 * @param column - The column.
 * @param scan - Where the range (or the bad row) goes.
 * @param min - Lowest value allowed.
 * @param max - Highest value allowed.
 * @returns False when a row is bad.
 * @example
 * scanWhole(Float64Array.of(1.5), newScan(), -25_000, 25_000) //=> false, the scan's bad 0
 */
export function scanWhole(column: EpochDayColumn, scan: ColumnScan, min: number, max: number): boolean {
  let low = scan.low;
  let high = scan.high;
  let row = 0;
  // Whole numbers only (a Float64Array's NaN or fraction stops the loop); the bounds are judged once, after it.
  for (; row < column.length; row++) {
    const value = column[row]! | 0;
    if (value !== column[row]) break;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (row === column.length && low >= min && high <= max) {
    scan.low = low;
    scan.high = high;
    return true;
  }
  scan.bad = column.findIndex((value) => !isWhole(value, min, max));
  return false;
}

/**
 * One pass over two columns of epoch days (a row's start and end): their lowest and highest day, or
 * the first row where either is not an epoch day or the two lie `maxGap` days apart or more.
 *
 * @param starts - The first column.
 * @param ends - The second column (as long).
 * @param scan - Where the range (or the bad row) goes.
 * @param maxGap - The first gap a row may not have.
 * @returns False when a row is bad (`scan.bad` is its index).
 * @example
 * scanPairs(Int32Array.of(0), Int32Array.of(40_000), newScan(), 36_525) //=> false, the scan's bad 0
 */
export function scanPairs(starts: EpochDayColumn, ends: EpochDayColumn, scan: ColumnScan, maxGap: number): boolean {
  let low = scan.low;
  let high = scan.high;
  let gapLow = 0;
  let gapHigh = 0;
  let row = 0;
  // Whole numbers only (a Float64Array's NaN or fraction stops the loop); the rest is judged once,
  // after it, from the extremes: branches that always go the same way, and no test per row.
  for (; row < starts.length; row++) {
    const start = starts[row]!;
    const end = ends[row]!;
    if ((start | 0) !== start || (end | 0) !== end) break;
    const gap = (end - start) | 0;
    const negative = gap >> 31;
    const least = start + (gap & negative);
    const most = end - (gap & negative);
    if (least < low) low = least;
    if (most > high) high = most;
    if (gap < gapLow) gapLow = gap;
    if (gap > gapHigh) gapHigh = gap;
  }
  if (row === starts.length && low >= MIN_EPOCH_DAYS && high <= MAX_EPOCH_DAYS && gapLow > -maxGap && gapHigh < maxGap) {
    scan.low = low;
    scan.high = high;
    return true;
  }
  scan.bad = starts.findIndex((start, at) => !isWhole(start, MIN_EPOCH_DAYS, MAX_EPOCH_DAYS) || !isWhole(ends[at]!, MIN_EPOCH_DAYS, MAX_EPOCH_DAYS) || Math.abs(ends[at]! - start) >= maxGap);
  return false;
}

/** Whether a value is a whole number in `[min, max]`. */
function isWhole(value: number, min: number, max: number): boolean {
  return value >= min && value <= max && (value | 0) === value;
}

/**
 * The date of an epoch-day row, or `undefined` when the row is not an epoch day of 0001..9999.
 *
 * @param value - A row's value.
 * @returns Its date.
 * @example
 * plainDateOfRow(19_723) //=> '2024-01-01'
 * plainDateOfRow(0.5) //=> undefined
 */
export function plainDateOfRow(value: number): PlainDate | undefined {
  return Number.isInteger(value) ? epochDaysToPlainDate(value) : undefined;
}

/** The text of what an epoch-day row holds: the number, and its date when it is one. */
function shownDay(value: number): string {
  const date = plainDateOfRow(value);
  return date === undefined ? String(value) : `${value} (${date})`;
}

/**
 * The failure of a row that is not an epoch day: `INVALID_DATE`, naming the row.
 *
 * @param name - The column's name.
 * @param row - The row.
 * @param value - Its value.
 * @returns The failure.
 * @example
 * badDayRow('start_dates', 4, 3e6).error.field //=> 'start_dates[4]'
 */
export function badDayRow(name: string, row: number, value: number): Fail {
  const field = `${name}[${row}]`;
  return fail('INVALID_DATE', field, `${field} must be an epoch day: an integer from ${MIN_EPOCH_DAYS} (0001-01-01) to ${MAX_EPOCH_DAYS} (9999-12-31); received ${shownDay(value)}`);
}

/**
 * The failure of a row that is not an amount in `[min, max]`: `VALIDATION_ERROR`, naming the row.
 *
 * @param name - The column's name.
 * @param row - The row.
 * @param value - Its value.
 * @param min - Lowest amount.
 * @param max - Highest amount.
 * @returns The failure.
 * @example
 * badAmountRow('days', 2, 30_000, -25_000, 25_000).error.field //=> 'days[2]'
 */
export function badAmountRow(name: string, row: number, value: number, min: number, max: number): Fail {
  const field = `${name}[${row}]`;
  return fail('VALIDATION_ERROR', field, invalidField(field, expectsIntegerBetween(min, max), value));
}

/**
 * A typed function's failure for one row, renamed for the column: its field becomes the row's
 * (`start_date` -> `start_dates[7]`; `calendar` stays, the row named in the message).
 *
 * @param failure - The typed function's failure for the row.
 * @param row - The row.
 * @param columns - The typed function's field names and the columns they come from.
 * @returns The column's failure.
 * @example
 * rowFailure(fail('RANGE_TOO_LARGE', 'end_date', 'end_date is ...'), 7, { end_date: 'end_dates' }).error.field //=> 'end_dates[7]'
 */
export function rowFailure(failure: Fail, row: number, columns: Readonly<Record<string, string>>): Fail {
  const { code, field, message } = failure.error;
  const column = field === undefined ? undefined : columns[field];
  const named = column === undefined ? (field ?? 'calendar') : `${column}[${row}]`;
  return { ok: false, error: { code, field: named, message: `${column === undefined ? `${named} (row ${row})` : named}: ${message}` } };
}
