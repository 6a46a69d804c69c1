// Compiles daycalc's market tables (exchange and settlement calendars) from the committed
// python-holidays snapshot (data/python-holidays/markets/, refreshed by `npm run tables:snapshot`):
// part of `npm run tables:generate`, checked by `npm run tables:verify`.
//
//   npx tsx scripts/generateMarketTables.ts [--verify]
//
// One source only (no JavaScript library has markets), so there is nothing to reconcile: each market's
// table is python-holidays' full-day closures and decreed working days, its early closes a module of
// their own with the closing time read from the label (scripts/holidayData/earlyCloses.ts). The
// policy is docs/holiday-data.md#markets. Writes into src/calendars/marketTables/:
//   <CODE>.ts               the closures and decreed working days (EncodedCountryTable, the countries' codec and window)
//   <CODE>.earlyCloses.ts   the early closes (EncodedEarlyCloses), for the markets that have them
//   index.ts                MARKET_TABLES_MARKETS, MARKET_CODE_ALIASES, marketTableLoaders
//   earlyCloseLoaders.ts    earlyCloseLoaders
//   names.ts                MARKET_TABLES_NAMES
// Deterministic: two runs give identical bytes. --verify renders afresh and, instead of writing,
// compares with the committed modules: their bytes, and every market-year as the codec decodes it.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openRegionYears, type EncodedCountryTable, type EncodedEarlyCloses } from '../src/calendars/holidayTableCodec.ts';
import { encodeCountryTable, type RegionYears, type TableHoliday } from '../src/calendars/holidayTableEncoder.ts';
import { epochDaysToIsoDate } from '../src/date/epochDays.ts';
import { parseEarlyClose } from './holidayData/earlyCloses.ts';
import { MARKET_SNAPSHOT_DIR, MARKET_TABLES_DIR as outDir, TABLE_FIRST_YEAR, TABLE_LAST_YEAR } from './holidayData/paths.ts';
import { daysByYear } from './holidayData/pythonSnapshot.ts';

/**
 * The English name of each market: python-holidays' entity name (its README's "Entity" column), but
 * where that is not the name the exchange goes by (XETR, XJPX, BVMF, XNAS) or there is no exchange
 * (TARGET, the euro area's settlement calendar).
 */
export const MARKET_NAMES: Readonly<Record<string, string>> = {
  BVMF: 'B3 (Brasil, Bolsa, Balcão)',
  IFEU: 'ICE Futures Europe',
  TARGET: 'TARGET2 (euro area settlement)',
  XASX: 'Australian Securities Exchange',
  XBOM: 'Bombay Stock Exchange',
  XBUE: 'Bolsas y Mercados Argentinos',
  XCME: 'Chicago Mercantile Exchange',
  XETR: 'Deutsche Börse (Xetra and Frankfurt Stock Exchange)',
  XHKG: 'Hong Kong Stock Exchange',
  XJPX: 'Japan Exchange Group',
  XJSE: 'Johannesburg Stock Exchange',
  XKRX: 'Korea Exchange',
  XLON: 'London Stock Exchange',
  XMAD: 'Bolsas y Mercados Españoles',
  XMEX: 'Bolsa Mexicana de Valores',
  XNAS: 'Nasdaq',
  XNSE: 'National Stock Exchange of India',
  XNYS: 'New York Stock Exchange',
  XNZE: 'New Zealand Exchange',
  XSES: 'Singapore Exchange',
  XSHE: 'Shenzhen Stock Exchange',
  XSHG: 'Shanghai Stock Exchange',
  XSWX: 'SIX Swiss Exchange',
  XTAI: 'Taiwan Stock Exchange',
  XTSE: 'Toronto Stock Exchange',
};

/** One market of the snapshot (data/python-holidays/markets/<CODE>.json). */
export interface MarketFile {
  readonly market: string;
  readonly mic: string;
  readonly aliases: readonly string[];
  readonly class: string;
  readonly country: string;
  readonly language: string;
  readonly years: readonly [number, number];
  readonly weekend: readonly (readonly [string, readonly number[]])[];
  readonly regions: {
    readonly '': {
      readonly holidays: Readonly<Record<string, readonly string[]>>;
      readonly workdays: Readonly<Record<string, readonly string[]>>;
      readonly halfDays?: Readonly<Record<string, readonly string[]>>;
    };
  };
}

