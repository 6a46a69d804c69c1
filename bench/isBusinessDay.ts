// Case 3: is-business-day with the next and previous business days, US public holidays.
import Holidays from 'date-holidays';
import { execute } from '../src/index.ts';
import { resolveCalendar } from '../src/calendars/resolveCalendar.ts';
import { isBusinessDay } from '../src/operations/isBusinessDay/isBusinessDay.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../src/date/plainDate.ts';
import { cycle, cycleAsync, epochDaysToIso, isoToEpochDays, timeBody, type BenchMode, type GroupResult, type Measurement } from './_harness.ts';
import { dateInputs } from './_inputs.ts';
import { isBusinessDayChecks, checksContender, dayOfWeekContender, EXECUTE, FLOOR, timeContenders, TYPED, usCalendar } from './_daycalc.ts';

const usPublic = new Holidays('US', { types: ['public'] });

/** date-holidays' `isHoliday` on noon UTC (a local date in New York), plus a Monday-to-Friday check. */
function isWorkingDay(epochDays: number): boolean {
  const weekdayIndex = (((epochDays + 3) % 7) + 7) % 7; // 0 = Monday
  if (weekdayIndex > 4) return false;
  return usPublic.isHoliday(new Date(epochDays * 86_400_000 + 43_200_000)) === false;
}

/** The date-holidays contender: the day's status and the working days strictly after and before it. */
function dateHolidaysIsBusinessDay(epochDays: number): { is: boolean; next: string; previous: string } {
  let next = epochDays + 1;
  while (!isWorkingDay(next)) next++;
  let previous = epochDays - 1;
  while (!isWorkingDay(previous)) previous--;
  return { is: isWorkingDay(epochDays), next: epochDaysToIso(next), previous: epochDaysToIso(previous) };
}

/** Runs case 3 and checks daycalc's answers against date-holidays on a sample. */
export async function benchIsBusinessDay(mode: BenchMode): Promise<GroupResult> {
  const calendar = await usCalendar(resolveCalendar);
  const dates = dateInputs(3_000);
  const typedInputs = dates.map((date) => ({ date: date as PlainDate }));
  const bodies = dates.map((date) => ({ date, country_code: 'US' }));
  const epochDays = dates.map(isoToEpochDays);

  let mismatches = 0;
  const sample = mode.quick ? 64 : 256;
  for (let at = 0; at < sample; at++) {
    const mine = isBusinessDay(typedInputs[at]!, calendar);
    const theirs = dateHolidaysIsBusinessDay(epochDays[at]!);
    if (!mine.ok || mine.value.is_business_day !== theirs.is || mine.value.next_business_day !== theirs.next || mine.value.previous_business_day !== theirs.previous) mismatches++;
  }
  const notes = [`check: is-business-day: daycalc = date-holidays + weekday check on ${sample - mismatches}/${sample} inputs`];

  const measurements: Measurement[] = [];
  const contenders: [string, () => unknown, string?][] = [
    [TYPED, cycle(typedInputs, (input) => isBusinessDay(input, calendar))],
    [EXECUTE, cycleAsync(bodies, (body) => execute('is-business-day', body)), 'strings in, validation included'],
    dayOfWeekContender(dates),
    ['date-holidays', cycle(epochDays, dateHolidaysIsBusinessDay), 'isHoliday per day plus weekday check'],
    [FLOOR, cycle(typedInputs, (input) => {
      const day = epochDaysOfPlainDate(input.date);
      return [epochDaysToPlainDate(day + 1), epochDaysToPlainDate(day - 1)];
    }), 'only reading the date and writing the two neighbours'],
    checksContender(typedInputs, isBusinessDayChecks, calendar),
  ];
  measurements.push(...(await timeContenders(contenders, mode, { group: 'is-business-day', label: 'with next/previous' })));
  return { measurements, metrics: [], notes };
}
