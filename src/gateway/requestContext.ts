import type { Caller } from './accountMeter.ts';
import type { RequestInfo } from './gatewayOptions.ts';
import { requestTarget, type RequestTarget } from './requestTarget.ts';
import { UNMETERED, type MeterState } from './responses.ts';
import { route, type Route } from './route.ts';

/**
 * What one request carries through the gateway, created once per request and handed to every part
 * (the hono `Context`): the request, its id, the time it arrived, the client's address, its target
 * and route, and, as the checks go on, the authenticated caller and the numbers of the meter headers.
 */
export interface RequestContext {
  readonly request: Request;
  /** The call's `req_` id (docs/decisions.md#request-ids-and-failures), in `x-request-id` and the envelope. */
  readonly requestId: string;
  /** When the request arrived, epoch milliseconds (the injected clock, read once). */
  readonly time: number;
  /** The client's address (`unknown` when the runtime gives none), for the per-address throttle. */
  readonly address: string;
  /** The request's path and query. */
  readonly url: RequestTarget;
  /** What the path names. */
  readonly route: Route;
  /** The host's signal for the client hanging up (`RequestInfo.signal`), if it gave one; read it with `clientGone`. */
  readonly signal: AbortSignal | undefined;
  /** The authenticated caller, once the key has been checked (keyed routes only). */
  caller: Caller | undefined;
  /** The numbers behind the four meter headers, as the checks have left them. */
  meter: MeterState;
}

/**
 * Creates the context of one request: parses its target and routes its path once.
 *
 * @param request - The request.
 * @param info - What the runtime passed beside it (the client's address).
 * @param requestId - The call's request id.
 * @param time - The clock's reading at arrival, epoch milliseconds.
 * @returns The context, not yet metered (`meter` is all zeros) and without a caller.
 * @example
 * const context = createRequestContext(new Request('http://x/healthz'), undefined, 'req_…', Date.now());
 * context.route //=> { kind: 'healthz' }
 */
export function createRequestContext(request: Request, info: RequestInfo | undefined, requestId: string, time: number): RequestContext {
  const url = requestTarget(request.url);
  return { request, requestId, time, address: info?.clientAddress ?? 'unknown', url, route: route(url.pathname), signal: info?.signal, caller: undefined, meter: UNMETERED };
}

/**
 * The signal that aborts when the request's client hangs up: the host's (`RequestInfo.signal`) when
 * it gave one, else `request.signal`.
 *
 * @param context - The request's context.
 * @returns The signal.
 * @example
 * await execute(name, body, { signal: clientGone(context) });
 * if (clientGone(context).aborted) return answerClientClosed(context);
 */
export function clientGone(context: RequestContext): AbortSignal {
  return context.signal ?? context.request.signal;
}
