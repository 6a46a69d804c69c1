// The written policy of docs/holiday-data.md, as code: how the table of one country and its
// subdivisions is made from date-holidays, the python-holidays snapshot and the listed corrections.
// Pure: the generator and the test that checks the committed tables both call it.
//
//  1. National days. In the years python-holidays answers for the country (its first year to its last,
//     inside the window), its public holidays and decreed working days; in the other years of the
//     window, and for a country it does not have, date-holidays' days.
//  2. Subdivision days (a subdivision calendar holds the national days plus its own). The country's days of step 1, plus
//     the subdivision's own: python-holidays' subdivision where it has the subdivision (days it adds
//     or names differently), else the days date-holidays gives the subdivision on dates it does not
//     give the country. A national day a source leaves out of a subdivision stays in it.
//  3. The listed corrections (data/corrections.json), in file order: a country's also reach its
//     subdivisions; a subdivision's only that subdivision.
// A date holds one entry: a holiday (a later one renames it) or a decreed working day; a holiday on
// a decreed working day's date wins.
import { epochDaysToIsoDate } from '../../src/date/epochDays.ts';
import type { RegionYears, TableHoliday } from '../../src/calendars/holidayTableEncoder.ts';
import type { PublicHolidayYear } from '../../src/calendars/holidayYears.ts';
import type { Correction } from './corrections.ts';
import type { PythonCountry } from './pythonSnapshot.ts';

/** One country's years from date-holidays, the window's first year first. */
export interface DateHolidaysCountry {
  readonly national: RegionYears;
  readonly subdivisions: ReadonlyMap<string, RegionYears>;
}

/** The reconciled years of one country and its subdivisions. */
export interface ReconciledCountry {
  readonly national: RegionYears;
  readonly subdivisions: ReadonlyMap<string, RegionYears>;
}

/** Where the days of one region and year came from (the report's classes). */
export type YearSource = 'python-holidays' | 'date-holidays';

const monthDayKey = (holiday: { month: number; day: number }): string => `${holiday.month}-${holiday.day}`;

/** A year's entries by month-day, one per date. */
type YearDays = Map<string, TableHoliday>;

function yearOf(holidays: readonly TableHoliday[]): YearDays {
  const out: YearDays = new Map();
  for (const holiday of holidays) put(out, holiday);
  return out;
}

/** Puts an entry: a holiday replaces what the date had; a working day never replaces a holiday. */
function put(days: YearDays, entry: TableHoliday): void {
  const key = monthDayKey(entry);
  const known = days.get(key);
  if (entry.working === true && known !== undefined && known.working !== true) return;
  days.set(key, entry);
}

function sorted(days: YearDays): TableHoliday[] {
  return [...days.values()].sort((left, right) => left.month - right.month || left.day - right.day);
}

/**
 * Tells where the national days of a year come from (step 1).
 *
 * @param python - The country in the python-holidays snapshot, if any.
 * @param year - The year.
 * @returns The source.
 */
export function nationalSource(python: PythonCountry | undefined, year: number): YearSource {
  return python !== undefined && year >= python.firstYear && year <= python.lastYear ? 'python-holidays' : 'date-holidays';
}

/** Applies the corrections of one region to one year. */
function applyCorrections(days: YearDays, corrections: readonly Correction[], year: number): void {
  const prefix = `${year}-`;
  const keyOf = (date: string): string => `${Number(date.slice(5, 7))}-${Number(date.slice(8, 10))}`;
  for (const correction of corrections) {
    if (correction.removeLabels !== undefined && year >= correction.removeLabels.from && year <= correction.removeLabels.to) {
      for (const [key, entry] of days) if (entry.working !== true && entry.label.includes(correction.removeLabels.match)) days.delete(key);
    }
    for (const date of correction.remove) if (date.startsWith(prefix) && days.get(keyOf(date))?.working !== true) days.delete(keyOf(date));
    for (const date of correction.removeWorking) if (date.startsWith(prefix) && days.get(keyOf(date))?.working === true) days.delete(keyOf(date));
    for (const { date, label } of correction.add) {
      if (date.startsWith(prefix)) days.set(keyOf(date), { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)), label });
    }
    for (const { date, label } of correction.addWorking) {
      if (date.startsWith(prefix)) put(days, { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)), label, working: true });
    }
  }
}

/**
 * Reconciles one country (steps 1-3 above) over the window.
 *
 * @param dateHolidays - date-holidays' years of the country and its subdivisions.
 * @param python - The country in the python-holidays snapshot, if it has it.
 * @param corrections - The corrections whose region is this country or one of its subdivisions.
 * @param firstYear - The window's first year (the year of `national[0]`).
 * @returns The tables' years.
 */
export function reconcileCountry(
  dateHolidays: DateHolidaysCountry,
  python: PythonCountry | undefined,
  corrections: readonly Correction[],
  firstYear: number,
): ReconciledCountry {
  const nationalCorrections = corrections.filter((correction) => correction.subdivision === undefined);
  const nationalDays: YearDays[] = dateHolidays.national.map((dateHolidaysYear, offset) => {
    const year = firstYear + offset;
    let days: YearDays;
    if (nationalSource(python, year) === 'python-holidays') {
      days = yearOf(python!.holidays.get(year) ?? []);
      for (const working of python!.workdays.get(year) ?? []) put(days, working);
    } else {
      days = yearOf(dateHolidaysYear);
    }
    applyCorrections(days, nationalCorrections, year);
    return days;
  });
  const subdivisions = new Map<string, RegionYears>();
  for (const [code, dateHolidaysYears] of dateHolidays.subdivisions) {
    const own = corrections.filter((correction) => correction.subdivision !== undefined && correction.subdivision.toUpperCase() === code.toUpperCase());
    const pythonSubdivision = python?.subdivisions.get(code);
    subdivisions.set(
      code,
      nationalDays.map((national, offset) => {
        const year = firstYear + offset;
        const days: YearDays = new Map(national);
        if (pythonSubdivision !== undefined && nationalSource(python, year) === 'python-holidays') {
          for (const added of pythonSubdivision.added.get(year) ?? []) put(days, added);
          if (pythonSubdivision.workdays !== undefined) {
            for (const [key, entry] of days) if (entry.working === true) days.delete(key);
            for (const working of pythonSubdivision.workdays.get(year) ?? []) put(days, working);
          }
        } else {
          const countryDates = new Set(dateHolidays.national[offset]!.map(monthDayKey));
          for (const holiday of dateHolidaysYears[offset]!) if (!countryDates.has(monthDayKey(holiday))) put(days, holiday);
        }
        applyCorrections(days, own, year);
        return sorted(days);
      }),
    );
  }
  return { national: nationalDays.map(sorted), subdivisions };
}

/** A reconciled year as comparable text: holidays, then decreed working days. */
export function yearText(entries: readonly TableHoliday[]): string {
  const holidays = entries.filter((entry) => entry.working !== true).map(({ month, day, label }) => `${month}-${day} ${label}`);
  const working = entries.filter((entry) => entry.working === true).map(({ month, day, label }) => `${month}-${day} +${label}`);
  return [...holidays, ...working].join('|');
}

/** A decoded year as the same text as `yearText`. */
export function decodedText(year: PublicHolidayYear): string {
  const text = (days: Int32Array, labels: readonly string[], mark: string): string[] =>
    Array.from(days, (epochDay, index) => {
      const date = epochDaysToIsoDate(epochDay);
      return `${date.month}-${date.day} ${mark}${labels[index]}`;
    });
  return [...text(year.days, year.labels, ''), ...text(year.workingDays, year.workingLabels, '+')].join('|');
}
