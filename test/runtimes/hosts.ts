import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { build } from 'esbuild';
import { runCommand } from '../dist/_serve.ts';
import { REPO } from './binaries.ts';

/**
 * A user's project: a temporary folder with `node_modules/daycalc` linked to this repository (so
 * `daycalc` and `daycalc/gateway` resolve through the package's exports to the built dist/), a
 * package.json of an ES module project, and the given files copied in.
 */
export function makeProject(files: readonly string[], extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-runtime-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'runtime-project', private: true, type: 'module', dependencies: { daycalc: '*' } }));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(REPO, join(dir, 'node_modules', 'daycalc'), 'dir');
  for (const file of files) copyFileSync(join(REPO, file), join(dir, basename(file)));
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(dir, name), text);
  return dir;
}

/** A started runtime process and what it printed so far. */
export interface Running {
  readonly child: ChildProcess;
  output(): string;
  /** Stops the process (SIGKILL after 5 s) and removes `dir` when given. */
  stop(): Promise<void>;
}

/** The environment of a runtime's process: no colours, no update checks, caches inside the project. */
function runtimeEnv(dir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', DENO_DIR: join(dir, '.deno'), BUN_INSTALL_CACHE_DIR: join(dir, '.bun'), ...extra };
}

/**
 * Spawns a runtime in a project folder and waits until `ready` finds what it needs in the text read
 * from `watch` (stdout and stderr by default; workerd's control pipe is fd 3).
 */
export function spawnUntil(
  bin: string,
  args: readonly string[],
  dir: string,
  env: Record<string, string>,
  ready: (text: string) => string | undefined,
  watch: 'output' | 'fd3' = 'output',
): Promise<{ running: Running; found: string }> {
  const child = spawn(bin, args, { cwd: dir, env: runtimeEnv(dir, env), stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
  let output = '';
  let watched = '';
  const running: Running = {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.removeAllListeners('exit');
        child.on('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${basename(bin)} did not start in 30 s:\n${output}`)), 30_000);
    const look = (chunk: Buffer, isWatched: boolean) => {
      const text = chunk.toString();
      if (!isWatched || watch === 'output') output += text;
      if (!isWatched) return;
      watched += text;
      const found = ready(watched);
      if (found !== undefined) {
        clearTimeout(timer);
        resolve({ running, found });
      }
    };
    child.stdout?.on('data', (chunk: Buffer) => look(chunk, watch === 'output'));
    child.stderr?.on('data', (chunk: Buffer) => look(chunk, watch === 'output'));
    (child.stdio[3] as Readable | null)?.on('data', (chunk: Buffer) => look(chunk, watch === 'fd3'));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${basename(bin)} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/** Runs a command in a project folder to its end (killed after 60 s) and returns its standard output; throws on a non-zero exit. */
export async function runToEnd(bin: string, args: readonly string[], dir: string): Promise<string> {
  const run = await runCommand(bin, args, { cwd: dir, env: runtimeEnv(dir, {}), timeoutMs: 60_000, stdin: 'ignore' });
  if (run.code !== 0) throw new Error(`${basename(bin)} ${args.join(' ')} exited with ${run.code}:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

/** The origin in a "Listening on http://127.0.0.1:PORT/" line (Deno.serve prints it on stderr; docs/examples/bun.ts on stdout). */
export const listeningOrigin = (text: string): string | undefined => /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];

/**
 * Bundles a Worker's entry for workerd, which resolves no `node_modules`: esbuild with the
 * conditions Wrangler uses (`workerd`, `worker`, `browser`), so `daycalc/gateway` comes from the
 * package's default (non-Node) build in dist/.
 */
export async function bundleWorker(dir: string, entry: string, out: string): Promise<void> {
  await build({
    absWorkingDir: dir,
    entryPoints: [join(dir, entry)],
    outfile: join(dir, out),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    logLevel: 'silent',
  });
}

/** A workerd service: a bundled module, its text bindings (`name = embed "file"`). */
export interface WorkerdService {
  readonly name: string;
  readonly module: string;
  readonly textBindings?: Record<string, string>;
}

/**
 * A minimal workerd config: one worker and one HTTP socket on 127.0.0.1 (a free port, port 0) per
 * service, no compatibility flags.
 */
export function workerdConfig(services: readonly WorkerdService[], compatibilityDate: string): string {
  const worker = (service: WorkerdService) => {
    const bindings = Object.entries(service.textBindings ?? {}).map(([name, file]) => `(name = "${name}", text = embed "${file}")`);
    return `(name = "${service.name}", worker = (modules = [(name = "worker", esModule = embed "${service.module}")], bindings = [${bindings.join(', ')}], compatibilityDate = "${compatibilityDate}"))`;
  };
  return [
    'using Workerd = import "/workerd/workerd.capnp";',
    'const config :Workerd.Config = (',
    `  services = [${services.map(worker).join(', ')}],`,
    `  sockets = [${services.map((service) => `(name = "${service.name}", address = "127.0.0.1:0", http = (), service = "${service.name}")`).join(', ')}],`,
    ');',
    '',
  ].join('\n');
}

/** The ports workerd's control pipe (`--control-fd=3`) reports, once every named socket listens. */
export function workerdPorts(names: readonly string[]): (text: string) => string | undefined {
  return (text) => {
    const ports: Record<string, number> = {};
    for (const line of text.split('\n')) {
      try {
        const event = JSON.parse(line) as { event?: string; socket?: string; port?: number };
        if (event.event === 'listen' && event.socket !== undefined && event.port !== undefined) ports[event.socket] = event.port;
      } catch {
        // a partial line
      }
    }
    return names.every((name) => ports[name] !== undefined) ? JSON.stringify(ports) : undefined;
  };
}
