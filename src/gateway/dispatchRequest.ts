import { createCallerAuthorizer } from './authorizeCaller.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { createMethodNotAllowed, createNotFoundHandler } from './notFoundHandlers.ts';
import type { RequestContext } from './requestContext.ts';
import type { RouteHandler } from './routeHandler.ts';
import type { RouteTable } from './routeTable.ts';

/** Answers one request from its context: route, access checks, handler (a promise, or the answer itself when no step waits). A failing step throws or rejects. */
export type DispatchRequest = (context: RequestContext) => Response | Promise<Response>;

/**
 * Creates the dispatcher of a route table, in the order of checks (docs/decisions.md#order-of-checks): the route (404 `NOT_FOUND` for a
 * path without a row), the method (405 `METHOD_NOT_ALLOWED`), and for keyed routes the prelaunch
 * flag (503 `SERVICE_UNAVAILABLE`) and the key, and for account routes (docs/decisions.md#account-endpoints) the per-minute
 * limit alone (429 `RATE_LIMIT_EXCEEDED`, the month is read for the headers, never counted); then
 * the row's handler. Answers that count nothing
 * carry the client address's meter numbers as they stand (no store is touched, docs/decisions.md#routes-without-a-key).
 *
 * @param services - The gateway's shared parts.
 * @param table - The route table.
 * @returns The dispatcher.
 * @example
 * const dispatch = createDispatcher(services, createRouteTable(services));
 * (await dispatch(createRequestContext(new Request('http://x/nowhere'), undefined, 'req_…', Date.now()))).status //=> 404
 */
export function createDispatcher(services: GatewayServices, table: RouteTable): DispatchRequest {
  const { respond, addressMeter, accountMeter } = services;
  const authorize = createCallerAuthorizer(services);
  const notFound = createNotFoundHandler(services);
  const methodNotAllowed = createMethodNotAllowed(services);
  /** An account route (docs/decisions.md#account-endpoints): its methods, the flag, the key, then the per-minute limit only. */
  const dispatchAccount = async (context: RequestContext, methods: readonly string[], handle: RouteHandler): Promise<Response> => {
    if (!methods.includes(context.request.method)) {
      context.meter = addressMeter.peek(context);
      return methodNotAllowed(context, methods.join(', '));
    }
    if (!services.isEnabled()) {
      context.meter = addressMeter.peek(context);
      return respond.error(context, 'SERVICE_UNAVAILABLE', 'The service is not available yet (prelaunch)');
    }
    const refused = await authorize(context);
    if (refused !== undefined) return refused;
    const minute = await accountMeter.minute(context.caller!, context.time);
    context.meter = minute.meter;
    if (!minute.allowed) return respond.error(context, minute.code, minute.message, { 'retry-after': minute.retryAfter });
    return handle(context);
  };
  return (context) => {
    const { route } = context;
    const entry = route.kind === 'account' ? table.account?.get(route.path) : table[route.kind];
    const method = context.request.method;
    if (entry === undefined) {
      context.meter = addressMeter.peek(context);
      return notFound(context);
    }
    if (entry.access === 'account') return dispatchAccount(context, entry.methods ?? [], entry.handle);
    if (entry.access !== 'keyed') {
      context.meter = addressMeter.peek(context);
      if (method === 'GET' || method === 'HEAD') return entry.handle(context);
      // Only GET and HEAD make a page route; any other method on it is an unknown path.
      return entry.access === 'page' ? notFound(context) : methodNotAllowed(context, 'GET, HEAD');
    }
    if (method !== 'POST') {
      context.meter = addressMeter.peek(context);
      return methodNotAllowed(context, 'POST');
    }
    if (!services.isEnabled()) {
      context.meter = addressMeter.peek(context);
      return respond.error(context, 'SERVICE_UNAVAILABLE', 'The service is not available yet (prelaunch)');
    }
    // With stores in memory the key check answers at once: no promise of its own on every call.
    const refused = authorize(context);
    if (refused instanceof Promise) return refused.then((answer) => answer ?? entry.handle(context));
    return refused ?? entry.handle(context);
  };
}
