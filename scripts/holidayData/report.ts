// The data-quality report: `npm run tables:report` rewrites the generated part of docs/holiday-data.md.
//
// For every country it measures the shipped tables (as the runtime decodes them) against each source
// over 2000-2035 (python-holidays: the years it has the country): the public holidays on
// Monday-Friday, national and subdivisions (pooled), as agreement = dates on both sides / dates on
// either side (Jaccard). Every date on which the tables
// differ from python-holidays is put in a class with its reason; a difference the corrections file
// documents as python-holidays' error or omission, with its reference, counts as agreement. A difference in no
// class makes the script exit 1, as does a goal economy under 0.98.
//
//   npx tsx scripts/holidayData/report.ts [--cache FILE]   (FILE: the generator's --cache file)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dateHolidaysCountries, dateHolidaysSubdivisions, dateHolidaysYear } from '../../src/calendars/dateHolidaysSource.ts';
import type { HolidayData } from '../../src/calendars/holidayData.ts';
import { listCountries } from '../../src/calendars/holidayProvider.ts';
import type { TableHoliday } from '../../src/calendars/holidayTableEncoder.ts';
import { loadHolidayData } from '../../src/calendars/loadCalendar.ts';
import { regionHolidays, yearsOfRegion } from '../../src/calendars/regionHolidays.ts';
import { epochDaysToIsoWeekday } from '../../src/date/dayOfWeek.ts';
import { epochDaysToIsoDate, isoDateToEpochDays } from '../../src/date/epochDays.ts';
import { readCorrections, type Correction } from './corrections.ts';
import { ROOT, TABLE_FIRST_YEAR } from './paths.ts';
import { nationalSource } from './reconcile.ts';
import { pythonOwnYear as pythonYear, readPythonSnapshot } from './pythonSnapshot.ts';

const FROM = 2000;
const TO = 2035;

/** The economies whose agreement with python-holidays must reach 0.98 (issue 26). */
export const GOAL_ECONOMIES = 'US CN DE JP IN GB FR IT BR CA RU MX AU KR ES ID NL TR SA CH PL TW BE SE IE AR AT IL TH NO SG AE PH VN BD MY DK CO ZA EG'.split(' ');
const GOAL = 0.98;

/** Why the tables differ from python-holidays on a date. */
type DifferenceClass =
  | `correction: ${Correction['class']}`
  | 'outside python-holidays years (date-holidays)'
  | 'country python-holidays does not have (date-holidays)'
  | "subdivision python-holidays does not have (date-holidays' own days)"
  | 'national day kept in the subdivision'
  | 'unexplained';

const iso = (year: number, month: number, day: number): string => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Weekday (Monday-Friday) dates of a year's holidays. */
function weekdayDates(year: number, holidays: readonly { month: number; day: number; working?: boolean }[]): Set<string> {
  const out = new Set<string>();
  for (const holiday of holidays) {
    if (holiday.working === true) continue;
    if (epochDaysToIsoWeekday(isoDateToEpochDays(year, holiday.month, holiday.day)) <= 5) out.add(iso(year, holiday.month, holiday.day));
  }
  return out;
}

/** Every country's holiday data (the shipped modules, with their subdivisions), filled by `main`. */
const holidayData = new Map<string, HolidayData>();

/** Weekday dates of a decoded table year. */
function tableDates(country: string, subdivision: string | undefined, year: number): Set<string> {
  const data = holidayData.get(country);
  if (data === undefined) throw new Error(`no holiday data loaded for ${country}`);
  const decoded = yearsOfRegion(regionHolidays(data, subdivision, undefined))(year);
  if (!decoded.ok) throw new Error(decoded.error.message);
  const out = new Set<string>();
  for (const day of decoded.value.days) {
    if (epochDaysToIsoWeekday(day) > 5) continue;
    const date = epochDaysToIsoDate(day);
    out.add(iso(date.year, date.month, date.day));
  }
  return out;
}

interface Tally {
  both: number;
  either: number;
}
const agreement = (tally: Tally): number => (tally.either === 0 ? 1 : tally.both / tally.either);
function count(tally: Tally, left: ReadonlySet<string>, right: ReadonlySet<string>): void {
  for (const date of left) if (right.has(date)) tally.both++;
  tally.either += new Set([...left, ...right]).size;
}

