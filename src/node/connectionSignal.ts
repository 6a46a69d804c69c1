import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** One signal per connection, made by its first request that asks. */
const signals = new WeakMap<Socket, AbortSignal>();

/**
 * The signal that aborts when a request's client hangs up: one per connection, aborted when the
 * connection closes, and shared by every request on it. srvx's `request.signal` says the same for
 * one request (its connection closed before the answer was written) but builds an AbortController
 * and a `close` listener per request, about a twentieth of `daycalc serve`'s time under load; on a
 * kept-alive connection this is made once. A request whose answer went out is unaffected when its
 * connection closes later: nothing listens any more (the far-year queue removes its listener when
 * a call settles), and every request on a closed connection has lost its client.
 *
 * @param request - The Node request.
 * @returns The connection's signal, or `undefined` when the request has no socket (then use `request.signal`).
 * @example
 * const signal = connectionSignal(request.runtime.node.req);
 * await gateway.fetch(request, { clientAddress: request.ip, signal });
 */
export function connectionSignal(request: IncomingMessage): AbortSignal | undefined {
  const socket = request.socket as Socket | null;
  if (socket === null) return undefined;
  let signal = signals.get(socket);
  if (signal !== undefined) return signal;
  const controller = new AbortController();
  signal = controller.signal;
  signals.set(socket, signal);
  if (socket.destroyed) controller.abort();
  else socket.once('close', () => controller.abort());
  return signal;
}
