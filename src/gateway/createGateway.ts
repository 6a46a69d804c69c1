import type { ErrorCode } from '../errors.ts';
import { execute } from '../requests/execute.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';
import { createAccountMeter, type Caller } from './accountMeter.ts';
import { createAddressThrottle, type AddressThrottle } from './addressThrottle.ts';
import { authenticate } from './authenticate.ts';
import { clientAbortReporter, type ClientAbortEvent } from './clientAbort.ts';
import { createCors, type CorsOptions } from './cors.ts';
import { retryAfterSeconds } from './meterWindows.ts';
import { API_BASE_PATH, DAY_MS, DEFAULT_KEY_PREFIX, DEFAULT_PLANS, MAX_BODY_BYTES, type Environment, type PlanLimits, type PlanName } from './protocol.ts';
import { createPublicRoutes } from './publicRoutes.ts';
import { readLimitedBody } from './readLimitedBody.ts';
import { echoSafely, redactKeys } from './redactKeys.ts';
import { requestTarget, type RequestTarget } from './requestTarget.ts';
import { createRequestId } from './requestId.ts';
import { errorResponse as buildErrorResponse, gatewayHeaders, standardResponse, successResponse as buildSuccessResponse, type MeterState, type ResponseFactory } from './responses.ts';
import { route } from './route.ts';
import { createMcpRoute, MCP_LIMIT_ERROR } from './serveMcp.ts';
import { isStoreUnavailable } from './storeUnavailableError.ts';
import type { Account, GatewayStores, HistoryEntry } from './stores.ts';

export { MCP_LIMIT_ERROR };

/** Per-plan overrides of the spec's limits (the config file's `plans`). */
export type PlanOverrides = Readonly<Partial<Record<PlanName, Readonly<Partial<Pick<PlanLimits, 'per_minute' | 'per_month'>>>>>>;

/** Options of `createGateway`. */
export interface GatewayOptions {
  /** The environment this gateway serves; keys of the other one get `ENVIRONMENT_MISMATCH`. */
  readonly environment: Environment;
  /** Keys, accounts, saved calendars and meters. */
  readonly stores: GatewayStores;
  /** The prelaunch feature flag: `false` answers every operation with 503. A function is read per request. */
  readonly enabled?: boolean | (() => boolean);
  /** Overrides of the plans' per-minute and per-month limits. */
  readonly plans?: PlanOverrides;
  /** The clock, in epoch milliseconds (default `Date.now`). */
  readonly now?: () => number;
  /** The service word of keys (default `daycalc`). */
  readonly keyPrefix?: string;
  /** Builds responses (default `new Response`); `daycalc serve` passes srvx's faster `FastResponse`. */
  readonly createResponse?: ResponseFactory;
  /**
   * Called with every unexpected exception (the response is a bare 500 `INTERNAL_ERROR`), with a
   * store that is unavailable (the response is 503 `SERVICE_UNAVAILABLE`) and with a history write
   * that failed (the call's answer stands).
   */
  readonly onError?: (error: unknown, requestId: string) => void;
  /**
   * Told when a client hung up before its body arrived (or sent a body the runtime could not read):
   * not our failure, so never through `onError`; throttled to one call per 5 s, with the count of
   * the aborts held back (ruling 24).
   */
  readonly onClientAbort?: (event: ClientAbortEvent) => void;
  /**
   * The per-address throttle of failures before an account is known (rulings 19 and 25); default a
   * fresh in-memory one. Pass one to keep its counts across gateways (a config reload).
   */
  readonly addressThrottle?: AddressThrottle;
  /** Opt-in CORS for browser pages on other origins; without it no CORS header is sent. */
  readonly cors?: CorsOptions;
}

/** What a runtime passes beside the request. */
export interface RequestInfo {
  /** The client's address, for throttling failures before an account is known. */
  readonly clientAddress?: string;
}

/** A web-standard handler: `fetch(request, info?) => Promise<Response>`, safe to pass unbound. */
export interface Gateway {
  readonly fetch: (request: Request, info?: RequestInfo) => Promise<Response>;
}

