import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyAwareResponse } from '../../src/node/unreadBody.ts';

// Issue 28 item 7: after a chunked body answered 413 (the gateway cancels the body past 16 KiB), the
// connection must close cleanly, so the client reads its answer and its next request never fails.

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the body as the gateway does (srvx hands it over as `Readable.toWeb(req)`) and cancels it past 16 KiB: 413. */
async function answerLikeTheGateway(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const reader = (Readable.toWeb(req) as ReadableStream<Uint8Array>).getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > 16_384) {
      await reader.cancel();
      break;
    }
  }
  res.writeHead(413, { 'content-type': 'application/json', 'content-length': '2' });
  res.end('{}');
}

describe('daycalc serve: a chunked body answered 413 before it was read whole', () => {
  it('says connection: close and keeps the connection half-open while the client still writes (no reset under its writes)', async () => {
    server = createServer({ ServerResponse: BodyAwareResponse }, (req, res) => void answerLikeTheGateway(req, res));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    // Half-open allowed: the client keeps sending its body after the server's FIN, as an HTTP client mid-body does.
    const client: Socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    const errors: string[] = [];
    client.on('data', (chunk) => (received += chunk.toString()));
    client.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    await new Promise((resolve) => client.once('connect', resolve));
    const chunk = `400\r\n${'x'.repeat(1024)}\r\n`;
    client.write('POST /api/v1/day-of-week HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\ncontent-type: application/json\r\n\r\n');
    for (let index = 0; index < 17; index++) client.write(chunk);
    // The answer comes while the client is still sending its body (wait at most 5 s for it).
    for (let waited = 0; waited < 5_000 && !received.includes('{}'); waited += 10) await pause(10);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.toLowerCase()).toContain('connection: close');
    // The client goes on writing the rest of its body, as a client that streams it does.
    for (let index = 0; index < 10 && !client.destroyed; index++) {
      client.write(chunk);
      await pause(20);
    }
    client.end('0\r\n\r\n');
    await new Promise((resolve) => (client.closed ? resolve(undefined) : client.once('close', resolve)));
    expect(client.destroyed).toBe(true);
    expect(errors).toEqual([]);
  });
});
