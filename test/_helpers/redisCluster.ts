import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, ping } from './redis.ts';

const run = promisify(execFile);

/** One private redis-server started by a test, with its process (so a test can freeze it). */
export interface TestRedisNode {
  readonly port: number;
  readonly url: string;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered, queued commands run on `resume`. */
  pause(): void;
  /** Thaws it (SIGCONT). */
  resume(): void;
  /** Stops it and deletes its data directory. */
  dispose(): Promise<void>;
}

/** A private Redis Cluster of three primaries started by a test. */
export interface TestRedisCluster {
  readonly nodes: readonly TestRedisNode[];
  /** `redis+cluster://127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3` */
  readonly url: string;
  dispose(): Promise<void>;
}

/**
 * Starts a private `redis-server` on a free loopback port (no persistence), optionally as a cluster
 * node (with its cluster bus on another free port). `.ci/run` installs the Debian package when it
 * is absent.
 *
 * @param cluster - Start it with `--cluster-enabled yes`.
 * @returns The node and its controls.
 */
export async function startTestRedisNode(cluster = false): Promise<TestRedisNode> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-redis-node-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', join(dir, 'redis.log')];
  if (cluster) args.push('--cluster-enabled', 'yes', '--cluster-config-file', join(dir, 'nodes.conf'), '--cluster-port', String(await freePort()), '--cluster-node-timeout', '5000');
  const child: ChildProcess = spawn('redis-server', args, { stdio: 'ignore' });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`cannot start redis-server (install it: apt-get install redis-server): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}; see ${join(dir, 'redis.log')}`)));
  });
  failed.catch(() => undefined);
  const deadline = Date.now() + 10_000;
  let up = false;
  while (!up && Date.now() < deadline) {
    up = await Promise.race([ping(port), failed]);
    if (!up) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!up) throw new Error('redis-server did not answer PING within 10 s');
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    dispose: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        const done = (): void => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGCONT');
        child.kill('SIGKILL');
      }),
  };
}

/**
 * Starts a Redis Cluster of three primaries and no replicas on free loopback ports
 * (`redis-cli --cluster create … --cluster-replicas 0 --cluster-yes`) and waits until every node
 * reports `cluster_state:ok`.
 *
 * @returns The cluster's nodes and its `redis+cluster://` URL.
 */
export async function startTestRedisCluster(): Promise<TestRedisCluster> {
  const nodes = await Promise.all([startTestRedisNode(true), startTestRedisNode(true), startTestRedisNode(true)]);
  const dispose = async (): Promise<void> => {
    await Promise.all(nodes.map((node) => node.dispose()));
  };
  try {
    await run('redis-cli', ['--cluster', 'create', ...nodes.map((node) => `127.0.0.1:${node.port}`), '--cluster-replicas', '0', '--cluster-yes'], { timeout: 20_000 });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const states = await Promise.all(nodes.map((node) => run('redis-cli', ['-p', String(node.port), 'cluster', 'info']).then(({ stdout }) => /cluster_state:ok/.test(stdout))));
      if (states.every(Boolean)) break;
      if (Date.now() > deadline) throw new Error('the test Redis Cluster did not reach cluster_state:ok within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { nodes, url: `redis+cluster://${nodes.map((node) => `127.0.0.1:${node.port}`).join(',')}`, dispose };
}
