import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RouteHandler } from './routeHandler.ts';

/**
 * Creates the handler of `GET /openapi.json` (and `/api/v1/openapi.json`): the OpenAPI document
 * for the gateway's key prefix, built on the first request and kept; no key, never metered
 * (docs/decisions.md#routes-without-a-key). HEAD answers the headers only.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handleOpenApi = createOpenApiHandler(services);
 * (await handleOpenApi(context)).status //=> 200
 */
export function createOpenApiHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  let documentText: string | undefined;
  return (context) => {
    documentText ??= JSON.stringify(buildOpenApiDocument({ keyPrefix: services.keyPrefix }));
    return respond.create(context.request.method === 'HEAD' ? null : documentText, { status: 200, headers: respond.headers(context) });
  };
}