/** How many hex digits of a key's SHA-256 identify it in the request history. */
const HISTORY_KEY_DIGITS = 12;

/** The headers of a response built without meter numbers (a 500, a 503 from the catch-all). */
const NO_METER: MeterState = { rateLimit: 0, rateRemaining: 0, quotaLimit: 0, quotaRemaining: 0 };

/** Returns a function giving `YYYY-MM-DD` of an instant in UTC, formatting each day only once. */
function utcDateFormatter(): (now: number) => string {
  let day = Number.NaN;
  let text = '';
  return (now) => {
    const today = Math.floor(now / DAY_MS);
    if (today !== day) {
      day = today;
      text = new Date(today * DAY_MS).toISOString().slice(0, 10);
    }
    return text;
  };
}

/** Resolves the limits of every plan: the spec's defaults with the overrides applied. */
function resolvePlans(overrides: PlanOverrides = {}): Readonly<Record<string, PlanLimits>> {
  const plans: Record<string, PlanLimits> = {};
  for (const [name, limits] of Object.entries(DEFAULT_PLANS)) {
    plans[name] = { ...limits, ...overrides[name as PlanName] };
  }
  return plans;
}

/**
 * Creates the HTTP gateway of the spec as a web-standard handler that runs unchanged on Node (via
 * a fetch bridge), Deno, Bun and Cloudflare Workers. It imports nothing from `node:*`; the clock and
 * Web Crypto are its only contact with the platform.
 *
 * Checks, in ruling 18's order: route (404 `NOT_FOUND`, 405 `METHOD_NOT_ALLOWED`), the feature
 * flag (503), `?api_key=`, the key, the per-minute limit, the monthly quota, the 16 KiB body
 * limit, JSON, validation and the calculation. Every response carries the six headers. The paths
 * that need no key (`/openapi.json`, `/playground`, `/healthz`, `/readyz`, `/`, 404, 405) never
 * touch the meter store (ruling 25); failures before an account is known are throttled per client
 * address in process memory.
 *
 * @param options - Environment, stores, flag, plan overrides, clock, key prefix, hooks, CORS.
 * @returns `{ fetch }`.
 * @example
 * const gateway = createGateway({ environment: 'test', stores: createMemoryStores() });
 * Deno.serve(gateway.fetch);
 */
