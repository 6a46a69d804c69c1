import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, relative } from 'node:path';
import { expect } from 'vitest';

/**
 * Set (to anything but `0` or empty) by `.ci/run`: a suite whose binary is missing then fails
 * instead of being skipped, so CI never passes with the Redis or browser tests silently left out.
 */
export const REQUIRE_SERVICES = 'DAYCALC_REQUIRE_SERVICES';

/** What a suite learns about the binaries it needs. */
export interface RequiredBinary {
  /** True when a binary is missing: pass it to `describe.skipIf`. */
  readonly missing: boolean;
  /** The absolute path of the first binary named (e.g. Chromium's `executablePath`); its bare name when missing. */
  readonly path: string;
}

/**
 * Looks a command up on `PATH`, as a shell (or `spawn`) would.
 *
 * @param name - The command, e.g. `redis-server`.
 * @param path - The search path (the process's `PATH` by default).
 * @returns Its absolute path, or `undefined` when no executable of that name is on the path.
 */
export function findOnPath(name: string, path: string = process.env['PATH'] ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (dir === '' || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Whether `.ci/run` made the suites that need a binary mandatory. */
export function servicesRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[REQUIRE_SERVICES];
  return value !== undefined && value !== '' && value !== '0';
}

/** The test file being collected, relative to the working directory (for the skip line). */
function currentSuite(): string {
  const file = expect.getState().testPath;
  return file === undefined ? 'a suite' : relative(process.cwd(), file);
}

/**
 * Checks, when a test file is collected, that the binaries it starts (redis-server, Chromium) are on
 * `PATH`. When one is missing the file's suites are skipped with one line naming the install command
 * (`skipped test/…: redis-server not found (apt-get install redis-server)`), or, under CI
 * (`DAYCALC_REQUIRE_SERVICES=1`, set by `.ci/run`), the file fails with that message.
 *
 * @param names - The binaries the suite needs, e.g. `'redis-server'` or `['redis-server', 'redis-cli']`.
 * @param install - The command that installs them, e.g. `apt-get install redis-server`.
 * @returns `missing` for `describe.skipIf`, and the first binary's path.
 * @example
 * const redisServer = requireBinary('redis-server', 'apt-get install redis-server');
 * describe.skipIf(redisServer.missing)('Redis meter store', () => { ... });
 */
export function requireBinary(names: string | readonly string[], install: string): RequiredBinary {
  const list = typeof names === 'string' ? [names] : names;
  const paths = list.map((name) => findOnPath(name));
  const absent = list.filter((_, index) => paths[index] === undefined);
  const first = list[0] ?? '';
  if (absent.length === 0) return { missing: false, path: paths[0] ?? first };
  return missingBinary(`${absent.join(' and ')} not found (${install})`, first);
}

/**
 * What a suite does when a binary it needs is missing: under CI (`DAYCALC_REQUIRE_SERVICES=1`) it
 * fails with `reason`; elsewhere it prints one `skipped …: reason` line and is skipped.
 *
 * @param reason - What is missing and how to install it.
 * @param path - The name reported as the binary's path.
 * @returns `missing: true` (when it does not throw).
 * @example
 * if (!existsSync(bun)) return missingBinary('bun not found in node_modules (npm ci)', 'bun');
 */
export function missingBinary(reason: string, path: string): RequiredBinary {
  if (servicesRequired()) throw new Error(`${reason}; ${REQUIRE_SERVICES} is set (by .ci/run), so ${currentSuite()} must run`);
  // Straight to stderr: one line, not a console block per file.
  process.stderr.write(`skipped ${currentSuite()}: ${reason}\n`);
  return { missing: true, path };
}
