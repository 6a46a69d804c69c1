// Child of case 5, run as `node _coldStartChild.mjs <dist/index.js> <mode>` in a fresh process.
// mode `first`: import, then the first 10-year US count.
// mode `uncached`: import, one US count, then the first 10-year count on a calendar not seen yet (DE-BY).
// Prints one JSON line. performance.now() counts from the start of this process.
const [distPath, mode] = process.argv.slice(2);
const bootMs = performance.now();
const daycalc = await import(distPath);
const importedMs = performance.now();

async function count(fields, start_date, end_date) {
  if (typeof daycalc.resolveCalendar === 'function' && typeof daycalc.businessDaysBetween === 'function') {
    const calendar = await daycalc.resolveCalendar(fields);
    if (!calendar.ok) throw new Error(JSON.stringify(calendar.error));
    const result = daycalc.businessDaysBetween({ start_date, end_date }, calendar.value);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value.business_days;
  }
  process.stderr.write('MISSING_EXPORT: dist/index.js does not export resolveCalendar and businessDaysBetween\n');
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
