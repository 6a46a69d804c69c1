import { createServer, request, Agent, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyConnectionLimits, DEFAULT_LIMITS } from '../../src/node/connectionLimits.ts';
import { parseServeOptions } from '../../src/cli/serveOptions.ts';

// Issue 28 item 6: one address holding idle connections must not take the whole connection cap.

const opened: Socket[] = [];
let server: Server | undefined;

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const openConnections = (on: Server): Promise<number> => new Promise((resolve) => on.getConnections((_error, count) => resolve(count)));

/** Opens an idle connection from `localAddress`; resolves once connected, with a flag telling whether the server closed it. */
function idleConnection(port: number, localAddress: string): Promise<{ closed: () => boolean }> {
  return new Promise((resolve) => {
    let closed = false;
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    opened.push(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => (closed = true));
    socket.on('connect', () => resolve({ closed: () => closed }));
  });
}

/** One GET from `localAddress` through a keep-alive-less agent: the status, or the error code. */
function get(port: number, localAddress: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, localAddress, path: '/', agent: new Agent({ keepAlive: false }) }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

describe('daycalc serve: each address gets a bounded share of the connection cap', () => {
  it('closes an address\u2019s connections beyond its share at once, so another client still gets every request through', async () => {
    const refused: string[] = [];
    server = createServer((_req, res) => res.end('ok'));
    applyConnectionLimits(server, { ...DEFAULT_LIMITS, idleTimeoutMs: 30_000, maxConnections: 40, maxConnectionsPerAddress: 5 }, { onRefused: (address) => refused.push(address) });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;

    // One address opens 60 idle connections, more than the whole cap.
    const hog = await Promise.all(Array.from({ length: 60 }, () => idleConnection(port, '127.0.0.2')));
    // Wait (at most 5 s) until the closes the server made have reached the client.
    for (let waited = 0; waited < 5_000 && hog.filter((connection) => connection.closed()).length < 55; waited += 20) await pause(20);
    expect(hog.filter((connection) => !connection.closed())).toHaveLength(5);
    expect(refused).toHaveLength(55);
    expect(new Set(refused)).toEqual(new Set(['127.0.0.2']));

    // Another client: 20 of 20.
    const statuses: Array<number | string> = [];
    for (let index = 0; index < 20; index++) statuses.push(await get(port, '127.0.0.3'));
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    // The share is released as connections close: the first address may connect again.
    for (const socket of opened.splice(0)) socket.destroy();
    for (let waited = 0; waited < 5_000 && (await openConnections(server)) > 0; waited += 20) await pause(20);
    expect(await get(port, '127.0.0.2')).toBe(200);
  });

  it('takes --max-connections-per-address, by default an eighth of --max-connections, at least 16 or the whole cap', () => {
    const byDefault = parseServeOptions([]);
    expect(byDefault.kind === 'options' && byDefault.options.limits.maxConnectionsPerAddress).toBe(128);
    const derived = parseServeOptions(['--max-connections', '400']);
    expect(derived.kind === 'options' && derived.options.limits.maxConnectionsPerAddress).toBe(50);
    // At least 16 (a browser opens up to 6), or the whole of a smaller cap.
    const small = parseServeOptions(['--max-connections', '64']);
    expect(small.kind === 'options' && small.options.limits.maxConnectionsPerAddress).toBe(16);
    const tiny = parseServeOptions(['--max-connections', '4']);
    expect(tiny.kind === 'options' && tiny.options.limits.maxConnectionsPerAddress).toBe(4);
    const given = parseServeOptions(['--max-connections', '64', '--max-connections-per-address', '32']);
    expect(given.kind === 'options' && given.options.limits.maxConnectionsPerAddress).toBe(32);
    const bad = parseServeOptions(['--max-connections-per-address', '0']);
    expect(bad.kind === 'usage' && bad.message).toMatch(/--max-connections-per-address must be a whole number from 1/);
  });
});
