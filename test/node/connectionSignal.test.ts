import { createServer, request as httpRequest, Agent, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionSignal } from '../../src/node/connectionSignal.ts';

// `daycalc serve` hands the gateway one signal per connection instead of srvx's per-request
// `request.signal`: it must abort when the client hangs up mid-request, and not before.

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

/** Starts a server whose handler is `handle`, and returns its port. */
async function listen(handle: (req: IncomingMessage, res: import('node:http').ServerResponse) => void): Promise<number> {
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** One GET through `agent`, resolving to the body text. */
function get(port: number, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('connectionSignal', () => {
  it('is one signal for the requests of a kept-alive connection, not aborted while the client stays', async () => {
    const seen: AbortSignal[] = [];
    const port = await listen((req, res) => {
      seen.push(connectionSignal(req)!);
      res.end(String(seen.at(-1)!.aborted));
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, agent)).toBe('false');
    expect(await get(port, agent)).toBe('false');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]!.aborted).toBe(false);
    agent.destroy();
  });

  it('aborts when the client hangs up before its answer', async () => {
    let signal: AbortSignal | undefined;
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const port = await listen((req) => {
      signal = connectionSignal(req);
      arrived();
      // Never answers: the client hangs up.
    });
    const agent = new Agent({ keepAlive: false });
    const client = httpRequest({ host: '127.0.0.1', port, path: '/', agent });
    client.on('error', () => undefined);
    client.end();
    await requestArrived;
    expect(signal!.aborted).toBe(false);
    const aborted = new Promise<void>((resolve) => signal!.addEventListener('abort', () => resolve(), { once: true }));
    client.destroy();
    await aborted;
    expect(signal!.aborted).toBe(true);
  });

  it('gives separate connections separate signals', async () => {
    const seen: AbortSignal[] = [];
    const port = await listen((req, res) => {
      seen.push(connectionSignal(req)!);
      res.end('ok');
    });
    await get(port, new Agent({ keepAlive: false }));
    await get(port, new Agent({ keepAlive: false }));
    expect(seen[0]).not.toBe(seen[1]);
  });
});
