import type { Server as HttpServer } from 'node:http';
import { serve } from 'srvx/node';
import { createAddressThrottle } from '../gateway/addressThrottle.ts';
import { createGateway, type Gateway } from '../gateway/index.ts';
import { checkGatewayConfig, type GatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { redactKeys } from '../gateway/redactKeys.ts';
import { DEFAULT_KEY_PREFIX } from '../protocol/wire.ts';
import { createAccountTracker } from './accountTracker.ts';
import { createConfigKeyRevoker } from './configKeyRevoker.ts';
import { createConfigReloader, type ConfigReloader } from './configReloader.ts';
import { applyConnectionLimits, nodeServerOptions, type OnConnectionRefused } from './connectionLimits.ts';
import { logThrottle } from './logThrottle.ts';
import { devSetup } from './devSetup.ts';
import { flushOnShutdown } from './flushOnShutdown.ts';
import { createClientAbortLogger, createErrorLogger } from './gatewayLogHooks.ts';
import { readConfigFile } from './readConfigFile.ts';
import { createRequestLog } from './requestLog.ts';
import { serveBanner } from './serveBanner.ts';
import { createServeFetch } from './serveFetch.ts';
import { parseServeOptions, SERVE_USAGE } from './serveOptions.ts';
import { openSharedStores } from './sharedStores.ts';
import { stopOnSignal } from './stopOnSignal.ts';
import { BodyAwareResponse } from './unreadBody.ts';

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

  let gateway: Gateway;
  const bridge = createServeFetch({ gateway: () => gateway, reloader, log, tracker, bodyTimeoutMs: limits.bodyTimeoutMs });
  // One per-address throttle for the process, so a reload does not forget the failures counted.
  const addressThrottle = createAddressThrottle();
  const onError = createErrorLogger(KEY_PREFIX);
  const onClientAbort = createClientAbortLogger(KEY_PREFIX);
  // A revocation through the API: on Redis the key-state store carries it to every process; without
  // it the config file does (every process reloads it, a restart reads it).
  const onKeyRevoked = shared.shared || options.config === undefined ? undefined : createConfigKeyRevoker(options.config, KEY_PREFIX);
  const buildGateway = (loaded: GatewayConfig): Gateway =>
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
      ...(loaded.cors === undefined ? {} : { cors: loaded.cors }),
    });
  gateway = buildGateway(config);
  reloader?.start((loaded) => {
    gateway = buildGateway(loaded);
  });

  const server = serve({
    port: options.port,
    hostname: options.host,
    silent: true,
    gracefulShutdown: false,
    trustProxy: options.trustProxy,
    // Every response checks whether its request's body was read, and closes the connection if not.
    node: { ...nodeServerOptions(limits), ServerResponse: BodyAwareResponse },
    fetch: bridge.fetch,
  });
  const nodeServer = server.node?.server as HttpServer | undefined;
  if (nodeServer !== undefined) applyConnectionLimits(nodeServer, limits, { perAddress: !options.trustProxy, onRefused: connectionRefusedLogger() });
  try {
    await server.ready();
  } catch (error) {
    process.stderr.write(`daycalc serve: cannot listen on ${options.host}:${options.port}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.off('SIGHUP', onHangup);
    reloader?.close();
    bridge.close();
    removeFlushHooks();
    await shared.close();
    return 1;
  }
  const address = nodeServer?.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : options.port;
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${actualPort}`;
  process.stdout.write(serveBanner({ origin, environment: config.environment, storeLabel: shared.label, calendarsLabel: shared.calendarsLabel, enabled: config.enabled, ...(start.devKey === undefined ? {} : { devKey: start.devKey }) }));

  return stopOnSignal(server, {
    beforeClose: (signal) => {
      reloader?.close();
      bridge.close();
      log.flush();
      process.stdout.write(`daycalc serve: ${signal}, shutting down\n`);
    },
    afterClose: async (code) => {
      // The stores close on both paths, so a Redis client's reconnect timer cannot keep the process alive.
      await shared.close().catch(() => undefined);
      log.flush();
      removeFlushHooks();
      if (code === 0) process.stdout.write('daycalc serve: stopped\n');
      process.off('SIGHUP', onHangup);
    },
  });
}
