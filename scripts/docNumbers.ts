// `npm run docs:numbers [-- --check] [-- --no-install]`: measures the sizes the docs quote and rewrites
// them where README.md, CHANGELOG.md and docs/*.md mark them, `<!-- numbers:NAME -->20.1 KB<!-- /numbers -->`:
// the README's browser entry bundled with esbuild's and rollup's defaults, `execute` with code
// splitting and a US count, `dateDifference` alone, `daycalc/countries`, the npm tarball, and what `npm i daycalc` installs
// (that one needs the npm registry; `--no-install` leaves those numbers as they are); the holiday
// tables and counts read from the code (`measureTables`, `measureCode`); and what the Redis stores
// keep, on a private redis-server (left as they are when none starts). `--check` writes
// nothing, prints each stale line as a diff and exits 1. test/dist/docNumbers.test.ts checks the bundles
// and the tarball after the build; test/dist/lightInstall.test.ts checks the install numbers.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BROWSER_ENTRY, bundleLoaded, bundleWithEsbuild, bundleWithRollup, DATE_DIFFERENCE_ENTRY, EXECUTE_ENTRY, US_DATA } from '../bench/_bundles.ts';
import { ROOT } from '../bench/_dist.ts';
import { installTarball, packedFiles, run, tarballBytes } from '../bench/_package.ts';
import { tarballContents, withTarballContents } from './tarballContents.ts';
import { isMainModule } from './_generatedDoc.ts';
import { listCountries, listSubdivisions } from '../src/calendars/holidayProvider.ts';
import { HOLIDAY_TABLES_FIRST_YEAR, HOLIDAY_TABLES_LAST_YEAR } from '../src/calendars/holidayTables/index.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN } from '../src/calendars/holidayYears.ts';
import { MARKET_TABLES_MARKETS } from '../src/calendars/marketTables/index.ts';
import { HOLIDAY_NAME_LANGUAGES } from '../src/calendars/nameTables/index.ts';
import { HOLIDAY_TYPE_TABLES } from '../src/calendars/typeTables/index.ts';
import { OPERATION_NAMES } from '../src/catalog.ts';
import { DEFAULT_RUNS } from '../src/cli/conform.ts';
import { CALL_RECORD_MINUTES, measureRedis, redisDocNumbers } from './redisNumbers.ts';
import { HOLIDAY_FACT_CLASSES } from '../test/calendars/holidayFacts.data.ts';
import { startTestRedis } from '../test/_helpers/redis.ts';

/** The years the compiled tables hold (1900-2199), and the years any holiday answer covers (1583-3797). */
const TABLE_YEARS = HOLIDAY_TABLES_LAST_YEAR - HOLIDAY_TABLES_FIRST_YEAR + 1;
const SUPPORTED_YEARS = HOLIDAY_YEARS_MAX - HOLIDAY_YEARS_MIN + 1;

/** `daycalc/countries` (the countries' and subdivisions' names) as the README's coverage example imports it. */
const COUNTRIES_ENTRY = `import { getCountry } from 'daycalc/countries';\nconsole.log(getCountry('DE')?.subdivisions.length);\n`;

/** The numbers a doc can quote, by marker name; a number not measured this run is left out. */
export type DocNumbers = Partial<Record<NumberName, number>>;

/**
 * How each marked number is written: bundles in KB of 1,024 bytes, as the bench's goals count them
 * (20 KB is 20,480 B); the tarball and the install in MB of 1,000,000 bytes, as `npm pack` prints it
 * and as the README has always counted the install.
 */
