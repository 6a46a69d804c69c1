// Child of case 5, run as `node _coldStartChild.mjs <specifier> <mode>` in a fresh process; the
// specifier is `daycalc` (this package by name, so Node picks its `node` export) or a dist path.
// mode `first`: import, then the first 10-year US count (`loadCalendar`, which imports the US data, and the count).
// mode `uncached`: import, one US count, then the first 10-year count on a calendar not seen yet (DE-BY),
//   `loadCalendar` included.
// mode `bare`: the baseline: a bare require('date-holidays') and its first getHolidays, no daycalc.
// mode `regions`: a warm process (import, US counts through execute), then the first 100-year count
//   through execute for each never-used region (its table loaded on demand); prints ms per region.
// Prints one JSON line. performance.now() counts from the start of this process.
import { createRequire } from 'node:module';

const [distPath, mode] = process.argv.slice(2);
const bootMs = performance.now();

if (mode === 'bare') {
  const Holidays = createRequire(import.meta.url)('date-holidays');
  new Holidays('US').getHolidays(2015);
  const doneMs = performance.now();
  process.stdout.write(`${JSON.stringify({ bootMs, importMs: doneMs - bootMs, countMs: 0, importAndCountMs: doneMs - bootMs, sinceProcessStartMs: doneMs })}\n`);
  process.exit(0);
}

const daycalc = await import(distPath);
const importedMs = performance.now();

if (mode === 'regions') {
  const regions = [['US'], ['DE', 'BY'], ['CN'], ['JP'], ['VN'], ['KR'], ['BR'], ['IL'], ['IN']];
  // Warm the process as a server that has served other countries is warm: other countries and a
  // subdivision, each loaded on demand once, then counted again; every region below is new to it.
  const warm = [['GB'], ['FR'], ['IT'], ['ES'], ['AT', '9'], ['CA', 'QC'], ['MX'], ['SE'], ['NO'], ['PL'], ['CH', 'ZH'], ['AU', 'NSW'], ['GB', 'SCT'], ['NZ'], ['PT']];
  // Each is new to the process at its first count; later rounds count them again (warm tables).
  for (let round = 0; round < 10; round++) {
    for (const [country, subdivision] of warm) {
      await daycalc.execute('business-days-between', { start_date: '1950-01-01', end_date: '2049-12-31', country_code: country, ...(subdivision ? { subdivision_code: subdivision } : {}) });
    }
  }
  const perRegion = {};
  for (const [country, subdivision] of regions) {
    // A collection of the garbage already made (the warm-up's, the previous region's) is not this
    // region's cost: V8 schedules one about 100 ms into the process, right where the third region was
    // timed. Run it before the clock starts (the child runs with --expose-gc).
    globalThis.gc?.();
    const started = performance.now();
    const result = await daycalc.execute('business-days-between', { start_date: '1950-01-01', end_date: '2049-12-31', country_code: country, ...(subdivision ? { subdivision_code: subdivision } : {}) });
    perRegion[subdivision ? `${country}-${subdivision}` : country] = performance.now() - started;
    if (!result.ok) throw new Error(JSON.stringify(result.error));
  }
  process.stdout.write(`${JSON.stringify(perRegion)}\n`);
  process.exit(0);
}

async function count(fields, start_date, end_date) {
  if (typeof daycalc.loadCalendar === 'function' && typeof daycalc.businessDaysBetween === 'function') {
    // A calendar that holds its data: loadCalendar imports the region's holiday data, as a caller must.
    const calendar = await daycalc.loadCalendar(fields);
    if (!calendar.ok) throw new Error(JSON.stringify(calendar.error));
    const result = daycalc.businessDaysBetween({ start_date, end_date }, calendar.value);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value.business_days;
  }
  process.stderr.write('MISSING_EXPORT: dist/index.js does not export loadCalendar and businessDaysBetween\n');
  process.exit(3);
}

let beforeMs = importedMs;
if (mode === 'uncached') {
  await count({ country_code: 'US' }, '2020-01-01', '2029-12-31');
  beforeMs = performance.now();
  await count({ country_code: 'DE', subdivision_code: 'BY' }, '1990-01-01', '1999-12-31');
} else {
  await count({ country_code: 'US' }, '2015-01-01', '2024-12-31');
}
const doneMs = performance.now();
process.stdout.write(`${JSON.stringify({ bootMs, importMs: importedMs - bootMs, countMs: doneMs - beforeMs, importAndCountMs: doneMs - bootMs, sinceProcessStartMs: doneMs })}\n`);
