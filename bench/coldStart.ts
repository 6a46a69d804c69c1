// Case 5: cold start in fresh `node` processes running the built dist/index.js.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DIST_INDEX } from './_dist.ts';
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

/** Spawns one fresh process and reads its timings (wall time measured here too). */
function spawnOnce(mode: 'first' | 'uncached'): ColdRun & { wallMs: number } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [child, DIST_INDEX, mode], { encoding: 'utf8', timeout: 30_000 });
  const wallMs = performance.now() - started;
  if (run.status === 3) throw new MissingExport(run.stderr.trim());
  if (run.status !== 0) throw new Error(`cold start child failed (exit ${run.status}): ${run.stderr.trim()}`);
  return { ...(JSON.parse(run.stdout) as ColdRun), wallMs };
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
  for (const kind of ['first', 'uncached'] as const) {
    const samples = Array.from({ length: runs }, () => spawnOnce(kind));
    if (kind === 'first') {
      metrics.push(
        { name: 'cold start: import + first 10-year US count', value: median(samples.map((s) => s.importAndCountMs)), unit: 'ms', note: `median of ${runs} fresh processes, after node booted` },
        { name: 'cold start: import of dist/index.js', value: median(samples.map((s) => s.importMs)), unit: 'ms' },
        { name: 'cold start: first 10-year US count', value: median(samples.map((s) => s.countMs)), unit: 'ms' },
        { name: 'cold start: node boot before the import', value: median(samples.map((s) => s.bootMs)), unit: 'ms', note: 'node itself, not daycalc' },
        { name: 'cold start: whole process, spawn to exit', value: median(samples.map((s) => s.wallMs)), unit: 'ms', note: 'includes node boot and exit' },
      );
    } else {
      metrics.push({ name: 'cold start: first 10-year count on an uncached calendar (DE-BY)', value: median(samples.map((s) => s.countMs)), unit: 'ms', note: 'after a US count in the same process' });
    }
  }
  return { measurements: [], metrics, notes: [] };
}
