// Reads the committed python-holidays snapshot (data/python-holidays/, written by snapshot.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TableHoliday } from '../../src/calendars/holidayTableEncoder.ts';
import { PYTHON_HOLIDAYS_SNAPSHOT_DIR } from './paths.ts';

/** Days of one region by year (only the years that have any). */
export type DaysByYear = ReadonlyMap<number, readonly TableHoliday[]>;

/** One daycalc subdivision that python-holidays knows (under `source`, its own code for it). */
export interface PythonSubdivision {
  readonly source: string;
  /** Days the subdivision has that its country has not (or has under another name). */
  readonly added: DaysByYear;
  /** Month-days of the country's days python-holidays leaves out of the subdivision, by year. */
  readonly removed: ReadonlyMap<number, readonly string[]>;
  /** The subdivision's decreed working days, when they differ from the country's. */
  readonly workdays?: DaysByYear;
}

/** One country of the snapshot. */
export interface PythonCountry {
  readonly country: string;
  /** The years of the table window python-holidays answers for this country. */
  readonly firstYear: number;
  readonly lastYear: number;
  readonly language: string;
  readonly holidays: DaysByYear;
  readonly workdays: DaysByYear;
  readonly subdivisions: ReadonlyMap<string, PythonSubdivision>;
}

/** The snapshot's index. */
export interface PythonSnapshot {
  readonly version: string;
  readonly countries: ReadonlyMap<string, PythonCountry>;
}

/** `{"2025": ["01-26 label", ...]}` as days by year (`working` marks decreed working days). */
export function daysByYear(years: Readonly<Record<string, readonly string[]>> | undefined, working: boolean): DaysByYear {
  const out = new Map<number, TableHoliday[]>();
  for (const [year, entries] of Object.entries(years ?? {})) {
    out.set(
      Number(year),
      entries.map((entry) => {
        const month = Number(entry.slice(0, 2));
        const day = Number(entry.slice(3, 5));
        const label = entry.slice(6);
        return working ? { month, day, label, working: true } : { month, day, label };
      }),
    );
  }
  return out;
}

interface CountryFile {
  readonly country: string;
  readonly language: string;
  readonly years: readonly [number, number];
  readonly regions: Readonly<
    Record<
      string,
      {
        readonly source?: string;
        readonly holidays?: Record<string, string[]>;
        readonly workdays?: Record<string, string[]>;
        readonly added?: Record<string, string[]>;
        readonly removed?: Record<string, string[]>;
      }
    >
  >;
}

let snapshot: PythonSnapshot | undefined;

/**
 * Reads the snapshot (once per process).
 *
 * @param directory - The snapshot's directory (the committed one by default).
 * @returns Its countries by code; a country python-holidays does not have is absent.
 */
export function readPythonSnapshot(directory: string = PYTHON_HOLIDAYS_SNAPSHOT_DIR): PythonSnapshot {
  if (snapshot !== undefined && directory === PYTHON_HOLIDAYS_SNAPSHOT_DIR) return snapshot;
  const indexFile = join(directory, 'index.json');
  if (!existsSync(indexFile)) throw new Error(`no python-holidays snapshot at ${directory}: run npm run tables:snapshot`);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { version: string; countries: Record<string, unknown> };
  const countries = new Map<string, PythonCountry>();
  for (const [code, meta] of Object.entries(index.countries)) {
    if (meta === null) continue;
    const file = JSON.parse(readFileSync(join(directory, `${code}.json`), 'utf8')) as CountryFile;
    const national = file.regions[''] ?? {};
    const subdivisions = new Map<string, PythonSubdivision>();
    for (const [subdivision, region] of Object.entries(file.regions)) {
      if (subdivision === '') continue;
      subdivisions.set(subdivision, {
        source: region.source ?? subdivision,
        added: daysByYear(region.added, false),
        removed: new Map(Object.entries(region.removed ?? {}).map(([year, days]) => [Number(year), days])),
        ...(region.workdays === undefined ? {} : { workdays: daysByYear(region.workdays, true) }),
      });
    }
    countries.set(code, {
      country: code,
      firstYear: file.years[0],
      lastYear: file.years[1],
      language: file.language,
      holidays: daysByYear(national.holidays, false),
      workdays: daysByYear(national.workdays, true),
      subdivisions,
    });
  }
  const read = { version: index.version, countries };
  if (directory === PYTHON_HOLIDAYS_SNAPSHOT_DIR) snapshot = read;
  return read;
}

/**
 * python-holidays' own calendar of a region in a year, as it would answer it: the country's days, or
 * a subdivision's (the country's days less those it leaves out, plus its own, its names winning on a
 * shared date). Holidays only, in date order.
 *
 * @param python - The country in the snapshot.
 * @param subdivision - daycalc's subdivision code, or `undefined` for the country.
 * @param year - The year.
 * @returns The days, or `undefined` outside python-holidays' years or for a subdivision it lacks.
 */
export function pythonOwnYear(python: PythonCountry | undefined, subdivision: string | undefined, year: number): TableHoliday[] | undefined {
  if (python === undefined || year < python.firstYear || year > python.lastYear) return undefined;
  const own = subdivision === undefined ? undefined : python.subdivisions.get(subdivision);
  if (subdivision !== undefined && own === undefined) return undefined;
  const pad = (value: number): string => String(value).padStart(2, '0');
  const byDay = new Map<string, TableHoliday>();
  for (const holiday of python.holidays.get(year) ?? []) byDay.set(`${pad(holiday.month)}-${pad(holiday.day)}`, holiday);
  for (const removed of own?.removed.get(year) ?? []) byDay.delete(removed);
  for (const holiday of own?.added.get(year) ?? []) byDay.set(`${pad(holiday.month)}-${pad(holiday.day)}`, holiday);
  return [...byDay.entries()].sort(([left], [right]) => (left < right ? -1 : 1)).map(([, holiday]) => holiday);
}
