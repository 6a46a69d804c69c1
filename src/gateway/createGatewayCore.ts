import { createCors } from './cors.ts';
import { createCorsResponses } from './corsResponses.ts';
import { createDispatcher } from './dispatchRequest.ts';
import { failureResponse } from './failureResponse.ts';
import type { Gateway, GatewayOptions } from './gatewayOptions.ts';
import { createGatewayServices } from './gatewayServices.ts';
import { createRequestContext } from './requestContext.ts';
import { createRequestId } from './requestId.ts';
import { createRouteTable, type ExtraHandlers } from './routeTable.ts';

/** Options of `createGatewayCore`: `createGateway`'s, plus the handlers of the routes the core does not build. */
export interface GatewayCoreOptions extends GatewayOptions {
  /** `/mcp`, `/playground` and `/dashboard` (without them those paths are 404 `NOT_FOUND`). */
  readonly handlers?: ExtraHandlers;
}

/**
 * Creates the gateway core: a web-standard `fetch` made of small parts (the hono layout). Per
 * request it draws a request id, creates the request's context (time, address, route), answers a
 * CORS preflight when `cors` is set, and hands the context to the dispatcher (route table, access
 * checks, one handler per route); an exception becomes `failureResponse`'s 503 or 500, reported to
 * `onError`. It imports nothing from `node:*`, `src/mcp/`, `src/playground/` or `src/dashboard/`:
 * those handlers are passed in (`daycalc/gateway`'s `createGateway` passes all three).
 *
 * @param options - `createGateway`'s options and the extra route handlers.
 * @returns `{ fetch }`.
 * @example
 * const gateway = createGatewayCore({ environment: 'test', stores: createMemoryStores() });
 * (await gateway.fetch(new Request('http://x/healthz'))).status //=> 200
 */
export function createGatewayCore(options: GatewayCoreOptions): Gateway {
  const services = createGatewayServices(options);
  const dispatch = createDispatcher(services, createRouteTable(services, options.handlers));
  const cors = options.cors === undefined ? undefined : createCorsResponses(createCors(options.cors), services);
  const { now } = services;
  const create = services.respond.create;
  return {
    fetch: async (request, info) => {
      const requestId = createRequestId();
      let response: Response;
      try {
        const context = createRequestContext(request, info, requestId, now());
        if (cors !== undefined && request.method === 'OPTIONS') {
          const answer = cors.answerPreflight(context);
          if (answer !== undefined) return answer;
        }
        response = await dispatch(context);
      } catch (error) {
        services.reportError(error, requestId);
        response = failureResponse(error, requestId, create);
      }
      return cors === undefined ? response : cors.addHeaders(request, response);
    },
  };
}