/** The dates a correction touches in a region (a country's reach its subdivisions). */
function correctionDates(corrections: readonly Correction[], country: string, subdivision: string | undefined, year: number, table: ReadonlySet<string>, python: ReadonlySet<string>): Map<string, Correction> {
  const out = new Map<string, Correction>();
  for (const correction of corrections) {
    if (correction.country !== country) continue;
    if (correction.subdivision !== undefined && correction.subdivision.toUpperCase() !== subdivision?.toUpperCase()) continue;
    for (const date of [...correction.add.map((entry) => entry.date), ...correction.remove]) if (date.startsWith(`${year}-`)) out.set(date, correction);
    const labels = correction.removeLabels;
    if (labels !== undefined && year >= labels.from && year <= labels.to) {
      for (const date of python) if (!table.has(date)) out.set(date, correction);
    }
  }
  return out;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { cache: { type: 'string' } } });
  for (const country of listCountries()) {
    const loaded = await loadHolidayData(country, true);
    if (!loaded.ok) throw new Error(loaded.error.message);
    holidayData.set(country, loaded.value);
  }
  const snapshot = readPythonSnapshot();
  const corrections = readCorrections();
  // date-holidays' years: from the generator's cache when given, else evaluated now.
  const cached = new Map<string, readonly (readonly TableHoliday[])[]>();
  if (values.cache !== undefined && existsSync(values.cache)) {
    for (const line of readFileSync(values.cache, 'utf8').split('\n')) {
      if (line === '') continue;
      const region = JSON.parse(line) as { country: string; subdivision?: string; years: TableHoliday[][] };
      cached.set(`${region.country}|${region.subdivision ?? ''}`, region.years);
    }
  }
  const dateHolidays = (country: string, subdivision: string | undefined, year: number): readonly TableHoliday[] => {
    const years = cached.get(`${country}|${subdivision ?? ''}`);
    if (years !== undefined) return years[year - TABLE_FIRST_YEAR]!;
    const result = dateHolidaysYear(country, subdivision, year);
    if (!result.ok) throw new Error(result.error.message);
    return Array.from(result.value.days, (day, index) => ({ ...epochDaysToIsoDate(day), label: result.value.labels[index]! }));
  };
  const rows: string[] = [];
  const classes = new Map<DifferenceClass, { dates: number; regions: Set<string>; examples: string[] }>();
  const byCorrection = new Map<string, number>();
  const goalRows: { code: string; value: number }[] = [];
  let unexplained = 0;
  for (const { code, name } of dateHolidaysCountries()) {
    const python = snapshot.countries.get(code);
    const regionTallies = { national: { py: { both: 0, either: 0 }, dh: { both: 0, either: 0 } }, subdivisions: { py: { both: 0, either: 0 }, dh: { both: 0, either: 0 } } };
    let differences = 0;
    const subdivisions = dateHolidaysSubdivisions(code).map((state) => state.code);
    for (const subdivision of [undefined, ...subdivisions]) {
      const tallies = subdivision === undefined ? regionTallies.national : regionTallies.subdivisions;
      for (let year = FROM; year <= TO; year++) {
        const table = tableDates(code, subdivision, year);
        const dh = weekdayDates(year, dateHolidays(code, subdivision, year));
        count(tallies.dh, table, dh);
        const pythonDays = pythonYear(python, subdivision, year);
        const reference = pythonDays === undefined ? undefined : weekdayDates(year, pythonDays);
        // A subdivision python-holidays lacks is compared with its country's days (what it would give).
        const pythonCompared = reference ?? (python === undefined ? new Set<string>() : weekdayDates(year, pythonYear(python, undefined, year) ?? []));
        const corrected = correctionDates(corrections, code, subdivision, year, table, pythonCompared);
        // Agreement with python-holidays: a date a correction documents as its error counts as agreed.
        const compared = new Set(pythonCompared);
        for (const [date, correction] of corrected) {
          if (correction.class === 'beyond python-holidays years') continue;
          if (table.has(date)) compared.add(date);
          else compared.delete(date);
        }
        // Agreement is measured over the years python-holidays has the country (it has no opinion
        // on the others); the differences in those other years are still listed, in their class.
        if (python !== undefined && nationalSource(python, year) === 'python-holidays') count(tallies.py, table, compared);
        for (const date of new Set([...table, ...pythonCompared])) {
          if (table.has(date) === pythonCompared.has(date)) continue;
          differences++;
          const correction = corrected.get(date);
          let kind: DifferenceClass;
          if (correction !== undefined) {
            kind = `correction: ${correction.class}`;
            byCorrection.set(correction.id, (byCorrection.get(correction.id) ?? 0) + 1);
          } else if (python === undefined) kind = 'country python-holidays does not have (date-holidays)';
          else if (nationalSource(python, year) !== 'python-holidays') kind = 'outside python-holidays years (date-holidays)';
          else if (subdivision !== undefined && reference === undefined) kind = "subdivision python-holidays does not have (date-holidays' own days)";
          else if (subdivision !== undefined && table.has(date) && tableDates(code, undefined, year).has(date)) kind = 'national day kept in the subdivision';
          else {
            kind = 'unexplained';
            unexplained++;
          }
          const entry = classes.get(kind) ?? { dates: 0, regions: new Set<string>(), examples: [] };
          entry.dates++;
          entry.regions.add(subdivision === undefined ? code : `${code}-${subdivision}`);
          if (entry.examples.length < 6) entry.examples.push(`${subdivision === undefined ? code : `${code}-${subdivision}`} ${date} (${table.has(date) ? 'tables only' : 'python-holidays only'})`);
          classes.set(kind, entry);
        }
      }
    }
    const fmt = (tally: Tally): string => (tally.either === 0 ? '-' : agreement(tally).toFixed(3));
    const nationalPy = agreement(regionTallies.national.py);
    if (GOAL_ECONOMIES.includes(code)) goalRows.push({ code, value: nationalPy });
    const years = python === undefined ? 'none' : `${python.firstYear}-${python.lastYear}`;
    rows.push(
      `| ${code} | ${name} | ${years} | ${fmt(regionTallies.national.py)} | ${fmt(regionTallies.national.dh)} | ${subdivisions.length === 0 ? '-' : `${fmt(regionTallies.subdivisions.py)} / ${fmt(regionTallies.subdivisions.dh)}`} | ${differences} |`,
    );
  }
  const goalMet = goalRows.filter((row) => row.value >= GOAL);
  const lines = [
    '<!-- report:start (generated by npm run tables:report: do not edit by hand) -->',
    '',
    `Measured over ${FROM}-${TO}, public holidays on Monday-Friday, agreement = dates on both sides / dates on either side; with python-holidays over the years of ${FROM}-${TO} it has the country (ES from 2008, LK 2003-2026, ...: the "python-holidays years" column), with date-holidays over all of them.`,
    `python-holidays ${snapshot.version} (snapshot), corrections: ${corrections.length}.`,
    '',
    `**Goal economies** (${GOAL_ECONOMIES.length}): ${goalMet.length} at or above ${GOAL} with python-holidays; lowest ${Math.min(...goalRows.map((row) => row.value)).toFixed(3)}; mean ${(goalRows.reduce((sum, row) => sum + row.value, 0) / goalRows.length).toFixed(3)}.`,
    `**Unexplained differences from python-holidays: ${unexplained}.**`,
    '',
    '### Differences from python-holidays, by class',
    '',
    '| class | dates | regions | examples |',
    '|---|---:|---:|---|',
    ...[...classes.entries()].sort((left, right) => (left[0] < right[0] ? -1 : 1)).map(([kind, entry]) => `| ${kind} | ${entry.dates} | ${entry.regions.size} | ${entry.examples.join('; ')} |`),
    '',
    '### Corrections and the dates they change (2000-2035, Monday-Friday)',
    '',
    '| id | region | class | dates | reason | reference |',
    '|---|---|---|---:|---|---|',
    ...corrections.map((correction) => `| ${correction.id} | ${correction.region} | ${correction.class} | ${byCorrection.get(correction.id) ?? 0} | ${correction.reason.replaceAll('|', '\\|')} | ${correction.reference} |`),
    '',
    '### Agreement per country',
    '',
    'python-holidays years: the years of the window python-holidays answers for the country (the tables use date-holidays in the others). Subdivisions: all of the country\'s subdivisions pooled, python-holidays / date-holidays. Differences: dates on which the tables differ from python-holidays, national and subdivisions, each in a class above.',
    '',
    '| code | country | python-holidays years | national vs python-holidays | national vs date-holidays | subdivisions vs python-holidays / date-holidays | differences |',
    '|---|---|---|---:|---:|---|---:|',
    ...rows,
    '',
    '<!-- report:end -->',
  ];
  const docFile = join(ROOT, 'docs/holiday-data.md');
  const doc = readFileSync(docFile, 'utf8');
  const start = doc.indexOf('<!-- report:start');
  const end = doc.indexOf('<!-- report:end -->');
  if (start === -1 || end === -1) throw new Error('docs/holiday-data.md has no report markers');
  writeFileSync(docFile, doc.slice(0, start) + lines.join('\n') + doc.slice(end + '<!-- report:end -->'.length));
  process.stdout.write(`goal economies at or above ${GOAL}: ${goalMet.length}/${goalRows.length}; unexplained differences: ${unexplained}\n`);
  for (const row of goalRows.filter((goal) => goal.value < GOAL)) process.stdout.write(`  below goal: ${row.code} ${row.value.toFixed(3)}\n`);
  if (unexplained > 0 || goalMet.length < goalRows.length) process.exitCode = 1;
}

await main();
