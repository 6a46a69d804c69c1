import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { missingBinary, type RequiredBinary } from '../_helpers/requireBinary.ts';

/** The repository's root (the package the runtimes import as `daycalc`). */
export const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The runtimes of the matrix. */
export type Runtime = 'bun' | 'deno' | 'workerd';

/**
 * Where each runtime's binary lies once `npm ci` has installed its devDependency (Linux x64, glibc:
 * the machine's and CI's kind). The binary ships inside a platform package (an optional dependency
 * of `bun`, `deno`, `workerd`); the main package's install script, which npm may skip, only moves or
 * links it into the main package. Both places are tried, so no install script is needed.
 */
const PLACES: Record<Runtime, { readonly platform: string; readonly inPlatform: string; readonly inMain: string }> = {
  bun: { platform: '@oven/bun-linux-x64', inPlatform: 'bin/bun', inMain: 'bin/bun.exe' },
  deno: { platform: '@deno/linux-x64-glibc', inPlatform: 'deno', inMain: 'deno' },
  workerd: { platform: '@cloudflare/workerd-linux-64', inPlatform: 'bin/workerd', inMain: 'bin/workerd' },
};

/** A real binary: executable and larger than the placeholders a main package ships (a few hundred bytes). */
function isBinary(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).size > 1_000_000;
  } catch {
    return false;
  }
}

/**
 * Finds a runtime's binary under `node_modules` without relying on install scripts.
 *
 * @param runtime - `bun`, `deno` or `workerd`.
 * @param root - The folder holding `node_modules` (the repository by default).
 * @returns The binary's absolute path, or `undefined` when it is not installed (or not for this platform).
 */
export function findRuntime(runtime: Runtime, root: string = REPO): string | undefined {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const place = PLACES[runtime];
  const candidates = [join(root, 'node_modules', place.platform, place.inPlatform), join(root, 'node_modules', runtime, place.inMain)];
  return candidates.find(isBinary);
}

/** The installed version of a runtime, from its main package's package.json (as pinned in the lock file). */
export function runtimeVersion(runtime: Runtime, root: string = REPO): string {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', runtime, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * The binary a suite needs, as `requireBinary` treats redis-server and Chromium: skipped locally
 * with one line when missing, a failure under CI (`DAYCALC_REQUIRE_SERVICES=1`).
 *
 * @param runtime - `bun`, `deno` or `workerd`.
 * @returns `missing` for `describe.skipIf`, and the binary's path.
 */
export function requireRuntime(runtime: Runtime): RequiredBinary {
  const path = findRuntime(runtime);
  if (path !== undefined) return { missing: false, path };
  return missingBinary(`${runtime} not found under node_modules for ${process.platform}-${process.arch} (npm ci installs it, a devDependency)`, runtime);
}
