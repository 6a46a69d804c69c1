import { getOperation } from '../catalog.ts';
import type { ErrorCode } from '../errors.ts';
import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument.ts';
import { execute } from '../requests/execute.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';
import { authenticate } from './authenticate.ts';
import { meterWindows, retryAfterSeconds } from './meterWindows.ts';
import {
  API_BASE_PATH,
  DEFAULT_KEY_PREFIX,
  DEFAULT_PLANS,
  MAX_BODY_BYTES,
  OPENAPI_PATHS,
  type Environment,
  type PlanLimits,
  type PlanName,
} from './protocol.ts';
import { readLimitedBody } from './readLimitedBody.ts';
import { createRequestId } from './requestId.ts';
import { errorResponse as buildErrorResponse, gatewayHeaders, standardResponse, successResponse as buildSuccessResponse, type MeterState, type ResponseFactory } from './responses.ts';
import type { Account, GatewayStores, MeterCounter } from './stores.ts';

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
  /** Called with every unexpected exception (the response is a bare 500 `INTERNAL_ERROR`). */
  readonly onError?: (error: unknown, requestId: string) => void;
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

type Route =
  | { readonly kind: 'operation'; readonly name: string }
  | { readonly kind: 'openapi' }
  | { readonly kind: 'not_found' };

function route(pathname: string): Route {
  if ((OPENAPI_PATHS as readonly string[]).includes(pathname)) return { kind: 'openapi' };
  const prefix = `${API_BASE_PATH}/`;
  if (pathname.startsWith(prefix)) {
    const name = pathname.slice(prefix.length);
    if (getOperation(name) !== undefined) return { kind: 'operation', name };
  }
  return { kind: 'not_found' };
}

