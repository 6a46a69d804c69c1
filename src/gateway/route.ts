import { getOperation } from '../catalog.ts';
import { ACCOUNT_PATH, API_BASE_PATH, CALENDARS_PATH, DASHBOARD_PATH, HEALTHZ_PATH, MCP_PATH, OPENAPI_PATHS, PLAYGROUND_PATH, READYZ_PATH } from '../protocol/wire.ts';

/** What a request path names. Only the operations, `mcp` and the account routes need a key (and a store). */
export type Route =
  | { readonly kind: 'operation'; readonly name: string }
  | { readonly kind: 'mcp' }
  | { readonly kind: 'account' }
  | { readonly kind: 'accountHistory' }
  | { readonly kind: 'accountKeys' }
  /** `POST /api/v1/account/keys/{id}/revoke`: `id` is the path segment as sent. */
  | { readonly kind: 'revokeKey'; readonly id: string }
  | { readonly kind: 'calendars' }
  /** `/api/v1/calendars/{id}`: `id` is the path segment as sent. */
  | { readonly kind: 'calendar'; readonly id: string }
  | { readonly kind: 'openapi' }
  | { readonly kind: 'playground' }
  | { readonly kind: 'dashboard' }
  | { readonly kind: 'healthz' }
  | { readonly kind: 'readyz' }
  | { readonly kind: 'root' }
  | { readonly kind: 'favicon' }
  | { readonly kind: 'not_found' };

const FIXED: ReadonlyMap<string, Route> = new Map<string, Route>([
  ...OPENAPI_PATHS.map((path): [string, Route] => [path, { kind: 'openapi' }]),
  [MCP_PATH, { kind: 'mcp' }],
  [PLAYGROUND_PATH, { kind: 'playground' }],
  [DASHBOARD_PATH, { kind: 'dashboard' }],
  [ACCOUNT_PATH, { kind: 'account' }],
  [`${ACCOUNT_PATH}/history`, { kind: 'accountHistory' }],
  [`${ACCOUNT_PATH}/keys`, { kind: 'accountKeys' }],
  [CALENDARS_PATH, { kind: 'calendars' }],
  [HEALTHZ_PATH, { kind: 'healthz' }],
  [READYZ_PATH, { kind: 'readyz' }],
  ['/', { kind: 'root' }],
  ['/favicon.ico', { kind: 'favicon' }],
]);

const NOT_FOUND: Route = { kind: 'not_found' };

/** `/api/v1/account/keys/{id}/revoke` with one non-empty segment as the id. */
const REVOKE_PATH = /^\/api\/v1\/account\/keys\/([^/]+)\/revoke$/;

/** `/api/v1/calendars/{id}` with one non-empty segment as the id. */
const CALENDAR_PATH = /^\/api\/v1\/calendars\/([^/]+)$/;

/** Routes the paths with an id in them (the account's keys and calendars), or `undefined`. */
function routeWithId(pathname: string): Route | undefined {
  if (pathname.startsWith(`${CALENDARS_PATH}/`)) {
    const id = CALENDAR_PATH.exec(pathname)?.[1];
    return id === undefined ? undefined : { kind: 'calendar', id };
  }
  if (pathname.startsWith(`${ACCOUNT_PATH}/keys/`)) {
    const id = REVOKE_PATH.exec(pathname)?.[1];
    return id === undefined ? undefined : { kind: 'revokeKey', id };
  }
  return undefined;
}

/**
 * Routes a request path: the operations (`/api/v1/<operation>`), `/mcp`, the account endpoints
 * (`/api/v1/account...`, `/api/v1/calendars...`), the OpenAPI document, the playground, the
 * dashboard, the health endpoints, `/` (a redirect to the playground) and `/favicon.ico`.
 *
 * @param pathname - The request's path.
 * @returns The route, `not_found` for anything else.
 * @example
 * route('/api/v1/age') //=> { kind: 'operation', name: 'age' }
 * route('/healthz') //=> { kind: 'healthz' }
 * route('/api/v1/account/keys/3f2a9c0b1d4e/revoke') //=> { kind: 'revokeKey', id: '3f2a9c0b1d4e' }
 */
export function route(pathname: string): Route {
  const fixed = FIXED.get(pathname);
  if (fixed !== undefined) return fixed;
  const prefix = `${API_BASE_PATH}/`;
  if (pathname.startsWith(prefix)) {
    const name = pathname.slice(prefix.length);
    if (getOperation(name) !== undefined) return { kind: 'operation', name };
    return routeWithId(pathname) ?? NOT_FOUND;
  }
  return NOT_FOUND;
}
