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
  const config = writeBenchServeConfig('daycalc-stall-', 7, 'business');
  const { folder, keys } = config;
  const port = await freePort();
  const server = spawnBenchServe(config, port);
  const base = `http://${host}:${port}/api/v1`;
  try {
    if (!(await waitUntilUp(`http://${host}:${port}/openapi.json`, server, 20_000))) {
      const tail = readFileSync(join(folder, 'serve.log'), 'utf8').trim().split('\n').slice(-3).join(' | ');
      return { measurements: [], metrics: [], notes: [`SKIPPED: stall: daycalc serve did not start: ${tail || 'no output'}`] };
    }
    const post = async (key: string, operation: string, body: unknown, signal?: AbortSignal): Promise<number> => {
      const response = await fetch(`${base}/${operation}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal === undefined ? AbortSignal.timeout(120_000) : AbortSignal.any([signal, AbortSignal.timeout(120_000)]),
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
    const fair = await fairPhase(post, base, keys, mode, server.pid);
    const notes = [
      `stall: ${heavyDone} heavy 100-year requests (CN, VN, KR in 3000-3799) answered 200, ${heavyFailed} not; ${latencies.length} ordinary calls, ${ordinaryFailed} not 200; ${(durationMs / 1000).toFixed(0)} s`,
      ...fair.notes,
    ];
    return {
      measurements: [],
      metrics: [
        { name: 'stall: ordinary call p99 latency beside five 100-year clients', value: percentile(latencies, 99), unit: 'ms', note: `p50 ${percentile(latencies, 50).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms` },
        { name: 'stall: heavy requests answered', value: heavyDone, unit: 'requests' },
        { name: 'stall: failed calls', value: heavyFailed + ordinaryFailed, unit: 'requests' },
        ...fair.metrics,
      ],
      notes,
    };
  } finally {
    await stop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); undefined elsewhere. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ", in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

type Post = (key: string, operation: string, body: unknown, signal?: AbortSignal) => Promise<number>;

/**
 * The fair phase (issue 28, item 1): five clients of ONE account send 100-year requests outside the
 * tables without pause (far more than its share of the far-year worker), while a second account
 * sends a one-month request in a far year not computed before, once a second, and a third an
 * ordinary call every 20 ms; then the five clients hang up, and the server's CPU time is read over
 * the second that starts 100 ms later (work for calls whose clients left must have stopped).
 */
async function fairPhase(post: Post, _base: string, keys: readonly string[], mode: BenchMode, pid: number | undefined): Promise<Pick<GroupResult, 'metrics' | 'notes'>> {
  const durationMs = mode.quick ? 6_000 : 20_000;
  const started = performance.now();
  const controller = new AbortController();
  let seed = 28;
  const heavy = Array.from({ length: 5 }, async (_, client) => {
    while (!controller.signal.aborted) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const year = 3000 + (seed % 700);
      await post(keys[0]!, 'business-days-between', { start_date: `${year}-01-01`, end_date: `${year + 99}-12-30`, country_code: HEAVY_REGIONS[client % HEAVY_REGIONS.length] }, controller.signal).catch(() => 0);
    }
  });
  const farLatencies: number[] = [];
  let farFailed = 0;
  const far = (async () => {
    for (let call = 0; performance.now() - started < durationMs; call++) {
      const sent = performance.now();
      // A year of 3800-3990 in a country the heavy clients also use: never computed before in this run.
      const status = await post(keys[6]!, 'business-days-between', { start_date: `${3800 + call}-03-01`, end_date: `${3800 + call}-03-31`, country_code: HEAVY_REGIONS[call % HEAVY_REGIONS.length] });
      farLatencies.push(performance.now() - sent);
      if (status !== 200) farFailed++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  const ordinaryLatencies: number[] = [];
  const ordinary = (async () => {
    while (performance.now() - started < durationMs) {
      const sent = performance.now();
      await post(keys[5]!, 'is-business-day', { date: '2026-07-15', country_code: 'US' });
      ordinaryLatencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await Promise.all([far, ordinary]);
  controller.abort();
  await Promise.all(heavy);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const cpuBefore = cpuMs(pid);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const cpuAfter = cpuMs(pid);
  const metrics: GroupResult['metrics'] = [
    { name: "fair: another account's far-year call, slowest, beside one account's five 100-year clients", value: Math.max(...farLatencies), unit: 'ms', note: `${farLatencies.length} calls (${farLatencies.map((ms) => ms.toFixed(0)).join(", ")} ms), ${farFailed} not 200` },
    { name: 'fair: failed far-year calls of the other account', value: farFailed, unit: 'requests' },
    { name: "fair: ordinary call p99 latency beside one account's five 100-year clients", value: percentile(ordinaryLatencies, 99), unit: 'ms' },
  ];
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    metrics.push({ name: 'fair: server CPU in the second from 100 ms after the heavy clients hung up', value: cpuAfter - cpuBefore, unit: 'ms', note: 'read from /proc, 10 ms ticks' });
  }
  return { metrics, notes: [`fair: ${farLatencies.length} far-year calls of a second account beside five clients of one account; ${ordinaryLatencies.length} ordinary calls`] };
}
