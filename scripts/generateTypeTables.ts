// Compiles daycalc's holiday type tables (issue 30, items 2 and 4): the `bank` and `optional` days of
// each country that has any, from the committed python-holidays snapshot (data/python-holidays/types/,
// refreshed by `npm run tables:snapshot`) and date-holidays (evaluated here, types `bank` and
// `optional`, English labels). Part of `npm run tables:generate`, checked by `npm run tables:verify`.
//
//   npx tsx scripts/generateTypeTables.ts [--verify] [--report] [--cache FILE]
//
// The policy (docs/holiday-data.md#holiday-types):
//  1. Source, per country and type: python-holidays where it declares the category for the country, in
//     its years for the country; date-holidays in the other years of the window, and for a country
//     python-holidays has no such category for. A year's days come from one source only.
//  2. A subdivision's days are the country's days of that source and year plus its own from the same
//     source (in python-holidays' years: its subdivision where it maps it, else none of its own); a
//     national day stays in it.
//  3. A type table holds only days that are not public holidays (nor decreed working days) of the same
//     region and year in the compiled country tables (src/calendars/holidayTables/): a day already
//     public stays public. One entry per date (the first label).
// A country gets `<CC>.<type>.ts` only if some region has a day of that type in the window.
// --report prints where both sources have the type for a country: the days (national, python-holidays'
// years in the window) only one of them has. --cache keeps date-holidays' evaluation in a file.
// Deterministic: two runs give identical bytes. --verify renders afresh and compares with the committed
// modules: their bytes, and every region-year as the codec decodes it.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Holidays from 'date-holidays';
import { DATE_HOLIDAYS_VERSION, dateHolidaysCountries, dateHolidaysSubdivisions } from '../src/calendars/dateHolidaysSource.ts';
import { openRegionYears, type EncodedCountryTable, type EncodedSubdivisionTables } from '../src/calendars/holidayTableCodec.ts';
import { encodeCountryTable, type RegionYears, type TableHoliday } from '../src/calendars/holidayTableEncoder.ts';
import { epochDaysToIsoDate, isoDateToEpochDays } from '../src/date/epochDays.ts';
import { PYTHON_HOLIDAYS_SNAPSHOT_DIR, ROOT, TABLE_FIRST_YEAR, TABLE_LAST_YEAR } from './holidayData/paths.ts';
import { daysByYear, type DaysByYear } from './holidayData/pythonSnapshot.ts';

