// Case 8: requests per second of `daycalc serve` against a bare node:http server answering the same
// JSON, both driven by autocannon on 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { FastResponse } from 'srvx/node';
import { DIST_BIN, DIST_GATEWAY } from './_dist.ts';
import { BENCH_HOST as host, spawnBenchServe, writeBenchServeConfig } from './_serve.ts';
import { timeBody, type BenchMode, type GroupResult } from './_harness.ts';

const bareServer = fileURLToPath(new URL('_bareServer.mjs', import.meta.url));
const bridgeServer = fileURLToPath(new URL('_bridgeServer.mjs', import.meta.url));
/** The CPU time the spinning calibration server burns per request. */
const SPIN_US = 30;
const requestBody = JSON.stringify({ start_date: '2024-01-01', end_date: '2024-12-31', country_code: 'US' });

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `url` until it answers (any status) or the deadline passes. */
export async function waitUntilUp(url: string, child: ChildProcess, deadlineMs: number): Promise<boolean> {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    if (child.exitCode !== null) return false;
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

/** Stops a child started here, by its own handle, and waits (bounded) for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** One warm-up and one measured autocannon run against `url`. */
async function load(url: string, headers: Record<string, string>, mode: BenchMode): Promise<{ rps: number; p99: number; bad: number }> {
  const options = { url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: requestBody, connections: 10, timeout: 10 };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: mode.quick ? 3 : 10 });
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts };
}

/**
 * Times the built gateway's `fetch` in this process for the benchmark request, with the same config
 * and a minimal request object (what srvx hands the gateway: url, method, headers.get, text).
 *
 * @param configPath - The config file the served gateway uses.
 * @param key - Its API key.
 * @param mode - Quick or full.
 * @returns Mean microseconds per request.
 */
export async function handlerMicroseconds(configPath: string, key: string, mode: BenchMode): Promise<number> {
  const { createGateway, loadGatewayConfig } = (await import(pathToFileURL(DIST_GATEWAY).href)) as typeof import('../src/gateway/index.ts');
  const loaded = await loadGatewayConfig(JSON.parse(readFileSync(configPath, 'utf8')));
  if (!loaded.ok) throw new Error(`bench config does not load: ${loaded.problems.join('; ')}`);
  const config = loaded.value;
  // Responses as `daycalc serve` builds them (srvx's FastResponse; undici's Response costs far more).
  const gateway = createGateway({
    environment: config.environment,
    enabled: config.enabled,
    plans: config.plans,
    stores: config.stores,
    // srvx's FastResponse counts the body's bytes only when it sends it, as in `daycalc serve`.
    createResponse: (body, init) => new FastResponse(body, init) as unknown as Response,
  });
  const requestHeaders = new Map([
    ['content-type', 'application/json'],
    ['authorization', `Bearer ${key}`],
    ['content-length', String(Buffer.byteLength(requestBody))],
  ]);
  const requestBytes = new TextEncoder().encode(requestBody);
  const request = (): Request =>
    ({
      url: `http://${host}/api/v1/business-days-between`,
      method: 'POST',
      headers: { get: (name: string) => requestHeaders.get(name.toLowerCase()) ?? null },
      text: async () => requestBody,
      arrayBuffer: async () => requestBytes.buffer,
      body: null,
    }) as unknown as Request;
  const first = await gateway.fetch(request());
  if (first.status !== 200) throw new Error(`in-process gateway answered ${first.status}: ${await first.text()}`);
  const time = await timeBody(async () => {
    const response = await gateway.fetch(request());
    return response.status;
  }, mode);
  return time.ns / 1_000;
}

