// The baseline of case 8: a bare node:http server that reads the request body and answers a fixed
// JSON text. `node _bareServer.mjs <port> <json-file>`; prints `ready` once listening on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [portText, jsonFile] = process.argv.slice(2);
const json = readFileSync(jsonFile, 'utf8');
const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // A probe without a body (the readiness check) gets a 400, as the gateway would answer it.
      response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      response.end('{"error":{"code":"INVALID_JSON"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    response.end(json);
  });
});
server.listen(Number(portText), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
