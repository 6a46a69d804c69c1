// Case 10 (issue 20): adjust-date, US public holidays: a weekend or holiday roll, and a roll out of a
// 2,000-day closure (a saved calendar's excluded dates), against a naive day walk.
import { execute } from '../src/index.ts';
import { resolveCalendar } from '../src/calendars/resolveCalendar.ts';
import type { SavedCalendar } from '../src/calendars/savedCalendar.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../src/date/plainDate.ts';
import { US } from '../src/holidays/us.ts';
import { ADJUST_DATE_CONVENTIONS, adjustDate, type AdjustDateConvention } from '../src/operations/adjustDate/adjustDate.ts';
import { createRandom, cycle, cycleAsync, epochDaysToIso, INPUT_COUNT, isoToEpochDays, randomInt, timeBody, type BenchMode, type GroupResult, type Measurement } from './_harness.ts';
import { isWeekday, US_HOLIDAY_EPOCH_DAYS } from './_contenders.ts';
import { FLOOR, usCalendar } from './_daycalc.ts';

/** The closure: 2,000 consecutive excluded days from 1995-01-01. */
export const CLOSURE_DAYS = 2_000;
const CLOSURE_FIRST = isoToEpochDays('1995-01-01');
const SAVED_ID = '00000000-0000-4000-8000-000000000010';

/** The naive roll: walks day by day in each direction it needs, with the convention's rule. */
function naiveAdjust(day: number, convention: AdjustDateConvention, isWorking: (day: number) => boolean): number {
  if (isWorking(day)) return day;
  const walk = (step: 1 | -1): number => {
    let at = day + step;
    while (!isWorking(at)) at += step;
    return at;
  };
  const month = (at: number): string => epochDaysToIso(at).slice(0, 7);
  if (convention === 'following') return walk(1);
  if (convention === 'preceding') return walk(-1);
  if (convention === 'modified_following') {
    const after = walk(1);
    return month(after) === month(day) ? after : walk(-1);
  }
  if (convention === 'modified_preceding') {
    const before = walk(-1);
    return month(before) === month(day) ? before : walk(1);
  }
  const after = walk(1);
  const before = walk(-1);
  return after - day <= day - before ? after : before;
}

interface Input {
  readonly date: PlainDate;
  readonly day: number;
  readonly convention: AdjustDateConvention;
}

/** Random non-working days (1990-2000) drawn by `pick`, each with a random convention. */
function inputs(seed: number, first: number, last: number, isWorking: (day: number) => boolean): Input[] {
  const random = createRandom(seed);
  const found: Input[] = [];
  while (found.length < INPUT_COUNT) {
    const day = randomInt(random, first, last);
    if (isWorking(day)) continue;
    found.push({ date: epochDaysToIso(day) as PlainDate, day, convention: ADJUST_DATE_CONVENTIONS[randomInt(random, 0, ADJUST_DATE_CONVENTIONS.length - 1)]! });
  }
  return found;
}

/** Runs case 10 and checks daycalc's rolls against the naive walk on every input. */
export async function benchAdjustDate(mode: BenchMode): Promise<GroupResult> {
  const us = await usCalendar(resolveCalendar);
  // A saved calendar holds at most 1,000 excluded dates and 1,000 custom holidays: the closure is both, back to back.
  const closure = Array.from({ length: CLOSURE_DAYS }, (_, offset) => epochDaysToIso(CLOSURE_FIRST + offset) as PlainDate);
  const excluded = closure.slice(0, CLOSURE_DAYS / 2);
  const custom = closure.slice(CLOSURE_DAYS / 2).map((date) => ({ date, label: 'Closed' }));
  const saved: SavedCalendar = { id: SAVED_ID, country_code: 'US', working_days: [1, 2, 3, 4, 5], include_public_holidays: true, custom_holidays: custom, excluded_dates: excluded };
  const closed = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: US, lookup: () => saved });
  if (!closed.ok) throw new Error(`resolveCalendar(saved) failed: ${closed.error.message}`);
  const usWorking = (day: number): boolean => isWeekday(day) && !US_HOLIDAY_EPOCH_DAYS.has(day);
  const closedWorking = (day: number): boolean => usWorking(day) && (day < CLOSURE_FIRST || day >= CLOSURE_FIRST + CLOSURE_DAYS);
  const sets = [
    { label: 'weekend or holiday', calendar: us, isWorking: usWorking, inputs: inputs(10_000, isoToEpochDays('1990-01-01'), isoToEpochDays('2000-12-31'), usWorking), body: { country_code: 'US' } },
    { label: `in a ${CLOSURE_DAYS.toLocaleString('en-US')}-day closure`, calendar: closed.value, isWorking: closedWorking, inputs: inputs(10_001, CLOSURE_FIRST, CLOSURE_FIRST + CLOSURE_DAYS - 1, closedWorking), body: { business_calendar_id: SAVED_ID } },
  ];
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  for (const set of sets) {
    let mismatches = 0;
    for (const input of set.inputs) {
      const result = adjustDate({ date: input.date, convention: input.convention }, set.calendar);
      if (!result.ok || epochDaysOfPlainDate(result.value.adjusted_date) !== naiveAdjust(input.day, input.convention, set.isWorking)) mismatches++;
    }
    notes.push(`check: adjust-date ${set.label}: daycalc typed = naive walk on ${set.inputs.length - mismatches}/${set.inputs.length} inputs`);
    const bodies = set.inputs.map((input) => ({ date: input.date, convention: input.convention, ...set.body }));
    const contenders: [string, () => unknown, string?][] = [
      ['daycalc typed', cycle(set.inputs, (input) => adjustDate({ date: input.date, convention: input.convention }, set.calendar))],
      ['daycalc execute', cycleAsync(bodies, (body) => execute('adjust-date', body, { calendars: () => saved })), 'strings in, validation included'],
      ['naive walk', cycle(set.inputs, (input) => naiveAdjust(input.day, input.convention, set.isWorking)), 'day by day over Sets of off-days'],
      [FLOOR, cycle(set.inputs, (input) => epochDaysToPlainDate(epochDaysOfPlainDate(input.date) + 1)), 'only reading the date and writing one'],
    ];
    for (const [contender, body, note] of contenders) {
      const time = await timeBody(body, mode);
      measurements.push({ group: 'adjust-date', contender, label: set.label, ...time, ...(note === undefined ? {} : { note }) });
    }
  }
  return { measurements, metrics: [], notes };
}