/** The holiday types offered besides public (docs/holiday-data.md#holiday-types). */
export const HOLIDAY_TYPES = ['bank', 'optional'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/** The generated type tables. */
export const TYPE_TABLES_DIR = join(ROOT, 'src/calendars/typeTables');
const outDir = TYPE_TABLES_DIR;
const WINDOW = TABLE_LAST_YEAR - TABLE_FIRST_YEAR + 1;

/** One country's days of one type in the python-holidays snapshot. */
export interface PythonTypeFile {
  readonly country: string;
  readonly type: HolidayType;
  readonly firstYear: number;
  readonly lastYear: number;
  readonly national: DaysByYear;
  /** A mapped subdivision's days that its country has not (or has under another name). */
  readonly subdivisions: ReadonlyMap<string, DaysByYear>;
}

/** The snapshot's type files, by `CC.type`. */
export function readPythonTypes(): { version: string; files: Map<string, PythonTypeFile> } {
  const directory = join(PYTHON_HOLIDAYS_SNAPSHOT_DIR, 'types');
  const index = JSON.parse(readFileSync(join(directory, 'index.json'), 'utf8')) as { version: string; types: Record<string, Record<string, unknown>> };
  const files = new Map<string, PythonTypeFile>();
  for (const country of Object.keys(index.types).sort()) {
    for (const type of Object.keys(index.types[country]!).sort()) {
      const file = JSON.parse(readFileSync(join(directory, `${country}.${type}.json`), 'utf8')) as {
        years: [number, number];
        regions: Record<string, { holidays?: Record<string, string[]>; added?: Record<string, string[]> }>;
      };
      const subdivisions = new Map<string, DaysByYear>();
      for (const [code, region] of Object.entries(file.regions)) if (code !== '') subdivisions.set(code, daysByYear(region.added, false));
      files.set(`${country}.${type}`, { country, type: type as HolidayType, firstYear: file.years[0], lastYear: file.years[1], national: daysByYear(file.regions['']?.holidays, false), subdivisions });
    }
  }
  return { version: index.version, files };
}

/** date-holidays' days of the offered types for one region: type → years of the window. */
type DateHolidaysTypes = Record<HolidayType, TableHoliday[][]>;

/**
 * Evaluates date-holidays for one region over the window, keeping the `bank` and `optional` days. One
 * instance per region with English asked for in the constructor (getHolidays(year, lang) would stick the
 * language onto the instance); the start is the local date of `date`, a multi-day span counts each of
 * its days inside the year (none crosses a year in these types).
 */
function evaluateDateHolidays(country: string, subdivision: string | undefined): DateHolidaysTypes {
  const options = { languages: ['en'], timezone: 'UTC' };
  const provider = subdivision === undefined ? new Holidays(country, options) : new Holidays(country, subdivision, options);
  const out: DateHolidaysTypes = { bank: [], optional: [] };
  for (let year = TABLE_FIRST_YEAR; year <= TABLE_LAST_YEAR; year++) {
    const byType: Record<HolidayType, Map<number, string>> = { bank: new Map(), optional: new Map() };
    for (const holiday of provider.getHolidays(year)) {
      const type = holiday.type as string;
      if (type !== 'bank' && type !== 'optional') continue;
      const match = /^(\d{4,})-(\d{2})-(\d{2})/.exec(String(holiday.date));
      if (match === null) continue;
      const first = isoDateToEpochDays(Number(match[1]), Number(match[2]), Number(match[3]));
      const span = Math.round((Number(holiday.end) - Number(holiday.start)) / 86_400_000);
      const days = Number.isFinite(span) ? Math.min(Math.max(span, 1), 366) : 1;
      for (let offset = 0; offset < days; offset++) {
        const day = first + offset;
        if (epochDaysToIsoDate(day).year !== year || byType[type].has(day)) continue;
        byType[type].set(day, String(holiday.name ?? ''));
      }
    }
    for (const type of HOLIDAY_TYPES) {
      out[type].push(
        [...byType[type]].sort(([left], [right]) => left - right).map(([day, label]) => {
          const { month, day: dayOfMonth } = epochDaysToIsoDate(day);
          return { month, day: dayOfMonth, label };
        }),
      );
    }
  }
  return out;
}

/** The countries whose date-holidays data has a rule of an offered type (nationally or in a subdivision). */
function dateHolidaysTypeCountries(): string[] {
  const data = JSON.parse(readFileSync(join(ROOT, 'node_modules/date-holidays/data/holidays.json'), 'utf8')) as { holidays: Record<string, unknown> };
  const found = new Set<string>();
  const walk = (country: string, node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    const { days, states, regions } = node as { days?: Record<string, { type?: string } | null>; states?: Record<string, unknown>; regions?: Record<string, unknown> };
    for (const rule of Object.values(days ?? {})) if (rule !== null && (HOLIDAY_TYPES as readonly string[]).includes(rule.type ?? '')) found.add(country);
    for (const child of [...Object.values(states ?? {}), ...Object.values(regions ?? {})]) walk(country, child);
  };
  for (const [country, node] of Object.entries(data.holidays)) walk(country, node);
  const daycalc = new Set(dateHolidaysCountries().map(({ code }) => code));
  return [...found].filter((country) => daycalc.has(country)).sort();
}

/** date-holidays' evaluation: `CC|SUB` → types. */
type DateHolidaysEvaluation = Map<string, DateHolidaysTypes>;

function evaluateAllDateHolidays(cache: string | undefined): DateHolidaysEvaluation {
  if (cache !== undefined && existsSync(cache)) return new Map(Object.entries(JSON.parse(readFileSync(cache, 'utf8')) as Record<string, DateHolidaysTypes>));
  const out: DateHolidaysEvaluation = new Map();
  const started = Date.now();
  for (const country of dateHolidaysTypeCountries()) {
    out.set(`${country}|`, evaluateDateHolidays(country, undefined));
    for (const state of dateHolidaysSubdivisions(country)) out.set(`${country}|${state.code}`, evaluateDateHolidays(country, state.code));
  }
  process.stderr.write(`date-holidays: ${out.size} regions evaluated in ${Math.round((Date.now() - started) / 1000)} s\n`);
  if (cache !== undefined) writeFileSync(cache, JSON.stringify(Object.fromEntries(out)));
  return out;
}

/** A country's public table and subdivisions' texts, as the committed country tables hold them. */
interface PublicCountry {
  readonly table: EncodedCountryTable;
  readonly subdivisions: EncodedSubdivisionTables;
}

async function readPublicCountry(country: string): Promise<PublicCountry> {
  const { holidayTableLoaders } = await import('../src/calendars/holidayTables/index.ts');
  const { subdivisionTableLoaders } = await import('../src/calendars/holidayTables/subdivisionLoaders.ts');
  const table = (await holidayTableLoaders[country]!()).default;
  const loader = subdivisionTableLoaders[country];
  return { table, subdivisions: loader === undefined ? {} : (await loader()).default };
}

const monthDay = (entry: { month: number; day: number }): string => `${String(entry.month).padStart(2, '0')}-${String(entry.day).padStart(2, '0')}`;

/** The month-days of a region's public holidays and decreed working days, per year of the window. */
function publicMonthDays(country: PublicCountry, subdivision: string | undefined): Set<string>[] {
  const years = openRegionYears(country.table, subdivision === undefined ? undefined : country.subdivisions[subdivision], TABLE_FIRST_YEAR);
  return Array.from({ length: WINDOW }, (_, offset) => {
    const year = years.year(offset);
    return new Set(Array.from(year?.allDays ?? [], (day) => monthDay(epochDaysToIsoDate(day))));
  });
}

/** One country's days of one type, national and per subdivision, reconciled (steps 1-3). */
export interface ReconciledType {
  readonly national: RegionYears;
  readonly subdivisions: ReadonlyMap<string, RegionYears>;
}

/** Puts days into a year, one entry per date, the first label winning; in date order. */
function merge(...parts: readonly (readonly TableHoliday[])[]): TableHoliday[] {
  const byDay = new Map<string, TableHoliday>();
  for (const part of parts) for (const entry of part) if (!byDay.has(monthDay(entry))) byDay.set(monthDay(entry), { month: entry.month, day: entry.day, label: entry.label });
  return [...byDay.entries()].sort(([left], [right]) => (left < right ? -1 : 1)).map(([, entry]) => entry);
}

/** Steps 1-3 for one country and type. */
export function reconcileType(
  python: PythonTypeFile | undefined,
  dateHolidays: (subdivision: string | undefined) => readonly (readonly TableHoliday[])[] | undefined,
  subdivisions: readonly string[],
  publicDays: (subdivision: string | undefined) => readonly Set<string>[],
): ReconciledType {
  const pythonYear = (offset: number): boolean => python !== undefined && TABLE_FIRST_YEAR + offset >= python.firstYear && TABLE_FIRST_YEAR + offset <= python.lastYear;
  const dhNational = dateHolidays(undefined);
  const nationalOf = (offset: number): readonly TableHoliday[] => (pythonYear(offset) ? (python!.national.get(TABLE_FIRST_YEAR + offset) ?? []) : (dhNational?.[offset] ?? []));
  const notPublic = (days: readonly TableHoliday[], publicYear: Set<string> | undefined): TableHoliday[] => days.filter((entry) => !(publicYear?.has(monthDay(entry)) ?? false));
  const nationalPublic = publicDays(undefined);
  const national = Array.from({ length: WINDOW }, (_, offset) => notPublic(merge(nationalOf(offset)), nationalPublic[offset]));
  const out = new Map<string, RegionYears>();
  for (const code of subdivisions) {
    const subPublic = publicDays(code);
    const dhOwn = dateHolidays(code);
    const pythonOwn = python?.subdivisions.get(code);
    out.set(
      code,
      Array.from({ length: WINDOW }, (_, offset) => {
        const own = pythonYear(offset) ? (pythonOwn?.get(TABLE_FIRST_YEAR + offset) ?? []) : (dhOwn?.[offset] ?? []);
        // A subdivision's own days of python-holidays' year replace the country's label on a shared date.
        return notPublic(merge(own, nationalOf(offset)), subPublic[offset]);
      }),
    );
  }
  return { national, subdivisions: out };
}

/** Whether a reconciled type has any day in any region. */
const hasDays = (reconciled: ReconciledType): boolean => [reconciled.national, ...reconciled.subdivisions.values()].some((years) => years.some((days) => days.length > 0));

/** Everything the generator works out: the reconciled tables by `CC.type`, and the two sources' differences. */
export async function reconcileAllTypes(cache?: string): Promise<{ pythonVersion: string; types: Map<string, ReconciledType>; differences: string[] }> {
  const { version, files } = readPythonTypes();
  const dh = evaluateAllDateHolidays(cache);
  const types = new Map<string, ReconciledType>();
  const differences: string[] = [];
  for (const { code: country } of dateHolidaysCountries()) {
    const subdivisions = dateHolidaysSubdivisions(country).map((state) => state.code);
    let publicCountry: PublicCountry | undefined;
    const publicCache = new Map<string, Set<string>[]>();
    for (const type of HOLIDAY_TYPES) {
      const python = files.get(`${country}.${type}`);
      const hasDh = dh.has(`${country}|`);
      if (python === undefined && !hasDh) continue;
      publicCountry ??= await readPublicCountry(country);
      const publicDays = (subdivision: string | undefined): Set<string>[] => {
        const key = subdivision ?? '';
        if (!publicCache.has(key)) publicCache.set(key, publicMonthDays(publicCountry!, subdivision));
        return publicCache.get(key)!;
      };
      const dhYears = (subdivision: string | undefined): readonly (readonly TableHoliday[])[] | undefined => dh.get(`${country}|${subdivision ?? ''}`)?.[type];
      const reconciled = reconcileType(python, dhYears, subdivisions, publicDays);
      if (hasDays(reconciled)) types.set(`${country}.${type}`, reconciled);
      // Where both have the type: the national days of python-holidays' years only one source has.
      const dhNational = dhYears(undefined);
      if (python !== undefined && dhNational !== undefined && dhNational.some((days) => days.length > 0)) {
        const onlyPython: string[] = [];
        const onlyDh: string[] = [];
        const pub = publicDays(undefined);
        for (let year = Math.max(python.firstYear, TABLE_FIRST_YEAR); year <= Math.min(python.lastYear, TABLE_LAST_YEAR); year++) {
          const offset = year - TABLE_FIRST_YEAR;
          const py = new Map((python.national.get(year) ?? []).filter((entry) => !pub[offset]!.has(monthDay(entry))).map((entry) => [monthDay(entry), entry.label]));
          const other = new Map(dhNational[offset]!.filter((entry) => !pub[offset]!.has(monthDay(entry))).map((entry) => [monthDay(entry), entry.label]));
          for (const [day, label] of py) if (!other.has(day)) onlyPython.push(`${year}-${day} ${label}`);
          for (const [day, label] of other) if (!py.has(day)) onlyDh.push(`${year}-${day} ${label}`);
        }
        const summarise = (list: string[]): string => {
          const labels = new Map<string, number>();
          for (const entry of list) labels.set(entry.slice(11), (labels.get(entry.slice(11)) ?? 0) + 1);
          return `${list.length}${list.length > 0 ? ` (${[...labels].map(([label, count]) => `${label} ×${count}`).join(', ')})` : ''}`;
        };
        differences.push(`${country} ${type}, ${python.firstYear}-${python.lastYear}: python-holidays only ${summarise(onlyPython)}; date-holidays only ${summarise(onlyDh)}`);
      }
    }
  }
  return { pythonVersion: version, types, differences };
}

const HEADER = (what: string, pythonVersion: string): string =>
  [
    `// GENERATED by scripts/generateTypeTables.ts from python-holidays ${pythonVersion}, date-holidays ${DATE_HOLIDAYS_VERSION}`,
    '// and the compiled country tables (policy: docs/holiday-data.md#holiday-types): do not edit.',
    `// ${what}`,
    '// Holiday data derived from python-holidays (https://github.com/vacanza/holidays, MIT) and date-holidays',
    '// (https://github.com/commenthol/date-holidays, CC BY-SA 3.0, and the sources its LICENSE lists);',
    '// licensed CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/), see LICENSE-DATA.',
    '',
  ].join('\n');

/** Renders every module of src/calendars/typeTables/, by file name. */
export function renderTypeTables(types: ReadonlyMap<string, ReconciledType>, pythonVersion: string): Map<string, string> {
  const files = new Map<string, string>();
  const byCountry = new Map<string, string[]>();
  const loaderLines: string[] = [];
  for (const key of [...types.keys()].sort()) {
    const reconciled = types.get(key)!;
    const [country, type] = key.split('.') as [string, HolidayType];
    const { table, subdivisions } = encodeCountryTable(reconciled.national, reconciled.subdivisions);
    files.set(
      `${key}.ts`,
      [
        HEADER(`The ${type} days of ${country} that are not public holidays, ${TABLE_FIRST_YEAR}-${TABLE_LAST_YEAR}: the country's, and its subdivisions' as differences.`, pythonVersion),
        "import type { EncodedCountryTable, EncodedSubdivisionTables } from '../holidayTableCodec.ts';",
        '',
        `const tables: { readonly table: EncodedCountryTable; readonly subdivisions: EncodedSubdivisionTables } = ${JSON.stringify({ table, subdivisions }, null, 1)};`,
        '',
        'export default tables;',
        '',
      ].join('\n'),
    );
    byCountry.set(country, [...(byCountry.get(country) ?? []), type]);
    loaderLines.push(`  ${JSON.stringify(key)}: () => import('./${key}.ts'),`);
  }
  files.set(
    'index.ts',
    [
      HEADER('The index of the compiled holiday type tables: which types each country has, and one loader per country and type.', pythonVersion),
      "import type { EncodedCountryTable, EncodedSubdivisionTables } from '../holidayTableCodec.ts';",
      '',
      "/** Every country with a type table, `CC:type,type`, separated by ';' (types `bank`, `optional`). */",
      `export const HOLIDAY_TYPE_TABLES = ${JSON.stringify([...byCountry].map(([country, list]) => `${country}:${list.join(',')}`).join(';'))};`,
      '',
      "/** Loads one country's table of one type, keyed `CC.type` (a dynamic import, so bundlers split each off). */",
      'export const typeTableLoaders: Readonly<Record<string, () => Promise<{ readonly default: { readonly table: EncodedCountryTable; readonly subdivisions: EncodedSubdivisionTables } }>>> = {',
      ...loaderLines,
      '};',
      '',
    ].join('\n'),
  );
  return files;
}

/** A year's days as text, `MM-DD label`, for comparisons. */
const yearText = (entries: readonly TableHoliday[]): string => entries.map((entry) => `${monthDay(entry)} ${entry.label}`).sort().join('\n');

async function verifyTypeTables(files: ReadonlyMap<string, string>, types: ReadonlyMap<string, ReconciledType>, pythonVersion: string): Promise<void> {
  const differentFiles = [...files].filter(([file, body]) => !existsSync(join(outDir, file)) || readFileSync(join(outDir, file), 'utf8') !== body).map(([file]) => file);
  const extraFiles = existsSync(outDir) ? readdirSync(outDir).filter((file) => !files.has(file)) : [];
  const { typeTableLoaders } = await import('../src/calendars/typeTables/index.ts');
  let compared = 0;
  let days = 0;
  const mismatches: string[] = [];
  for (const [key, reconciled] of types) {
    const loader = typeTableLoaders[key];
    if (loader === undefined) {
      mismatches.push(`${key} (no loader)`);
      continue;
    }
    const { table, subdivisions } = (await loader()).default;
    for (const [code, years] of [[undefined, reconciled.national] as const, ...reconciled.subdivisions]) {
      const decoded = openRegionYears(table, code === undefined ? undefined : subdivisions[code], TABLE_FIRST_YEAR);
      years.forEach((entries, offset) => {
        compared++;
        days += entries.length;
        const year = decoded.year(offset);
        const got = year === undefined ? 'missing' : Array.from(year.days, (day, index) => `${monthDay(epochDaysToIsoDate(day))} ${year.labels[index]!}`).sort().join('\n');
        if (got !== yearText(entries)) mismatches.push(`${key} ${code ?? ''} ${TABLE_FIRST_YEAR + offset}`);
      });
    }
  }
  process.stdout.write(
    [
      `holiday types: python-holidays ${pythonVersion} (snapshot), date-holidays ${DATE_HOLIDAYS_VERSION}, ${types.size} type tables, years ${TABLE_FIRST_YEAR}-${TABLE_LAST_YEAR}`,
      `region-years compared: ${compared}; days compared: ${days}`,
      `region-years that differ: ${mismatches.length}${mismatches.length > 0 ? ` (${mismatches.slice(0, 20).join(', ')})` : ''}`,
      `files rendered: ${files.size}; files whose bytes differ from the committed ones: ${differentFiles.length}${differentFiles.length > 0 ? ` (${differentFiles.slice(0, 20).join(', ')})` : ''}; extra files: ${extraFiles.length}`,
      '',
    ].join('\n'),
  );
  if (mismatches.length > 0 || differentFiles.length > 0 || extraFiles.length > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { verify: { type: 'boolean', default: false }, report: { type: 'boolean', default: false }, cache: { type: 'string' } } });
  const { pythonVersion, types, differences } = await reconcileAllTypes(values.cache);
  const files = renderTypeTables(types, pythonVersion);
  if (values.report) process.stdout.write(`${differences.join('\n')}\n`);
  if (values.verify) {
    await verifyTypeTables(files, types, pythonVersion);
    return;
  }
  if (existsSync(outDir)) for (const file of readdirSync(outDir)) rmSync(join(outDir, file));
  mkdirSync(outDir, { recursive: true });
  for (const [file, body] of files) writeFileSync(join(outDir, file), body);
  process.stderr.write(`wrote ${outDir} (${files.size} files)\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
