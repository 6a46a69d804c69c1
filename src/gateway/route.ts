import { ACCOUNT_ENDPOINTS } from '../account/accountEndpoints.ts';
import { getOperation } from '../catalog.ts';
import { API_BASE_PATH, DASHBOARD_PATH, HEALTHZ_PATH, MCP_PATH, OPENAPI_PATHS, PLAYGROUND_PATH, READYZ_PATH } from '../protocol/wire.ts';

/** What a request path names. Only the operations, `mcp` and the account routes need a key (and a store). */
export type Route =
  | { readonly kind: 'operation'; readonly name: string }
  | { readonly kind: 'mcp' }
  /** An account endpoint's path (`ACCOUNT_ENDPOINTS`): `path` as declared, `id` the `{id}` segment as sent, if it has one. */
  | { readonly kind: 'account'; readonly path: string; readonly id?: string }
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
  ...ACCOUNT_ENDPOINTS.filter(({ path }) => !path.includes('{id}')).map(({ path }): [string, Route] => [path, { kind: 'account', path }]),
  [HEALTHZ_PATH, { kind: 'healthz' }],
  [READYZ_PATH, { kind: 'readyz' }],
  ['/', { kind: 'root' }],
  ['/favicon.ico', { kind: 'favicon' }],
]);

const NOT_FOUND: Route = { kind: 'not_found' };

/** The account paths with an `{id}`, each with its pattern: one non-empty segment as the id. */
const WITH_ID: ReadonlyArray<readonly [string, RegExp]> = [...new Set(ACCOUNT_ENDPOINTS.map(({ path }) => path).filter((path) => path.includes('{id}')))].map((path) => [
  path,
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{id}', '([^/]+)')}$`),
]);

/** Routes the account paths with an id in them (a key's revocation, a saved calendar), or `undefined`. */
function routeWithId(pathname: string): Route | undefined {
  for (const [path, pattern] of WITH_ID) {
    const id = pattern.exec(pathname)?.[1];
    if (id !== undefined) return { kind: 'account', path, id };
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
 * route('/api/v1/account/keys/3f2a9c0b1d4e/revoke') //=> { kind: 'account', path: '/api/v1/account/keys/{id}/revoke', id: '3f2a9c0b1d4e' }
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
