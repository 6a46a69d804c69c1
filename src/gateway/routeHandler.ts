import type { GatewayServices } from './gatewayServices.ts';
import type { RequestContext } from './requestContext.ts';

/** Answers one request of a route, from its context (the hono handler). */
export type RouteHandler = (context: RequestContext) => Response | Promise<Response>;

/** Builds a route's handler once per gateway, from the gateway's shared parts. */
export type RouteHandlerFactory = (services: GatewayServices) => RouteHandler;
