// The published package's sizes that the docs quote: the npm tarball, packed, and what `npm i daycalc`
// installs in an empty project (test/dist/lightInstall.test.ts checks the install; scripts/docNumbers.ts
// prints both into the docs).
import { execFile } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './_dist.ts';

/** The child npm must not take a running npm script's project for its own; the user's npm config (registry, cache, CA) is kept. */
export const NPM_ENV: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_(?:lifecycle_|package_|command$|execpath$|node_execpath$|config_local_prefix$)/i.test(name)),
);

/** A finished child process. */
export type Run = { code: number; stdout: string; stderr: string };

/**
 * Runs a command to its end (never rejects: a failure is a non-zero `code`).
 *
 * @example
 * const ping = await run('npm', ['ping'], tmpdir(), 15_000);
 */
export function run(command: string, args: readonly string[], cwd: string, timeout = 60_000): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: NPM_ENV, timeout, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The packed size of `npm pack` of the current tree (dist must be built).
 *
 * @example
 * const bytes = await tarballBytes(); // 1,359,712 on 2026-11-28
 */
export async function tarballBytes(): Promise<number> {
  return (await dryPack()).size;
}

/** What `npm pack --dry-run --json` says of the tarball it would write (nothing is written). */
async function dryPack(): Promise<{ size: number; files: PackedFile[] }> {
  const pack = await run('npm', ['pack', '--dry-run', '--json', '--loglevel=error'], ROOT, 120_000);
  if (pack.code !== 0) throw new Error(`npm pack failed: ${pack.stderr.trim().split('\n').pop()}`);
  return (JSON.parse(pack.stdout) as Array<{ size: number; files: PackedFile[] }>)[0]!;
}

/** One file of the tarball, as `npm pack --dry-run --json` lists it: its path and its bytes unpacked. */
export interface PackedFile {
  readonly path: string;
  readonly size: number;
}

/** The files `npm pack` would put into the tarball now (nothing is written). */
export async function packedFiles(): Promise<PackedFile[]> {
  return (await dryPack()).files.map(({ path, size }) => ({ path, size }));
}

/**
 * The bytes of the files under a path (links not followed), leaving out nested `node_modules` when
 * `nested` is false.
 */
export function bytesUnder(path: string, nested = true): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path)
    .filter((name) => nested || name !== 'node_modules')
    .reduce((sum, name) => sum + bytesUnder(join(path, name), nested), 0);
}

/** What `npm i <tarball>` put into an empty project. */
export interface LightInstall {
  /** The project's folder. */
  readonly app: string;
  /** Paths in the tarball, from the package root (`README.md`, `docs/gateway.md`, ...), sorted. */
  readonly packedFiles: readonly string[];
  /** Installed package names (daycalc included). */
  readonly packages: readonly string[];
  /** The sum of the file sizes under `node_modules` (as a user's `du --apparent-size` would, less directories). */
  readonly bytes: number;
  /** The part of `bytes` that date-holidays and the packages only it needs take. */
  readonly dateHolidaysBytes: number;
}

type Lock = { packages: Record<string, { dependencies?: Record<string, string> }> };

/** The lock paths of the packages reachable from `start` (Node's resolution: nearest `node_modules` up). */
function closure(lock: Lock, start: readonly string[]): Set<string> {
  const found = new Set<string>();
  const resolve = (from: string, name: string): string | undefined => {
    for (let base = from; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
      const path = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
      if (lock.packages[path] !== undefined) return path;
      if (base === '') return undefined;
    }
  };
  const visit = (path: string): void => {
    if (found.has(path)) return;
    found.add(path);
    for (const name of Object.keys(lock.packages[path]?.dependencies ?? {})) {
      const target = resolve(path, name);
      if (target !== undefined) visit(target);
    }
  };
  for (const path of start) visit(path);
  return found;
}

/**
 * Packs this repository and installs the tarball into a new project in `dir` as a user would
 * (optional peers left out). Needs the npm registry.
 *
 * @example
 * const install = await installTarball(mkdtempSync(join(tmpdir(), 'daycalc-light-')));
 */
export async function installTarball(dir: string): Promise<LightInstall> {
  const app = join(dir, 'app');
  const packed = await run('npm', ['pack', '--json', '--pack-destination', dir, '--loglevel=error'], ROOT, 120_000);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [pack] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'light-install-check', version: '1.0.0', private: true }));
  const install = await run('npm', ['i', join(dir, pack!.filename), '--omit=peer', '--no-audit', '--no-fund', '--loglevel=error'], app, 120_000);
  if (install.code !== 0) throw new Error(`npm i failed: ${install.stderr}`);
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as Lock;
  const paths = Object.keys(lock.packages).filter((path) => path !== '');
  // date-holidays' share: what only it reaches, not what daycalc's other dependencies need too.
  const others = Object.keys(lock.packages['node_modules/daycalc']?.dependencies ?? {}).filter((name) => name !== 'date-holidays');
  const shared = closure(lock, others.map((name) => `node_modules/${name}`));
  const holidays = [...closure(lock, ['node_modules/date-holidays'])].filter((path) => !shared.has(path) && existsSync(join(app, path)));
  return {
    app,
    packedFiles: pack!.files.map((file) => file.path).sort(),
    packages: paths.map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
    bytes: bytesUnder(join(app, 'node_modules')),
    dateHolidaysBytes: holidays.reduce((sum, path) => sum + bytesUnder(join(app, path), false), 0),
  };
}
