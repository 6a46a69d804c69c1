// Case 2: adding ±5, ±250 and ±2,500 business days with US public holidays.
import { addBusinessDays as dateFnsAddBusinessDays } from 'date-fns';
import { execute } from '../src/index.ts';
import { resolveCalendar } from '../src/calendars/resolveCalendar.ts';
import { addBusinessDays } from '../src/operations/addBusinessDays/addBusinessDays.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../src/date/plainDate.ts';
import { cycle, cycleAsync, epochDaysToIso, type BenchMode, type GroupResult, type Measurement } from './_harness.ts';
import { ADD_AMOUNTS, addInputs } from './_inputs.ts';
import { moment, naiveAdd } from './_contenders.ts';
import { addBusinessDaysChecks, checksContender, dayOfWeekContender, EXECUTE, FLOOR, timeContenders, TYPED, usCalendar } from './_daycalc.ts';

/** Runs case 2 and checks daycalc's results against the naive loop on every input. */
export async function benchAddBusinessDays(mode: BenchMode): Promise<GroupResult> {
  const calendar = await usCalendar(resolveCalendar);
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  for (const [index, amount] of ADD_AMOUNTS.entries()) {
    const label = `±${amount.toLocaleString('en-US')}`;
    const inputs = addInputs(amount, 2_000 + index);
    const typedInputs = inputs.map((input) => ({ start_date: input.start as PlainDate, days: input.days }));
    const bodies = inputs.map((input) => ({ start_date: input.start, days: input.days, country_code: 'US' }));
    const moments = inputs.map((input) => ({ start: moment(input.start, 'YYYY-MM-DD'), days: input.days }));

    let mismatches = 0;
    let checked = 0;
    const checkStarted = performance.now();
    for (const [at, input] of typedInputs.entries()) {
      if (performance.now() - checkStarted > (mode.quick ? 1_000 : 5_000)) break;
      checked++;
      const result = addBusinessDays(input, calendar);
      const source = inputs[at]!;
      if (!result.ok || result.value.result_date !== epochDaysToIso(naiveAdd(source.startDays, source.days))) mismatches++;
    }
    notes.push(`check: add ${label}: daycalc typed = naive loop on ${checked - mismatches}/${checked} inputs`);

    const contenders: [string, () => unknown, string?][] = [
      [TYPED, cycle(typedInputs, (input) => addBusinessDays(input, calendar))],
      [EXECUTE, cycleAsync(bodies, (body) => execute('add-business-days', body)), 'strings in, validation included'],
      dayOfWeekContender(inputs.map((input) => input.start)),
      ['naive loop', cycle(inputs, (input) => naiveAdd(input.startDays, input.days)), 'day by day over a Set of holiday dates'],
      ['moment-business-days', cycle(moments, (input) => input.start.businessAdd(input.days)), 'same holidays'],
      ['date-fns', cycle(inputs, (input) => dateFnsAddBusinessDays(input.startDate, input.days)), 'ignores holidays'],
      [FLOOR, cycle(typedInputs, (input) => epochDaysToPlainDate(epochDaysOfPlainDate(input.start_date) + input.days)), 'only reading the start and writing one date'],
      checksContender(typedInputs, addBusinessDaysChecks, calendar),
    ];
    measurements.push(...(await timeContenders(contenders, mode, { group: 'add', label, spanDays: amount })));
  }
  return { measurements, metrics: [], notes };
}
