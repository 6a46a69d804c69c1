// Case 12: the column kernels on one million random US rows (1950-2050, spans and moves up to five
// years, holidays included), timed in a plain `node` child on the built package (bench/_columnsChild.mjs),
// beside numpy's busday_count, busday_offset and is_busday on the same rows with the same holidays
// (bench/_numpyColumns.py, the machine's python3), and the cost of turning a column of ISO strings
// into epoch days and back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addBusinessDays, adjustDate, businessDaysBetween, isBusinessDay } from '../src/index.ts';
import { isBusinessDayColumn } from '../src/columns/index.ts';
import { resolveCalendar } from '../src/calendars/resolveCalendar.ts';
import { regionHolidays, yearsOfRegion } from '../src/calendars/regionHolidays.ts';
import { epochDaysToPlainDate } from '../src/date/plainDate.ts';
import { US } from '../src/holidays/us.ts';
import type { Result } from '../src/result.ts';
import { ROOT } from './_dist.ts';
import { createRandom, isoToEpochDays, randomInt, type BenchMode, type GroupResult, type Measurement } from './_harness.ts';
import { usCalendar } from './_daycalc.ts';

/** Rows per call. */
export const COLUMN_ROWS = 1_000_000;
/** The labels of the four kernels (the goals read them). */
export const COLUMN_LABELS = { count: 'count', add: 'add', busday: 'is-business-day', roll: 'roll (modified following)' } as const;

const numpyScript = fileURLToPath(new URL('_numpyColumns.py', import.meta.url));
const childScript = fileURLToPath(new URL('_columnsChild.mjs', import.meta.url));
const FIVE_YEARS = 1_826;

/** The rows: starts and dates uniform in 1950-2050, ends within five years of the start, moves within five years of business days. */
function columnInputs(): { starts: Int32Array; ends: Int32Array; amounts: Int32Array; dates: Int32Array } {
  const random = createRandom(12);
  const first = isoToEpochDays('1950-01-01');
  const last = isoToEpochDays('2050-12-31');
  const starts = new Int32Array(COLUMN_ROWS);
  const ends = new Int32Array(COLUMN_ROWS);
  const amounts = new Int32Array(COLUMN_ROWS);
  const dates = new Int32Array(COLUMN_ROWS);
  for (let row = 0; row < COLUMN_ROWS; row++) {
    starts[row] = randomInt(random, first, last);
    ends[row] = starts[row]! + randomInt(random, -FIVE_YEARS, FIVE_YEARS);
    amounts[row] = randomInt(random, -1_260, 1_260);
    dates[row] = randomInt(random, first, last);
  }
  return { starts, ends, amounts, dates };
}

/** The value of a kernel's result; the bench cannot go on without it. */
function valueOf<T>(result: Result<T>, what: string): T {
  if (!result.ok) throw new Error(`${what} failed: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** numpy's timings (ns per row) and answers, or why it could not run. */
function runNumpy(folder: string, mode: BenchMode): { ns: Record<string, number>; version: string } | string {
  const run = spawnSync('python3', [numpyScript, folder, String(mode.quick ? 2 : 7)], { encoding: 'utf8', timeout: 300_000 });
  if (run.error !== undefined) return `python3 did not run (${run.error.message})`;
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    const answer = JSON.parse(line) as { missing?: string; numpy?: string; count: number; offset: number; is_busday: number; roll: number };
    if (answer.missing !== undefined) return `numpy is missing (${answer.missing})`;
    return { version: answer.numpy!, ns: { [COLUMN_LABELS.count]: answer.count, [COLUMN_LABELS.add]: answer.offset, [COLUMN_LABELS.busday]: answer.is_busday, [COLUMN_LABELS.roll]: answer.roll } };
  } catch {
    return `numpy's script failed: ${run.stderr.trim().split('\n').at(-1) ?? 'no output'}`;
  }
}

/** Rows where two answers differ (only where `where` holds, when given). */
function differences(mine: ArrayLike<number>, theirs: ArrayLike<number>, where?: (row: number) => boolean): { compared: number; differ: number } {
  let compared = 0;
  let differ = 0;
  for (let row = 0; row < mine.length; row++) {
    if (where !== undefined && !where(row)) continue;
    compared++;
    if (mine[row] !== theirs[row]) differ++;
  }
  return { compared, differ };
}

