import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from 'srvx/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClientAbortEvent } from '../../src/gateway/clientAbort.ts';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import type { GatewayStores } from '../../src/stores/stores.ts';
import { DAY_MS } from '../../src/protocol/wire.ts';
import { KEYS, SIX_HEADERS, bearer, read, setupGateway, testConfig } from './_setup.ts';

/** Fresh stores of the test config, to look into. */
async function testStores(): Promise<GatewayStores> {
  const loaded = await loadGatewayConfig(testConfig);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  return loaded.value.stores;
}

/** A request whose body sends a little, then fails as a hung-up client's does. */
function abortedPost(path: string, headers: Record<string, string>): Request {
  let sent = false;
  return new Request(`http://daycalc.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: new ReadableStream(
      {
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new TextEncoder().encode('{"date":'));
            return;
          }
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        },
      },
      { highWaterMark: 0 },
    ),
    duplex: 'half',
  } as RequestInit);
}


/** The test gateway over real HTTP (srvx on a free loopback port), recording statuses, aborts and errors. */
async function serveGateway() {
  const aborts: ClientAbortEvent[] = [];
  const { gateway, errors } = await setupGateway(testConfig, { onClientAbort: (event) => aborts.push(event) });
  const statuses: number[] = [];
  // Requests the handler has begun: a client hangs up once its request is in, not after a fixed
  // time (under CI load 50 ms could pass before the server read the headers: then nothing is reported).
  const started = { count: 0 };
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    fetch: async (request) => {
      started.count += 1;
      const response = await gateway.fetch(request);
      statuses.push(response.status);
      return response;
    },
  });
  await server.ready();
  const port = (server.node!.server!.address() as AddressInfo).port;
  return { aborts, errors, statuses, started, server, port };
}
describe('gateway: client aborts (issue 17 item 2)', () => {
  it('answers a body that fails mid-read with no 500, reports a throttled abort (not onError) and keeps it metered', async () => {
    const aborts: ClientAbortEvent[] = [];
    const { gateway, errors, clock } = await setupGateway(testConfig, { onClientAbort: (event) => aborts.push(event) });
    const answers = [];
    for (let index = 0; index < 200; index += 1) answers.push(await read(await gateway.fetch(abortedPost('/api/v1/day-of-week', bearer(KEYS.business)))));
    answers.push(await read(await gateway.fetch(abortedPost('/mcp', bearer(KEYS.business)))));
    for (const answer of answers) {
      expect(answer.status).not.toBe(500);
      expect(answer.body.error.code).not.toBe('INTERNAL_ERROR');
    }
    expect(errors).toEqual([]);
    // One report for the burst (throttled), one line's worth: the request id and a reason without a stack.
    expect(aborts).toHaveLength(1);
    expect(aborts[0]).toEqual({ requestId: answers[0]!.headers['x-request-id'], reason: 'aborted', suppressed: 0 });
    clock.now += 10_000;
    await gateway.fetch(abortedPost('/api/v1/day-of-week', bearer(KEYS.business)));
    expect(aborts).toHaveLength(2);
    expect(aborts[1]!.suppressed).toBe(200);
    // Metered: the calls had passed the limits; the REST ones are in the history.
    expect(answers[199]!.headers['x-quota-remaining']).toBe(String(100_000 - 200));
    expect(answers[200]!.headers['x-ratelimit-remaining']).toBe(String(600 - 201));
  });

  it('records an aborted operation call in the history as a 400', async () => {
    const stores = await testStores();
    const { gateway, clock } = await setupGateway(testConfig, { stores });
    const answer = await gateway.fetch(abortedPost('/api/v1/day-of-week', bearer(KEYS.business)));
    const entries = await stores.history!.list('acct_business', { retentionMs: 90 * DAY_MS, now: clock.now });
    expect(entries.map((entry) => [entry.request_id, entry.status, entry.code])).toEqual([[answer.headers.get('x-request-id'), 400, 'INVALID_REQUEST']]);
  });

  it('builds the 500 through the host factory, so the host log line carries its request id', async () => {
    const built: Array<string | undefined> = [];
    const { gateway } = await setupGateway(testConfig, {
      createResponse: (body, init) => {
        built.push(init.headers['x-request-id']);
        return new Response(body, init);
      },
      stores: {
        ...(await testStores()),
        meters: { consume: () => Promise.reject(new Error('bug')), peek: () => [0] },
      },
    });
    const response = await read(await gateway.fetch(new Request('http://daycalc.test/api/v1/day-of-week', { method: 'POST', headers: bearer(KEYS.free), body: '{}' })));
    expect(response.status).toBe(500);
    expect(built).toEqual([response.headers['x-request-id']]);
  });

  it('over real HTTP: a client that hangs up mid-body is reported as an abort, never as an internal error', async () => {
    const { aborts, errors, statuses, started, server, port } = await serveGateway();
    try {
      for (let index = 0; index < 5; index += 1) {
        const request = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/api/v1/day-of-week', headers: { ...bearer(KEYS.business), 'content-type': 'application/json', 'content-length': '100' } });
        request.on('error', () => undefined);
        request.write('{"date":');
        // Mid-body: the handler has the request and waits for the rest of the body.
        const inBy = Date.now() + 5_000;
        while (started.count <= index && Date.now() < inBy) await new Promise((resolve) => setTimeout(resolve, 5));
        request.destroy();
      }
      const deadline = Date.now() + 5_000;
      while (statuses.length < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await server.close(true);
    }
    expect(statuses).toHaveLength(5);
    expect(statuses.every((status) => status !== 500)).toBe(true);
    expect(errors).toEqual([]);
    expect(aborts).toHaveLength(1);
  });

  it('over real HTTP: a body in an unsupported transfer encoding is not an internal error either', async () => {
    const { aborts, errors, statuses, server, port } = await serveGateway();
    let reply = '';
    try {
      reply = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`POST /api/v1/day-of-week HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEYS.business}\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\n\r\nabcdef`);
          setTimeout(() => socket.end(), 300);
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => resolve(text));
      });
    } finally {
      await server.close(true);
    }
    expect(reply).not.toMatch(/^HTTP\/1\.1 500/);
    expect(statuses.every((status) => status !== 500)).toBe(true);
    expect(errors).toEqual([]);
    expect(aborts).toHaveLength(1);
  });

  it('fuzz: bodies that fail after any number of chunks, on any path, with any key, never give a 500 or leak a key', async () => {
    const config = { ...testConfig, plans: { free: { per_minute: 1_000_000, per_month: 1_000_000 }, business: { per_minute: 1_000_000, per_month: 1_000_000 } } };
    const { gateway, errors } = await setupGateway(config, { onClientAbort: () => undefined });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v1/day-of-week', '/api/v1/add-days', '/mcp', '/nowhere', '/openapi.json'),
        fc.constantFrom(...Object.values(KEYS), ''),
        fc.array(fc.uint8Array({ maxLength: 9_000 }), { maxLength: 4 }),
        fc.boolean(),
        async (path, key, chunks, declareLength) => {
          let index = 0;
          const size = chunks.reduce((total, chunk) => total + chunk.byteLength, 0) + 10;
          const request = new Request(`http://daycalc.test${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(key === '' ? {} : bearer(key)), ...(declareLength ? { 'content-length': String(size) } : {}) },
            body: new ReadableStream(
              {
                pull(controller) {
                  const chunk = chunks[index++];
                  if (chunk === undefined) controller.error(new Error('aborted'));
                  else controller.enqueue(chunk);
                },
              },
              { highWaterMark: 0 },
            ),
            duplex: 'half',
          } as RequestInit);
          const response = await read(await gateway.fetch(request, { clientAddress: '192.0.2.77' }));
          expect(response.status).not.toBe(500);
          for (const name of SIX_HEADERS) expect(response.headers[name], name).toBeDefined();
          for (const text of Object.values(KEYS)) expect(response.text).not.toContain(text);
        },
      ),
      { numRuns: 300 },
    );
    expect(errors).toEqual([]);
  });
});
