// Case 9: no request stalls the server. `daycalc serve` (dist) on 127.0.0.1; five clients send
// 100-year business-day counts for CN, VN and KR in the years 3000-3799 (outside the compiled tables,
// so date-holidays computes them), while a sixth client sends an ordinary call every 20 ms; the
// sixth client's latencies are measured. Loopback only, bounded in time.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchMode, GroupResult } from './_harness.ts';
import { freePort, stop, waitUntilUp } from './gateway.ts';
import { BENCH_HOST as host, spawnBenchServe, writeBenchServeConfig } from './_serve.ts';

const HEAVY_REGIONS = ['CN', 'VN', 'KR'] as const;

/** The p-th percentile (0-100) of some numbers. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Runs case 9. */
export async function benchStall(mode: BenchMode): Promise<GroupResult> {
  const config = writeBenchServeConfig('daycalc-stall-', 6, 'business');
  const { folder, keys } = config;
  const port = await freePort();
  const server = spawnBenchServe(config, port);
  const base = `http://${host}:${port}/api/v1`;
  try {
    if (!(await waitUntilUp(`http://${host}:${port}/openapi.json`, server, 20_000))) {
      const tail = readFileSync(join(folder, 'serve.log'), 'utf8').trim().split('\n').slice(-3).join(' | ');
      return { measurements: [], metrics: [], notes: [`SKIPPED: stall: daycalc serve did not start: ${tail || 'no output'}`] };
    }
    const post = async (key: string, operation: string, body: unknown): Promise<number> => {
      const response = await fetch(`${base}/${operation}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      });
      await response.arrayBuffer();
      return response.status;
    };
    // Warm: the ordinary call's country is loaded before the clock starts.
    await post(keys[5]!, 'is-business-day', { date: '2026-11-24', country_code: 'US' });
    const durationMs = mode.quick ? 6_000 : 20_000;
    const started = performance.now();
    let heavyDone = 0;
    let heavyFailed = 0;
    let seed = 9;
    const nextYear = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return 3000 + (seed % 700);
    };
    const heavy = keys.slice(0, 5).map(async (key, client) => {
      while (performance.now() - started < durationMs) {
        const year = nextYear();
        const status = await post(key, 'business-days-between', {
          start_date: `${year}-01-01`,
          end_date: `${year + 99}-12-30`,
          country_code: HEAVY_REGIONS[client % HEAVY_REGIONS.length],
        });
        if (status === 200) heavyDone++;
        else heavyFailed++;
      }
    });
    const latencies: number[] = [];
    let ordinaryFailed = 0;
    const ordinary = (async () => {
      let day = 0;
      while (performance.now() - started < durationMs) {
        const sent = performance.now();
        const status = await post(keys[5]!, 'is-business-day', { date: `2026-${String(1 + (day % 12)).padStart(2, '0')}-15`, country_code: 'US' });
        latencies.push(performance.now() - sent);
        if (status !== 200) ordinaryFailed++;
        day++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all([...heavy, ordinary]);
    const notes = [
      `stall: ${heavyDone} heavy 100-year requests (CN, VN, KR in 3000-3799) answered 200, ${heavyFailed} not; ${latencies.length} ordinary calls, ${ordinaryFailed} not 200; ${(durationMs / 1000).toFixed(0)} s`,
    ];
    return {
      measurements: [],
      metrics: [
        { name: 'stall: ordinary call p99 latency beside five 100-year clients', value: percentile(latencies, 99), unit: 'ms', note: `p50 ${percentile(latencies, 50).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms` },
        { name: 'stall: heavy requests answered', value: heavyDone, unit: 'requests' },
        { name: 'stall: failed calls', value: heavyFailed + ordinaryFailed, unit: 'requests' },
      ],
      notes,
    };
  } finally {
    await stop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}