const DAY_MS = 86_400_000;

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
 * limit, JSON, validation and the calculation. Every response carries the six headers.
 *
 * @param options - Environment, stores, flag, plan overrides, clock, key prefix, error hook.
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
  const isEnabled = (): boolean => (typeof options.enabled === 'function' ? options.enabled() : options.enabled ?? true);
  let openApiText: string | undefined;
  const utcDate = utcDateFormatter();
  const create = options.createResponse ?? standardResponse;
  const errorResponse = (requestId: string, code: ErrorCode, message: string, meter: MeterState, extra: Readonly<Record<string, string>> = {}): Response =>
    buildErrorResponse(requestId, code, message, meter, extra, create);
  const successResponse = (requestId: string, data: unknown, meter: MeterState): Response => buildSuccessResponse(requestId, data, meter, create);

  const addressCounter = (address: string, time: number): MeterCounter => {
    const windows = meterWindows(time);
    return { key: `addr:${address}:minute:${windows.minute}`, limit: addressLimit, resetsAt: windows.minuteEndsAt };
  };

  const addressMeter = (count: number): MeterState => ({
    rateLimit: addressLimit,
    rateRemaining: addressLimit - count,
    quotaLimit: 0,
    quotaRemaining: 0,
  });

  /** Headers for a response that consumes nothing: the address window as it stands. */
  const peekAddress = async (address: string, time: number): Promise<MeterState> => {
    const [count = 0] = await stores.meters.peek([addressCounter(address, time)], time);
    return addressMeter(count);
  };

  /** A failure before an account is known: throttled and counted per client address (ruling 19). */
  const preAuthFailure = async (requestId: string, address: string, time: number, code: ErrorCode, message: string): Promise<Response> => {
    const counter = addressCounter(address, time);
    const outcome = await stores.meters.consume([counter], time);
    const meter = addressMeter(outcome.counts[0] ?? addressLimit);
    if (!outcome.allowed) {
      return errorResponse(requestId, 'RATE_LIMIT_EXCEEDED', 'Too many failed requests from this address in this minute; retry after the window', meter, {
        'retry-after': String(retryAfterSeconds(counter.resetsAt, time)),
      });
    }
    return errorResponse(requestId, code, message, meter);
  };

  const serveOperation = async (request: Request, url: URL, name: string, requestId: string, address: string, time: number): Promise<Response> => {
    const auth = await authenticate(request, url, { environment: options.environment, keyPrefix, stores, now: time });
    if (!auth.ok) return preAuthFailure(requestId, address, time, auth.code, auth.message);
    const account: Account = auth.account;
    const plan = plans[account.plan];
    if (plan === undefined) throw new Error(`account ${account.id} has an unknown plan`);

    const windows = meterWindows(time);
    const counters: MeterCounter[] = [
      { key: `acct:${account.id}:minute:${windows.minute}`, limit: plan.per_minute, resetsAt: windows.minuteEndsAt },
      { key: `acct:${account.id}:month:${windows.month}`, limit: plan.per_month, resetsAt: windows.monthEndsAt },
    ];
    const outcome = await stores.meters.consume(counters, time);
    const [minuteCount = 0, monthCount = 0] = outcome.counts;
    const meter: MeterState = {
      rateLimit: plan.per_minute,
      rateRemaining: plan.per_minute - minuteCount,
      quotaLimit: plan.per_month,
      quotaRemaining: plan.per_month - monthCount,
    };
    if (!outcome.allowed) {
      const minuteExhausted = outcome.exhausted === 0;
      const retryAfter = retryAfterSeconds(minuteExhausted ? windows.minuteEndsAt : windows.monthEndsAt, time);
      return minuteExhausted
        ? errorResponse(requestId, 'RATE_LIMIT_EXCEEDED', `The per-minute limit of ${plan.per_minute} requests for this account is used up`, meter, { 'retry-after': String(retryAfter) })
        : errorResponse(requestId, 'API_QUOTA_EXCEEDED', `The monthly quota of ${plan.per_month} requests for this account is used up`, meter, { 'retry-after': String(retryAfter) });
    }

    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (!body.ok) return errorResponse(requestId, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${MAX_BODY_BYTES} bytes`, meter);
    const parsed = parseJsonBody(body.text);
    if (!parsed.ok) return errorResponse(requestId, 'INVALID_JSON', parsed.error.message, meter);

    const calendars = account.features.includes('business_calendars')
      ? (id: string) => stores.calendars.findCalendar(account.id, id)
      : undefined;
    const result = await execute(name, parsed.value, { today: utcDate(time), ...(calendars === undefined ? {} : { calendars }) });
    return result.ok ? successResponse(requestId, result.data, meter) : errorResponse(requestId, result.error.code, result.error.message, meter);
  };

  const handle = async (request: Request, info: RequestInfo | undefined, requestId: string): Promise<Response> => {
    const time = now();
    const address = info?.clientAddress ?? 'unknown';
    const url = new URL(request.url);
    const target = route(url.pathname);
    if (target.kind === 'not_found') {
      return errorResponse(requestId, 'NOT_FOUND', `No operation at ${url.pathname}; operations are POST ${API_BASE_PATH}/<operation>`, await peekAddress(address, time));
    }
    if (target.kind === 'openapi') {
      const meter = await peekAddress(address, time);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return errorResponse(requestId, 'METHOD_NOT_ALLOWED', `${url.pathname} accepts GET only`, meter, { allow: 'GET, HEAD' });
      }
      openApiText ??= JSON.stringify(buildOpenApiDocument({ keyPrefix }));
      return create(request.method === 'HEAD' ? null : openApiText, { status: 200, headers: gatewayHeaders(requestId, meter) });
    }
    if (request.method !== 'POST') {
      return errorResponse(requestId, 'METHOD_NOT_ALLOWED', `${url.pathname} accepts POST only`, await peekAddress(address, time), { allow: 'POST' });
    }
    if (!isEnabled()) {
      return errorResponse(requestId, 'SERVICE_UNAVAILABLE', 'The service is not available yet (prelaunch)', await peekAddress(address, time));
    }
    return serveOperation(request, url, target.name, requestId, address, time);
  };

  return {
    fetch: async (request, info) => {
      const requestId = createRequestId();
      try {
        return await handle(request, info, requestId);
      } catch (error) {
        try {
          options.onError?.(error, requestId);
        } catch {
          // A failing error hook must not turn a 500 into a crash.
        }
        const meter: MeterState = { rateLimit: 0, rateRemaining: 0, quotaLimit: 0, quotaRemaining: 0 };
        return buildErrorResponse(requestId, 'INTERNAL_ERROR', 'The request failed unexpectedly', meter, {}, standardResponse);
      }
    },
  };
}
