import type { Server as HttpServer, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { addressGroup } from '../gateway/addressGroup.ts';

/** The connection limits of `daycalc serve`, in milliseconds and connections. */
export interface ConnectionLimits {
  /** The request line and headers must arrive within this (from the connection's or the request's start). */
  readonly headersTimeoutMs: number;
  /** Once the headers are in, the body must arrive within this; else 408 and the connection is closed. */
  readonly bodyTimeoutMs: number;
  /** A connection with no request under way is closed after this (keep-alive, and a new connection that sends nothing). */
  readonly idleTimeoutMs: number;
  /** Connections beyond this many open ones are closed at once. */
  readonly maxConnections: number;
  /** One client address (IPv6: its /64) may hold at most this many of them (default `perAddressShare`); not behind `--trust-proxy`. */
  readonly maxConnectionsPerAddress: number;
}

/**
 * An address's default share of the connection cap: an eighth (so one address can never hold them
 * all), but at least 16 (a browser opens up to 6), or the whole cap when that is smaller.
 *
 * @param maxConnections - The cap.
 * @returns The share.
 * @example
 * perAddressShare(1_024) //=> 128
 */
export const perAddressShare = (maxConnections: number): number => Math.max(Math.floor(maxConnections / 8), Math.min(maxConnections, 16));

/** The defaults: 10 s for headers, 10 s for a body, 5 s idle, 1,024 connections, 128 of them per address. */
export const DEFAULT_LIMITS: ConnectionLimits = { headersTimeoutMs: 10_000, bodyTimeoutMs: 10_000, idleTimeoutMs: 5_000, maxConnections: 1_024, maxConnectionsPerAddress: 128 };

/** Told of a connection closed because its address already held its share of the connection cap. */
export type OnConnectionRefused = (address: string, share: number) => void;

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
 * connection beyond it is closed at once), each address's share of it (`maxConnectionsPerAddress`,
 * addresses grouped as the per-address throttle groups them: IPv6 by /64; a connection beyond the
 * share is closed at once and reported to `onRefused`), and the idle timeout of a new connection
 * that has not sent a request yet (Node closes an idle keep-alive connection after
 * `keepAliveTimeout`, but a connection that never sends anything only after the header timeout).
 * The timeouts are set again on the server, in case srvx or Node ignores an option. Behind a proxy
 * (`perAddress: false`) every connection comes from the proxy, so there is no share per address.
 *
 * @param server - The Node server srvx created.
 * @param limits - The connection limits.
 * @param options - Whether each address gets a share (default true), and who hears of a refusal.
 * @example
 * applyConnectionLimits(srvxServer.node.server, DEFAULT_LIMITS, { onRefused: (address) => console.error(address) })
 */
export function applyConnectionLimits(server: HttpServer, limits: ConnectionLimits, options: { readonly perAddress?: boolean; readonly onRefused?: OnConnectionRefused } = {}): void {
  const nodeOptions = nodeServerOptions(limits);
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = nodeOptions.headersTimeout as number;
  server.requestTimeout = nodeOptions.requestTimeout as number;
  server.keepAliveTimeout = limits.idleTimeoutMs;
  if (options.perAddress !== false) limitPerAddress(server, limits.maxConnectionsPerAddress, options.onRefused);
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

/**
 * Holds each address group to `share` open connections: counted when a connection opens, released
 * when it closes; one beyond the share is destroyed before the HTTP server sees it.
 *
 * @param server - The Node server.
 * @param share - The most connections one address group may hold.
 * @param onRefused - Told of each connection closed for it.
 * @example
 * limitPerAddress(server, 128, (address) => console.error(`refused ${address}`))
 */
function limitPerAddress(server: HttpServer, share: number, onRefused: OnConnectionRefused | undefined): void {
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const group = addressGroup(address);
    const held = open.get(group) ?? 0;
    if (held >= share) {
      socket.destroy();
      onRefused?.(address, share);
      return;
    }
    open.set(group, held + 1);
    socket.once('close', () => {
      const left = (open.get(group) ?? 1) - 1;
      if (left <= 0) open.delete(group);
      else open.set(group, left);
    });
  });
}
