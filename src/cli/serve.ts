import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { ServerRequest } from 'srvx';
import { FastResponse, serve } from 'srvx/node';
import { createAddressThrottle } from '../gateway/addressThrottle.ts';
import type { ClientAbortEvent } from '../gateway/clientAbort.ts';
import { createGateway, type Gateway } from '../gateway/createGateway.ts';
import { loadGatewayConfig, type LoadedGatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { DEFAULT_KEY_PREFIX } from '../gateway/protocol.ts';
import { redactKeys } from '../gateway/redactKeys.ts';
import type { ResponseFactory } from '../gateway/responses.ts';
import { isStoreUnavailable } from '../gateway/storeUnavailableError.ts';
import { createAccountTracker } from './accountTracker.ts';
import { createBodyDeadlines } from './bodyDeadline.ts';
import { startConfigReloader, type ConfigReloader } from './configReloader.ts';
import { applyConnectionLimits, nodeServerOptions } from './connectionLimits.ts';
import { devSetup } from './devSetup.ts';
import { flushOnShutdown } from './flushOnShutdown.ts';
import { logThrottle } from './logThrottle.ts';
import { readConfigFile } from './readConfigFile.ts';
import { createRequestLog } from './requestLog.ts';
import { requestTimeoutAnswer } from './requestTimeoutResponse.ts';
import { serveBanner } from './serveBanner.ts';
import { parseServeOptions, SERVE_USAGE } from './serveOptions.ts';
import { openSharedStores, REDIS_ERROR_LOG_MS } from './sharedStores.ts';
import { BodyAwareResponse, guardCancelledBody, settleBody } from './unreadBody.ts';

/** How long in-flight requests may run after SIGTERM/SIGINT before connections are cut. */
const SHUTDOWN_GRACE_MS = 5_000;

/** The service word of keys `daycalc serve` accepts (the config loader's default). */
const KEY_PREFIX = DEFAULT_KEY_PREFIX;

/** The config at start: a file's, or the development setup's with its key. */
type StartConfig = { readonly config: LoadedGatewayConfig; readonly text?: string; readonly devKey?: string };

/** Loads the config at start; a file that does not load is reported and gives exit status 1. */
async function loadStartConfig(file: string | undefined): Promise<StartConfig | number> {
  if (file === undefined) {
    const setup = devSetup();
    const loaded = await loadGatewayConfig(setup.config);
    if (!loaded.ok) throw new Error(`the development setup is invalid: ${loaded.problems.join('; ')}`);
    return { config: loaded.value, devKey: setup.key };
  }
  const read = await readConfigFile(file);
  if (!read.ok) {
    process.stderr.write(`daycalc serve: ${redactKeys(read.message, KEY_PREFIX)}\n`);
    return 1;
  }
  return { config: read.config, text: read.text };
}

/** The gateway's error hook: store outages throttled to one line per interval, other errors redacted and cut. */
function errorLogger(): (error: unknown, requestId: string) => void {
  const storeErrors = logThrottle(REDIS_ERROR_LOG_MS);
  return (error, requestId) => {
    if (isStoreUnavailable(error)) {
      const held = storeErrors.pass();
      if (held === undefined) return;
      const more = held === 0 ? '' : `; ${held} more since the last such line`;
      process.stderr.write(`daycalc serve: store unavailable (${(error as Error).message}) in ${requestId}${more}\n`);
      return;
    }
    const detail = redactKeys(error instanceof Error ? `${error.name}: ${error.message}` : String(error), KEY_PREFIX).slice(0, 300);
    process.stderr.write(`daycalc serve: internal error in ${requestId}: ${detail}\n`);
  };
}

/** The gateway's client-abort hook (already throttled by the gateway): one line, no stack. */
function logClientAbort(event: ClientAbortEvent): void {
  const more = event.suppressed === 0 ? '' : `; ${event.suppressed} more since the last such line`;
  process.stderr.write(`daycalc serve: client abort in ${event.requestId} (${redactKeys(event.reason, KEY_PREFIX)})${more}\n`);
}

/**
 * `daycalc serve`: hosts the gateway on Node through srvx with connection limits (header, body and
 * idle timeouts, a cap on connections), closes a connection whose request was answered before its
 * body was read, logs one line per request (text or JSON, with a timestamp; never a key or query
 * string), flushes the log on every way out and stops cleanly on SIGTERM/SIGINT. Without `--config`
 * it runs the development setup and prints its key once.
 *
 * @param argv - The arguments after `serve`.
 * @returns The exit code, once the server has stopped (or at once for bad arguments or config).
 * @example
 * process.exitCode = await runServe(['--port', '8787', '--log-format', 'json'])
 */
export async function runServe(argv: string[]): Promise<number> {
  const parsed = parseServeOptions(argv);
  if (parsed.kind === 'usage') {
    process.stderr.write(`daycalc serve: ${parsed.message}\n${SERVE_USAGE}`);
    return 2;
  }
  if (parsed.kind === 'help') {
    process.stdout.write(SERVE_USAGE);
    return 0;
  }
  const { options } = parsed;
  const { limits } = options;
  const start = await loadStartConfig(options.config);
  if (typeof start === 'number') return start;
  const { config } = start;
  const redisUrl = options.redis ?? config.store.redis;
  // Until reloading is set up (opening Redis may take seconds), a SIGHUP is remembered, not fatal.
  let hangupWhileStarting = false;
  const onEarlyHangup = (): void => {
    hangupWhileStarting = true;
  };
  process.on('SIGHUP', onEarlyHangup);
  const shared = await openSharedStores(config, redisUrl);

  const log = createRequestLog({ format: options.logFormat, keyPrefix: KEY_PREFIX, write: (text) => process.stdout.write(text) });
  const removeFlushHooks = flushOnShutdown(() => log.flush(), KEY_PREFIX);
  // The account id is logged in JSON only: finding it costs async context tracking on every request.
  const tracker = options.logFormat === 'json' ? createAccountTracker() : undefined;
  const meters = tracker === undefined ? shared.meters : tracker.meters(shared.meters);
  // The request id of each response, for the log line: reading `response.headers` would make srvx's
  // FastResponse build a Headers object, and then send through it, on every request.
  const requestIds = new WeakMap<Response, string>();
  // srvx's FastResponse skips web streams on Node; a content-length spares chunked encoding (and its extra write per response).
  const createResponse: ResponseFactory = (body, init) => {
    if (body !== null) init.headers['content-length'] = String(Buffer.byteLength(body));
    const response = new FastResponse(body, init);
    const requestId = init.headers['x-request-id'];
    if (requestId !== undefined) requestIds.set(response, requestId);
    return response;
  };
  // One per-address throttle for the process, so a reload does not forget the failures counted.
  const addressThrottle = createAddressThrottle();
  const onError = errorLogger();
  const buildGateway = (loaded: LoadedGatewayConfig): Gateway =>
    createGateway({
      environment: loaded.environment,
      enabled: loaded.enabled,
      plans: loaded.plans,
      stores: { ...loaded.stores, meters, ...(shared.history === undefined ? {} : { history: shared.history }) },
      createResponse,
      onError,
      onClientAbort: logClientAbort,
      addressThrottle,
      ...(loaded.cors === undefined ? {} : { cors: loaded.cors }),
    });
  let gateway = buildGateway(config);

  // Reloading on a change of the config file (or a ConfigMap's `..data` swap) and on SIGHUP.
  const reloader: ConfigReloader | undefined =
    options.config === undefined
      ? undefined
      : startConfigReloader({
          file: options.config,
          text: start.text ?? '',
          startStore: { redis: redisUrl, namespace: config.store.namespace },
          redisFromFlag: options.redis !== undefined,
          onLoaded: (loaded) => {
            gateway = buildGateway(loaded);
          },
        });
  const onHangup = (): void => reloader?.schedule('SIGHUP');
  process.off('SIGHUP', onEarlyHangup);
  process.on('SIGHUP', onHangup);
  // An edit or a SIGHUP while the stores were opening: look at the file once now.
  reloader?.schedule(hangupWhileStarting ? 'SIGHUP' : 'file changed');

  // A body that has not arrived within the body timeout: 408, written straight to the connection.
  const deadlines = createBodyDeadlines<{ readonly request: ServerRequest; readonly res: ServerResponse; readonly time: number; readonly started: number }>(limits.bodyTimeoutMs, (late) => {
    const answer = requestTimeoutAnswer(limits.bodyTimeoutMs);
    late.res.writeHead(408, answer.headers);
    late.res.end(answer.body);
    log.request({ time: late.time, requestId: answer.requestId, method: late.request.method, url: late.request.url, status: 408, durationMs: performance.now() - late.started });
  });
  const server = serve({
    port: options.port,
    hostname: options.host,
    silent: true,
    gracefulShutdown: false,
    trustProxy: options.trustProxy,
    // Every response checks whether its request's body was read, and closes the connection if not.
    node: { ...nodeServerOptions(limits), ServerResponse: BodyAwareResponse },
    fetch: async (request: ServerRequest) => {
      const started = performance.now();
      const time = Date.now();
      const pending = reloader?.pending();
      if (pending !== undefined) await pending;
      const info = request.ip === undefined ? {} : { clientAddress: request.ip };
      const node = request.runtime?.node as { req: IncomingMessage; res?: ServerResponse } | undefined;
      if (node !== undefined) guardCancelledBody(node.req);
      const done = node?.res === undefined ? undefined : deadlines.watch(node.req, node.res, { request, res: node.res, time, started });
      const tracked = tracker?.track(() => gateway.fetch(request, info));
      const response = await (tracked === undefined ? gateway.fetch(request, info) : tracked.result);
      // The 408 went out first (and was logged): nothing more to send.
      if (done?.() === true) return new FastResponse(null, { status: 408 });
      // Answered before the body was read: let the parser finish what has arrived, so that a small
      // body in the same packet keeps its connection (BodyAwareResponse closes it otherwise).
      const settling = node === undefined ? undefined : settleBody(node.req);
      if (settling !== undefined) await settling;
      const accountId = tracked?.slot.accountId;
      log.request({ time, requestId: requestIds.get(response), method: request.method, url: request.url, status: response.status, durationMs: performance.now() - started, ...(accountId === undefined ? {} : { accountId }) });
      return response;
    },
  });
  const nodeServer = server.node?.server as HttpServer | undefined;
  if (nodeServer !== undefined) applyConnectionLimits(nodeServer, limits);
  try {
    await server.ready();
  } catch (error) {
    process.stderr.write(`daycalc serve: cannot listen on ${options.host}:${options.port}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.off('SIGHUP', onHangup);
    reloader?.close();
    deadlines.close();
    removeFlushHooks();
    await shared.close();
    return 1;
  }
  const address = nodeServer?.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : options.port;
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${actualPort}`;
  process.stdout.write(serveBanner({ origin, environment: config.environment, storeLabel: shared.label, enabled: config.enabled, ...(start.devKey === undefined ? {} : { devKey: start.devKey }) }));

  return new Promise<number>((resolve) => {
    // While shutting down, a SIGHUP must not kill the process (its default) before the stores close.
    const ignoreHangup = (): void => undefined;
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      process.off('SIGHUP', onHangup);
      process.on('SIGHUP', ignoreHangup);
      reloader?.close();
      deadlines.close();
      log.flush();
      process.stdout.write(`daycalc serve: ${signal}, shutting down\n`);
      const force = setTimeout(() => {
        server.close(true).catch(() => undefined);
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      void server
        .close()
        .then(
          () => 0,
          () => 1,
        )
        .then(async (code) => {
          clearTimeout(force);
          // The stores close on both paths, so a Redis client's reconnect timer cannot keep the process alive.
          await shared.close().catch(() => undefined);
          log.flush();
          removeFlushHooks();
          if (code === 0) process.stdout.write('daycalc serve: stopped\n');
          process.off('SIGHUP', ignoreHangup);
          resolve(code);
        });
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
