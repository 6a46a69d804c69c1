// Case 7: minified, gzipped size of tiny browser apps importing daycalc (bench/_bundles.ts): the README's
// browser entry bundled with esbuild's and rollup's defaults (one file, no splitting), and apps bundled
// with code splitting, counting what the app loads: its entry, the chunks it imports statically, and the
// dynamically imported chunks it actually loads (a country's holiday data). Also the npm tarball.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BROWSER_ENTRY, bundleLoaded, bundleWithEsbuild, bundleWithRollup, DATE_DIFFERENCE_ENTRY, EXECUTE_ENTRY, US_DATA, type BundleSize } from './_bundles.ts';
import { ROOT } from './_dist.ts';
import type { GroupResult, Metric } from './_harness.ts';
import { tarballBytes } from './_package.ts';

/** The packed size of the published tarball at 0a068b8, before the compiled holiday tables (npm pack, 2026-11-24). */
export const TARBALL_BYTES_BEFORE_TABLES = 877_532;

/** The metric names of case 7 that goals.ts judges and scripts/docNumbers.ts prints. */
export const BUNDLE = {
  browserEsbuild: 'browser entry (one country imported), esbuild defaults, no splitting',
  browserRollup: 'browser entry (one country imported), rollup (node-resolve, terser), no splitting',
  executeUs: 'execute only, US table loaded, splitting (dist)',
  dateDifference: 'dateDifference only (dist)',
  usApp: 'US calendar + business-day count, US table loaded, splitting (dist)',
} as const;

function gatewayEntry(): string | undefined {
  return ['src/gateway/index.ts', 'src/gateway/createGateway.ts'].map((path) => join(ROOT, path)).find((path) => existsSync(path));
}

/** The US app of issue 16, with a country chosen at run time: load a US calendar (its data), count business days. */
const usApp = `
import { businessDaysBetween, loadCalendar, parsePlainDate } from 'daycalc';
export async function count(start: string, end: string) {
  const calendar = await loadCalendar({ country_code: 'US' });
  return businessDaysBetween({ start_date: parsePlainDate(start), end_date: parsePlainDate(end) }, calendar);
}`;

/** The metrics of one bundle: its gzipped size (with a note), whether date-holidays ships, how many data modules. */
function bundleMetrics(name: string, size: BundleSize & { needed?: string | undefined }): Metric[] {
  const needed = size.needed === undefined ? '' : `; NEEDED ${size.needed}`;
  const countries = size.countries.length === 0 ? 'no country' : size.countries.length > 5 ? `${size.countries.length} countries` : size.countries.join(', ');
  return [
    {
      name: `bundle: ${name}`,
      value: size.gzipped,
      unit: 'bytes gz',
      note: `${size.files} file(s), ${size.minified.toLocaleString('en-US')} bytes minified; date-holidays ${size.dateHolidays ? 'INCLUDED' : 'not included'}; ${size.tables} holiday data module(s): ${countries}${needed}`,
    },
    { name: `bundle: ${name}: date-holidays included`, value: size.dateHolidays ? 1 : 0, unit: 'bool' },
    { name: `bundle: ${name}: holiday tables`, value: size.tables, unit: 'tables' },
    { name: `bundle: ${name}: countries`, value: size.countries.length, unit: 'countries' },
    ...(!('needed' in size) ? [] : [{ name: `bundle: ${name}: needed json and commonjs plugins`, value: size.needed === undefined ? 0 : 1, unit: 'bool' }]),
  ];
}

/** Runs case 7 on the shipped dist (and the dateDifference app on src/index.ts too). */
export async function benchBundleSize(): Promise<GroupResult> {
  const metrics: Metric[] = [];
  const notes: string[] = [];
  const apps: [string, () => Promise<BundleSize>][] = [
    [BUNDLE.browserEsbuild, () => bundleWithEsbuild(BROWSER_ENTRY)],
    [BUNDLE.browserRollup, () => bundleWithRollup(BROWSER_ENTRY)],
    [BUNDLE.executeUs, () => bundleLoaded(EXECUTE_ENTRY, US_DATA)],
    [BUNDLE.dateDifference, () => bundleLoaded(DATE_DIFFERENCE_ENTRY)],
    ['dateDifference only (src)', () => bundleLoaded(`export { dateDifference } from ${JSON.stringify(join(ROOT, 'src/index.ts'))};`)],
    [BUNDLE.usApp, () => bundleLoaded(usApp, US_DATA)],
  ];
  const gateway = gatewayEntry();
  if (gateway === undefined) notes.push('SKIPPED: bundle of the gateway: src/gateway not found');
  else apps.push(['gateway (createGateway), US table loaded, splitting', () => bundleLoaded(`export { createGateway } from ${JSON.stringify(gateway)};`, US_DATA)]);
  for (const [name, bundle] of apps) {
    try {
      metrics.push(...bundleMetrics(name, await bundle()));
    } catch (error) {
      notes.push(`SKIPPED: bundle of ${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  try {
    const after = await tarballBytes();
    metrics.push({ name: 'tarball: packed size before the holiday tables (0a068b8)', value: TARBALL_BYTES_BEFORE_TABLES, unit: 'bytes' });
    metrics.push({ name: 'tarball: packed size now', value: after, unit: 'bytes', note: `${after >= TARBALL_BYTES_BEFORE_TABLES ? '+' : ''}${(after - TARBALL_BYTES_BEFORE_TABLES).toLocaleString('en-US')} bytes` });
  } catch (error) {
    notes.push(`SKIPPED: tarball size: ${(error as Error).message.split('\n')[0]}`);
  }
  return { measurements: [], metrics, notes };
}
