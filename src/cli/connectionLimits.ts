import type { Server as HttpServer, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from './serveOptions.ts';

/** Slack between the body timeout (answered 408 by `daycalc serve`) and Node's own request timeout behind it. */
const BACKSTOP_SLACK_MS = 1_000;

/**
 * The `http.createServer` options for the limits: Node's header timeout, its request timeout as a
 * backstop behind the body timeout (which `raceBodyDeadline` answers with a 408 first), the
 * keep-alive idle time, and a check of those timeouts every second or sooner (Node's default, 30 s,
 * would let a slow request live that much longer).
 *
 * @param limits - The connection limits.
 * @returns Options for srvx's `node` option.
 * @example
 * serve({ node: nodeServerOptions(DEFAULT_LIMITS), fetch })
 */
export function nodeServerOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs + BACKSTOP_SLACK_MS,
    keepAliveTimeout: limits.idleTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs) / 4))),
  };
}

/**
 * Applies the limits Node cannot take as creation options: the cap on open connections (a
 * connection beyond it is closed at once) and the idle timeout of a new connection that has not
 * sent a request yet (Node closes an idle keep-alive connection after `keepAliveTimeout`, but a
 * connection that never sends anything only after the header timeout). The timeouts are set again
 * on the server, in case srvx or Node ignores an option.
 *
 * @param server - The Node server srvx created.
 * @param limits - The connection limits.
 * @example
 * applyConnectionLimits(srvxServer.node.server, DEFAULT_LIMITS)
 */
export function applyConnectionLimits(server: HttpServer, limits: ConnectionLimits): void {
  const options = nodeServerOptions(limits);
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = options.headersTimeout as number;
  server.requestTimeout = options.requestTimeout as number;
  server.keepAliveTimeout = limits.idleTimeoutMs;
  const waiting = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    // Node destroys a socket whose timeout fires when no one else handles the event.
    socket.setTimeout(limits.idleTimeoutMs);
    waiting.add(socket);
  });
  server.prependListener('request', (request) => {
    const socket = request.socket;
    if (!waiting.delete(socket)) return;
    // The first request has begun: from here Node's own timeouts (headers, request, keep-alive) rule.
    socket.setTimeout(0);
  });
}
