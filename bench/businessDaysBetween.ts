// Case 1: business-day count with US public holidays over 1 month, 1 year, 10 years and 100 years.
import { differenceInBusinessDays } from 'date-fns';
import { execute } from '../src/index.ts';
import { resolveCalendar } from '../src/calendars/resolveCalendar.ts';
import { businessDaysBetween } from '../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { epochDaysOfPlainDate, type PlainDate } from '../src/date/plainDate.ts';
import { cycle, cycleAsync, timeBody, type BenchMode, type GroupResult, type Measurement } from './_harness.ts';
import { COUNT_SPANS, countInputs } from './_inputs.ts';
import { moment, naiveCount } from './_contenders.ts';
import { businessDaysBetweenChecks, checksContender, dayOfWeekContender, EXECUTE, FLOOR, timeContenders, TYPED, usCalendar } from './_daycalc.ts';

/** Runs case 1 and checks daycalc's counts against the naive loop on every input. */
export async function benchBusinessDaysBetween(mode: BenchMode): Promise<GroupResult> {
  const calendar = await usCalendar(resolveCalendar);
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  for (const [index, span] of COUNT_SPANS.entries()) {
    const inputs = countInputs(span.days, 1_000 + index);
    const typedInputs = inputs.map((input) => ({ start_date: input.start as PlainDate, end_date: input.end as PlainDate }));
    const bodies = inputs.map((input) => ({ start_date: input.start, end_date: input.end, country_code: 'US' }));
    const moments = inputs.map((input) => ({ start: moment(input.start, 'YYYY-MM-DD'), end: moment(input.end, 'YYYY-MM-DD') }));

    let mismatches = 0;
    let checked = 0;
    const checkStarted = performance.now();
    for (const [at, input] of typedInputs.entries()) {
      if (performance.now() - checkStarted > (mode.quick ? 1_000 : 5_000)) break;
      checked++;
      const result = businessDaysBetween(input, calendar);
      const source = inputs[at]!;
      if (!result.ok || result.value.business_days !== naiveCount(source.startDays, source.endDays)) mismatches++;
    }
    const executed = await execute('business-days-between', bodies[0]);
    const executeOk = executed.ok && (executed.data as { business_days: number }).business_days === naiveCount(inputs[0]!.startDays, inputs[0]!.endDays);
    notes.push(`check: count ${span.label}: daycalc typed = naive loop on ${checked - mismatches}/${checked} inputs; execute ${executeOk ? 'agrees' : 'DISAGREES'}`);

    const contenders: [string, () => unknown, string?][] = [
      [TYPED, cycle(typedInputs, (input) => businessDaysBetween(input, calendar))],
      [EXECUTE, cycleAsync(bodies, (body) => execute('business-days-between', body)), 'strings in, validation included'],
      dayOfWeekContender(inputs.map((input) => input.start)),
      ['naive loop', cycle(inputs, (input) => naiveCount(input.startDays, input.endDays)), 'day by day over a Set of holiday dates'],
      ['moment-business-days', cycle(moments, (pair) => pair.start.businessDiff(pair.end)), 'same holidays; end date excluded'],
      ['date-fns', cycle(inputs, (input) => differenceInBusinessDays(input.endDate, input.startDate)), 'ignores holidays'],
      [FLOOR, cycle(typedInputs, (input) => epochDaysOfPlainDate(input.start_date) - epochDaysOfPlainDate(input.end_date)), 'only reading the two date strings strictly'],
      checksContender(typedInputs, businessDaysBetweenChecks, calendar),
    ];
    measurements.push(...(await timeContenders(contenders, mode, { group: 'count', label: span.label, spanDays: span.days })));
  }
  return { measurements, metrics: [], notes };
}
