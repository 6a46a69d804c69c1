import type { ErrorCode } from '../errors.ts';
import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument.ts';
import { API_VERSION, PLAYGROUND_PATH } from './protocol.ts';
import { readiness } from './readiness.ts';
import { gatewayHeaders, type MeterState, type ResponseFactory } from './responses.ts';
import type { Route } from './route.ts';
import type { GatewayStores } from './stores.ts';

/** The routes that need no key and never touch the meters (rulings 22 and 25). */
export type PublicRoute = Extract<Route, { kind: 'openapi' | 'playground' | 'healthz' | 'readyz' | 'root' | 'favicon' }>;

/** What the public routes need from the gateway. */
export interface PublicRoutesContext {
  readonly create: ResponseFactory;
  readonly keyPrefix: string;
  readonly stores: Pick<GatewayStores, 'meters' | 'history'>;
  readonly errorResponse: (requestId: string, code: ErrorCode, message: string, meter: MeterState, extra?: Readonly<Record<string, string>>) => Response;
  readonly successResponse: (requestId: string, data: unknown, meter: MeterState) => Response;
}

/** A handler of the public routes: GET and HEAD only. */
export type ServePublic = (target: PublicRoute, request: Request, pathname: string, requestId: string, meter: MeterState) => Promise<Response>;

/** `gatewayHeaders` without a content type, for answers without a body. */
function bodilessHeaders(requestId: string, meter: MeterState, extra: Readonly<Record<string, string>>): Record<string, string> {
  const { 'content-type': _json, ...headers } = gatewayHeaders(requestId, meter, extra);
  return headers;
}

/**
 * Creates the handler of the routes that need no key: the OpenAPI document, the playground page,
 * `GET /healthz` (alive: 200 `{ data: { status: 'ok' } }`), `GET /readyz` (200 `{ data: { status:
 * 'ready' } }` when the stores answer their `ping`, else 503 `SERVICE_UNAVAILABLE`), `GET /` (302 to
 * the playground) and `GET /favicon.ico` (204, so browsers log no 404). None of them counts anything or reads a
 * meter, so they answer while Redis is down; only `/readyz` asks the stores, through `ping`.
 * Methods other than GET and HEAD are 405 `METHOD_NOT_ALLOWED`.
 *
 * @param context - The response factory, key prefix, stores and error builder.
 * @returns The handler.
 * @example
 * const servePublic = createPublicRoutes({ create, keyPrefix: 'daycalc', stores, errorResponse });
 * await servePublic({ kind: 'healthz' }, request, '/healthz', requestId, meter) // 200 {"status":"ok"}
 */
export function createPublicRoutes(context: PublicRoutesContext): ServePublic {
  const { create } = context;
  let openApiText: string | undefined;
  let playgroundText: string | undefined;
  return async (target, request, pathname, requestId, meter) => {
    const head = request.method === 'HEAD';
    if (request.method !== 'GET' && !head) {
      return context.errorResponse(requestId, 'METHOD_NOT_ALLOWED', `${pathname} accepts GET only`, meter, { allow: 'GET, HEAD' });
    }
    switch (target.kind) {
      case 'openapi':
        openApiText ??= JSON.stringify(buildOpenApiDocument({ keyPrefix: context.keyPrefix }));
        return create(head ? null : openApiText, { status: 200, headers: gatewayHeaders(requestId, meter) });
      case 'playground': {
        const { playgroundHtml, PLAYGROUND_CSP } = await import('../playground/playgroundPage.ts');
        playgroundText ??= playgroundHtml();
        const headers = gatewayHeaders(requestId, meter, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': PLAYGROUND_CSP,
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
        });
        return create(head ? null : playgroundText, { status: 200, headers });
      }
      case 'healthz':
        return head ? create(null, { status: 200, headers: gatewayHeaders(requestId, meter) }) : context.successResponse(requestId, { status: 'ok' }, meter);
      case 'readyz': {
        const checked = await readiness(context.stores);
        if (checked.ready) return head ? create(null, { status: 200, headers: gatewayHeaders(requestId, meter) }) : context.successResponse(requestId, { status: 'ready' }, meter);
        return context.errorResponse(requestId, 'SERVICE_UNAVAILABLE', `Not ready: the ${checked.failed.join(' and ')} store${checked.failed.length === 1 ? ' does' : 's do'} not answer`, meter, { 'retry-after': '1' });
      }
      case 'root': {
        // A small envelope for clients that do not follow redirects; browsers go to the playground.
        const body = JSON.stringify({ data: { location: PLAYGROUND_PATH }, meta: { request_id: requestId, api_version: API_VERSION } });
        return create(head ? null : body, { status: 302, headers: gatewayHeaders(requestId, meter, { location: PLAYGROUND_PATH }) });
      }
      case 'favicon':
        return create(null, { status: 204, headers: bodilessHeaders(requestId, meter, { 'cache-control': 'public, max-age=86400' }) });
    }
  };
}
