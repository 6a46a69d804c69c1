import type { Server as HttpServer } from 'node:http';
import type { Server } from 'srvx';
import { serve } from 'srvx/node';
import { applyConnectionLimits, nodeServerOptions, type ConnectionLimits, type OnConnectionRefused } from './connectionLimits.ts';
import { BodyAwareResponse } from './unreadBody.ts';

/** Where and how `startNodeServer` listens. */
export interface NodeServerOptions {
  readonly port: number;
  readonly host: string;
  /** Whether a proxy in front sets `X-Forwarded-For` (then connections are not capped per address: they all come from the proxy). */
  readonly trustProxy: boolean;
  readonly limits: ConnectionLimits;
  /** Told of each connection closed because its address held its share of the connections. */
  readonly onRefused: OnConnectionRefused;
  /** The web-standard handler (for `daycalc serve`, the bridge of `createServeFetch`). */
  readonly fetch: (request: Request) => Response | Promise<Response>;
}

/** A started server: srvx's, Node's under it, and the origin it answers on once it listens. */
export interface NodeServer {
  readonly server: Server;
  /** Resolves to the origin (`http://host:port`, the port the system gave for port 0), or rejects when the server cannot listen. */
  readonly listening: Promise<string>;
}

/**
 * Serves a fetch handler on Node through srvx with the connection limits of `daycalc serve`: header,
 * body and idle timeouts, a cap on connections and on each address's share of them (not behind a
 * proxy), and a connection closed when its request was answered before its body was read.
 *
 * @param options - Port, host, proxy trust, limits, refusal hook, handler.
 * @returns The server and its origin once it listens.
 * @example
 * const { server, listening } = startNodeServer({ port: 8787, host: '127.0.0.1', trustProxy: false, limits: DEFAULT_LIMITS, onRefused: () => {}, fetch: gateway.fetch });
 * console.log(await listening); // http://127.0.0.1:8787
 */
export function startNodeServer(options: NodeServerOptions): NodeServer {
  const server = serve({
    port: options.port,
    hostname: options.host,
    silent: true,
    gracefulShutdown: false,
    trustProxy: options.trustProxy,
    // Every response checks whether its request's body was read, and closes the connection if not.
    node: { ...nodeServerOptions(options.limits), ServerResponse: BodyAwareResponse },
    fetch: options.fetch,
  });
  const nodeServer = server.node?.server as HttpServer | undefined;
  if (nodeServer !== undefined) applyConnectionLimits(nodeServer, options.limits, { perAddress: !options.trustProxy, onRefused: options.onRefused });
  const listening = server.ready().then(() => {
    const address = nodeServer?.address();
    const port = typeof address === 'object' && address !== null ? address.port : options.port;
    return `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  });
  return { server, listening };
}
