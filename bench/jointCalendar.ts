// Case 11 (issue 20): a joint US + England business-day count (QuantLib's JointCalendar, rule
// `holidays`: a business day in both places) over 1 month to 100 years, against a naive day walk.
import { calendarOf } from '../src/calendars/calendarOf.ts';
import { jointCalendar } from '../src/calendars/jointCalendar.ts';
import type { PlainDate } from '../src/date/plainDate.ts';
import { GB } from '../src/holidays/gb.ts';
import { US } from '../src/holidays/us.ts';
import { businessDaysBetween } from '../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { cycle, isoToEpochDays, timeBody, type BenchMode, type GroupResult, type Measurement } from './_harness.ts';
import { isWeekday, US_HOLIDAY_EPOCH_DAYS } from './_contenders.ts';
import { COUNT_SPANS, countInputs, publicHolidays } from './_inputs.ts';

/** England's public holidays as epoch days (date-holidays, as daycalc's tables are built). */
const ENGLAND_HOLIDAY_EPOCH_DAYS = new Set(publicHolidays('GB', 'ENG').map(isoToEpochDays));

/** The naive joint count: every day of the closed range, a business day when it is one in both places. */
function naiveJointCount(startDays: number, endDays: number): number {
  let count = 0;
  for (let day = startDays; day <= endDays; day++) {
    if (isWeekday(day) && !US_HOLIDAY_EPOCH_DAYS.has(day) && !ENGLAND_HOLIDAY_EPOCH_DAYS.has(day)) count++;
  }
  return count;
}

/** Runs case 11 and checks the joint counts against the naive walk. */
export async function benchJointCalendar(mode: BenchMode): Promise<GroupResult> {
  // Calendars built once from the holiday data imported statically, as a TypeScript caller would.
  const us = calendarOf(US);
  const england = calendarOf(GB, { subdivision_code: 'ENG' });
  if (!us.ok || !england.ok) throw new Error('calendarOf(US, GB-ENG) failed');
  const joint = jointCalendar([us.value, england.value], 'holidays');
  if (!joint.ok) throw new Error(`jointCalendar failed: ${joint.error.message}`);
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  for (const [index, span] of COUNT_SPANS.entries()) {
    const inputs = countInputs(span.days, 11_000 + index);
    const typed = inputs.map((input) => ({ start_date: input.start as PlainDate, end_date: input.end as PlainDate }));
    let mismatches = 0;
    let checked = 0;
    const started = performance.now();
    for (const [at, input] of typed.entries()) {
      if (performance.now() - started > (mode.quick ? 1_000 : 5_000)) break;
      checked++;
      const result = businessDaysBetween(input, joint.value);
      if (!result.ok || result.value.business_days !== naiveJointCount(inputs[at]!.startDays, inputs[at]!.endDays)) mismatches++;
    }
    notes.push(`check: joint US+GB-ENG count ${span.label}: daycalc typed = naive walk on ${checked - mismatches}/${checked} inputs`);
    const contenders: [string, () => unknown, string?][] = [
      ['daycalc typed', cycle(typed, (input) => businessDaysBetween(input, joint.value)), 'jointCalendar([US, GB-ENG], holidays)'],
      ['naive walk', cycle(inputs, (input) => naiveJointCount(input.startDays, input.endDays)), 'day by day over two Sets of holiday dates'],
    ];
    for (const [contender, body, note] of contenders) {
      const time = await timeBody(body, mode);
      measurements.push({ group: 'joint count', contender, label: span.label, spanDays: span.days, ...time, ...(note === undefined ? {} : { note }) });
    }
  }
  return { measurements, metrics: [], notes };
}
