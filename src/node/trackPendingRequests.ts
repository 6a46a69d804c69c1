import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';

/** What `trackPendingRequests` gives: a wait until every request received has been answered. */
export interface PendingRequests {
  /** Resolves once no request is waiting for its answer (at once when none is). */
  idle(): Promise<void>;
}

/**
 * Counts the JSON-RPC requests a connected MCP transport has received and not yet answered, so that
 * `daycalc mcp` can answer every request it read before it exits when stdin closes (a client that
 * writes its requests and closes the pipe still gets every answer). Call it after the server has
 * connected the transport (which sets `onmessage`).
 *
 * @param transport - A connected transport.
 * @returns The pending-request tracker.
 * @example
 * await server.connect(transport);
 * const pending = trackPendingRequests(transport);
 * // ... stdin ended:
 * await pending.idle();
 */
export function trackPendingRequests(transport: Transport): PendingRequests {
  const pending = new Set<string | number>();
  const waiting: Array<() => void> = [];
  const settle = (): void => {
    if (pending.size > 0) return;
    for (const resolve of waiting.splice(0)) resolve();
  };
  const receive = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if ('method' in message && 'id' in message) pending.add(message.id);
    receive?.(message, extra);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    try {
      await send(message, options);
    } finally {
      if (!('method' in message) && 'id' in message && message.id !== undefined) {
        pending.delete(message.id);
        settle();
      }
    }
  };
  return {
    idle: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        settle();
      }),
  };
}
