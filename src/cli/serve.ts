import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import type { ServerRequest } from 'srvx';
import { FastResponse, serve } from 'srvx/node';
import { createGateway, type Gateway } from '../gateway/createGateway.ts';
import { loadGatewayConfig, type LoadedGatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { API_BASE_PATH } from '../gateway/protocol.ts';
import { isStoreUnavailable } from '../gateway/storeUnavailableError.ts';
import type { GatewayStores } from '../gateway/stores.ts';
import { devSetup, DEV_CALENDAR_ID } from './devSetup.ts';
import { redactUrl } from './redactUrl.ts';

const USAGE = 'Usage: daycalc serve [--port 8787] [--host 127.0.0.1] [--config FILE] [--redis redis://host:port] [--trust-proxy]\n';

/** How long serve waits for Redis at start before it listens anyway (answering 503 until Redis is reached). */
const REDIS_START_WAIT_MS = 3_000;

/** Redis connection errors are logged at most this often (the client retries several times a second). */
const REDIS_ERROR_LOG_MS = 5_000;

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

function logLine(request: ServerRequest, response: Response, requestId: string | undefined, started: number): string {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  const rawPath = start === -1 ? '/' : url.slice(start, end === -1 ? undefined : end);
  // The redaction pattern runs only on a path that could hold a key.
  const path = (rawPath.includes('_live_') || rawPath.includes('_test_') ? rawPath.replace(KEY_LIKE, '[redacted]') : rawPath).slice(0, 200);
  const ms = (performance.now() - started).toFixed(1);
  return `${request.method} ${path} ${response.status} ${ms}ms ${requestId ?? '-'}\n`;
}

/** Reads and checks a config file: the loaded config, or the problems as one message. */
async function readConfig(file: string): Promise<{ ok: true; text: string; config: LoadedGatewayConfig } | { ok: false; text?: string; message: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, message: `cannot read config ${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, text, message: `invalid config ${file}: not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const loaded = await loadGatewayConfig(json);
  if (!loaded.ok) return { ok: false, text, message: `invalid config ${file}:\n${loaded.problems.map((problem) => `  - ${problem}`).join('\n')}` };
  return { ok: true, text, config: loaded.value };
}

/**
 * A log throttle: `pass()` is undefined while the interval since the last passed line runs, else the
 * number of lines held back since then (the caller logs, mentioning them when there were any).
 */
function logThrottle(intervalMs: number): { pass(): number | undefined } {
  let last = Number.NEGATIVE_INFINITY;
  let held = 0;
  return {
    pass() {
      const time = Date.now();
      if (time - last < intervalMs) {
        held++;
        return undefined;
      }
      last = time;
      const passedOver = held;
      held = 0;
      return passedOver;
    },
  };
}

/** The meters and history every configuration of one serve process shares (so a reload keeps the counts). */
type SharedStores = Pick<GatewayStores, 'meters' | 'history'> & { readonly label: string; close(): Promise<void> };

/** Creates the shared stores: Redis when a URL is given, else the first config's memory stores. */
async function openSharedStores(config: LoadedGatewayConfig, redisUrl: string | undefined): Promise<SharedStores> {
  if (redisUrl === undefined) {
    return { meters: config.stores.meters, ...(config.stores.history === undefined ? {} : { history: config.stores.history }), label: 'memory', close: async () => undefined };
  }
  const { createRedisStores } = await import('../gateway/redis/createRedisStores.ts');
  const connectionErrors = logThrottle(REDIS_ERROR_LOG_MS);
  const redis = createRedisStores({
    url: redisUrl,
    namespace: config.store.namespace,
    onConnectionError: (error) => {
      if (connectionErrors.pass() === undefined) return;
      process.stderr.write(`daycalc serve: Redis unavailable (${error.message}); answering 503 SERVICE_UNAVAILABLE until it is back\n`);
    },
  });
  if (!(await redis.ready(REDIS_START_WAIT_MS))) {
    process.stderr.write(`daycalc serve: Redis at ${redactUrl(redisUrl)} not reached within ${REDIS_START_WAIT_MS} ms; listening anyway, operations answer 503 until it is reached\n`);
  }
  return { meters: redis.meters, history: redis.history, label: `redis ${redactUrl(redisUrl)} (namespace ${config.store.namespace})`, close: () => redis.close() };
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
  let values: { port?: string; host?: string; config?: string; redis?: string; 'trust-proxy'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        config: { type: 'string' },
        redis: { type: 'string' },
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

  if (values.redis !== undefined && !/^rediss?:\/\/\S+$/.test(values.redis)) {
    process.stderr.write(`daycalc serve: --redis must be a redis:// or rediss:// URL\n${USAGE}`);
    return 2;
  }

  let config: LoadedGatewayConfig;
  let configText: string | undefined;
  let devKey: string | undefined;
  const configFile = values.config;
  if (configFile === undefined) {
    const setup = devSetup();
    devKey = setup.key;
    const loaded = await loadGatewayConfig(setup.config);
    if (!loaded.ok) throw new Error(`the development setup is invalid: ${loaded.problems.join('; ')}`);
    config = loaded.value;
  } else {
    const read = await readConfig(configFile);
    if (!read.ok) {
      process.stderr.write(`daycalc serve: ${read.message}\n`);
      return 1;
    }
    config = read.config;
    configText = read.text;
  }
  const redisUrl = values.redis ?? config.store.redis;
  const startStore = { redis: redisUrl, namespace: config.store.namespace };
  // Until reloading is set up (opening Redis may take seconds), a SIGHUP is remembered, not fatal.
  let hangupWhileStarting = false;
  const onEarlyHangup = (): void => {
    hangupWhileStarting = true;
  };
  process.on('SIGHUP', onEarlyHangup);
  const shared = await openSharedStores(config, redisUrl);

  // The request id of each response, for the log line: reading `response.headers` would make srvx's
  // FastResponse build a Headers object, and then send through it, on every request.
  const requestIds = new WeakMap<Response, string>();
  const storeErrors = logThrottle(REDIS_ERROR_LOG_MS);
  const buildGateway = (loaded: LoadedGatewayConfig): Gateway =>
    createGateway({
      environment: loaded.environment,
      enabled: loaded.enabled,
      plans: loaded.plans,
      stores: { ...loaded.stores, meters: shared.meters, ...(shared.history === undefined ? {} : { history: shared.history }) },
      // srvx's FastResponse skips web streams on Node; a content-length spares chunked encoding (and its extra write per response).
      createResponse: (body, init) => {
        if (body !== null) init.headers['content-length'] = String(Buffer.byteLength(body));
        const response = new FastResponse(body, init);
        const requestId = init.headers['x-request-id'];
        if (requestId !== undefined) requestIds.set(response, requestId);
        return response;
      },
      onError: (error, requestId) => {
        if (isStoreUnavailable(error)) {
          // An outage fails every request: one line per interval, with the count of the others.
          const held = storeErrors.pass();
          if (held === undefined) return;
          const more = held === 0 ? '' : `; ${held} more since the last such line`;
          process.stderr.write(`daycalc serve: store unavailable (${(error as Error).message}) in ${requestId}${more}\n`);
          return;
        }
        const detail = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(KEY_LIKE, '[redacted]').slice(0, 300);
        process.stderr.write(`daycalc serve: internal error in ${requestId}: ${detail}\n`);
      },
    });
  let gateway = buildGateway(config);

  // Reloading: on a change of the config file (watched through its directory, so an atomic rename is
  // seen) and on SIGHUP. A config that does not load is refused and the running one stays; the shared
  // stores (meters, history) are kept, so no count is lost. Requests that arrive while a reload is
  // under way wait for it, so a revocation applies to the very next request.
  let reloading: Promise<void> | undefined;
  let reloadAgain = false;
  let forceReload = false;
  const reload = async (reason: string): Promise<void> => {
    if (configFile === undefined) return;
    const read = await readConfig(configFile);
    // A file event with the text unchanged (editors and renames fire several) is ignored; SIGHUP always reloads.
    if (!forceReload && read.text !== undefined && read.text === configText) return;
    forceReload = false;
    if (!read.ok) {
      configText = read.text;
      process.stderr.write(`daycalc serve: config change refused (${reason}); the running configuration stays in force: ${read.message}\n`);
      return;
    }
    configText = read.text;
    if (read.config.store.namespace !== startStore.namespace || (values.redis === undefined && read.config.store.redis !== startStore.redis)) {
      process.stderr.write('daycalc serve: store settings change only at restart; the meters stay where they are\n');
    }
    gateway = buildGateway(read.config);
    process.stdout.write(`daycalc serve: config reloaded (${reason}): ${read.config.accounts.length} account${read.config.accounts.length === 1 ? '' : 's'}, ${read.config.environment} environment\n`);
  };
  const scheduleReload = (reason: string): void => {
    if (reason === 'SIGHUP') forceReload = true;
    if (reloading !== undefined) {
      reloadAgain = true;
      return;
    }
    reloading = (async () => {
      do {
        reloadAgain = false;
        await reload(reason);
      } while (reloadAgain);
    })()
      .catch((error: unknown) => {
        process.stderr.write(`daycalc serve: config reload failed: ${error instanceof Error ? error.message : String(error)}\n`);
      })
      .finally(() => {
        reloading = undefined;
      });
  };
  let watcher: FSWatcher | undefined;
  if (configFile !== undefined) {
    try {
      // Any change in the directory re-reads the file (an unchanged text is ignored): a config that
      // is a symlink swapped underneath (a Kubernetes ConfigMap's `..data`) changes other names.
      watcher = watch(dirname(configFile), () => scheduleReload('file changed'));
      watcher.on('error', (error) => {
        process.stderr.write(`daycalc serve: stopped watching ${configFile} (${error.message}); reload with SIGHUP\n`);
      });
    } catch (error) {
      process.stderr.write(`daycalc serve: cannot watch ${configFile} (${error instanceof Error ? error.message : String(error)}); reload with SIGHUP\n`);
    }
  }
  const onHangup = (): void => scheduleReload('SIGHUP');
  process.off('SIGHUP', onEarlyHangup);
  process.on('SIGHUP', onHangup);
  // An edit or a SIGHUP while the stores were opening: look at the file once now.
  if (configFile !== undefined) scheduleReload(hangupWhileStarting ? 'SIGHUP' : 'file changed');

  const log = createLog();
  const server = serve({
    port,
    hostname: host,
    silent: true,
    gracefulShutdown: false,
    trustProxy: values['trust-proxy'] === true,
    fetch: async (request) => {
      const started = performance.now();
      if (reloading !== undefined) await reloading;
      const response = await gateway.fetch(request, request.ip === undefined ? {} : { clientAddress: request.ip });
      log.line(logLine(request, response, requestIds.get(response), started));
      return response;
    },
  });
  try {
    await server.ready();
  } catch (error) {
    process.stderr.write(`daycalc serve: cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.off('SIGHUP', onHangup);
    watcher?.close();
    await shared.close();
    return 1;
  }
  const address = server.node?.server?.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  process.stdout.write(`daycalc serve: listening on ${origin} (${config.environment} environment, meters in ${shared.label}${config.enabled ? '' : ', switched off: operations answer 503'})\n`);
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
    // While shutting down, a SIGHUP must not kill the process (its default) before the stores close.
    const ignoreHangup = (): void => undefined;
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      process.off('SIGHUP', onHangup);
      process.on('SIGHUP', ignoreHangup);
      watcher?.close();
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
          if (code === 0) process.stdout.write('daycalc serve: stopped\n');
          process.off('SIGHUP', ignoreHangup);
          resolve(code);
        });
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
