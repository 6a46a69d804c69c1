// daycalc helpers shared by the business-day cases.
import type { HolidayData } from '../src/calendars/holidayData.ts';
import type { ResolvedCalendar } from '../src/calendars/resolvedCalendar.ts';
import { addBusinessDaysArgumentsFault } from '../src/operations/addBusinessDays/arguments.generated.ts';
import { businessDaysBetweenArgumentsFault } from '../src/operations/businessDaysBetween/arguments.generated.ts';
import { isBusinessDayArgumentsFault } from '../src/operations/isBusinessDay/arguments.generated.ts';
import { checkedCalendar } from '../src/operations/_inputChecks.ts';
import { checkedArguments, DATE_FIELD, isArgumentFailure, START_AND_END_FIELDS, START_FIELD } from '../src/operations/_arguments.ts';
import type { AddBusinessDaysInput } from '../src/operations/addBusinessDays/addBusinessDays.ts';
import type { BusinessDaysBetweenInput } from '../src/operations/businessDaysBetween/businessDaysBetween.ts';
import type { IsBusinessDayInput } from '../src/operations/isBusinessDay/isBusinessDay.ts';
import { US } from '../src/holidays/us.ts';
import type { Fail, Result } from '../src/result.ts';
import { execute } from '../src/index.ts';
import { cycle, cycleAsync, pairedRatio, timeBody, type BenchMode, type Measurement } from './_harness.ts';

/**
 * The contender that only reads and writes the dates a strict string API must read and write, and
 * does nothing else: the floor under the typed functions on this machine, beside the sanity ceilings.
 */
export const FLOOR = 'floor: date strings only';

/**
 * The reference of the execute ceilings (issue 31): `execute('day-of-week')` on the same dates, timed
 * beside a case's `daycalc execute` row so that both figures of a goal come from one run.
 */
export const EXECUTE_DAY_OF_WEEK = 'execute day-of-week (reference)';

/** The contender that runs only the argument checks of a typed call (`checksContender`); no goal reads it. */
export const CHECKS = 'checks: argument checks alone';

type CalendarFields = { country_code?: string; subdivision_code?: string };

/**
 * Resolves the default US calendar once from the US holiday data imported statically
 * (`daycalc/holidays/us`), as a TypeScript caller would before many typed calls.
 *
 * @param resolveCalendar - daycalc's resolver (sync or async).
 * @returns The resolved calendar; throws when it cannot be resolved (the bench cannot run without it).
 */
export async function usCalendar<C>(resolveCalendar: (fields: CalendarFields, options: { holidays: HolidayData }) => Result<C> | Promise<Result<C>>): Promise<C> {
  const resolved = await resolveCalendar({ country_code: 'US' }, { holidays: US });
  if (!resolved.ok) throw new Error(`resolveCalendar(US) failed: ${resolved.error.code} ${resolved.error.message}`);
  return resolved.value;
}

// The argument checks each typed business-day function makes before its kernel, as it makes them
// (src/operations/<op>/<op>.ts): `checkedArguments` (an object, dates unwrapped, then the precedence
// table's rows over the operation's shape, src/operations/<op>/fields.ts), then `checkedCalendar`.

/**
 * The checks of `businessDaysBetween` without its two date readings.
 *
 * @param input - A typed input.
 * @param calendar - A resolved calendar.
 * @returns `undefined` when every check passes, else the first failure.
 * @example
 * businessDaysBetweenChecks({ start_date: '2024-01-01', end_date: '2024-12-31' }, calendar) //=> undefined
 */
export function businessDaysBetweenChecks(input: BusinessDaysBetweenInput, calendar: ResolvedCalendar): Fail | undefined {
  const checked = checkedArguments(input, businessDaysBetweenArgumentsFault, START_AND_END_FIELDS);
  if (isArgumentFailure(checked)) return checked;
  const checkedOne = checkedCalendar(calendar);
  return isArgumentFailure(checkedOne) ? checkedOne : undefined;
}

/**
 * The checks of `addBusinessDays` without its date reading.
 *
 * @param input - A typed input.
 * @param calendar - A resolved calendar.
 * @returns `undefined` when every check passes, else the first failure.
 * @example
 * addBusinessDaysChecks({ start_date: '2024-01-01', days: 30_000 }, calendar)?.error.field //=> 'days'
 */
export function addBusinessDaysChecks(input: AddBusinessDaysInput, calendar: ResolvedCalendar): Fail | undefined {
  const checked = checkedArguments(input, addBusinessDaysArgumentsFault, START_FIELD);
  if (isArgumentFailure(checked)) return checked;
  const checkedOne = checkedCalendar(calendar);
  return isArgumentFailure(checkedOne) ? checkedOne : undefined;
}

