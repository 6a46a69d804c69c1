import type { GatewayServices } from './gatewayServices.ts';
import { readiness } from './readiness.ts';
import type { RouteHandler } from './routeHandler.ts';

/**
 * Creates the handler of `GET /healthz` (liveness): 200 `{ data: { status: 'ok' } }` while the
 * process answers; no key, no store. HEAD answers the headers only.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * (await createHealthzHandler(services)(context)).status //=> 200
 */
export function createHealthzHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  return (context) =>
    context.request.method === 'HEAD' ? respond.create(null, { status: 200, headers: respond.headers(context) }) : respond.success(context, { status: 'ok' });
}

/**
 * Creates the handler of `GET /readyz` (readiness): 200 `{ data: { status: 'ready' } }` when the
 * meter and history stores answer their `ping`, else 503 `SERVICE_UNAVAILABLE` naming the store
 * that does not, with `retry-after: 1`. No key, nothing counted. HEAD answers the headers only.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * (await createReadyzHandler(services)(context)).status //=> 200 (503 while Redis is down)
 */
export function createReadyzHandler(services: GatewayServices): RouteHandler {
  const { respond, stores } = services;
  return async (context) => {
    const checked = await readiness(stores);
    if (checked.ready) {
      return context.request.method === 'HEAD' ? respond.create(null, { status: 200, headers: respond.headers(context) }) : respond.success(context, { status: 'ready' });
    }
    const silent = `the ${checked.failed.join(' and ')} store${checked.failed.length === 1 ? ' does' : 's do'} not answer`;
    return respond.error(context, 'SERVICE_UNAVAILABLE', `Not ready: ${silent}`, { 'retry-after': '1' });
  };
}