/** The snapshot's markets, by code, in code order. */
export function readMarketSnapshot(): { version: string; markets: MarketFile[] } {
  const index = JSON.parse(readFileSync(join(MARKET_SNAPSHOT_DIR, 'index.json'), 'utf8')) as { version: string; markets: Record<string, unknown> };
  const markets = Object.keys(index.markets)
    .sort()
    .map((code) => JSON.parse(readFileSync(join(MARKET_SNAPSHOT_DIR, `${code}.json`), 'utf8')) as MarketFile);
  return { version: index.version, markets };
}

/** Days by year as the window's year lists (empty outside the market's years). */
function windowYears(...parts: ReadonlyMap<number, readonly TableHoliday[]>[]): RegionYears {
  for (const part of parts) {
    for (const year of part.keys()) if (year < TABLE_FIRST_YEAR || year > TABLE_LAST_YEAR) throw new Error(`a year outside the window: ${year}`);
  }
  return Array.from({ length: TABLE_LAST_YEAR - TABLE_FIRST_YEAR + 1 }, (_, offset) => parts.flatMap((part) => part.get(TABLE_FIRST_YEAR + offset) ?? []));
}

/** A market's closures and decreed working days over the window. */
export function closureYears(market: MarketFile): RegionYears {
  const region = market.regions[''];
  return windowYears(daysByYear(region.holidays, false), daysByYear(region.workdays, true));
}

/**
 * A market's early closes over the window, as their original labels (undefined for a market without
 * any). A full-day closure wins over an early close on the same day: python-holidays' XNYS lays its
 * 1968-1970 shortened-hours periods ("Back office work load", "Paperwork Crisis") over every weekday of
 * a range, holidays included (8 days, docs/holiday-data.md#markets).
 */
export function earlyCloseYears(market: MarketFile): RegionYears | undefined {
  const halfDays = market.regions[''].halfDays;
  if (halfDays === undefined) return undefined;
  const closures = market.regions[''].holidays;
  const closed = (year: string, entry: string): boolean => (closures[year] ?? []).some((closure) => closure.slice(0, 5) === entry.slice(0, 5));
  const open = Object.fromEntries(Object.entries(halfDays).map(([year, entries]) => [year, entries.filter((entry) => !closed(year, entry))]));
  return windowYears(daysByYear(open, false));
}

/**
 * Encodes early closes: the table is encoded on the original labels (one per wording and time), then
 * each label is replaced by its name without the clause and its time goes to `closesAt`.
 */
export function encodeEarlyCloses(years: RegionYears): EncodedEarlyCloses {
  const { table } = encodeCountryTable(years, new Map());
  const parsed = table.labels.map(parseEarlyClose);
  return { table: { ...table, labels: parsed.map((entry) => entry.label) }, closesAt: parsed.map((entry) => entry.closesAt) };
}

const HEADER = (what: string, pythonVersion: string): string =>
  [
    `// GENERATED by scripts/generateMarketTables.ts from python-holidays ${pythonVersion} (data/python-holidays/markets/;`,
    '// policy: docs/holiday-data.md#markets): do not edit.',
    `// ${what}`,
    '// Market holiday data derived from python-holidays (https://github.com/vacanza/holidays), licensed MIT;',
    "// python-holidays' notice is in data/python-holidays/LICENSE and LICENSE-DATA.",
    '',
  ].join('\n');

/** A module that default-exports one constant. */
function dataModule(header: string, type: string, name: string, value: unknown): string {
  return [header, `import type { ${type} } from '../holidayTableCodec.ts';`, '', `const ${name}: ${type} = ${JSON.stringify(value, null, 1)};`, '', `export default ${name};`, ''].join('\n');
}

