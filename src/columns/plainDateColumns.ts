// Columns of `YYYY-MM-DD` strings to epoch days and back: the way into and out of the column kernels.
import { epochDaysOfPlainDate, epochDaysToPlainDate, invalidDateFailure, type PlainDate } from '../date/plainDate.ts';
import { fail, ok, type Result } from '../result.ts';
import { invalidField } from '../messages.ts';
import { tablePaysOff } from './businessDayTable.ts';
import { badDayRow, isColumn, newScan, notAColumn, outFault, scanDays, type EpochDayColumn } from './columnChecks.ts';

/**
 * Reads a column of `YYYY-MM-DD` strings (a `PlainDate` each, as `parsePlainDate` reads one) into
 * epoch days. One strict read per row, no allocation per row.
 *
 * @param dates - The strings, one per row.
 * @param out - The column to fill (one row per row); without it the call makes one.
 * @returns The epoch days, or `INVALID_DATE` for the first row that is not a date, naming it:
 *   `dates[4]`; `INVALID_REQUEST` when `dates` is not an array.
 * @example
 * plainDatesToEpochDays(['1970-01-02', '2024-01-01']) //=> { ok: true, value: Int32Array [1, 19_723] }
 */
export function plainDatesToEpochDays(dates: readonly unknown[], out?: Int32Array): Result<Int32Array> {
  if (!Array.isArray(dates)) return fail('INVALID_REQUEST', 'dates', invalidField('dates', 'an array of dates YYYY-MM-DD', dates));
  const fault = outFault(out, Int32Array, dates.length);
  if (fault !== undefined) return fault;
  const days = out ?? new Int32Array(dates.length);
  for (let row = 0; row < dates.length; row++) {
    const day = epochDaysOfPlainDate(dates[row]);
    if (day !== day) return invalidDateFailure(`dates[${row}]`, dates[row]);
    days[row] = day;
  }
  return ok(days);
}

/**
 * Writes a column of epoch days as `YYYY-MM-DD` strings (what the column kernels' results become for a
 * person or a JSON answer).
 *
 * @param days - The epoch days, one per row.
 * @returns The dates, or `INVALID_DATE` for the first row that is not an epoch day of
 *   0001-01-01..9999-12-31, naming it: `days[2]`; `INVALID_REQUEST` when `days` is not a column.
 *   Rows of the same day share one string (each day is written once).
 * @example
 * epochDaysToPlainDates(Int32Array.of(1, 19_723)) //=> { ok: true, value: ['1970-01-02', '2024-01-01'] }
 */
export function epochDaysToPlainDates(days: EpochDayColumn): Result<PlainDate[]> {
  if (!isColumn(days)) return notAColumn('days', days);
  const scan = newScan();
  if (!scanDays(days, scan)) return badDayRow('days', scan.bad, days[scan.bad]!);
  const dates = new Array<PlainDate>(days.length);
  if (days.length > 0 && tablePaysOff(scan.high - scan.low + 1, days.length)) {
    // Rows share the string of their day: each day of the range is written once, on its first row.
    const written = new Array<PlainDate | undefined>(scan.high - scan.low + 1);
    const low = scan.low;
    for (let row = 0; row < days.length; row++) {
      const at = (days[row]! | 0) - low;
      dates[row] = written[at] ??= epochDaysToPlainDate(at + low)!;
    }
  } else {
    for (let row = 0; row < days.length; row++) dates[row] = epochDaysToPlainDate(days[row]! | 0)!;
  }
  return ok(dates);
}
