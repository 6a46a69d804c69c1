import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerRequest } from 'srvx';
import { FastResponse } from 'srvx/node';
import type { Gateway, RequestInfo } from '../gateway/index.ts';
import type { ResponseFactory } from '../gateway/responses.ts';
import type { AccountTracker } from './accountTracker.ts';
import { createBodyDeadlines } from './bodyDeadline.ts';
import { connectionSignal } from './connectionSignal.ts';
import type { ConfigReloader } from './configReloader.ts';
import type { RequestLog, RequestLogEntry } from './requestLog.ts';
import { requestTimeoutAnswer } from './requestTimeoutResponse.ts';
import { createTurnEnd } from './turnEnd.ts';
import { guardCancelledBody, settleBody } from './unreadBody.ts';

/**
 * srvx's `FastResponse` carrying its request id, for the log line: reading `response.headers` would
 * make it build a Headers object, and then send through it (a WeakMap from response to id costs
 * the garbage collector an ephemeron per request).
 */
class LoggedResponse extends FastResponse {
  constructor(
    body: string | null,
    init: { status: number; headers: Record<string, string> },
    readonly requestId: string | undefined,
  ) {
    super(body, init);
  }
}

/** What the Node bridge of `daycalc serve` needs. */
export interface ServeFetchOptions {
  /** The gateway in force (a config reload replaces it). */
  readonly gateway: () => Gateway;
  /** The config reloader, whose reload under way each request waits for. */
  readonly reloader: ConfigReloader | undefined;
  readonly log: RequestLog;
  /** Finds each request's account for the JSON log, when logging JSON. */
  readonly tracker: AccountTracker | undefined;
  /** The body timeout: a body not arrived by then is answered 408 on the connection. */
  readonly bodyTimeoutMs: number;
}

/** The Node bridge: srvx's `fetch`, the gateway's Response factory, and `close()` for the body deadlines. */
export interface ServeFetch {
  readonly fetch: (request: ServerRequest) => Promise<Response>;
  /** srvx's `FastResponse` (which adds the content length), remembering each response's request id for the log. */
  readonly createResponse: ResponseFactory;
  close(): void;
}

/**
 * Creates the srvx `fetch` of `daycalc serve` around the gateway: waits for a config reload under
 * way, passes the client's address, guards a body the gateway cancelled, answers 408 when a body
 * does not arrive in time, handles the requests of one event-loop turn together at its end, lets a
 * small unread body settle so its connection is kept, and logs one line per request (with the
 * account in the JSON format).
 *
 * @param options - The gateway, reloader, log, tracker and body timeout.
 * @returns `fetch`, the Response factory to give the gateway, and `close`.
 * @example
 * const bridge = createServeFetch({ gateway: () => gateway, reloader, log, tracker, bodyTimeoutMs: 10_000 });
 * serve({ port: 8787, fetch: bridge.fetch });
 */
export function createServeFetch(options: ServeFetchOptions): ServeFetch {
  const { reloader, log, tracker } = options;
  const turnEnd = createTurnEnd();
  // srvx's FastResponse skips web streams on Node, and sends a text body with its content-length
  // (no chunked encoding, no extra write per response): the length is not counted here a second time.
  const createResponse: ResponseFactory = (body, init) => new LoggedResponse(body, init, init.headers['x-request-id']);
  // A body that has not arrived within the body timeout: 408, written straight to the connection.
  const deadlines = createBodyDeadlines<{ readonly request: ServerRequest; readonly res: ServerResponse; readonly time: number; readonly started: number }>(options.bodyTimeoutMs, (late) => {
    const answer = requestTimeoutAnswer(options.bodyTimeoutMs);
    late.res.writeHead(408, answer.headers);
    late.res.end(answer.body);
    log.request({ time: late.time, requestId: answer.requestId, method: late.request.method, url: late.request.url, status: 408, durationMs: performance.now() - late.started });
  });
  const fetch = async (request: ServerRequest): Promise<Response> => {
    const started = performance.now();
    const time = Date.now();
    const pending = reloader?.pending();
    if (pending !== undefined) await pending;
    const gateway = options.gateway();
    const node = request.runtime?.node as { req: IncomingMessage; res?: ServerResponse } | undefined;
    // The connection's signal, made once per connection (srvx's request.signal is made per request).
    const signal = node === undefined ? undefined : connectionSignal(node.req);
    const clientAddress = request.ip;
    const info: RequestInfo = signal === undefined ? (clientAddress === undefined ? {} : { clientAddress }) : clientAddress === undefined ? { signal } : { clientAddress, signal };
    if (node !== undefined) guardCancelledBody(node.req);
    const done = node?.res === undefined ? undefined : deadlines.watch(node.req, node.res, { request, res: node.res, time, started });
    // The requests that arrived in one event-loop turn are handled together at its end (see createTurnEnd).
    await turnEnd();
    const tracked = tracker?.track(() => gateway.fetch(request, info));
    const response = await (tracked === undefined ? gateway.fetch(request, info) : tracked.result);
    // The 408 went out first (and was logged): nothing more to send.
    if (done?.() === true) return new FastResponse(null, { status: 408 });
    // Answered before the body was read: let the parser finish what has arrived, so that a small
    // body in the same packet keeps its connection (BodyAwareResponse closes it otherwise).
    const settling = node === undefined ? undefined : settleBody(node.req);
    if (settling !== undefined) await settling;
    const accountId = tracked?.slot.accountId;
    const entry: RequestLogEntry = { time, requestId: response instanceof LoggedResponse ? response.requestId : undefined, method: request.method, url: request.url, status: response.status, durationMs: performance.now() - started };
    log.request(accountId === undefined ? entry : { ...entry, accountId });
    return response;
  };
  return { fetch, createResponse, close: () => deadlines.close() };
}
