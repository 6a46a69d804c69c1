import { ACCOUNT_PATH, API_BASE_PATH, CALENDARS_PATH, MCP_PATH, OPENAPI_PATHS, RESPONSE_HEADER_NAMES } from '../protocol/wire.ts';

/** Opt-in CORS (the config's `cors`): which browser origins may call the API and `/mcp`. */
export interface CorsOptions {
  /** Exact origins (`https://app.example`, scheme, host and port only) whose pages may call. */
  readonly origins: readonly string[];
  /** How long a browser may cache a preflight answer, in seconds (default 600). */
  readonly maxAgeSeconds?: number;
}

/** The request headers a preflight allows: the two key headers, JSON and the MCP headers. */
export const CORS_ALLOWED_HEADERS = 'authorization, x-api-key, content-type, mcp-protocol-version, mcp-session-id';

/** The response headers a page may read: the six API headers and `retry-after`. */
export const CORS_EXPOSED_HEADERS = [...RESPONSE_HEADER_NAMES, 'retry-after'].join(', ');

/** CORS decisions for one gateway. */
export interface Cors {
  /** Whether a request is a preflight this gateway answers (`OPTIONS` with `origin` and `access-control-request-method` on the API or `/mcp`). */
  isPreflight(request: Request, pathname: string): boolean;
  /** The headers of a preflight answer (allow-origin only when the origin is listed). */
  preflightHeaders(request: Request, pathname: string): Record<string, string>;
  /** The headers to add to an ordinary answer (none without an `origin` header). */
  responseHeaders(request: Request): Record<string, string> | undefined;
}

/** The account endpoints (docs/decisions.md#account-endpoints), which take GET, POST, PUT and DELETE. */
const isAccountPath = (pathname: string): boolean =>
  pathname === ACCOUNT_PATH || pathname.startsWith(`${ACCOUNT_PATH}/`) || pathname === CALENDARS_PATH || pathname.startsWith(`${CALENDARS_PATH}/`);

const corsPath = (pathname: string): boolean => pathname === MCP_PATH || pathname.startsWith(`${API_BASE_PATH}/`) || (OPENAPI_PATHS as readonly string[]).includes(pathname);

/**
 * Creates the CORS policy of `GatewayOptions.cors`: preflights (`OPTIONS`) for `/api/v1/*`,
 * `/openapi.json` and `/mcp` are answered 204 with the allowed methods (GET, POST, PUT and DELETE
 * on the account endpoints) and headers and a max-age;
 * answers to a listed origin echo it in `access-control-allow-origin` and expose the six API headers
 * and `retry-after`; every answer to a request with an `origin` says `vary: origin`. An origin not
 * listed gets no allow-origin, so the browser refuses the call. Keys travel in headers, never in
 * cookies, so credentials are never allowed.
 *
 * @param options - The allowed origins and the preflight max-age.
 * @returns The policy.
 * @example
 * const cors = createCors({ origins: ['https://app.example'] });
 * cors.responseHeaders(new Request('http://x/api/v1/age', { headers: { origin: 'https://app.example' } }))?.['access-control-allow-origin'] //=> 'https://app.example'
 */
export function createCors(options: CorsOptions): Cors {
  const origins = new Set(options.origins);
  const maxAge = String(options.maxAgeSeconds ?? 600);
  const allowed = (request: Request): string | undefined => {
    const origin = request.headers.get('origin');
    return origin !== null && origins.has(origin) ? origin : undefined;
  };
  return {
    isPreflight(request, pathname) {
      return request.method === 'OPTIONS' && corsPath(pathname) && request.headers.has('origin') && request.headers.has('access-control-request-method');
    },
    preflightHeaders(request, pathname) {
      const headers: Record<string, string> = { vary: 'origin, access-control-request-method, access-control-request-headers' };
      const origin = allowed(request);
      if (origin === undefined) return headers;
      const methods = (OPENAPI_PATHS as readonly string[]).includes(pathname) ? 'GET, HEAD, OPTIONS' : isAccountPath(pathname) ? 'GET, POST, PUT, DELETE, OPTIONS' : 'POST, OPTIONS';
      return {
        ...headers,
        'access-control-allow-origin': origin,
        'access-control-allow-methods': methods,
        'access-control-allow-headers': CORS_ALLOWED_HEADERS,
        'access-control-max-age': maxAge,
      };
    },
    responseHeaders(request) {
      if (!request.headers.has('origin')) return undefined;
      const origin = allowed(request);
      return origin === undefined ? { vary: 'origin' } : { vary: 'origin', 'access-control-allow-origin': origin, 'access-control-expose-headers': CORS_EXPOSED_HEADERS };
    },
  };
}
