// Case 6: resident memory over random business-day calls across 50 countries and their subdivisions.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DIST_INDEX } from './_dist.ts';
import type { BenchMode, GroupResult } from './_harness.ts';

const child = fileURLToPath(new URL('_memoryChild.mjs', import.meta.url));
const mb = 1024 * 1024;

interface MemoryRun {
  readonly regions: number;
  readonly calls: number;
  readonly failures: number;
  readonly firstFailures: string[];
  readonly elapsedMs: number;
  readonly rssBefore: number;
  readonly rssWarm: number | null;
  readonly rssPeak: number;
  readonly rssAfter: number;
  readonly retainedBefore: number;
  readonly retainedAfter: number;
  readonly heapUsedAfter: number;
}

/** Runs case 6 in a child process: one million calls (quick: 50,000), bounded in time. */
export function benchMemory(mode: BenchMode): GroupResult {
  const calls = mode.quick ? 50_000 : 1_000_000;
  const timeLimitMs = mode.quick ? 10_000 : 240_000;
  const run = spawnSync(process.execPath, ['--expose-gc', child, DIST_INDEX, String(calls), String(timeLimitMs), '6000'], {
    encoding: 'utf8',
    timeout: timeLimitMs + 60_000,
    maxBuffer: 1 << 20,
  });
  if (run.status !== 0) throw new Error(`memory child failed (exit ${run.status}): ${run.stderr.trim()}`);
  const result = JSON.parse(run.stdout) as MemoryRun;
  const notes = [
    `memory: ${result.calls.toLocaleString('en-US')} calls over ${result.regions} regions in ${(result.elapsedMs / 1000).toFixed(1)} s` +
      `${result.calls < calls ? ` (time limit reached before ${calls.toLocaleString('en-US')})` : ''}, ${result.failures} failed responses`,
    ...result.firstFailures.map((line) => `memory: failure sample: ${line}`),
  ];
  return {
    measurements: [],
    metrics: [
      {
        name: 'memory: retained growth (heap in use + ArrayBuffers after a full gc, after minus before)',
        value: (result.retainedAfter - result.retainedBefore) / mb,
        unit: 'MB',
        note: `${result.calls.toLocaleString('en-US')} calls: what daycalc keeps`,
      },
      { name: 'memory: resident growth (peak minus before)', value: (result.rssPeak - result.rssBefore) / mb, unit: 'MB', note: `${result.calls.toLocaleString('en-US')} calls, including the heap V8 commits for the allocation rate` },
      ...(result.rssWarm === null ? [] : [{ name: 'memory: resident growth after the first 10% of calls (peak minus then)', value: (result.rssPeak - result.rssWarm) / mb, unit: 'MB' }]),
      { name: 'memory: resident before the calls', value: result.rssBefore / mb, unit: 'MB' },
      { name: 'memory: resident after the calls (after gc)', value: result.rssAfter / mb, unit: 'MB' },
      { name: 'memory: calls made', value: result.calls, unit: 'calls' },
      { name: 'memory: calls per second', value: result.calls / (result.elapsedMs / 1000), unit: 'calls/s' },
    ],
    notes,
  };
}