/**
 * The checks of `isBusinessDay` without its date reading.
 *
 * @param input - A typed input.
 * @param calendar - A resolved calendar.
 * @returns `undefined` when every check passes, else the first failure.
 * @example
 * isBusinessDayChecks({ date: '2024-07-04' }, { plan: {} } as never)?.error.field //=> 'calendar'
 */
export function isBusinessDayChecks(input: IsBusinessDayInput, calendar: ResolvedCalendar): Fail | undefined {
  const checked = checkedArguments(input, isBusinessDayArgumentsFault, DATE_FIELD);
  if (isArgumentFailure(checked)) return checked;
  const checkedOne = checkedCalendar(calendar);
  return isArgumentFailure(checkedOne) ? checkedOne : undefined;
}

/**
 * The bench row of the argument checks alone, for a case's contender list.
 *
 * @param inputs - The case's typed inputs.
 * @param checks - The operation's checks (`businessDaysBetweenChecks` and the others).
 * @param calendar - The calendar the typed row uses.
 * @returns The contender: name, body and note; throws when a check fails on an input (the row would
 *   then time a failure, not the checks a valid call passes).
 * @example
 * checksContender(typedInputs, isBusinessDayChecks, calendar) //=> ['checks: argument checks alone', [Function], '...']
 */
export function checksContender<I>(inputs: readonly I[], checks: (input: I, calendar: ResolvedCalendar) => Fail | undefined, calendar: ResolvedCalendar): [string, () => unknown, string] {
  for (const input of inputs) {
    const fault = checks(input, calendar);
    if (fault !== undefined) throw new Error(`${checks.name} failed on a bench input: ${fault.error.code} ${fault.error.message}`);
  }
  return [CHECKS, cycle(inputs, (input) => checks(input, calendar)), 'only the run-time argument checks, dates not read'];
}

/**
 * The bench row of `execute('day-of-week')` on the given dates, for a business-day case's contender
 * list, right after its `daycalc execute` row (the execute goals compare the two).
 *
 * @param dates - The case's dates (`YYYY-MM-DD`), one body each.
 * @returns The contender: name, body and note.
 * @example
 * dayOfWeekContender(['2024-07-04']) //=> ['execute day-of-week (reference)', [Function], '...']
 */
export function dayOfWeekContender(dates: readonly string[]): [string, () => unknown, string] {
  const bodies = dates.map((date) => ({ date }));
  return [EXECUTE_DAY_OF_WEEK, cycleAsync(bodies, (body) => execute('day-of-week', body)), 'the same dates through execute day-of-week, this run: the reference of the execute goals'];
}

/** The contender of the execute goals: `execute` on the case's request bodies. */
export const EXECUTE = 'daycalc execute';

/** The contender of the typed goals: the typed function on the case's inputs. */
export const TYPED = 'daycalc typed';

/** The pairs of contenders a goal compares, each timed in alternating batches: the contender, then its reference. */
const PAIRS = [
  [EXECUTE, EXECUTE_DAY_OF_WEEK],
  [TYPED, FLOOR],
] as const;

/**
 * Times a case's contenders on one input set, one after the other (`timeBody`), then each pair a goal
 * compares (`execute` against `execute('day-of-week')`, the typed function against its floor) in
 * alternating batches (`pairedRatio`): the goals judge those ratios, which a machine's drift between
 * two timings does not move.
 *
 * @param contenders - Name, body and note of each.
 * @param mode - Quick or full.
 * @param row - What each of the set's rows shares (group, label, span).
 * @returns One measurement per contender; a compared contender's with `versus` (by its reference's name).
 * @example
 * await timeContenders(contenders, mode, { group: 'add', label: '±5', spanDays: 5 })
 */
export async function timeContenders(
  contenders: readonly (readonly [string, () => unknown, string?])[],
  mode: BenchMode,
  row: Pick<Measurement, 'group' | 'label' | 'spanDays'>,
): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const [contender, body, note] of contenders) {
    const time = await timeBody(body, mode);
    measurements.push({ ...row, contender, ...time, ...(note === undefined ? {} : { note }) });
  }
  const bodyOf = (name: string) => contenders.find(([contender]) => contender === name)?.[1];
  for (const [name, referenceName] of PAIRS) {
    const body = bodyOf(name);
    const reference = bodyOf(referenceName);
    if (body === undefined || reference === undefined) continue;
    const ratio = await pairedRatio(body, reference, mode);
    const at = measurements.findIndex((measurement) => measurement.contender === name);
    measurements[at] = { ...measurements[at]!, versus: { ...measurements[at]!.versus, [referenceName]: ratio } };
  }
  return measurements;
}
