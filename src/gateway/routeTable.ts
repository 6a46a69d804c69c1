import type { GatewayServices } from './gatewayServices.ts';
import { createHealthzHandler, createReadyzHandler } from './healthHandlers.ts';
import { createOpenApiHandler } from './openApiHandler.ts';
import { createOperationHandler } from './operationHandler.ts';
import { createFaviconHandler, createRootHandler } from './rootHandlers.ts';
import type { Route } from './route.ts';
import type { RouteHandler, RouteHandlerFactory } from './routeHandler.ts';

/**
 * How a route is reached, checked before its handler runs:
 * - `keyed`: POST only (else 405), the prelaunch flag (else 503), then the key (rulings 17-19);
 * - `public`: GET and HEAD (else 405), no key, nothing counted (rulings 22 and 25);
 * - `page`: GET and HEAD, any other method is an unknown path (404).
 */
export type RouteAccess = 'keyed' | 'public' | 'page';

/** One row of the route table. */
export interface RouteEntry {
  readonly access: RouteAccess;
  readonly handle: RouteHandler;
}

/** The route table: a row per kind of route; a kind without a row answers 404. */
export type RouteTable = { readonly [Kind in Route['kind']]?: RouteEntry };

/** Handlers passed in by the host: routes the core does not build itself. */
export interface ExtraHandlers {
  /** `POST /mcp` (keyed), e.g. `createMcpHandler(load)`. */
  readonly mcp?: RouteHandlerFactory;
  /** `GET /playground` (public), e.g. `createPlaygroundHandler(load)`. */
  readonly playground?: RouteHandlerFactory;
}

/**
 * Builds the route table of one gateway: the operations, the OpenAPI document, the health
 * endpoints, `/` and `/favicon.ico` from the core, `/mcp` and `/playground` from the handlers
 * passed in (without them those paths are 404).
 *
 * @param services - The gateway's shared parts.
 * @param handlers - The MCP and playground handler factories, if any.
 * @returns The table.
 * @example
 * createRouteTable(services, {}).operation?.access //=> 'keyed'
 */
export function createRouteTable(services: GatewayServices, handlers: ExtraHandlers = {}): RouteTable {
  return {
    operation: { access: 'keyed', handle: createOperationHandler(services) },
    ...(handlers.mcp === undefined ? {} : { mcp: { access: 'keyed', handle: handlers.mcp(services) } }),
    openapi: { access: 'public', handle: createOpenApiHandler(services) },
    ...(handlers.playground === undefined ? {} : { playground: { access: 'public', handle: handlers.playground(services) } }),
    healthz: { access: 'public', handle: createHealthzHandler(services) },
    readyz: { access: 'public', handle: createReadyzHandler(services) },
    root: { access: 'page', handle: createRootHandler(services) },
    favicon: { access: 'page', handle: createFaviconHandler(services) },
  };
}