const FORMATS = {
  'browser-esbuild': (bytes: number) => kilobytes(bytes),
  'browser-rollup': (bytes: number) => kilobytes(bytes),
  'execute-us': (bytes: number) => kilobytes(bytes),
  'date-difference': (bytes: number) => kilobytes(bytes),
  'countries-module': (bytes: number) => kilobytes(bytes),
  tarball: (bytes: number) => megabytes(bytes),
  'install-packages': (count: number) => String(count),
  'install-size': (bytes: number) => megabytes(bytes),
  'install-date-holidays': (bytes: number) => megabytes(bytes),
  'tables-text': (bytes: number) => megabytes(bytes),
  'tables-gzip': (bytes: number) => `${Math.round(bytes / 1024)} KB`,
  'table-country-min': (bytes: number) => kilobytes(bytes),
  'table-country-max': (bytes: number) => kilobytes(bytes),
  'table-subdivisions-max': (bytes: number) => `${Math.round(bytes / 1024)} KB`,
  'table-us': (bytes: number) => kilobytes(bytes),
  'table-us-subdivisions': (bytes: number) => kilobytes(bytes),
  'table-cn': (bytes: number) => kilobytes(bytes),
  countries: (count: number) => String(count),
  subdivisions: (count: number) => String(count),
  'us-subdivisions': (count: number) => String(count),
  'tables-gzip-year': (bytes: number) => kilobytes(bytes),
  'tables-gzip-all-years': (bytes: number) => megabytes(bytes),
  'all-years-ratio': (ratio: number) => ratio.toFixed(1),
  markets: (count: number) => String(count),
  operations: (count: number) => numberWord(count),
  'conform-budget': (count: number) => count.toLocaleString('en-US'),
  'type-tables': (count: number) => String(count),
  'type-tables-bank': (count: number) => String(count),
  'type-tables-optional': (count: number) => String(count),
  'name-tables': (count: number) => String(count),
  'english-only': (count: number) => String(count),
  'holiday-facts': (count: number) => String(count),
  'holiday-facts-countries': (count: number) => String(count),
  'call-record-minutes': (count: number) => String(count),
  'redis-call-min': (bytes: number) => String(Math.round(bytes)),
  'redis-call-max': (bytes: number) => String(Math.round(bytes)),
  'redis-calls-business': (bytes: number) => megabytes(bytes),
  'redis-calls-free': (bytes: number) => `${Math.round(bytes / 1000)} KB`,
  'redis-history-entry': (bytes: number) => String(Math.round(bytes / 10) * 10),
  'redis-history-entry-max': (bytes: number) => String(Math.round(bytes / 10) * 10),
  'redis-history-cap': (bytes: number) => `${Math.round(bytes / 1e6)} MB`,
  'redis-history-cap-max': (bytes: number) => `${Math.round(bytes / 1e6)} MB`,
  'redis-history-pro': (bytes: number) => megabytes(bytes),
} as const;

/**
 * How far a written number may be from the measured one and still stand, as a share of the
 * measured value (same unit): the sizes Redis reports depend on its version and allocator and move by a
 * byte or two between runs (the request ids differ), so the docs say "about" and a re-measure within
 * this is not a change. Every other name must match its format exactly.
 */
export const TOLERANCES: Partial<Record<NumberName, number>> = {
  'redis-call-min': 0.1,
  'redis-call-max': 0.1,
  'redis-calls-business': 0.1,
  'redis-calls-free': 0.1,
  'redis-history-entry': 0.1,
  'redis-history-entry-max': 0.1,
  'redis-history-cap': 0.1,
  'redis-history-cap-max': 0.1,
  'redis-history-pro': 0.1,
};

/** `thirteen`: a count written as a word (the docs spell small counts out), digits from 21 on. */
export function numberWord(count: number): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
  return words[count] ?? String(count);
}

/** Whether a written text stands for the measured one within `tolerance`: the same unit, the number within that share of the measured one. */
function withinTolerance(written: string, measured: string, tolerance: number): boolean {
  const parse = (text: string): { value: number; unit: string } => {
    const match = /^([0-9][0-9,]*(?:\.[0-9]+)?)\s*(.*)$/.exec(text.trim());
    return match === null ? { value: Number.NaN, unit: text } : { value: Number(match[1]!.replaceAll(',', '')), unit: match[2]! };
  };
  const a = parse(written);
  const b = parse(measured);
  return a.unit === b.unit && Number.isFinite(a.value) && Math.abs(a.value - b.value) <= tolerance * b.value;
}

/** A marker name. */
export type NumberName = keyof typeof FORMATS;