/** Runs case 8, or reports it skipped when `daycalc serve` is not built or does not start. */
export async function benchGateway(mode: BenchMode): Promise<GroupResult> {
  const notes: string[] = [];
  if (!existsSync(DIST_BIN)) return { measurements: [], metrics: [], notes: ['SKIPPED: gateway not built (dist/cli/bin.js missing)'] };
  const config = writeBenchServeConfig('daycalc-bench-', 1, 'free');
  const { folder, configPath } = config;
  const key = config.keys[0]!;
  const children: ChildProcess[] = [];
  const folders = [folder];
  try {
    // Before the load tests: their garbage and timers in this process would slow the loop down.
    const handlerUs = await handlerMicroseconds(configPath, key, mode);
    // daycalc serve, its per-request log going to a file (as a deployment would keep it).
    const gatewayPort = await freePort();
    const gateway = spawnBenchServe(config, gatewayPort);
    children.push(gateway);
    const gatewayUrl = `http://${host}:${gatewayPort}/api/v1/business-days-between`;
    if (!(await waitUntilUp(`http://${host}:${gatewayPort}/openapi.json`, gateway, 15_000))) {
      const tail = readFileSync(join(folder, 'serve.log'), 'utf8').trim().split('\n').slice(-3).join(' | ');
      return { measurements: [], metrics: [], notes: [`SKIPPED: gateway not built (daycalc serve did not start: ${tail || 'no output'})`] };
    }
    // A second daycalc serve whose account is on the Pro plan, so every call is also written to the
    // request history (the Free plan of the goal line keeps none). Printed, not judged.
    const historyConfig = writeBenchServeConfig('daycalc-bench-history-', 1, 'pro');
    const historyPort = await freePort();
    const historyServe = spawnBenchServe(historyConfig, historyPort);
    children.push(historyServe);
    folders.push(historyConfig.folder);
    const historyUrl = `http://${host}:${historyPort}/api/v1/business-days-between`;
    if (!(await waitUntilUp(`http://${host}:${historyPort}/openapi.json`, historyServe, 15_000))) throw new Error('daycalc serve (Pro plan) did not start');

    const headers = { authorization: `Bearer ${key}` };
    const probe = await fetch(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: requestBody });
    const answer = await probe.text();
    if (probe.status !== 200) return { measurements: [], metrics: [], notes: [`SKIPPED: gateway not usable (status ${probe.status}: ${answer.slice(0, 200)})`] };

    // The bare server answers the gateway's own response text.
    const answerPath = join(folder, 'answer.json');
    writeFileSync(answerPath, answer);
    const barePort = await freePort();
    const bare = spawn(process.execPath, [bareServer, String(barePort), answerPath], { stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(bare);
    const bareUrl = `http://${host}:${barePort}/api/v1/business-days-between`;
    if (!(await waitUntilUp(bareUrl, bare, 10_000))) throw new Error('bare node:http server did not start');

    // Calibration: the srvx bridge alone, and the bridge with a fixed CPU cost per request.
    const bridgePorts = [await freePort(), await freePort()];
    const bridges = [0, SPIN_US].map((spin, at) =>
      spawn(process.execPath, [bridgeServer, String(bridgePorts[at]), answerPath, String(spin)], { stdio: ['ignore', 'ignore', 'inherit'] }),
    );
    children.push(...bridges);
    const bridgeUrls = bridgePorts.map((port) => `http://${host}:${port}/api/v1/business-days-between`);
    for (const [at, url] of bridgeUrls.entries()) if (!(await waitUntilUp(url, bridges[at]!, 10_000))) throw new Error('srvx calibration server did not start');

    const bareLoad = await load(bareUrl, headers, mode);
    const gatewayLoad = await load(gatewayUrl, headers, mode);
    const historyLoad = await load(historyUrl, { authorization: `Bearer ${historyConfig.keys[0]!}` }, mode);
    const bridgeLoad = await load(bridgeUrls[0]!, headers, mode);
    const spinLoad = await load(bridgeUrls[1]!, headers, mode);
    const bad = { gateway: gatewayLoad.bad, history: historyLoad.bad, bare: bareLoad.bad, bridge: bridgeLoad.bad, spin: spinLoad.bad };
    if (Object.values(bad).some((count) => count > 0)) notes.push(`gateway: non-2xx or errors during load: ${JSON.stringify(bad)}`);
    const ratio = (rps: number): string => `${(rps / bareLoad.rps).toFixed(2)}x the bare server`;
    notes.push(
      `gateway: calibration: the srvx bridge alone (reads the body, answers the same JSON) serves ${ratio(bridgeLoad.rps)}; with ${SPIN_US} us of CPU spun per request, ${ratio(spinLoad.rps)}`,
      `gateway: calibration: daycalc's handler costs ${handlerUs.toFixed(1)} us per request in a tight in-process loop; the bare server's whole request takes ${(1e6 / bareLoad.rps).toFixed(1)} us of wall time here`,
    );
    return {
      measurements: [],
      metrics: [
        { name: 'gateway: daycalc serve', value: gatewayLoad.rps, unit: 'req/s', note: `p99 ${gatewayLoad.p99} ms, 10 connections, business-days-between 1 year US` },
        { name: 'gateway: daycalc serve, Pro plan (history kept)', value: historyLoad.rps, unit: 'req/s', note: `p99 ${historyLoad.p99} ms, ${ratio(historyLoad.rps)}; each call also written to the memory history` },
        { name: 'gateway: bare node:http', value: bareLoad.rps, unit: 'req/s', note: `p99 ${bareLoad.p99} ms, same JSON answer` },
        { name: 'gateway: srvx bridge alone', value: bridgeLoad.rps, unit: 'req/s', note: 'calibration: reads the body, answers the same JSON' },
        { name: `gateway: srvx bridge spinning ${SPIN_US} us per request`, value: spinLoad.rps, unit: 'req/s', note: 'calibration: what a fixed CPU cost per request does to throughput here' },
        { name: 'gateway: handler in process', value: handlerUs, unit: 'us', note: 'gateway.fetch in a loop, memory stores, no network' },
      ],
      notes,
    };
  } finally {
    for (const child of children) await stop(child);
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  }
}
