import { createAddressThrottle } from '../gateway/addressThrottle.ts';
import { createGateway, type Gateway } from '../gateway/index.ts';
import { checkGatewayConfig, type GatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { redactKeys } from '../keys/redactKeys.ts';
import { DEFAULT_KEY_PREFIX } from '../protocol/wire.ts';
import { createAccountTracker } from '../node/accountTracker.ts';
import { createConfigKeyRenamer, createConfigKeyRevoker } from '../node/configKeyRevoker.ts';
import { createConfigReloader, type ConfigReloader } from '../node/configReloader.ts';
import type { OnConnectionRefused } from '../node/connectionLimits.ts';
import { logThrottle } from '../node/logThrottle.ts';
import { devSetup } from './devSetup.ts';
import { flushOnShutdown } from '../node/flushOnShutdown.ts';
import { createClientAbortLogger, createErrorLogger } from '../node/gatewayLogHooks.ts';
import { readConfigFile } from '../node/readConfigFile.ts';
import { createRequestLog, type RequestLog } from '../node/requestLog.ts';
import { serveBanner } from './serveBanner.ts';
import { createServeFetch, type ServeFetch } from '../node/serveFetch.ts';
import { parseServeOptions, SERVE_USAGE, type ServeOptions } from './serveOptions.ts';
import { openSharedStores, type SharedStores } from '../node/sharedStores.ts';
import { startNodeServer } from '../node/startNodeServer.ts';
import { stopOnSignal, type StopSteps } from '../node/stopOnSignal.ts';

/** The service word of keys `daycalc serve` accepts (the config loader's default). */
const KEY_PREFIX = DEFAULT_KEY_PREFIX;

/** The config at start: a file's, or the development setup's with its key. */
type StartConfig = { readonly config: GatewayConfig; readonly text?: string; readonly devKey?: string };

/** Loads the config at start; a file that does not load is reported and gives exit status 1. */
async function loadStartConfig(file: string | undefined): Promise<StartConfig | number> {
  if (file === undefined) {
    const setup = devSetup();
    const checked = checkGatewayConfig(setup.config);
    if (!checked.ok) throw new Error(`the development setup is invalid: ${checked.problems.join('; ')}`);
    return { config: checked.value, devKey: setup.key };
  }
  const read = await readConfigFile(file);
  if (!read.ok) {
    process.stderr.write(`daycalc serve: ${redactKeys(read.message, KEY_PREFIX)}\n`);
    return 1;
  }
  return { config: read.config, text: read.text };
}

/**
 * Logs connections closed because their address held its share of the connection cap: at most one
 * line per 5 s, saying how many more were closed since the last one.
 *
 * @returns The `onRefused` hook of `applyConnectionLimits`.
 * @example
 * applyConnectionLimits(server, limits, { onRefused: connectionRefusedLogger() })
 */
function connectionRefusedLogger(): OnConnectionRefused {
  const lines = logThrottle(5_000);
  return (address, share) => {
    const held = lines.pass();
    if (held === undefined) return;
    const more = held > 0 ? ` (and ${held} more since the last such line)` : '';
    process.stderr.write(`daycalc serve: closed a new connection from ${address}: that address already holds ${share} connections, its share (--max-connections-per-address)${more}\n`);
  };
}

/**
 * The gateway of a config, built anew at every reload from what stays across reloads: the stores,
 * one per-address throttle (so a reload does not forget the failures counted), the log hooks, and
 * the revocation and rename hooks. A revocation or a name given through the API: on Redis the
 * key-state store carries it to every process; without it the config file does (every process
 * reloads it, a restart reads it).
 *
 * @param options - The command line (`--config` names the file revocations and names are written to).
 * @param shared - The stores, opened once.
 * @param bridge - The Node bridge, whose `createResponse` the gateway answers with.
 * @returns The builder.
 * @example
 * const buildGateway = gatewayBuilder(options, shared, bridge);
 * gateway = buildGateway(config);
 */
function gatewayBuilder(options: ServeOptions, shared: SharedStores, bridge: ServeFetch): (loaded: GatewayConfig) => Gateway {
  const addressThrottle = createAddressThrottle();
  const onError = createErrorLogger(KEY_PREFIX);
  const onClientAbort = createClientAbortLogger(KEY_PREFIX);
  const writesConfig = !shared.shared && options.config !== undefined;
  const onKeyRevoked = writesConfig ? createConfigKeyRevoker(options.config, KEY_PREFIX) : undefined;
  const onKeyRenamed = writesConfig ? createConfigKeyRenamer(options.config, KEY_PREFIX) : undefined;
  return (loaded) =>
    createGateway({
      environment: loaded.environment,
      enabled: loaded.enabled,
      plans: loaded.plans,
      stores: shared.storesFor(loaded),
      createResponse: bridge.createResponse,
      onError,
      onClientAbort,
      addressThrottle,
      ...(onKeyRevoked === undefined ? {} : { onKeyRevoked }),
      ...(onKeyRenamed === undefined ? {} : { onKeyRenamed }),
      ...(loaded.cors === undefined ? {} : { cors: loaded.cors }),
    });
}

/** The options, or the exit status of a usage error (2) or of `--help` (0), having printed it. */
function serveOptionsOrExit(argv: string[]): ServeOptions | number {
  const parsed = parseServeOptions(argv);
  if (parsed.kind === 'usage') {
    process.stderr.write(`daycalc serve: ${parsed.message}\n${SERVE_USAGE}`);
    return 2;
  }
  if (parsed.kind === 'help') {
    process.stdout.write(SERVE_USAGE);
    return 0;
  }
  return parsed.options;
}

/** What runs while the server serves, and is closed when it stops (or cannot listen). */
interface Running {
  readonly reloader: ConfigReloader | undefined;
  readonly bridge: ServeFetch;
  readonly shared: SharedStores;
  readonly log: RequestLog;
  readonly removeFlushHooks: () => void;
  readonly onHangup: () => void;
}

/** Closes what runs, on the way out after the server failed to listen (every step, then the stores). */
async function closeRunning(running: Running): Promise<void> {
  process.off('SIGHUP', running.onHangup);
  running.reloader?.close();
  running.bridge.close();
  running.removeFlushHooks();
  await running.shared.close();
}

/**
 * `daycalc serve`: hosts the gateway on Node through srvx with connection limits (header, body and
 * idle timeouts, a cap on connections), closes a connection whose request was answered before its
 * body was read, logs one line per request (text or JSON, with a timestamp; never a key or query
 * string), flushes the log on every way out and stops cleanly on SIGTERM/SIGINT. Without `--config`
 * it runs the development setup and prints its key once. The parts: `serveOptions` (arguments),
 * `sharedStores` (the stores, opened once), `configReloader` (the watcher and SIGHUP),
 * `serveFetch` (the Node bridge), `requestLog` and `stopOnSignal`.
 *
 * @param argv - The arguments after `serve`.
 * @returns The exit code, once the server has stopped (or at once for bad arguments or config).
 * @example
 * process.exitCode = await runServe(['--port', '8787', '--log-format', 'json'])
 */
export async function runServe(argv: string[]): Promise<number> {
  const options = serveOptionsOrExit(argv);
  if (typeof options === 'number') return options;
  const start = await loadStartConfig(options.config);
  if (typeof start === 'number') return start;
  const { config } = start;
  const storeChoice = { redis: options.redis ?? config.store.redis, namespace: config.store.namespace, dataDir: options.dataDir };

  // Reloading on a change of the config file (or a ConfigMap's `..data` swap) and on SIGHUP. One
  // SIGHUP listener for the whole run: the reloader remembers a SIGHUP while the stores open and
  // ignores it while shutting down, so a SIGHUP never kills the process (its default).
  const reloader: ConfigReloader | undefined =
    options.config === undefined ? undefined : createConfigReloader({ file: options.config, text: start.text ?? '', startStore: storeChoice, redisFromFlag: options.redis !== undefined });
  const onHangup = (): void => reloader?.schedule('SIGHUP');
  process.on('SIGHUP', onHangup);

  // The account id is logged in JSON only: finding it costs async context tracking on every request.
  const tracker = options.logFormat === 'json' ? createAccountTracker() : undefined;
  const shared = await openSharedStores(storeChoice, tracker?.meters);
  const log = createRequestLog({ format: options.logFormat, keyPrefix: KEY_PREFIX, write: (text) => process.stdout.write(text) });
  const removeFlushHooks = flushOnShutdown(() => log.flush(), KEY_PREFIX);
  const running: Running = { reloader, bridge: createServeFetch({ gateway: () => gateway, reloader, log, tracker, bodyTimeoutMs: options.limits.bodyTimeoutMs }), shared, log, removeFlushHooks, onHangup };

  const buildGateway = gatewayBuilder(options, shared, running.bridge);
  let gateway = buildGateway(config);
  reloader?.start((loaded) => {
    gateway = buildGateway(loaded);
  });

  const { port, host, trustProxy, limits } = options;
  const { server, listening } = startNodeServer({ port, host, trustProxy, limits, onRefused: connectionRefusedLogger(), fetch: running.bridge.fetch });
  let origin: string;
  try {
    origin = await listening;
  } catch (error) {
    process.stderr.write(`daycalc serve: cannot listen on ${options.host}:${options.port}: ${error instanceof Error ? error.message : String(error)}\n`);
    await closeRunning(running);
    return 1;
  }
  process.stdout.write(serveBanner({ origin, environment: config.environment, storeLabel: shared.label, calendarsLabel: shared.calendarsLabel, enabled: config.enabled, ...(start.devKey === undefined ? {} : { devKey: start.devKey }) }));
  return stopOnSignal(server, stopSteps(running));
}

/**
 * What `daycalc serve` does on SIGTERM/SIGINT: stop the reloader and the bridge and flush the log
 * before the server closes; close the stores on both paths after it (so a Redis client's reconnect
 * timer cannot keep the process alive), flush again, and say so.
 *
 * @param running - What runs.
 * @returns The steps of `stopOnSignal`.
 * @example
 * return stopOnSignal(server, stopSteps(running));
 */
function stopSteps(running: Running): StopSteps {
  const { reloader, bridge, log, shared } = running;
  return {
    beforeClose: (signal) => {
      reloader?.close();
      bridge.close();
      log.flush();
      process.stdout.write(`daycalc serve: ${signal}, shutting down\n`);
    },
    afterClose: async (code) => {
      await shared.close().catch(() => undefined);
      log.flush();
      running.removeFlushHooks();
      if (code === 0) process.stdout.write('daycalc serve: stopped\n');
      process.off('SIGHUP', running.onHangup);
    },
  };
}
