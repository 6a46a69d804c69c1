// The built `daycalc serve` that cases 8 and 9 load: a config of test keys on one unlimited plan,
// and the server process on a loopback port with its log in a file.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST_BIN } from './_dist.ts';

/** The loopback address the bench's servers listen on. */
export const BENCH_HOST = '127.0.0.1';

/** A temporary folder with a serve config: `keys.length` accounts, one active test key each. */
export interface BenchServeConfig {
  readonly folder: string;
  readonly configPath: string;
  readonly keys: readonly string[];
}

/**
 * Writes a serve config whose accounts (one key each) are on a plan whose limits the bench never
 * reaches, into a new temporary folder.
 *
 * @param prefix - The temporary folder's name prefix.
 * @param accounts - How many accounts (and keys).
 * @param plan - The plan's name (`free`, `pro` or `business`); its limits are set out of reach.
 * @returns The folder, the config's path and the keys.
 */
export function writeBenchServeConfig(prefix: string, accounts: number, plan: 'free' | 'pro' | 'business'): BenchServeConfig {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const keys = Array.from({ length: accounts }, () => `daycalc_test_${randomBytes(16).toString('hex')}`);
  const configPath = join(folder, 'config.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      environment: 'test',
      enabled: true,
      plans: { [plan]: { per_minute: 1_000_000_000, per_month: 1_000_000_000 } },
      accounts: keys.map((key, index) => ({ id: `acct_bench_${index}`, plan, features: [], keys: [{ key, status: 'active' }] })),
    }),
  );
  return { folder, configPath, keys };
}

/**
 * Starts the built `daycalc serve` on a port with a config, its output going to `serve.log` in the
 * config's folder (as a deployment would keep its request log).
 *
 * @param config - From `writeBenchServeConfig`.
 * @param port - A free port on `BENCH_HOST`.
 * @returns The server process.
 */
export function spawnBenchServe(config: BenchServeConfig, port: number): ChildProcess {
  const log = openSync(join(config.folder, 'serve.log'), 'w');
  return spawn(process.execPath, [DIST_BIN, 'serve', '--port', String(port), '--host', BENCH_HOST, '--config', config.configPath], { stdio: ['ignore', log, log] });
}
