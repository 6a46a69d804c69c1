import type { Cors } from './cors.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RequestContext } from './requestContext.ts';

/** The CORS steps around the dispatcher: a preflight answered before it, headers added after it. */
export interface CorsResponses {
  /** A 204 preflight answer (no key, no store, no count), or `undefined` when the request is not one. */
  answerPreflight(context: RequestContext): Response | undefined;
  /** Adds the CORS headers of the request's origin to an answer (appending to an existing `vary`). */
  addHeaders(request: Request, response: Response): Response;
}

/**
 * Creates the CORS steps of a gateway with `cors` set, on the policy of `createCors`.
 *
 * @param cors - The policy.
 * @param services - The gateway's shared parts.
 * @returns `answerPreflight` and `addHeaders`.
 * @example
 * const corsResponses = createCorsResponses(createCors({ origins: ['https://app.example'] }), services);
 * corsResponses.answerPreflight(context)?.status //=> 204
 */
export function createCorsResponses(cors: Cors, services: GatewayServices): CorsResponses {
  const { respond, addressMeter } = services;
  return {
    answerPreflight(context) {
      const { request } = context;
      const pathname = context.url.pathname;
      if (!cors.isPreflight(request, pathname)) return undefined;
      context.meter = addressMeter.peek(context);
      return respond.create(null, { status: 204, headers: respond.bodilessHeaders(context, cors.preflightHeaders(request, pathname)) });
    },
    addHeaders(request, response) {
      const headers = cors.responseHeaders(request);
      if (headers === undefined) return response;
      for (const [name, value] of Object.entries(headers)) {
        if (name === 'vary' && response.headers.has('vary')) response.headers.append('vary', value);
        else response.headers.set(name, value);
      }
      return response;
    },
  };
}
