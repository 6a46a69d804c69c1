import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { MAX_BODY_BYTES } from '../protocol/wire.ts';

/** How long a connection closed with its request body unread stays open for the client to read the answer. */
export const LINGER_MS = 2_000;

/**
 * Closes a connection cleanly when its request was answered before the body was read whole (a 401,
 * 413 or 429 to a body still arriving, a 408): the answer says `connection: close`, so the client does
 * not send its next request on a connection half way through a body, and after the answer the server
 * sends its FIN but keeps the socket open up to `lingerMs` (until the client closes). Closing at once
 * with unread bytes would send a TCP reset, which can destroy the answer before the client reads it.
 * Does nothing when the body was read (or there was none): keep-alive goes on.
 *
 * @param request - The Node request.
 * @param response - Its response, before the head is written.
 * @param lingerMs - The most time the connection stays half-open after the answer.
 * @returns Whether the connection will be closed.
 * @example
 * closeIfBodyUnread(request.runtime.node.req, request.runtime.node.res)
 */
export function closeIfBodyUnread(request: IncomingMessage, response: ServerResponse, lingerMs: number = LINGER_MS): boolean {
  if (request.complete || response.headersSent) return false;
  response.setHeader('connection', 'close');
  // The response's socket: a body the gateway cancelled (a chunked 413) leaves `request.socket`
  // null (Node's stream adapter detaches it), and Node's own destroySoon would then reset the
  // connection under the client's last writes, destroying the answer (EPIPE, issue 28 item 7).
  const socket = (response.socket ?? request.socket) as (Socket & { destroySoon?: () => void }) | null;
  if (socket === null || socket.destroyed) return true;
  // Node ends a `connection: close` response with socket.destroySoon(): FIN, then destroy as soon as
  // the write side is flushed. Here: FIN, then destroy when the client has closed, or after lingerMs.
  socket.destroySoon = function lingeringClose(this: Socket): void {
    if (this.writable) this.end();
    // Not unref'd: a lingering socket may be all that keeps a stopping server's event loop alive
    // until it closes (unref'd, `daycalc serve` exited with 13, an unsettled await, on SIGTERM).
    const timer = setTimeout(() => this.destroy(), lingerMs);
    this.once('close', () => clearTimeout(timer));
  };
  return true;
}

/**
 * The `ServerResponse` class for `http.createServer({ ServerResponse })`: every response, whoever
 * writes it (the gateway through srvx, srvx's own 400 for a bad request target, Node's error paths),
 * passes through `closeIfBodyUnread` when its head is written.
 *
 * @example
 * serve({ node: { ServerResponse: BodyAwareResponse }, fetch })
 */
export class BodyAwareResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}

const writeHead = ServerResponse.prototype.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
BodyAwareResponse.prototype.writeHead = function writeHeadClosingUnread(this: ServerResponse, ...args: unknown[]): ServerResponse {
  if (!this.headersSent) closeIfBodyUnread(this.req, this);
  return writeHead.apply(this, args);
} as ServerResponse['writeHead'];

/**
 * Waits until the bytes already received on the connection have been parsed (one turn of the event
 * loop): an answer computed while the parser was still inside the request's headers (a 401 or 404
 * given at once) would otherwise find a small body that came in the same packet "unread" and close
 * a connection that could be kept.
 *
 * @param request - The Node request.
 * @returns When the request is complete or the turn has passed.
 * @example
 * await settleBody(request.runtime.node.req)
 */
export function settleBody(request: IncomingMessage): Promise<void> | undefined {
  if (request.complete) return undefined;
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Whether the gateway reads this body in one buffered call, never as a web stream: a `content-length`
 * of digits within 16 KiB (every route's limit is at least that), which `readLimitedBody` reads with
 * `text()`. Other bodies (chunked, or declared too large, which is cancelled) go through a web stream.
 */
function readInOneCall(request: IncomingMessage): boolean {
  const declared = request.headers['content-length'];
  return declared !== undefined && /^\s*\d+\s*$/.test(declared) && Number(declared) <= MAX_BODY_BYTES;
}

/** Node's error for `enqueue` on a closed web stream controller. */
function isClosedControllerError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_INVALID_STATE';
}

/**
 * Keeps a cancelled request body from crashing the process. srvx hands the gateway the body as a web
 * stream made by Node's `Readable.toWeb` adapter; when the gateway cancels it (a chunked body past
 * 16 KiB), a chunk Node had already scheduled can still arrive, and the adapter's `data` listener then
 * calls `enqueue` on the closed controller, which throws `ERR_INVALID_STATE` out of the event emitter:
 * an uncaught exception that took `daycalc serve` down (Node 20; one chunked 413 in about ten under
 * load). The chunk belongs to a body nobody reads any more, so that one error is dropped here; any
 * other error of a listener is thrown as before.
 *
 * @param request - The Node request, before its body is read.
 * @example
 * guardCancelledBody(request.runtime.node.req)
 */
export function guardCancelledBody(request: IncomingMessage): void {
  if (request.complete || readInOneCall(request)) return;
  const emit = request.emit;
  request.emit = function emitIgnoringClosedBody(this: IncomingMessage, event: string | symbol, ...args: unknown[]): boolean {
    try {
      return emit.call(this, event, ...args);
    } catch (error) {
      if (event === 'data' && isClosedControllerError(error)) return false;
      throw error;
    }
  } as IncomingMessage['emit'];
}
