import type { GatewayServices } from './gatewayServices.ts';
import { createAccountRoutes } from './accountRoutes.ts';
import { createHealthzHandler, createReadyzHandler } from './healthHandlers.ts';
import { createOpenApiHandler } from './openApiHandler.ts';
import { createOperationHandler } from './operationHandler.ts';
import { createFaviconHandler, createRootHandler } from './rootHandlers.ts';
import type { Route } from './route.ts';
import type { RouteHandler, RouteHandlerFactory } from './routeHandler.ts';

/**
 * How a route is reached, checked before its handler runs:
 * - `keyed`: POST only (else 405), the prelaunch flag (else 503), then the key (docs/decisions.md#order-of-checks);
 * - `public`: GET and HEAD (else 405), no key, nothing counted (docs/decisions.md#routes-without-a-key);
 * - `page`: GET and HEAD, any other method is an unknown path (404);
 * - `account`: the row's `methods` (else 405), the flag, the key, then the per-minute limit only
 *   (docs/decisions.md#account-endpoints: no monthly count, no history entry).
 */
export type RouteAccess = 'keyed' | 'public' | 'page' | 'account';

/** One row of the route table. */
export interface RouteEntry {
  readonly access: RouteAccess;
  readonly handle: RouteHandler;
  /** The methods an `account` row takes (its `allow` header), e.g. `['GET', 'POST']`. */
  readonly methods?: readonly string[];
}

/**
 * The route table: a row per kind of route, and for `account` a row per declared path
 * (`ACCOUNT_ENDPOINTS`); a kind or path without a row answers 404.
 */
export type RouteTable = { readonly [Kind in Exclude<Route['kind'], 'account'>]?: RouteEntry } & { readonly account?: ReadonlyMap<string, RouteEntry> };

/** Handlers passed in by the host: routes the core does not build itself. */
export interface ExtraHandlers {
  /** `POST /mcp` (keyed), e.g. `createMcpHandler(load)`. */
  readonly mcp?: RouteHandlerFactory;
  /** `GET /playground` (public), e.g. `createPlaygroundHandler(load)`. */
  readonly playground?: RouteHandlerFactory;
  /** `GET /dashboard` (public), e.g. `createPlaygroundHandler(loadDashboard)`. */
  readonly dashboard?: RouteHandlerFactory;
}

/**
 * Builds the route table of one gateway: the operations, the account endpoints (from their
 * declarations, `createAccountRoutes`), the OpenAPI
 * document, the health endpoints, `/` and `/favicon.ico` from the core, `/mcp`, `/playground` and
 * `/dashboard` from the handlers passed in (without them those paths are 404).
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
    account: new Map([...createAccountRoutes(services)].map(([path, { methods, handle }]) => [path, { access: 'account', methods, handle }])),
    openapi: { access: 'public', handle: createOpenApiHandler(services) },
    ...(handlers.playground === undefined ? {} : { playground: { access: 'public', handle: handlers.playground(services) } }),
    ...(handlers.dashboard === undefined ? {} : { dashboard: { access: 'public', handle: handlers.dashboard(services) } }),
    healthz: { access: 'public', handle: createHealthzHandler(services) },
    readyz: { access: 'public', handle: createReadyzHandler(services) },
    root: { access: 'page', handle: createRootHandler(services) },
    favicon: { access: 'page', handle: createFaviconHandler(services) },
  };
}
