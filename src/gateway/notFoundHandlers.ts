import { API_BASE_PATH } from '../protocol/wire.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { echoSafely } from '../keys/redactKeys.ts';
import type { RequestContext } from './requestContext.ts';
import type { RouteHandler } from './routeHandler.ts';

/**
 * Creates the 404 `NOT_FOUND` handler of a path no route names (docs/decisions.md#order-of-checks); the path is echoed
 * with key-shaped text redacted. No key, no store.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * (await createNotFoundHandler(services)(context)).status //=> 404
 */
export function createNotFoundHandler(services: GatewayServices): RouteHandler {
  const { respond, keyPrefix } = services;
  return (context) =>
    respond.error(context, 'NOT_FOUND', `No operation at ${echoSafely(context.url.pathname, keyPrefix)}; operations are POST ${API_BASE_PATH}/<operation>`);
}

/** Answers 405 `METHOD_NOT_ALLOWED` for a method the route does not take. */
export type AnswerMethodNotAllowed = (context: RequestContext, allow: string) => Response;

/**
 * Creates the 405 `METHOD_NOT_ALLOWED` answer of a known route called with another method (the
 * order of checks), with `allow`: `POST` on the operations and `/mcp`, `GET, HEAD` on the pages without a key,
 * the row's methods on the account endpoints (e.g. `GET, PUT, DELETE`).
 *
 * @param services - The gateway's shared parts.
 * @returns The answer builder.
 * @example
 * createMethodNotAllowed(services)(context, 'POST').headers.get('allow') //=> 'POST'
 */
export function createMethodNotAllowed(services: GatewayServices): AnswerMethodNotAllowed {
  const { respond } = services;
  return (context, allow) =>
    respond.error(context, 'METHOD_NOT_ALLOWED', `${context.url.pathname} accepts ${allow === 'GET, HEAD' ? 'GET' : allow} only`, { allow });
}
