// A calibration server for case 8: srvx (the bridge `daycalc serve` uses) reading the body and
// answering a fixed JSON text, optionally after spinning the CPU for a fixed time per request.
// `node _bridgeServer.mjs <port> <json-file> <spin-microseconds>`; prints `ready` once listening.
import { readFileSync } from 'node:fs';
import { FastResponse, serve } from 'srvx/node';

const [portText, jsonFile, spinText] = process.argv.slice(2);
const json = readFileSync(jsonFile, 'utf8');
const length = String(Buffer.byteLength(json));
const spinMs = Number(spinText ?? '0') / 1000;
const server = serve({
  port: Number(portText),
  hostname: '127.0.0.1',
  silent: true,
  gracefulShutdown: false,
  fetch: async (request) => {
    const text = await request.text();
    try {
      JSON.parse(text);
    } catch {
      return new FastResponse('{"error":{"code":"INVALID_JSON"}}', { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } });
    }
    if (spinMs > 0) {
      const started = performance.now();
      while (performance.now() - started < spinMs);
    }
    return new FastResponse(json, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': length } });
  },
});
await server.ready();
process.stdout.write('ready\n');
process.on('SIGTERM', () => process.exit(0));