/** Reads a column the child or numpy wrote. */
function readInt32(folder: string, name: string): Int32Array {
  const bytes = readFileSync(join(folder, name));
  return new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** Runs case 12: the kernels in a plain `node` child on the built package, numpy beside them, the answers checked here. */
export async function benchColumns(mode: BenchMode): Promise<GroupResult> {
  const calendar = await usCalendar(resolveCalendar);
  const { starts, ends, amounts, dates } = columnInputs();
  const folder = mkdtempSync(join(tmpdir(), 'daycalc-columns-'));
  try {
    const write = (name: string, column: Int32Array) => writeFileSync(join(folder, name), new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
    write('starts.i32', starts);
    write('ends.i32', ends);
    write('amounts.i32', amounts);
    write('dates.i32', dates);
    const child = spawnSync(process.execPath, [childScript, folder, String(mode.quick ? 5 : 30)], { cwd: ROOT, encoding: 'utf8', timeout: 600_000 });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) throw new Error(`the column kernels' child failed: ${child.stderr.trim().split('\n').slice(-3).join(' | ')}`);
    const { node, timings } = JSON.parse(line) as { node: string; timings: Record<string, { ns: number; p50: number; samples: number }> };
    const measurements: Measurement[] = Object.entries(timings).map(([label, time]) => ({
      group: 'columns',
      contender: 'daycalc column',
      label,
      ...time,
      note: `per row, ${COLUMN_ROWS.toLocaleString('en-US')} rows per call; the built package in plain node ${node}`,
    }));
    const counts = readInt32(folder, 'counts.i32');
    const moved = readInt32(folder, 'moved.i32');
    const flags = new Uint8Array(readFileSync(join(folder, 'flags.u8')));
    const rolled = readInt32(folder, 'rolled.i32');

    // Every kernel against the per-call typed function (from src/, here) on a sample of rows.
    const sample = mode.quick ? 200 : 2_000;
    let mismatches = 0;
    for (let row = 0; row < sample; row++) {
      const start = epochDaysToPlainDate(starts[row]!)!;
      const date = epochDaysToPlainDate(dates[row]!)!;
      const count = businessDaysBetween({ start_date: start, end_date: epochDaysToPlainDate(ends[row]!)! }, calendar);
      const add = addBusinessDays({ start_date: start, days: amounts[row]! }, calendar);
      const day = isBusinessDay({ date }, calendar);
      const roll = adjustDate({ date, convention: 'modified_following' }, calendar);
      if (!count.ok || count.value.business_days !== counts[row]) mismatches++;
      if (!add.ok || add.value.result_date !== epochDaysToPlainDate(moved[row]!)) mismatches++;
      if (!day.ok || day.value.is_business_day !== (flags[row] === 1)) mismatches++;
      if (!roll.ok || roll.value.adjusted_date !== epochDaysToPlainDate(rolled[row]!)) mismatches++;
    }
    const notes = [`check: columns: ${4 * sample - mismatches}/${4 * sample} rows of the four kernels = the per-call typed functions`];
    if (differences(readInt32(folder, 'readback.i32'), dates).differ > 0) notes.push('check: columns: ISO strings did NOT read back to the same epoch days');

    // numpy on the same rows with the same holidays: every holiday of daycalc's US table, 1900-2199.
    const yearOf = yearsOfRegion(regionHolidays(US, undefined, undefined));
    const holidays: number[] = [];
    for (let year = 1900; year <= 2199; year++) holidays.push(...valueOf(yearOf(year), `US ${year}`).days);
    write('holidays.i32', Int32Array.from(holidays));
    const numpy = runNumpy(folder, mode);
    if (typeof numpy === 'string') {
      notes.push(`columns: ${numpy}; the ratio goals are not measured, the absolute goals are judged`);
    } else {
      for (const [label, ns] of Object.entries(numpy.ns)) measurements.push({ group: 'columns', contender: 'numpy', label, ns, p50: ns, samples: mode.quick ? 2 : 7, note: `numpy ${numpy.version}, best run, per row` });
      const count = differences(counts, readInt32(folder, 'numpy-count.i32'));
      // numpy moves from the business day it rolls a start to; daycalc from the start: they agree on business-day starts.
      const startFlags = valueOf(isBusinessDayColumn(starts, calendar), 'isBusinessDayColumn');
      const add = differences(moved, readInt32(folder, 'numpy-offset.i32'), (row) => startFlags[row] === 1);
      const busday = differences(flags, new Uint8Array(readFileSync(join(folder, 'numpy-busday.u8'))));
      const roll = differences(rolled, readInt32(folder, 'numpy-roll.i32'));
      notes.push(
        `check: columns = numpy on ${count.compared - count.differ}/${count.compared} counts (closed intervals), ${busday.compared - busday.differ}/${busday.compared} is_busday, ${roll.compared - roll.differ}/${roll.compared} modified-following rolls`,
        `check: columns: add agrees with numpy's busday_offset on the rows that start on a business day (${add.compared - add.differ}/${add.compared})`,
      );
    }
    return { measurements, metrics: [], notes };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
