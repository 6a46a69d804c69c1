import { isWorkingDay, nthWorkingDay } from '../calendars/engine.ts';
import type { CalendarPlan, ResolvedCalendar } from '../calendars/resolvedCalendar.ts';
import { epochDaysToIsoDate } from '../date/epochDays.ts';
import { daysInMonth } from '../date/months.ts';
import { expectsOneOf, invalidField } from '../messages.ts';
import { checkedCalendar } from '../operations/_inputChecks.ts';
import { isArgumentFailure, type Checked } from '../operations/_arguments.ts';
import { adjustDateKernel, type AdjustDateConvention } from '../operations/adjustDate/adjustDate.ts';
import { ADJUST_DATE_CONVENTIONS } from '../operations/adjustDate/fields.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';
import { buildBusinessDayTable, tablePaysOff, type BusinessDayTable } from './businessDayTable.ts';
import { badDayRow, isColumn, newScan, notAColumn, optionsFault, outFault, plainDateOfRow, rowFailure, scanDays, type EpochDayColumn } from './columnChecks.ts';
import { runColumn, yearsMayFail } from './columnRun.ts';

/** Options of `adjustDateColumn`. */
export interface AdjustDateColumnOptions {
  /** The roll convention of every row. Default `following`. */
  readonly convention?: AdjustDateConvention;
  /** The column to fill (it may be `dates` itself); without it the call makes one. */
  readonly out?: Int32Array;
}

/** Conventions as numbers for the loop: following, preceding, modified following, modified preceding, nearest. */
const CONVENTION_CODES: Readonly<Record<AdjustDateConvention, number>> = { following: 0, preceding: 1, modified_following: 2, modified_preceding: 3, nearest: 4 };

/**
 * Rolls the date of every row that is not a business day to a business day by one convention, as
 * `adjustDate` rolls one (`following`, `preceding`, `modified_following`, `modified_preceding`,
 * `nearest`: QuantLib's meanings; a business day stays), into an `Int32Array` of epoch days. The rows
 * are checked once per call; a table of the business days over their reach is built once (when it
 * costs less than searching row by row), so each row then costs two or three reads: no allocation and
 * no search per row. `out[row] - dates[row]` is adjust-date's `days_moved`.
 *
 * Checks, in order: a column that is not an `Int32Array` or `Float64Array` is `INVALID_REQUEST`; an
 * `out` that is not an `Int32Array` of the column's length, a convention adjust-date does not know or
 * a calendar `resolveCalendar` did not build is a `VALIDATION_ERROR`; then the first row that fails
 * fails the call, as `adjustDate` fails for it (`INVALID_DATE` for a row that is not an epoch day of
 * 0001-01-01..9999-12-31; a `VALIDATION_ERROR` for no business day to roll to, or years the calendar
 * does not hold), its field naming the row: `dates[5]`.
 *
 * @param dates - The date of each row, in epoch days.
 * @param calendar - A calendar from `resolveCalendar`, `calendarOf` or `loadCalendar`.
 * @param options - The convention, and the column to fill.
 * @returns The adjusted dates in epoch days, or the first failure.
 * @example
 * import { US } from 'daycalc/holidays/us';
 * adjustDateColumn(Int32Array.of(20_638), calendarOf(US), { convention: 'modified_following' })
 * //=> { ok: true, value: Int32Array [20_640] } (Saturday 4 July 2026 rolls to Monday 6 July)
 */
export function adjustDateColumn(dates: EpochDayColumn, calendar: Checked<ResolvedCalendar>, options?: AdjustDateColumnOptions): Result<Int32Array> {
  if (!isColumn(dates)) return notAColumn('dates', dates);
  const rows = dates.length;
  const fault = optionsFault(options) ?? outFault(options?.out, Int32Array, rows) ?? conventionFault(options?.convention);
  if (fault !== undefined) return fault;
  const checked = checkedCalendar(calendar);
  if (isArgumentFailure(checked)) return checked;
  const plan = checked.plan;
  const convention: AdjustDateConvention = options?.convention ?? 'following';
  const out = options?.out ?? new Int32Array(rows);
  if (rows === 0) return ok(out);
  const scan = newScan();
  const rowFault = (row: number): Fail | undefined => {
    const day = dates[row]!;
    const date = plainDateOfRow(day);
    if (date === undefined) return badDayRow('dates', row, day);
    const answer = adjustDateKernel({ date, convention }, checked, day);
    return answer.ok ? undefined : rowFailure(answer, row, { date: 'dates' });
  };
  // The reach of the rows: the business day before the earliest and the one after the latest (every
  // roll lands between them). Undefined when one lies outside 0001..9999: the rows say which fail.
  let first: number | undefined;
  let last: number | undefined;
  if (scanDays(dates, scan) && !yearsMayFail(plan, scan.low, scan.high)) {
    try {
      first = nthWorkingDay(plan, scan.low + 1, 1, -1);
      last = nthWorkingDay(plan, scan.high - 1, 1, 1);
    } catch {
      // Holiday data that cannot be read: the rows say which (below).
    }
  }
  const code = CONVENTION_CODES[convention];
  return runColumn(rows, first === undefined || last === undefined, rowFault, () => {
    if (tablePaysOff(last! - first! + 1, rows)) {
      const targets = rollTargets(buildBusinessDayTable(plan, first!, last!), scan.low, scan.high, code);
      const low = scan.low;
      for (let row = 0; row < rows; row++) out[row] = targets[(dates[row]! | 0) - low]!;
    } else {
      for (let row = 0; row < rows; row++) out[row] = rolled(plan, dates[row]!, convention);
    }
    return out;
  });
}

