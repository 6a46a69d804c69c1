// The built package: cold start, memory and gateway cases run the real `dist/` in fresh processes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The built ESM entry. */
export const DIST_INDEX = join(ROOT, 'dist', 'index.js');
/** The built gateway entry. */
export const DIST_GATEWAY = join(ROOT, 'dist', 'gateway', 'index.js');
/** The built CLI. */
export const DIST_BIN = join(ROOT, 'dist', 'cli', 'bin.js');

/** Newest modification time of any file under a folder. */
function newestMtime(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds `dist/` with the package's own build (tsup) when it is missing or older than `src/`.
 *
 * @returns A line saying what was done.
 */
export function ensureDist(): string {
  const built = existsSync(DIST_INDEX) && existsSync(DIST_BIN);
  if (built && statSync(DIST_INDEX).mtimeMs >= newestMtime(join(ROOT, 'src'))) return 'dist: up to date';
  const started = performance.now();
  const build = spawnSync('npx', ['tsup'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  if (build.status !== 0) throw new Error(`npx tsup failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
  return `dist: ${built ? 'stale, rebuilt' : 'missing, built'} with tsup in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}