export function createGateway(options: GatewayOptions): Gateway {
  const { stores } = options;
  const now = options.now ?? Date.now;
  const keyPrefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  const plans = resolvePlans(options.plans);
  const addressLimit = plans['free']?.per_minute ?? DEFAULT_PLANS.free.per_minute;
  const throttle = options.addressThrottle ?? createAddressThrottle();
  const cors = options.cors === undefined ? undefined : createCors(options.cors);
  const aborts = clientAbortReporter(options.onClientAbort);
  const isEnabled = (): boolean => (typeof options.enabled === 'function' ? options.enabled() : options.enabled ?? true);
  const utcDate = utcDateFormatter();
  const keyHashes = new Map<string, string>();
  const meter = createAccountMeter(stores.meters);
  const create = options.createResponse ?? standardResponse;
  const errorResponse = (requestId: string, code: ErrorCode, message: string, state: MeterState, extra: Readonly<Record<string, string>> = {}): Response =>
    buildErrorResponse(requestId, code, redactKeys(message, keyPrefix), state, extra, create);
  const successResponse = (requestId: string, data: unknown, state: MeterState): Response => buildSuccessResponse(requestId, data, state, create);
  const report = (error: unknown, requestId: string): void => {
    try {
      options.onError?.(error, requestId);
    } catch {
      // A failing error hook must not turn an answer into a crash.
    }
  };

  const addressMeter = (count: number): MeterState => ({ rateLimit: addressLimit, rateRemaining: addressLimit - count, quotaLimit: 0, quotaRemaining: 0 });

  /** Headers for a response that consumes nothing: the address window as it stands (process memory, no store). */
  const peekAddress = (address: string, time: number): MeterState => addressMeter(throttle.peek(address, time));

  /** A failure before an account is known: throttled and counted per client address (rulings 19, 25). */
  const preAuthFailure = (requestId: string, address: string, time: number, code: ErrorCode, message: string): Response => {
    const verdict = throttle.consume(address, addressLimit, time);
    const state = addressMeter(verdict.count);
    if (!verdict.allowed) {
      return errorResponse(requestId, 'RATE_LIMIT_EXCEEDED', 'Too many failed requests from this address in this minute; retry after the window', state, {
        'retry-after': String(retryAfterSeconds(verdict.resetsAt, time)),
      });
    }
    return errorResponse(requestId, code, message, state);
  };

  /** Authenticates; a failure is answered here (throttled per address), a success gives the account and plan. */
  const authorize = async (request: Request, url: RequestTarget, requestId: string, address: string, time: number): Promise<Response | Caller> => {
    const auth = await authenticate(request, url, { environment: options.environment, keyPrefix, stores, now: time, keyHashes });
    if (!auth.ok) return preAuthFailure(requestId, address, time, auth.code, auth.message);
    const plan = plans[auth.account.plan];
    if (plan === undefined) throw new Error(`account ${auth.account.id} has an unknown plan`);
    return { account: auth.account, plan, keySha256: auth.keySha256 };
  };

  /** Records one metered call in the account's history (nothing on a plan without history); a failed write is reported, never fatal. */
  const recordCall = async (caller: Caller, requestId: string, time: number, operation: string, via: HistoryEntry['via'], status: number, code: string | null): Promise<void> => {
    const history = stores.history;
    const retentionMs = caller.plan.history_days * DAY_MS;
    if (history === undefined || !(retentionMs > 0)) return;
    const finished = now();
    const entry: HistoryEntry = {
      request_id: requestId,
      time: new Date(time).toISOString(),
      operation,
      via,
      status,
      code,
      duration_ms: Math.max(0, finished - time),
      key: caller.keySha256.slice(0, HISTORY_KEY_DIGITS),
    };
    try {
      await history.record(caller.account.id, entry, retentionMs, finished);
    } catch (error) {
      report(error, requestId);
    }
  };

  /** A body that could not be read (ruling 24): the client is gone or sent what the runtime refused; a 400 no one may read, reported as an abort. */
  const unreadable = (requestId: string, error: unknown, state: MeterState): Response => {
    aborts.report(requestId, error, now());
    return errorResponse(requestId, 'INVALID_REQUEST', 'The request body could not be read (the connection closed early or its transfer encoding is not supported)', state);
  };

  const calendarsOf = (caller: Caller): ((id: string) => ReturnType<GatewayStores['calendars']['findCalendar']>) | undefined => {
    const account: Account = caller.account;
    return account.features.includes('business_calendars') ? (id: string) => stores.calendars.findCalendar(account.id, id) : undefined;
  };

  const serveOperation = async (request: Request, caller: Caller, name: string, requestId: string, time: number): Promise<Response> => {
    const metered = await meter.call(caller, time);
    const { meter: state } = metered;
    if (!metered.allowed) return errorResponse(requestId, metered.code, metered.message, state, { 'retry-after': metered.retryAfter });

    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === 'unreadable') {
        await recordCall(caller, requestId, time, name, 'api', 400, 'INVALID_REQUEST');
        return unreadable(requestId, body.error, state);
      }
      await recordCall(caller, requestId, time, name, 'api', 413, 'PAYLOAD_TOO_LARGE');
      return errorResponse(requestId, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${MAX_BODY_BYTES} bytes`, state);
    }
    const parsed = parseJsonBody(body.text);
    if (!parsed.ok) {
      await recordCall(caller, requestId, time, name, 'api', 400, 'INVALID_JSON');
      return errorResponse(requestId, 'INVALID_JSON', parsed.error.message, state);
    }

    const calendars = calendarsOf(caller);
    const result = await execute(name, parsed.value, { today: utcDate(time), ...(calendars === undefined ? {} : { calendars }) });
    await recordCall(caller, requestId, time, name, 'api', result.status, result.ok ? null : result.error.code);
    return result.ok ? successResponse(requestId, result.data, state) : errorResponse(requestId, result.error.code, result.error.message, state);
  };

  const servePublic = createPublicRoutes({ create, keyPrefix, stores, errorResponse, successResponse });
  const serveMcp = createMcpRoute({ create, keyPrefix, meter, today: utcDate, calendarsOf, errorResponse, recordCall, unreadable });

  const handle = async (request: Request, info: RequestInfo | undefined, requestId: string): Promise<Response> => {
    const time = now();
    const address = info?.clientAddress ?? 'unknown';
    const url = requestTarget(request.url);
    const target = route(url.pathname);
    const notFound = (): Response =>
      errorResponse(requestId, 'NOT_FOUND', `No operation at ${echoSafely(url.pathname, keyPrefix)}; operations are POST ${API_BASE_PATH}/<operation>`, peekAddress(address, time));
    switch (target.kind) {
      case 'not_found':
        return notFound();
      case 'operation':
      case 'mcp':
        break;
      case 'root':
      case 'favicon':
        // Only GET and HEAD make these routes; any other method on them is an unknown path, as before.
        return request.method === 'GET' || request.method === 'HEAD' ? servePublic(target, request, url.pathname, requestId, peekAddress(address, time)) : notFound();
      default:
        return servePublic(target, request, url.pathname, requestId, peekAddress(address, time));
    }
    if (request.method !== 'POST') {
      return errorResponse(requestId, 'METHOD_NOT_ALLOWED', `${url.pathname} accepts POST only`, peekAddress(address, time), { allow: 'POST' });
    }
    if (!isEnabled()) {
      return errorResponse(requestId, 'SERVICE_UNAVAILABLE', 'The service is not available yet (prelaunch)', peekAddress(address, time));
    }
    const caller = await authorize(request, url, requestId, address, time);
    if (caller instanceof Response) return caller;
    return target.kind === 'mcp' ? serveMcp(request, caller, requestId, time) : serveOperation(request, caller, target.name, requestId, time);
  };

  /** The catch-all: a store outage is 503, anything else a bare 500; both through the host's factory, so its log sees the request id. */
  const failure = (error: unknown, requestId: string): Response => {
    report(error, requestId);
    const [code, message, extra]: [ErrorCode, string, Record<string, string>] = isStoreUnavailable(error)
      ? ['SERVICE_UNAVAILABLE', 'The service cannot reach its metering store; retry shortly', { 'retry-after': '1' }]
      : ['INTERNAL_ERROR', 'The request failed unexpectedly', {}];
    try {
      return buildErrorResponse(requestId, code, message, NO_METER, extra, create);
    } catch {
      return buildErrorResponse(requestId, code, message, NO_METER, extra, standardResponse);
    }
  };

  /** A CORS preflight (only with `cors`): no key, no store, no count. */
  const preflight = (request: Request, pathname: string, requestId: string, info: RequestInfo | undefined): Response | undefined => {
    if (cors === undefined || !cors.isPreflight(request, pathname)) return undefined;
    const state = peekAddress(info?.clientAddress ?? 'unknown', now());
    const { 'content-type': _json, ...headers } = gatewayHeaders(requestId, state, cors.preflightHeaders(request, pathname));
    return create(null, { status: 204, headers });
  };

  const withCors = (request: Request, response: Response): Response => {
    const headers = cors?.responseHeaders(request);
    if (headers === undefined) return response;
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'vary' && response.headers.has('vary')) response.headers.append('vary', value);
      else response.headers.set(name, value);
    }
    return response;
  };

  return {
    fetch: async (request, info) => {
      const requestId = createRequestId();
      let response: Response;
      try {
        if (cors !== undefined && request.method === 'OPTIONS') {
          const answer = preflight(request, requestTarget(request.url).pathname, requestId, info);
          if (answer !== undefined) return answer;
        }
        response = await handle(request, info, requestId);
      } catch (error) {
        response = failure(error, requestId);
      }
      return cors === undefined ? response : withCors(request, response);
    },
  };
}
