import { PLAYGROUND_PATH } from '../protocol/wire.ts';
import { successEnvelope } from './envelope.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RouteHandler } from './routeHandler.ts';

/**
 * Creates the handler of `GET /`: a 302 to the playground, with a small envelope naming the
 * location for clients that do not follow redirects. HEAD answers the headers only.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * (await createRootHandler(services)(context)).headers.get('location') //=> '/playground'
 */
export function createRootHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  return (context) => {
    const body = context.request.method === 'HEAD' ? null : JSON.stringify(successEnvelope({ location: PLAYGROUND_PATH }, context.requestId));
    return respond.create(body, { status: 302, headers: respond.headers(context, { location: PLAYGROUND_PATH }) });
  };
}

/**
 * Creates the handler of `GET /favicon.ico`: 204 with a day's caching, so browsers log no 404.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * (await createFaviconHandler(services)(context)).status //=> 204
 */
export function createFaviconHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  return (context) => respond.create(null, { status: 204, headers: respond.bodilessHeaders(context, { 'cache-control': 'public, max-age=86400' }) });
}