/** The names measured without the npm registry (test/dist/docNumbers.test.ts checks these). */
export const PACKAGE_NUMBERS: readonly NumberName[] = ['browser-esbuild', 'browser-rollup', 'execute-us', 'date-difference', 'countries-module', 'tarball'];
/** The names measured from the generated holiday tables and the country list in `src/` (test/docs/tableNumbers.test.ts checks these). */
export const TABLE_NUMBERS: readonly NumberName[] = ['tables-text', 'tables-gzip', 'tables-gzip-year', 'tables-gzip-all-years', 'all-years-ratio', 'table-country-min', 'table-country-max', 'table-subdivisions-max', 'table-us', 'table-us-subdivisions', 'table-cn', 'countries', 'subdivisions', 'us-subdivisions'];
/** The counts read from the code and its data in `src/` (and the published facts the tests check); test/docs/tableNumbers.test.ts checks these. */
export const CODE_NUMBERS: readonly NumberName[] = ['markets', 'operations', 'conform-budget', 'type-tables', 'type-tables-bank', 'type-tables-optional', 'name-tables', 'english-only', 'holiday-facts', 'holiday-facts-countries', 'call-record-minutes'];
/** The sizes of what the Redis stores keep, measured on a private redis-server (test/stores/redis/redisNumbers.test.ts checks these). */
export const REDIS_NUMBERS: readonly NumberName[] = ['redis-call-min', 'redis-call-max', 'redis-calls-business', 'redis-calls-free', 'redis-history-entry', 'redis-history-entry-max', 'redis-history-cap', 'redis-history-cap-max', 'redis-history-pro'];
/** The names that need `npm i` from the registry (test/dist/lightInstall.test.ts checks these). */
export const INSTALL_NUMBERS: readonly NumberName[] = ['install-packages', 'install-size', 'install-date-holidays'];

/** `20.1 KB`: gzipped bundles, as the bench's goals count KB. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** `1.4 MB`: 1,000,000 bytes a MB. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

const SPAN = /<!-- numbers:([a-z0-9-]+) -->([\s\S]*?)<!-- \/numbers -->/g;

/** One marked number whose text differs from what was measured. */
export interface StaleSpan {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly written: string;
  /** The text it should have, or undefined for a name the script does not know. */
  readonly measured: string | undefined;
}