/** Renders every module of src/calendars/marketTables/, by file name. */
export function renderMarketTables(markets: readonly MarketFile[], pythonVersion: string): Map<string, string> {
  const files = new Map<string, string>();
  const window = `${TABLE_FIRST_YEAR}-${TABLE_LAST_YEAR}`;
  const marketLines: string[] = [];
  const aliasLines: string[] = [];
  const loaderLines: string[] = [];
  const earlyLoaderLines: string[] = [];
  const nameLines: string[] = [];
  for (const market of markets) {
    const code = market.market;
    const name = MARKET_NAMES[code];
    if (name === undefined) throw new Error(`no English name for market ${code}: add one to MARKET_NAMES`);
    const [first, last] = market.years;
    const { table } = encodeCountryTable(closureYears(market), new Map());
    files.set(`${code}.ts`, dataModule(HEADER(`Full-day closures and decreed working days of ${code} (${name}), ${first}-${last} (window ${window}).`, pythonVersion), 'EncodedCountryTable', 'table', table));
    loaderLines.push(`  ${code}: () => import('./${code}.ts'),`);
    const early = earlyCloseYears(market);
    if (early !== undefined) {
      files.set(`${code}.earlyCloses.ts`, dataModule(HEADER(`Early closes of ${code} (${name}) with their closing times, ${first}-${last} (window ${window}).`, pythonVersion), 'EncodedEarlyCloses', 'closes', encodeEarlyCloses(early)));
      earlyLoaderLines.push(`  ${code}: () => import('./${code}.earlyCloses.ts'),`);
    }
    marketLines.push(`${code}:${market.country}:${first}:${last}`);
    for (const alias of market.aliases) aliasLines.push(`${alias}:${code}`);
    nameLines.push(`  ${code}: ${JSON.stringify(name)},`);
  }
  aliasLines.sort();
  const aliases = aliasLines.map((line) => line.split(':')[0]);
  if (new Set(aliases).size !== aliases.length || aliases.some((alias) => markets.some((market) => market.market === alias))) throw new Error(`market aliases that clash: ${aliasLines.join(';')}`);
  files.set(
    'index.ts',
    [
      HEADER('The index of the compiled market tables: markets, aliases and one loader per market.', pythonVersion),
      "import type { EncodedCountryTable } from '../holidayTableCodec.ts';",
      '',
      "/** Every market, `CODE:CC:FIRST:LAST`, separated by ';' (CC the market's country, '' for TARGET; FIRST-LAST the years with data, within the window). */",
      `export const MARKET_TABLES_MARKETS = ${JSON.stringify(marketLines.join(';'))};`,
      '',
      "/** Every other code of a market, `ALIAS:CODE`, separated by ';' (python-holidays' codes, and TARGET2 for TARGET). */",
      `export const MARKET_CODE_ALIASES = ${JSON.stringify(aliasLines.join(';'))};`,
      '',
      "/** Loads one market's table (a dynamic import, so bundlers split each market off). */",
      'export const marketTableLoaders: Readonly<Record<string, () => Promise<{ readonly default: EncodedCountryTable }>>> = {',
      ...loaderLines,
      '};',
      '',
    ].join('\n'),
  );
  files.set(
    'earlyCloseLoaders.ts',
    [
      HEADER('One loader per market with early closes: a module of its own, imported only when early closes are asked for.', pythonVersion),
      "import type { EncodedEarlyCloses } from '../holidayTableCodec.ts';",
      '',
      "/** Loads one market's early closes (a module of their own: most callers need only the closures). */",
      'export const earlyCloseLoaders: Readonly<Record<string, () => Promise<{ readonly default: EncodedEarlyCloses }>>> = {',
      ...earlyLoaderLines,
      '};',
      '',
    ].join('\n'),
  );
  files.set(
    'names.ts',
    [
      HEADER('English names of the markets of the compiled market tables.', pythonVersion),
      '/** The English name of each market, by code. */',
      'export const MARKET_TABLES_NAMES: Readonly<Record<string, string>> = {',
      ...nameLines,
      '};',
      '',
    ].join('\n'),
  );
  return files;
}

