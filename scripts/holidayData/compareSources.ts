// Lists the dates on which the two sources disagree for regions and years: the starting point for a
// listed correction (docs/holiday-data.md). `npm run tables:compare -- US CN-... [--from 2000] [--to 2035] [--all-days]`
//
// Prints, per region, each date that only python-holidays (snapshot) or only date-holidays has as a
// public holiday (Monday-Friday only unless --all-days), with both labels, and the decreed working days
// python-holidays has.
import { parseArgs } from 'node:util';
import { dateHolidaysYear } from '../../src/calendars/dateHolidaysSource.ts';
import { epochDaysToIsoWeekday } from '../../src/date/dayOfWeek.ts';
import { epochDaysToIsoDate, isoDateToEpochDays } from '../../src/date/epochDays.ts';
import { pythonOwnYear, readPythonSnapshot } from './pythonSnapshot.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: '2000' }, to: { type: 'string', default: '2035' }, 'all-days': { type: 'boolean', default: false } },
});
const snapshot = readPythonSnapshot();
const pad = (value: number): string => String(value).padStart(2, '0');

for (const region of positionals) {
  const [country, subdivision] = region.toUpperCase().split('-') as [string, string | undefined];
  const python = snapshot.countries.get(country);
  const pythonSubdivision = subdivision === undefined ? undefined : python?.subdivisions.get(subdivision);
  process.stdout.write(`# ${region}: python-holidays years ${python === undefined ? 'none' : `${python.firstYear}-${python.lastYear}`}${subdivision !== undefined && pythonSubdivision === undefined ? ' (no such subdivision there: its country)' : ''}\n`);
  for (let year = Number(values.from); year <= Number(values.to); year++) {
    const wanted = (month: number, day: number): boolean => values['all-days'] || epochDaysToIsoWeekday(isoDateToEpochDays(year, month, day)) <= 5;
    // A subdivision python-holidays lacks is its country there.
    const own = pythonOwnYear(python, pythonSubdivision === undefined ? undefined : subdivision, year) ?? [];
    const pythonDays = new Map(own.map((holiday) => [`${pad(holiday.month)}-${pad(holiday.day)}`, holiday.label]));
    if (python !== undefined && year >= python.firstYear && year <= python.lastYear) {
      for (const working of pythonSubdivision?.workdays?.get(year) ?? python.workdays.get(year) ?? []) {
        process.stdout.write(`${year}-${pad(working.month)}-${pad(working.day)}  decreed working day (python-holidays): ${working.label}\n`);
      }
    }
    const dateHolidays = new Map<string, string>();
    const result = dateHolidaysYear(country, subdivision === undefined ? undefined : subdivision, year);
    if (result.ok) {
      result.value.days.forEach((day, index) => {
        const date = epochDaysToIsoDate(day);
        dateHolidays.set(`${pad(date.month)}-${pad(date.day)}`, result.value.labels[index]!);
      });
    }
    for (const monthDay of [...new Set([...pythonDays.keys(), ...dateHolidays.keys()])].sort()) {
      if (pythonDays.has(monthDay) === dateHolidays.has(monthDay)) continue;
      if (!wanted(Number(monthDay.slice(0, 2)), Number(monthDay.slice(3)))) continue;
      const side = pythonDays.has(monthDay) ? `python-holidays only: ${pythonDays.get(monthDay)}` : `date-holidays only:   ${dateHolidays.get(monthDay)}`;
      process.stdout.write(`${year}-${monthDay}  ${side}\n`);
    }
  }
}
