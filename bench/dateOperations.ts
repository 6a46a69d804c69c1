// Case 4: the seven date operations through `execute`, and `dateDifference` / `addDays` against
// temporal-polyfill doing the same work (strings in, strings and numbers out).
import { Temporal } from 'temporal-polyfill';
import { addDays, dateDifference, execute, type PlainDate } from '../src/index.ts';
import { createRandom, cycle, cycleAsync, epochDaysToIso, INPUT_COUNT, isoToEpochDays, randomInt, timeBody, type BenchMode, type GroupResult, type Measurement } from './_harness.ts';

const first = isoToEpochDays('1900-01-01');
const last = isoToEpochDays('2100-12-31');

/** Random request bodies for each of the seven date operations. */
function bodiesByOperation(): Record<string, Record<string, unknown>[]> {
  const random = createRandom(4_000);
  const date = (): string => epochDaysToIso(randomInt(random, first, last));
  const time = (): string => `${String(randomInt(random, 0, 23)).padStart(2, '0')}:${String(randomInt(random, 0, 59)).padStart(2, '0')}`;
  const units = ['days', 'weeks', 'months', 'years'];
  const make = (build: () => Record<string, unknown>): Record<string, unknown>[] => Array.from({ length: INPUT_COUNT }, build);
  return {
    'date-difference': make(() => ({ start_date: date(), end_date: date() })),
    'add-days': make(() => ({ start_date: date(), days: randomInt(random, -3_650, 3_650), unit: units[randomInt(random, 0, 3)] })),
    age: make(() => {
      const birth = randomInt(random, first, last - 40_000);
      return { birth_date: epochDaysToIso(birth), as_of_date: epochDaysToIso(birth + randomInt(random, 0, 36_000)) };
    }),
    'time-duration': make(() => ({ start_time: time(), end_time: time(), break_minutes: randomInt(random, 0, 60) })),
    'week-number': make(() => ({ date: date() })),
    'day-of-week': make(() => ({ date: date() })),
    'unix-timestamp': make(() => ({ timestamp: randomInt(random, 0, 4_000_000_000) })),
  };
}

/** Runs case 4 and checks daycalc's `dateDifference` and `addDays` against Temporal on every input. */
export async function benchDateOperations(mode: BenchMode): Promise<GroupResult> {
  const measurements: Measurement[] = [];
  const bodies = bodiesByOperation();
  for (const [operation, list] of Object.entries(bodies)) {
    const probe = await execute(operation, list[0]);
    if (!probe.ok) throw new Error(`execute('${operation}') failed on a generated body: ${JSON.stringify(probe)}`);
    const time = await timeBody(cycleAsync(list, (body) => execute(operation, body)), mode);
    measurements.push({ group: 'date operations', contender: 'daycalc execute', label: operation, ...time, note: 'strings in, validation included' });
  }

  const differences = bodies['date-difference']!.map((body) => ({ start_date: body['start_date'] as PlainDate, end_date: body['end_date'] as PlainDate }));
  const additions = bodies['add-days']!.map((body) => ({ start_date: body['start_date'] as PlainDate, days: body['days'] as number }));
  const temporalDifference = (input: { start_date: string; end_date: string }) => {
    const start = Temporal.PlainDate.from(input.start_date);
    const end = Temporal.PlainDate.from(input.end_date);
    const totalDays = start.until(end).days;
    const ymd = start.until(end, { largestUnit: 'years' });
    return { total_days: totalDays, weeks: Math.trunc(totalDays / 7), remainder_days: totalDays % 7, years: ymd.years, months: ymd.months, days: ymd.days };
  };
  const temporalAddDays = (input: { start_date: string; days: number }) => {
    const result = Temporal.PlainDate.from(input.start_date).add({ days: input.days });
    return { result_date: result.toString(), iso_weekday: result.dayOfWeek };
  };

  let mismatches = 0;
  for (let at = 0; at < INPUT_COUNT; at++) {
    const mine = dateDifference(differences[at]!);
    const theirs = temporalDifference(differences[at]!);
    if (!mine.ok || mine.value.total_days !== theirs.total_days || mine.value.years !== theirs.years || mine.value.months !== theirs.months || mine.value.days !== theirs.days) mismatches++;
    const added = addDays(additions[at]!);
    if (!added.ok || added.value.result_date !== temporalAddDays(additions[at]!).result_date) mismatches++;
  }
  const notes = [`check: dateDifference and addDays = temporal-polyfill on ${2 * INPUT_COUNT - mismatches}/${2 * INPUT_COUNT} inputs`];

  const contenders: [string, string, () => unknown][] = [
    ['dateDifference', 'daycalc typed', cycle(differences, dateDifference)],
    ['dateDifference', 'temporal-polyfill', cycle(differences, temporalDifference)],
    ['addDays', 'daycalc typed', cycle(additions, addDays)],
    ['addDays', 'temporal-polyfill', cycle(additions, temporalAddDays)],
  ];
  for (const [label, contender, body] of contenders) {
    const time = await timeBody(body, mode);
    measurements.push({ group: 'date functions', contender, label, ...time });
  }
  return { measurements, metrics: [], notes };
}
