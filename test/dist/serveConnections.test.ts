import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin, startServe, stop, type Server } from './_serve.ts';

// Issue 17, items 7 and 8: answering before the body is read closes the connection cleanly, and
// `daycalc serve` has header, body and idle timeouts and a cap on open connections.

const KEY = 'daycalc_test_ConnKey0123456789abcdefgh';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const config = {
  environment: 'test',
  plans: { business: { per_minute: 100_000, per_month: 10_000_000 } },
  accounts: [{ id: 'acct_conn', plan: 'business', keys: [{ sha256: sha(KEY), status: 'active' }] }],
};
const dir = mkdtempSync(join(tmpdir(), 'daycalc-conn-'));
const configFile = join(dir, 'daycalc.json');
writeFileSync(configFile, JSON.stringify(config));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const portOf = (server: Server) => Number(new URL(server.origin).port);

type Answer = { status?: number | undefined; connection?: string | undefined; body?: string; error?: string };

/** One request through an agent, with a 5 s limit (a hang is an answer too: `TIMEOUT`). */
function send(server: Server, agent: Agent, headers: Record<string, string>, body: string | string[] | null): Promise<Answer> {
  return new Promise((resolve) => {
    const url = new URL(server.origin);
    const request = httpRequest({ host: url.hostname, port: url.port, agent, method: 'POST', path: '/api/v1/day-of-week', headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode, connection: response.headers.connection, body: text });
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ error: 'TIMEOUT' });
    }, 5_000);
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ error: error.code ?? error.message });
    });
    if (Array.isArray(body)) {
      for (const chunk of body) request.write(chunk);
      request.end();
    } else request.end(body ?? undefined);
  });
}

/** A raw connection: what it received and when it was closed (ms after connecting), within `waitMs`. */
function rawConnection(server: Server, script: (socket: Socket) => void, waitMs: number): Promise<{ data: string; closedAfterMs: number | undefined }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(portOf(server), '127.0.0.1');
    let data = '';
    let closedAfterMs: number | undefined;
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedAfterMs = Date.now() - started;
      clearTimeout(timer);
      resolve({ data, closedAfterMs });
    });
    socket.on('connect', () => script(socket));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ data, closedAfterMs });
    }, waitMs);
  });
}

const json = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
const good = '{"date":"2024-07-04"}';

describe('daycalc serve: an answer given before the body was read (item 7)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServe(['--config', configFile]);
  });
  afterAll(async () => {
    if (server) await stop(server);
  });

  it('says connection: close, and a keep-alive client\'s next request succeeds (chunked 413, sized 413, 401 to a large body)', async () => {
    const cases: Array<[string, Record<string, string>, string | string[]]> = [
      ['chunked 413', { ...json, 'transfer-encoding': 'chunked' }, Array.from({ length: 20 }, () => 'x'.repeat(4096))],
      ['sized 413', json, 'x'.repeat(80_000)],
      ['401 to a large body', { 'content-type': 'application/json' }, 'x'.repeat(80_000)],
    ];
    for (const [name, headers, body] of cases) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let round = 0; round < 10; round++) {
          const first = await send(server, agent, headers, body);
          expect(first.error, `${name}, round ${round}`).toBeUndefined();
          expect(first.status).toBe(name.startsWith('401') ? 401 : 413);
          expect(first.connection, name).toBe('close');
          const next = await send(server, agent, json, good);
          expect(next, `${name}, round ${round}: the next request`).toMatchObject({ status: 200 });
          expect(next.connection).toBe('keep-alive');
        }
      } finally {
        agent.destroy();
      }
    }
  });

  it('keeps the connection for a request whose body was read, or came whole with its headers (a 401 or 404 to a small body)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      let sockets = 0;
      for (let round = 0; round < 5; round++) {
        expect(await send(server, agent, json, good)).toMatchObject({ status: 200, connection: 'keep-alive' });
        expect(await send(server, agent, { 'content-type': 'application/json' }, good)).toMatchObject({ status: 401, connection: 'keep-alive' });
      }
      for (const list of Object.values(agent.freeSockets)) sockets += list?.length ?? 0;
      expect(sockets).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('closes after an answer srvx gives by itself to a request whose body never ends (a bad target, transfer-encoding gzip)', async () => {
    const outcome = await rawConnection(server, (socket) => socket.write('PATCH *?q=1 HTTP/1.1\r\nhost: x\r\ntransfer-encoding: gzip\r\n\r\n'), 5_000);
    expect(outcome.data).toMatch(/^HTTP\/1\.1 400 /);
    expect(outcome.data.toLowerCase()).toContain('connection: close');
    expect(outcome.closedAfterMs).toBeLessThan(3_000);
  });

  it('answers a raw 413 with connection: close while the body is still coming, then closes', async () => {
    const outcome = await rawConnection(
      server,
      (socket) => {
        socket.write(`POST /api/v1/day-of-week HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${KEY}\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n`);
        socket.write('x'.repeat(1000));
      },
      5_000,
    );
    expect(outcome.data).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.data.toLowerCase()).toContain('connection: close');
    expect(outcome.closedAfterMs).toBeDefined();
  });
});