/** The failure of a convention adjust-date does not know. */
function conventionFault(convention: unknown): Fail | undefined {
  if (convention === undefined || (typeof convention === 'string' && Object.hasOwn(CONVENTION_CODES, convention))) return undefined;
  return fail('VALIDATION_ERROR', 'convention', invalidField('convention', expectsOneOf(ADJUST_DATE_CONVENTIONS), convention));
}

/** `days[i]`: the day of the month of `first + i`, for `length` days. */
function daysOfMonth(first: number, length: number): Uint8Array {
  const days = new Uint8Array(length);
  let { year, month, day } = epochDaysToIsoDate(first);
  let monthLength = daysInMonth(year, month);
  for (let index = 0; index < length; index++) {
    days[index] = day;
    if (day < monthLength) {
      day++;
    } else {
      day = 1;
      year += month === 12 ? 1 : 0;
      month = month === 12 ? 1 : month + 1;
      monthLength = daysInMonth(year, month);
    }
  }
  return days;
}

/**
 * Where each day of `[low, high]` rolls to, from a table: the business day on or after it
 * (`following`) is `days[rank[day]]`, the one on or before it (`preceding`) `days[rank[day + 1] - 1]`;
 * a modified convention keeps the first unless its day of the month says it left the day's month.
 * Built once per call over the days (not the rows), so each row then costs one read.
 */
function rollTargets(table: BusinessDayTable, low: number, high: number, code: number): Int32Array {
  const { rank, days: businessDays, first } = table;
  const monthDays = code === 2 || code === 3 ? daysOfMonth(first, table.flags.length) : undefined;
  const targets = new Int32Array(high - low + 1);
  for (let day = low; day <= high; day++) {
    const at = day - first;
    const following = businessDays[rank[at]!]!;
    const preceding = businessDays[rank[at + 1]! - 1]!;
    let target: number;
    if (code === 0) target = following;
    else if (code === 1) target = preceding;
    else if (code === 4) target = following - day <= day - preceding ? following : preceding;
    else if (code === 2) target = monthDays![following - first]! - monthDays![at]! === following - day ? following : preceding;
    else target = monthDays![at]! - monthDays![preceding - first]! === day - preceding ? preceding : following;
    targets[day - low] = target;
  }
  return targets;
}

/** The month of an epoch day as `year * 12 + month`, to compare months. */
function monthOf(day: number): number {
  const { year, month } = epochDaysToIsoDate(day);
  return year * 12 + month;
}

/**
 * One row by the engine's searches, as `adjustDateKernel` rolls it: only the neighbours the convention
 * needs (the row cannot fail here; a roll with no target throws, and the rows then say which fails).
 */
function rolled(plan: CalendarPlan, day: number, convention: AdjustDateConvention): number {
  if (isWorkingDay(plan, day)) return day;
  const forward = convention === 'following' || convention === 'modified_following' || convention === 'nearest';
  const first = nthWorkingDay(plan, day, 1, forward ? 1 : -1);
  let target: number | undefined;
  if (convention === 'following' || convention === 'preceding') {
    target = first;
  } else if (convention === 'nearest') {
    const previous = nthWorkingDay(plan, day, 1, -1);
    target = first === undefined ? previous : previous === undefined || first - day <= day - previous ? first : previous;
  } else {
    target = first !== undefined && monthOf(first) === monthOf(day) ? first : (nthWorkingDay(plan, day, 1, forward ? -1 : 1) ?? first);
  }
  if (target === undefined) throw new RangeError('a row has no business day to roll to');
  return target;
}
