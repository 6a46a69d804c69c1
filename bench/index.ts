// `npm run bench [-- --quick]`: every case of issue 7 in one process (process-level cases in children),
// each goal printed as PASS or FAIL, and the last line `bench: P/T goals met`. Exits 0 whatever the
// goals say; exits non-zero only when the bench itself crashes. npm runs it bundled by esbuild
// (bench/.bench.mjs) under plain `node`, as an app runs daycalc (docs/performance.md#how-the-bench-runs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { renderChart } from './chart.ts';
import { ensureDist, ROOT } from './_dist.ts';
import { formatNs, type BenchMode, type GroupResult, type Measurement, type Metric } from './_harness.ts';
import { judgeGoals } from './goals.ts';
import { judgeColumnGoals } from './columnGoals.ts';

const mode: BenchMode = { quick: process.argv.includes('--quick') };
/** `--only=1,4`: run just these cases (goals needing the others then fail as not measured). */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const measurements: Measurement[] = [];
const metrics: Metric[] = [];
const notes: string[] = [];

/** True for "a daycalc module this case needs is not there yet" (the case is skipped, not crashed). */
function isMissingSource(error: unknown): boolean {
  const text = String((error as Error)?.message ?? error);
  return (error as { code?: string })?.code === 'ERR_MODULE_NOT_FOUND' && text.includes(`${ROOT}src`.replace(/\/$/, ''));
}

/** Runs one case group, printing its results as soon as they are in. */
async function runGroup(title: string, load: () => Promise<GroupResult>): Promise<void> {
  if (only !== undefined && !only.includes(title.split('.')[0]!)) return;
  const started = performance.now();
  process.stdout.write(`\n## ${title}\n`);
  let result: GroupResult;
  try {
    result = await load();
  } catch (error) {
    if (!isMissingSource(error)) throw error;
    const line = `SKIPPED: ${title}: ${(error as Error).message.split('\n')[0]}`;
    notes.push(line);
    process.stdout.write(`${line}\n`);
    return;
  }
  measurements.push(...result.measurements);
  metrics.push(...result.metrics);
  notes.push(...result.notes);
  if (result.measurements.length > 0) process.stdout.write(`${measurementTable(result.measurements)}\n`);
  for (const metric of result.metrics) process.stdout.write(`${metricLine(metric)}\n`);
  for (const note of result.notes) process.stdout.write(`${note}\n`);
  process.stdout.write(`(${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

/** A markdown table: one row per contender, one column per input set. */
function measurementTable(rows: readonly Measurement[]): string {
  const labels = [...new Set(rows.map((m) => m.label))];
  const contenders = [...new Set(rows.map((m) => m.contender))];
  const lines = [`| contender | ${labels.join(' | ')} | notes |`, `|---|${labels.map(() => '---:|').join('')}---|`];
  for (const contender of contenders) {
    const cells = labels.map((label) => {
      const found = rows.find((m) => m.contender === contender && m.label === label);
      return found === undefined ? '' : formatNs(found.ns);
    });
    const note = rows.find((m) => m.contender === contender)?.note ?? '';
    lines.push(`| ${contender} | ${cells.join(' | ')} | ${note} |`);
  }
  return lines.join('\n');
}

function metricLine(metric: Metric): string {
  const value = metric.unit === 'MB' || metric.unit === 'ms' || metric.unit === 'us' ? metric.value.toFixed(1) : Math.round(metric.value).toLocaleString('en-US');
  return `- ${metric.name}: ${value} ${metric.unit}${metric.note === undefined ? '' : ` (${metric.note})`}`;
}

const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, node ${process.version}, ${process.platform}-${process.arch}`;
process.stdout.write(`daycalc bench (${mode.quick ? 'quick' : 'full'}) on ${machine}\n`);
const started = performance.now();

let distReady = true;
try {
  process.stdout.write(`${ensureDist()}\n`);
} catch (error) {
  distReady = false;
  const line = `SKIPPED: cold start, memory and gateway: the build failed: ${(error as Error).message.split('\n')[0]}`;
  notes.push(line);
  process.stdout.write(`${line}\n`);
}

await runGroup('1. Business-day count, US public holidays', async () => (await import('./businessDaysBetween.ts')).benchBusinessDaysBetween(mode));
await runGroup('2. Add business days, US public holidays', async () => (await import('./addBusinessDays.ts')).benchAddBusinessDays(mode));
await runGroup('3. Is-business-day with next/previous', async () => (await import('./isBusinessDay.ts')).benchIsBusinessDay(mode));
await runGroup('4. Date operations', async () => (await import('./dateOperations.ts')).benchDateOperations(mode));
await runGroup('10. Adjust-date, US public holidays and a long closure', async () => (await import('./adjustDate.ts')).benchAdjustDate(mode));
await runGroup('11. Joint calendar: US + England business-day count', async () => (await import('./jointCalendar.ts')).benchJointCalendar(mode));
await runGroup('12. Column kernels: one million US rows, beside numpy', async () => (await import('./columns.ts')).benchColumns(mode));
await runGroup('7. Bundle size (esbuild, minified, gzip)', async () => (await import('./bundleSize.ts')).benchBundleSize());
if (distReady) {
  await runGroup('5. Cold start (fresh node processes, dist/index.js)', async () => (await import('./coldStart.ts')).benchColdStart(mode));
  await runGroup('6. Memory over random calls, 50 countries', async () => (await import('./memory.ts')).benchMemory(mode));
  await runGroup('8. Gateway vs bare node:http (autocannon)', async () => (await import('./gateway.ts')).benchGateway(mode));
  await runGroup('9. No stall: five 100-year clients outside the tables beside an ordinary client', async () => (await import('./stall.ts')).benchStall(mode));
}

const outcomes = [...judgeGoals(measurements, metrics), ...judgeColumnGoals(measurements)];
process.stdout.write('\n## Goals\n');
for (const outcome of outcomes) process.stdout.write(`${outcome.pass ? 'PASS' : 'FAIL'} ${outcome.goal}: ${outcome.detail}\n`);

const date = new Date().toISOString().slice(0, 10);
const results = { date, mode: mode.quick ? 'quick' : 'full', machine, seconds: (performance.now() - started) / 1000, measurements, metrics, notes, goals: outcomes };
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results', mode.quick ? 'quick.json' : 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
if (!mode.quick && only === undefined && measurements.some((m) => m.group === 'count')) {
  writeFileSync(join(ROOT, 'docs', 'bench-chart.svg'), renderChart(measurements, `npm run bench, ${date}, ${machine}`));
  process.stdout.write('\nwrote docs/bench-chart.svg and bench/results/latest.json\n');
}
const passed = outcomes.filter((o) => o.pass).length;
process.stdout.write(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)\nbench: ${passed}/${outcomes.length} goals met\n`);
