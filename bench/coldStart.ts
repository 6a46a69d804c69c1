// Case 5: cold start in fresh `node` processes importing the built package by name (`daycalc`, which
// Node resolves through the package's own `exports`, `node` condition: dist/node/index.js).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchMode, GroupResult, Metric } from './_harness.ts';

const child = fileURLToPath(new URL('_coldStartChild.mjs', import.meta.url));

interface ColdRun {
  readonly bootMs: number;
  readonly importMs: number;
  readonly countMs: number;
  readonly importAndCountMs: number;
  readonly sinceProcessStartMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The built package lacks the business-day API (not yet built from a tree that has it). */
class MissingExport extends Error {}

/** Runs the child in a fresh process and parses its JSON line. */
function runChild<T>(mode: string): T & { wallMs: number } {
  const started = performance.now();
  // --expose-gc only for the never-used regions, which collect garbage before each timing.
  const flags = mode === 'regions' ? ['--expose-gc'] : [];
  const run = spawnSync(process.execPath, [...flags, child, 'daycalc', mode], { encoding: 'utf8', timeout: 60_000 });
  const wallMs = performance.now() - started;
  if (run.status === 3) throw new MissingExport(run.stderr.trim());
  if (run.status !== 0) throw new Error(`cold start child failed (exit ${run.status}): ${run.stderr.trim()}`);
  return { ...(JSON.parse(run.stdout) as T), wallMs };
}

/** Spawns one fresh process and reads its timings (wall time measured here too). */
function spawnOnce(mode: 'first' | 'uncached' | 'bare'): ColdRun & { wallMs: number } {
  return runChild<ColdRun>(mode);
}

/** Runs case 5: median of several fresh processes for each mode. */
export function benchColdStart(mode: BenchMode): GroupResult {
  try {
    return coldStart(mode);
  } catch (error) {
    if (error instanceof MissingExport) return { measurements: [], metrics: [], notes: [`SKIPPED: cold start: ${error.message}`] };
    throw error;
  }
}

function coldStart(mode: BenchMode): GroupResult {
  const runs = mode.quick ? 3 : 9;
  const metrics: Metric[] = [];
  // daycalc and the baseline alternate, process by process, so both see the same machine.
  const first: Array<ColdRun & { wallMs: number }> = [];
  const bare: ColdRun[] = [];
  for (let run = 0; run < runs; run++) {
    first.push(spawnOnce('first'));
    bare.push(spawnOnce('bare'));
  }
  const uncached = Array.from({ length: runs }, () => spawnOnce('uncached'));
  metrics.push(
    { name: 'cold start: import + first 10-year US count', value: median(first.map((s) => s.importAndCountMs)), unit: 'ms', note: `median of ${runs} fresh processes, after node booted` },
    { name: "cold start: bare require('date-holidays') + first getHolidays", value: median(bare.map((s) => s.importAndCountMs)), unit: 'ms', note: `median of ${runs} fresh processes, the baseline, alternating with the above` },
    { name: 'cold start: import of dist/index.js', value: median(first.map((s) => s.importMs)), unit: 'ms' },
    { name: 'cold start: first 10-year US count (loading the US table)', value: median(first.map((s) => s.countMs)), unit: 'ms' },
    { name: 'cold start: node boot before the import', value: median(first.map((s) => s.bootMs)), unit: 'ms', note: 'node itself, not daycalc' },
    { name: 'cold start: whole process, spawn to exit', value: median(first.map((s) => s.wallMs)), unit: 'ms', note: 'includes node boot and exit' },
    { name: 'cold start: first 10-year count on an uncached calendar (DE-BY)', value: median(uncached.map((s) => s.countMs)), unit: 'ms', note: 'after a US count in the same process' },
  );
  // The first 100-year count of a never-used region in a warm process, through execute (table loaded on demand).
  const regionRuns = Array.from({ length: mode.quick ? 3 : 7 }, () => runChild<Record<string, number>>('regions'));
  for (const region of Object.keys(regionRuns[0]!).filter((key) => key !== 'wallMs')) {
    metrics.push({
      name: `first 100-year count, never-used region: ${region}`,
      value: median(regionRuns.map((run) => run[region]!)),
      unit: 'ms',
      note: `median of ${regionRuns.length} warm processes, execute, table loaded on demand`,
    });
  }
  return { measurements: [], metrics, notes: [] };
}
