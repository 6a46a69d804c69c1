import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private redis-server started by a test: never a Redis the test did not start. */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** Stops the server (SIGTERM: Redis writes its append-only file and exits). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory (the counts survive, as with a persisted Redis). */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered, queued commands run on `resume`. */
  pause(): void;
  /** Thaws it (SIGCONT). */
  resume(): void;
  /** Kills it at once (SIGKILL, after a SIGCONT so a frozen server dies too): what it wrote to its append-only file stays. */
  kill(): Promise<void>;
  /** Stops it and deletes its data directory. */
  dispose(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether a Redis on a loopback port answers PING. */
export function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let reply = '';
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts a private `redis-server` on a free loopback port with its own data directory and an
 * append-only file flushed on every write (so a stop and start keeps every count, like a production
 * Redis with persistence). `.ci/run` installs the Debian package when it is absent.
 *
 * @returns The server's URL and controls.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-redis-'));
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const spawned = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir, '--logfile', join(dir, 'redis.log')], {
      stdio: 'ignore',
    });
    const failed = new Promise<never>((_, reject) => {
      spawned.once('error', (error) => reject(new Error(`cannot start redis-server (install it: apt-get install redis-server): ${error.message}`)));
      spawned.once('exit', (code) => reject(new Error(`redis-server exited with ${code}; see ${join(dir, 'redis.log')}`)));
    });
    failed.catch(() => undefined);
    child = spawned;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const up = await Promise.race([ping(port), failed]);
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('redis-server did not answer PING within 10 s');
  };
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      const running = child;
      child = undefined;
      if (running === undefined || running.exitCode !== null) return resolve();
      running.removeAllListeners('exit');
      running.once('exit', () => resolve());
      running.kill('SIGCONT');
      running.kill('SIGTERM');
    });
  const kill = (): Promise<void> =>
    new Promise((resolve) => {
      const running = child;
      child = undefined;
      if (running === undefined || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.removeAllListeners('exit');
      running.once('exit', () => resolve());
      running.kill('SIGCONT');
      running.kill('SIGKILL');
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    kill,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
