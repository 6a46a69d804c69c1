import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ServerRequest } from 'srvx';
import { FastResponse, serve } from 'srvx/node';
import { createGateway } from '../gateway/createGateway.ts';
import { loadGatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { API_BASE_PATH } from '../gateway/protocol.ts';
import { devSetup, DEV_CALENDAR_ID } from './devSetup.ts';

const USAGE = 'Usage: daycalc serve [--port 8787] [--host 127.0.0.1] [--config FILE] [--trust-proxy]\n';

/** How long in-flight requests may run after SIGTERM/SIGINT before connections are cut. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Anything in a logged path that looks like a key is replaced, so keys never reach the log. */
const KEY_LIKE = /[A-Za-z0-9]+_(?:live|test)_[A-Za-z0-9]{8,}/g;

/** Log lines are written in batches, at most this long after the request (one write per batch, not per request). */
const LOG_FLUSH_MS = 50;

/** Buffers log lines and writes them to stdout in batches; `flush` writes what is pending. */
function createLog(): { line(text: string): void; flush(): void } {
  let pending = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    process.stdout.write(pending);
    pending = '';
  };
  return {
    line(text) {
      pending += text;
      if (pending.length > 65_536) flush();
      else timer ??= setTimeout(flush, LOG_FLUSH_MS);
    },
    flush,
  };
}

function logLine(request: ServerRequest, response: Response, started: number): string {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  const path = (start === -1 ? '/' : url.slice(start, end === -1 ? undefined : end)).replace(KEY_LIKE, '[redacted]').slice(0, 200);
  const ms = (performance.now() - started).toFixed(1);
  return `${request.method} ${path} ${response.status} ${ms}ms ${response.headers.get('x-request-id') ?? '-'}\n`;
}

async function readConfig(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

/**
 * `daycalc serve`: hosts the gateway on Node through srvx, logs one line per request (method, path,
 * status, ms, request id; never a key or query string) and stops cleanly on SIGTERM/SIGINT. Without
 * `--config` it runs the development setup and prints its key once.
 *
 * @param argv - The arguments after `serve`.
 * @returns The exit code, once the server has stopped (or at once for bad arguments or config).
 * @example
 * process.exitCode = await runServe(['--port', '8787'])
 */
export async function runServe(argv: string[]): Promise<number> {
  let values: { port?: string; host?: string; config?: string; 'trust-proxy'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        config: { type: 'string' },
        'trust-proxy': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    process.stderr.write(`daycalc serve: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const port = Number(values.port ?? '8787');
  if (!/^\d+$/.test(values.port ?? '8787') || port > 65_535) {
    process.stderr.write(`daycalc serve: --port must be a whole number from 0 to 65535\n${USAGE}`);
    return 2;
  }
  const host = values.host ?? '127.0.0.1';

  let rawConfig: unknown;
  let devKey: string | undefined;
  if (values.config === undefined) {
    const setup = devSetup();
    rawConfig = setup.config;
    devKey = setup.key;
  } else {
    try {
      rawConfig = await readConfig(values.config);
    } catch (error) {
      process.stderr.write(`daycalc serve: cannot read config ${values.config}: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
  }
  const loaded = await loadGatewayConfig(rawConfig);
  if (!loaded.ok) {
    process.stderr.write(`daycalc serve: invalid config${values.config === undefined ? '' : ` ${values.config}`}:\n${loaded.problems.map((problem) => `  - ${problem}\n`).join('')}`);
    return 1;
  }
  const config = loaded.value;
  const gateway = createGateway({
    environment: config.environment,
    enabled: config.enabled,
    plans: config.plans,
    stores: config.stores,
    // srvx's FastResponse skips web streams on Node; a content-length spares chunked encoding (and its extra write per response).
    createResponse: (body, init) =>
      new FastResponse(body, body === null ? init : { ...init, headers: { ...init.headers, 'content-length': String(Buffer.byteLength(body)) } }),
    onError: (_error, requestId) => process.stderr.write(`daycalc serve: internal error in ${requestId}\n`),
  });

  const log = createLog();
  const server = serve({
    port,
    hostname: host,
    silent: true,
    gracefulShutdown: false,
    trustProxy: values['trust-proxy'] === true,
    fetch: async (request) => {
      const started = performance.now();
      const response = await gateway.fetch(request, request.ip === undefined ? {} : { clientAddress: request.ip });
      log.line(logLine(request, response, started));
      return response;
    },
  });
  try {
    await server.ready();
  } catch (error) {
    process.stderr.write(`daycalc serve: cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const address = server.node?.server?.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  process.stdout.write(`daycalc serve: listening on ${origin} (${config.environment} environment${config.enabled ? '' : ', switched off: operations answer 503'})\n`);
  if (devKey !== undefined) {
    process.stdout.write(
      [
        'Development setup: one Business-plan account with Business Calendars and a sample saved calendar.',
        `API key (shown once; only its SHA-256 hash is kept): ${devKey}`,
        'Try:',
        `  curl -s ${origin}${API_BASE_PATH}/add-business-days -H 'Authorization: Bearer ${devKey}' -H 'content-type: application/json' -d '{"start_date":"2026-12-23","days":3,"business_calendar_id":"${DEV_CALENDAR_ID}"}'`,
        '',
      ].join('\n'),
    );
  }

  return new Promise<number>((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      log.flush();
      process.stdout.write(`daycalc serve: ${signal}, shutting down\n`);
      const force = setTimeout(() => void server.close(true), SHUTDOWN_GRACE_MS);
      force.unref();
      server.close().then(
        () => {
          clearTimeout(force);
          log.flush();
          process.stdout.write('daycalc serve: stopped\n');
          resolve(0);
        },
        () => resolve(1),
      );
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
