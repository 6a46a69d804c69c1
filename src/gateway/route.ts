import { getOperation } from '../catalog.ts';
import { API_BASE_PATH, HEALTHZ_PATH, MCP_PATH, OPENAPI_PATHS, PLAYGROUND_PATH, READYZ_PATH } from '../protocol.ts';

/** What a request path names. Only `operation` and `mcp` need a key (and a store). */
export type Route =
  | { readonly kind: 'operation'; readonly name: string }
  | { readonly kind: 'mcp' }
  | { readonly kind: 'openapi' }
  | { readonly kind: 'playground' }
  | { readonly kind: 'healthz' }
  | { readonly kind: 'readyz' }
  | { readonly kind: 'root' }
  | { readonly kind: 'favicon' }
  | { readonly kind: 'not_found' };

const FIXED: ReadonlyMap<string, Route> = new Map<string, Route>([
  ...OPENAPI_PATHS.map((path): [string, Route] => [path, { kind: 'openapi' }]),
  [MCP_PATH, { kind: 'mcp' }],
  [PLAYGROUND_PATH, { kind: 'playground' }],
  [HEALTHZ_PATH, { kind: 'healthz' }],
  [READYZ_PATH, { kind: 'readyz' }],
  ['/', { kind: 'root' }],
  ['/favicon.ico', { kind: 'favicon' }],
]);

const NOT_FOUND: Route = { kind: 'not_found' };

/**
 * Routes a request path: the operations (`/api/v1/<operation>`), `/mcp`, the OpenAPI document, the
 * playground, the health endpoints, `/` (a redirect to the playground) and `/favicon.ico`.
 *
 * @param pathname - The request's path.
 * @returns The route, `not_found` for anything else.
 * @example
 * route('/api/v1/age') //=> { kind: 'operation', name: 'age' }
 * route('/healthz') //=> { kind: 'healthz' }
 */
export function route(pathname: string): Route {
  const fixed = FIXED.get(pathname);
  if (fixed !== undefined) return fixed;
  const prefix = `${API_BASE_PATH}/`;
  if (pathname.startsWith(prefix)) {
    const name = pathname.slice(prefix.length);
    if (getOperation(name) !== undefined) return { kind: 'operation', name };
  }
  return NOT_FOUND;
}