/** A year's days as text, `MM-DD label` (decreed working days with `+`), for comparisons. */
function yearText(entries: readonly TableHoliday[]): string {
  return entries
    .map((entry) => `${String(entry.month).padStart(2, '0')}-${String(entry.day).padStart(2, '0')} ${entry.working === true ? '+' : ''}${entry.label}`)
    .sort()
    .join('\n');
}

/** A decoded table's year as `yearText` writes it. */
function decodedYearText(table: EncodedCountryTable, offset: number): string {
  const year = openRegionYears(table, undefined, TABLE_FIRST_YEAR).year(offset);
  if (year === undefined) return 'missing';
  const line = (day: number, label: string, mark: string): string => {
    const { month, day: dayOfMonth } = epochDaysToIsoDate(day);
    return `${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')} ${mark}${label}`;
  };
  return [...Array.from(year.days, (day, index) => line(day, year.labels[index]!, '')), ...Array.from(year.workingDays, (day, index) => line(day, year.workingLabels[index]!, '+'))].sort().join('\n');
}

/** Compares the rendering with the committed modules (bytes) and every market-year decoded against the snapshot; exits 1 on a difference. */
async function verifyMarketTables(files: ReadonlyMap<string, string>, markets: readonly MarketFile[], pythonVersion: string): Promise<void> {
  const differentFiles = [...files].filter(([file, body]) => !existsSync(join(outDir, file)) || readFileSync(join(outDir, file), 'utf8') !== body).map(([file]) => file);
  const extraFiles = existsSync(outDir) ? readdirSync(outDir).filter((file) => !files.has(file)) : [];
  const { marketTableLoaders } = await import('../src/calendars/marketTables/index.ts');
  const { earlyCloseLoaders } = await import('../src/calendars/marketTables/earlyCloseLoaders.ts');
  let compared = 0;
  let days = 0;
  const mismatches: string[] = [];
  for (const market of markets) {
    const code = market.market;
    const table = (await marketTableLoaders[code]!()).default;
    const early = earlyCloseYears(market);
    const closes = early === undefined ? undefined : (await earlyCloseLoaders[code]!()).default;
    const closures = closureYears(market);
    closures.forEach((entries, offset) => {
      compared++;
      days += entries.length;
      if (yearText(entries) !== decodedYearText(table, offset)) mismatches.push(`${code} ${TABLE_FIRST_YEAR + offset}`);
      const halfDays = early?.[offset] ?? [];
      days += halfDays.length;
      // The early closes decode to the parsed labels; their times are checked by the tests.
      const want = yearText(halfDays.map((entry) => ({ ...entry, label: parseEarlyClose(entry.label).label })));
      if (closes !== undefined && want !== decodedYearText(closes.table, offset)) mismatches.push(`${code} early closes ${TABLE_FIRST_YEAR + offset}`);
    });
  }
  process.stdout.write(
    [
      `markets: python-holidays ${pythonVersion} (snapshot), ${markets.length} markets, years ${TABLE_FIRST_YEAR}-${TABLE_LAST_YEAR}`,
      `market-years compared: ${compared}; days compared (closures, decreed working days, early closes): ${days}`,
      `market-years that differ: ${mismatches.length}${mismatches.length > 0 ? ` (${mismatches.slice(0, 20).join(', ')})` : ''}`,
      `files rendered: ${files.size}; files whose bytes differ from the committed ones: ${differentFiles.length}${differentFiles.length > 0 ? ` (${differentFiles.slice(0, 20).join(', ')})` : ''}; extra files: ${extraFiles.length}`,
      '',
    ].join('\n'),
  );
  if (mismatches.length > 0 || differentFiles.length > 0 || extraFiles.length > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { verify: { type: 'boolean', default: false } } });
  const { version, markets } = readMarketSnapshot();
  const files = renderMarketTables(markets, version);
  if (values.verify) {
    await verifyMarketTables(files, markets, version);
    return;
  }
  if (existsSync(outDir)) for (const file of readdirSync(outDir)) rmSync(join(outDir, file));
  mkdirSync(outDir, { recursive: true });
  for (const [file, body] of files) writeFileSync(join(outDir, file), body);
  process.stderr.write(`wrote ${outDir}\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
