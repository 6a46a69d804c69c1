// Case 7: esbuild-minified, gzipped size of tiny browser apps importing daycalc, counting what the app
// loads: its entry, the chunks it imports statically, and the dynamically imported chunks it actually
// loads (a country's holiday table), each gzipped as a browser fetches it. Also the npm tarball.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { DIST_INDEX, ROOT } from './_dist.ts';
import type { GroupResult, Metric } from './_harness.ts';

/** The packed size of the published tarball at 0a068b8, before the compiled holiday tables (npm pack, 2026-11-24). */
export const TARBALL_BYTES_BEFORE_TABLES = 877_532;

/** The size an app loads, and whether holiday data (date-holidays or a compiled table) is in it. */
interface BundleSize {
  readonly minified: number;
  readonly gzipped: number;
  readonly files: number;
  readonly dateHolidays: boolean;
  readonly tables: number;
}

/**
 * Bundles `contents` with code splitting and sums what the app loads: the entry, its static imports,
 * and the dynamic imports whose inputs match `loads` (and their static imports).
 */
async function bundle(contents: string, loads: readonly RegExp[] = []): Promise<BundleSize> {
  const outdir = join(ROOT, '.bench-bundle');
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'app.ts' },
    bundle: true,
    minify: true,
    splitting: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    outdir,
    absWorkingDir: ROOT,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = new Map(result.outputFiles.map((file) => [relative(ROOT, file.path), file.contents]));
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  // Every dynamically imported chunk is an entry point too: the app's own entry is named after stdin's sourcefile.
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === 'app.ts');
  if (entry === undefined) throw new Error('no entry chunk');
  // Inputs esbuild read but tree-shook away have 0 bytes in the output: only bytes that ship count.
  const shipped = (path: string): string[] => Object.entries(outputs[path]!.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([input]) => input);
  const loaded = new Set<string>();
  const visit = (path: string): void => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const edge of outputs[path]!.imports) {
      if (edge.external) continue;
      if (edge.kind === 'import-statement') visit(edge.path);
      else if (edge.kind === 'dynamic-import' && shipped(edge.path).some((input) => loads.some((pattern) => pattern.test(input)))) visit(edge.path);
    }
  };
  visit(entry);
  let minified = 0;
  let gzipped = 0;
  for (const path of loaded) {
    const bytes = code.get(path);
    if (bytes === undefined) continue;
    minified += bytes.byteLength;
    gzipped += gzipSync(bytes, { level: 9 }).byteLength;
  }
  const inputs = [...loaded].flatMap(shipped);
  return {
    minified,
    gzipped,
    files: loaded.size,
    dateHolidays: inputs.some((path) => path.includes('node_modules/date-holidays')),
    tables: inputs.filter((path) => path.includes('holidayTables/') && !/holidayTables\/(index|names)\./.test(path)).length,
  };
}

function gatewayEntry(): string | undefined {
  return ['src/gateway/index.ts', 'src/gateway/createGateway.ts'].map((path) => join(ROOT, path)).find((path) => existsSync(path));
}

/** The US app of issue 16: load the US table, resolve a US calendar, count business days. */
const usApp = (from: string): string => `
import { businessDaysBetween, loadHolidays, parsePlainDate, resolveCalendar } from ${JSON.stringify(from)};
export async function count(start: string, end: string) {
  await loadHolidays({ countries: ['US'] });
  const calendar = resolveCalendar({ country_code: 'US' });
  const first = parsePlainDate(start);
  const last = parsePlainDate(end);
  if (!calendar.ok || !first.ok || !last.ok) return undefined;
  return businessDaysBetween({ start_date: first.value, end_date: last.value }, calendar.value);
}`;

/** The packed size of `npm pack` of the current tree (dist must be built). */
function tarballBytes(): number {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr.trim().split('\n').pop()}`);
  return (JSON.parse(pack.stdout) as Array<{ size: number }>)[0]!.size;
}

/** Runs case 7 on the shipped dist/index.js and on src/index.ts. */
export async function benchBundleSize(): Promise<GroupResult> {
  const metrics: Metric[] = [];
  const notes: string[] = [];
  const us = [/holidayTables\/US\.(ts|js)$/];
  const apps: [string, string, RegExp[]][] = [
    ['dateDifference only (dist)', `export { dateDifference } from ${JSON.stringify(DIST_INDEX)};`, []],
    ['dateDifference only (src)', `export { dateDifference } from ${JSON.stringify(join(ROOT, 'src/index.ts'))};`, []],
    ['US calendar + business-day count, US table loaded (dist)', usApp(DIST_INDEX), us],
    ['execute only, US table loaded (dist)', `export { execute } from ${JSON.stringify(DIST_INDEX)};`, us],
  ];
  const gateway = gatewayEntry();
  if (gateway === undefined) notes.push('SKIPPED: bundle of the gateway: src/gateway not found');
  else apps.push(['gateway (createGateway), US table loaded', `export { createGateway } from ${JSON.stringify(gateway)};`, us]);
  for (const [name, contents, loads] of apps) {
    try {
      const size = await bundle(contents, loads);
      metrics.push({
        name: `bundle: ${name}`,
        value: size.gzipped,
        unit: 'bytes gz',
        note: `${size.files} files, ${size.minified.toLocaleString('en-US')} bytes minified; date-holidays ${size.dateHolidays ? 'INCLUDED' : 'not included'}; ${size.tables} holiday table(s)`,
      });
      metrics.push({ name: `bundle: ${name}: date-holidays included`, value: size.dateHolidays ? 1 : 0, unit: 'bool' });
      metrics.push({ name: `bundle: ${name}: holiday tables`, value: size.tables, unit: 'tables' });
    } catch (error) {
      notes.push(`SKIPPED: bundle of ${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  try {
    const after = tarballBytes();
    metrics.push({ name: 'tarball: packed size before the holiday tables (0a068b8)', value: TARBALL_BYTES_BEFORE_TABLES, unit: 'bytes' });
    metrics.push({ name: 'tarball: packed size now', value: after, unit: 'bytes', note: `${after >= TARBALL_BYTES_BEFORE_TABLES ? '+' : ''}${(after - TARBALL_BYTES_BEFORE_TABLES).toLocaleString('en-US')} bytes` });
  } catch (error) {
    notes.push(`SKIPPED: tarball size: ${(error as Error).message.split('\n')[0]}`);
  }
  return { measurements: [], metrics, notes };
}
