import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built CLI. */
export const BIN = fileURLToPath(new URL('../../dist/cli/bin.js', import.meta.url));

/** A running `daycalc serve`, its origin and what it printed so far. */
export interface Server {
  readonly child: ChildProcessWithoutNullStreams;
  readonly origin: string;
  stdout: string;
  stderr: string;
}

/** Starts the built `daycalc serve` on a free port and waits for its "listening" line. */
export function startServe(args: string[]): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { stdio: 'pipe' });
    const server = { child, origin: '', stdout: '', stderr: '' };
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${server.stdout}${server.stderr}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      server.stdout += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(server.stdout);
      if (match && server.origin === '') {
        clearTimeout(timer);
        resolve({ ...server, origin: match[1] as string, child, get stdout() { return server.stdout; }, get stderr() { return server.stderr; } } as Server);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      server.stderr += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${server.stderr}`));
    });
  });
}

/** Stops a server with a signal and returns its exit code. */
export function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve(server.child.exitCode);
    server.child.removeAllListeners('exit');
    server.child.on('exit', (code) => resolve(code));
    server.child.kill(signal);
  });
}


/** What a command run to its end wrote, and how it exited. */
export interface CommandRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command to its end (killed after `timeoutMs`) and collects its output; `stdin: 'ignore'` gives it an empty input at once. */
export function runCommand(bin: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number; stdin?: 'pipe' | 'ignore' }): Promise<CommandRun> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { cwd: options.cwd, env: options.env, stdio: [options.stdin ?? 'pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs the built CLI with arguments to its end (killed after 20 s) and collects its output. */
export function runBin(args: string[]): Promise<CommandRun> {
  return runCommand(process.execPath, [BIN, ...args], { timeoutMs: 20_000 });
}