/** The docs that may carry marked numbers, from the repository root: README.md, CHANGELOG.md and docs/*.md. */
export function numberedDocs(root = ROOT): string[] {
  return ['README.md', 'CHANGELOG.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
}

/**
 * Rewrites the marked numbers of one doc's text; names not measured this run keep their text.
 *
 * @example
 * rewriteNumbers('README.md', 'is <!-- numbers:tarball -->1.2 MB<!-- /numbers -->', { tarball: 1_360_800 }).text
 * // 'is <!-- numbers:tarball -->1.4 MB<!-- /numbers -->'
 */
export function rewriteNumbers(file: string, text: string, numbers: DocNumbers): { text: string; stale: StaleSpan[]; names: string[] } {
  const stale: StaleSpan[] = [];
  const names: string[] = [];
  const rewritten = text.replace(SPAN, (span, name: string, written: string, offset: number) => {
    names.push(name);
    const format = (FORMATS as Record<string, (value: number) => string>)[name];
    const value = numbers[name as NumberName];
    const measured = format === undefined ? undefined : value === undefined ? written : format(value);
    if (measured === written) return span;
    const tolerance = TOLERANCES[name as NumberName];
    if (measured !== undefined && tolerance !== undefined && withinTolerance(written, measured, tolerance)) return span;
    stale.push({ file, line: text.slice(0, offset).split('\n').length, name, written, measured });
    return measured === undefined ? span : `<!-- numbers:${name} -->${measured}<!-- /numbers -->`;
  });
  return { text: rewritten, stale, names };
}

/** Rewrites (or with `write: false` only compares) every numbered doc; returns what was stale. */
export function updateDocs(numbers: DocNumbers, write: boolean, root = ROOT): { stale: StaleSpan[]; names: Set<string> } {
  const stale: StaleSpan[] = [];
  const names = new Set<string>();
  for (const file of numberedDocs(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const result = rewriteNumbers(file, text, numbers);
    stale.push(...result.stale);
    for (const name of result.names) names.add(name);
    if (write && result.text !== text) writeFileSync(join(root, file), result.text);
  }
  return { stale, names };
}

/**
 * Measures the bundles against the built dist (`npm run build` first); a bundle that fails is left out, with the reason.
 *
 * @example
 * const { numbers } = await measureBundles(); // numbers['browser-esbuild'] is the README entry's gzipped bytes
 */
export async function measureBundles(): Promise<{ numbers: DocNumbers; problems: { name: NumberName; reason: string }[] }> {
  const numbers: DocNumbers = {};
  const problems: { name: NumberName; reason: string }[] = [];
  const bundles: [NumberName, () => Promise<{ gzipped: number }>][] = [
    ['browser-esbuild', () => bundleWithEsbuild(BROWSER_ENTRY)],
    ['browser-rollup', () => bundleWithRollup(BROWSER_ENTRY)],
    ['execute-us', () => bundleLoaded(EXECUTE_ENTRY, US_DATA)],
    ['date-difference', () => bundleLoaded(DATE_DIFFERENCE_ENTRY)],
    ['countries-module', () => bundleWithEsbuild(COUNTRIES_ENTRY)],
  ];
  for (const [name, bundle] of bundles) {
    try {
      numbers[name] = (await bundle()).gzipped;
    } catch (error) {
      problems.push({ name, reason: (error as Error).message.split('\n')[0]! });
    }
  }
  return { numbers, problems };
}

/**
 * Measures the generated holiday tables (`src/calendars/holidayTables/<CC>.ts` and
 * `<CC>.subdivisions.ts`): their text in all, gzipped one by one (level 9) in all, and the country
 * modules' and subdivision modules' gzipped sizes that docs/business-days.md quotes; and how many
 * countries and subdivisions there are (`listCountries`, `listSubdivisions`).
 *
 * @example
 * measureTables()['table-us'] // the US module's gzipped bytes
 */
export function measureTables(root = ROOT): DocNumbers {
  const folder = join(root, 'src', 'calendars', 'holidayTables');
  const countries = new Map<string, number>();
  const subdivisions = new Map<string, number>();
  let text = 0;
  let gzipped = 0;
  for (const name of readdirSync(folder)) {
    const match = /^([A-Z]{2})(\.subdivisions)?\.ts$/.exec(name);
    if (match === null) continue;
    const source = readFileSync(join(folder, name));
    const size = gzipSync(source, { level: 9 }).length;
    text += source.length;
    gzipped += size;
    (match[2] === undefined ? countries : subdivisions).set(match[1]!, size);
  }
  return {
    'tables-text': text,
    'tables-gzip': gzipped,
    'table-country-min': Math.min(...countries.values()),
    'table-country-max': Math.max(...countries.values()),
    'table-subdivisions-max': Math.max(...subdivisions.values()),
    'table-us': countries.get('US')!,
    'table-us-subdivisions': subdivisions.get('US')!,
    'table-cn': countries.get('CN')!,
    'tables-gzip-year': gzipped / TABLE_YEARS,
    'tables-gzip-all-years': (gzipped / TABLE_YEARS) * SUPPORTED_YEARS,
    'all-years-ratio': SUPPORTED_YEARS / TABLE_YEARS,
    countries: listCountries().length,
    subdivisions: listCountries().reduce((sum, country) => sum + listSubdivisions(country).length, 0),
    'us-subdivisions': listSubdivisions('US').length,
  };
}

/**
 * Counts the docs quote that the code and its data hold: markets (TARGET among them), operations,
 * the most requests `daycalc conform` sends at its default `--runs`, the holiday type tables (and
 * the countries with a `bank` or `optional` one), the holiday-name modules (a country with a language
 * other than English), the countries whose only language is `en`, the dated facts
 * test/calendars/holidayFacts.test.ts checks and their countries, and how many minutes of call
 * records a meter keeps at once.
 *
 * @example
 * measureCode().operations // 13
 */
export function measureCode(root = ROOT): DocNumbers {
  const types = HOLIDAY_TYPE_TABLES.split(';').map((entry) => entry.split(':')[1]!.split(','));
  const languages = HOLIDAY_NAME_LANGUAGES.split(';').map((entry) => entry.split(':')[1]!);
  const facts = HOLIDAY_FACT_CLASSES.flatMap((group) => group.facts);
  return {
    markets: MARKET_TABLES_MARKETS.split(';').length,
    operations: OPERATION_NAMES.length,
    'conform-budget': OPERATION_NAMES.length * DEFAULT_RUNS,
    'type-tables': types.flat().length,
    'type-tables-bank': types.filter((list) => list.includes('bank')).length,
    'type-tables-optional': types.filter((list) => list.includes('optional')).length,
    'name-tables': readdirSync(join(root, 'src', 'calendars', 'nameTables')).filter((name) => /^[A-Z]{2}\.ts$/.test(name)).length,
    'english-only': languages.filter((list) => list === 'en').length,
    'holiday-facts': facts.length,
    'holiday-facts-countries': new Set(facts.map((fact) => fact.region.split('-')[0])).size,
    'call-record-minutes': CALL_RECORD_MINUTES,
  };
}

/** The Redis sizes, on a private redis-server started for the purpose, or undefined (with a line saying why) when none starts (`redis-server` not installed). */
async function measureRedisNumbers(): Promise<DocNumbers | undefined> {
  let redis: Awaited<ReturnType<typeof startTestRedis>>;
  try {
    redis = await startTestRedis();
  } catch (error) {
    process.stderr.write(`redis numbers: not measured (they keep their text): ${(error as Error).message}\n`);
    return undefined;
  }
  try {
    return redisDocNumbers(await measureRedis(redis.url));
  } finally {
    await redis.dispose();
  }
}

/** What `npm i daycalc` installs, or undefined (with a line saying why) when the registry does not answer. */
async function measureInstall(): Promise<DocNumbers | undefined> {
  const ping = await run('npm', ['ping', '--fetch-retries=0', '--fetch-timeout=5000', '--loglevel=error'], tmpdir(), 15_000);
  if (ping.code !== 0) {
    process.stderr.write('install numbers: not measured, the npm registry does not answer (they keep their text)\n');
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-numbers-'));
  try {
    const install = await installTarball(dir);
    return { 'install-packages': install.packages.length, 'install-size': install.bytes, 'install-date-holidays': install.dateHolidaysBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints stale lines as a diff: the line as written, then as measured. */
function printDiff(stale: readonly StaleSpan[], root = ROOT): void {
  for (const span of stale) {
    const line = readFileSync(join(root, span.file), 'utf8').split('\n')[span.line - 1] ?? '';
    const marker = `<!-- numbers:${span.name} -->${span.written}<!-- /numbers -->`;
    process.stdout.write(`--- ${span.file}:${span.line} (numbers:${span.name})\n`);
    if (span.measured === undefined) {
      process.stdout.write(`  unknown name "${span.name}"; known: ${Object.keys(FORMATS).join(', ')}\n`);
      continue;
    }
    process.stdout.write(`-${line}\n+${line.replace(marker, `<!-- numbers:${span.name} -->${span.measured}<!-- /numbers -->`)}\n`);
  }
}

/** Runs the command; returns the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  const check = argv.includes('--check');
  if (!existsSync(join(ROOT, 'dist', 'index.js'))) {
    process.stderr.write('dist/ is not built: run `npm run build` first\n');
    return 1;
  }
  const { numbers, problems } = await measureBundles();
  Object.assign(numbers, measureTables(), measureCode(), await measureRedisNumbers());
  if (!argv.includes('--no-install')) Object.assign(numbers, await measureInstall());
  for (const problem of problems) process.stderr.write(`${problem.name}: not measured: ${problem.reason}\n`);
  const { stale, names } = updateDocs(numbers, !check);
  // The tarball packs the docs: write its size, then measure again until the written size is the packed one.
  for (let round = 0; round < 4; round += 1) {
    numbers.tarball = await tarballBytes();
    const pass = updateDocs({ tarball: numbers.tarball }, !check).stale.filter((span) => span.name === 'tarball');
    if (round === 0) stale.push(...pass);
    if (check || pass.length === 0) break;
  }
  // The table of what the tarball holds (docs/deployment.md), from the files npm would pack.
  const deployment = join(ROOT, 'docs', 'deployment.md');
  const deploymentText = readFileSync(deployment, 'utf8');
  const contents = withTarballContents(deploymentText, tarballContents(await packedFiles()));
  if (contents !== deploymentText) {
    stale.push({ file: 'docs/deployment.md', line: deploymentText.split('\n').findIndex((line) => line.startsWith('<!-- tarball-contents:start')) + 1, name: 'tarball-contents', written: '(the table)', measured: '(the table as packed now)' });
    if (!check) writeFileSync(deployment, contents);
  }
  const missing = PACKAGE_NUMBERS.filter((name) => !names.has(name));
  if (missing.length > 0) process.stdout.write(`not quoted in any doc: ${missing.join(', ')}\n`);
  const measured = Object.entries(numbers).map(([name, value]) => `${name} ${FORMATS[name as NumberName](value)} (${value.toLocaleString('en-US')})`);
  process.stdout.write(`measured: ${measured.join('; ')}\n`);
  if (check) {
    printDiff(stale);
    if (stale.length > 0) process.stderr.write(`${stale.length} marked number(s) out of date; run \`npm run docs:numbers\`\n`);
  } else {
    for (const span of stale) process.stdout.write(`${span.file}:${span.line}: numbers:${span.name} ${span.written} -> ${span.measured ?? '(unknown name)'}\n`);
  }
  const failed = problems.length > 0 || stale.some((span) => span.measured === undefined) || (check && stale.length > 0);
  return failed ? 1 : 0;
}

if (isMainModule(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