describe('daycalc serve: time limits and the connection cap (item 8)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServe(['--config', configFile, '--body-timeout', '1000', '--idle-timeout', '600', '--headers-timeout', '1200', '--max-connections', '4']);
  });
  afterAll(async () => {
    if (server) await stop(server);
  });

  it('answers 408 REQUEST_TIMEOUT in the error shape when a body does not arrive in time, and closes', async () => {
    const outcome = await rawConnection(
      server,
      (socket) => {
        socket.write(`POST /api/v1/day-of-week HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${KEY}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"date":`);
        // Trickle a byte every 300 ms: never idle, never complete.
        const trickle = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(trickle)), 300);
        socket.on('close', () => clearInterval(trickle));
      },
      6_000,
    );
    expect(outcome.data).toMatch(/^HTTP\/1\.1 408 /);
    const [head, body] = outcome.data.split('\r\n\r\n');
    expect(head?.toLowerCase()).toContain('connection: close');
    expect(head).toMatch(/x-request-id: req_[0-9a-f]{32}/);
    const parsed = JSON.parse(body as string);
    expect(Object.keys(parsed.error).sort()).toEqual(['code', 'message', 'request_id']);
    expect(parsed.error.code).toBe('REQUEST_TIMEOUT');
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(4_500);
    // The request log line follows the answer (within 2 s on a loaded machine).
    const logged = new RegExp(`POST /api/v1/day-of-week 408 \\S+ ${parsed.error.request_id}`);
    for (let waited = 0; waited < 2_000 && !logged.test(server.stdout); waited += 50) await pause(50);
    expect(server.stdout).toMatch(logged);
    expect(server.stderr).not.toContain('internal error');
  });

  it('closes a connection that sends nothing, and an idle keep-alive connection, after the idle timeout', async () => {
    const silent = await rawConnection(server, () => undefined, 5_000);
    expect(silent.closedAfterMs).toBeDefined();
    expect(silent.closedAfterMs).toBeLessThan(2_500);
    const afterOne = await rawConnection(server, (socket) => socket.write(`POST /api/v1/day-of-week HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${KEY}\r\ncontent-length: ${good.length}\r\n\r\n${good}`), 5_000);
    expect(afterOne.data).toMatch(/^HTTP\/1\.1 200 /);
    expect(afterOne.closedAfterMs).toBeLessThan(2_500);
  });

  it('closes a connection whose headers do not arrive within the header timeout', async () => {
    const outcome = await rawConnection(
      server,
      (socket) => {
        socket.write('POST /api/v1/day-of-week HTTP/1.1\r\nhost: x\r\n');
        const trickle = setInterval(() => (socket.writable ? socket.write('x-slow: 1\r\n') : clearInterval(trickle)), 250);
        socket.on('close', () => clearInterval(trickle));
      },
      6_000,
    );
    expect(outcome.closedAfterMs).toBeDefined();
    expect(outcome.closedAfterMs).toBeLessThan(4_000);
    expect(outcome.data === '' || /^HTTP\/1\.1 408 /.test(outcome.data)).toBe(true);
  });

  it('closes connections beyond --max-connections at once, and serves again when one is free', async () => {
    // Connections of the earlier tests are closed on the server's side too.
    await pause(300);
    const held: Socket[] = [];
    try {
      for (let index = 0; index < 4; index++) {
        const socket = connect(portOf(server), '127.0.0.1');
        socket.on('error', () => undefined);
        await new Promise((resolve) => socket.on('connect', resolve));
        // A request still arriving keeps the connection open (not idle), within the body timeout.
        socket.write(`POST /api/v1/day-of-week HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${KEY}\r\ncontent-length: 30\r\n\r\n{`);
        held.push(socket);
      }
      await pause(100);
      const refused = await rawConnection(server, (socket) => socket.write(`POST /api/v1/day-of-week HTTP/1.1\r\nhost: x\r\ncontent-length: ${good.length}\r\n\r\n${good}`), 3_000);
      expect(refused.data).toBe('');
      expect(refused.closedAfterMs).toBeLessThan(1_000);
    } finally {
      for (const socket of held) socket.destroy();
    }
    await pause(200);
    const agent = new Agent({ keepAlive: false });
    try {
      expect(await send(server, agent, json, good)).toMatchObject({ status: 200 });
    } finally {
      agent.destroy();
    }
  });

  it('refuses bad limit values with usage status 2', async () => {
    for (const args of [['--body-timeout', 'soon'], ['--max-connections', '0'], ['--idle-timeout', '-5'], ['--log-format', 'xml']]) {
      const run = await runBin(['serve', '--port', '0', ...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(args[0]);
    }
  });
});
