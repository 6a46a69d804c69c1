import { getOperation } from '../catalog.ts';
import type { ErrorCode } from '../errors.ts';
import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument.ts';
import { execute } from '../requests/execute.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';
import { authenticate } from './authenticate.ts';
import { meterWindows, MINUTE_MS, retryAfterSeconds, type MeterWindows } from './meterWindows.ts';
import {
  API_BASE_PATH,
  DAY_MS,
  DEFAULT_KEY_PREFIX,
  DEFAULT_PLANS,
  MAX_BODY_BYTES,
  MCP_PATH,
  OPENAPI_PATHS,
  PLAYGROUND_PATH,
  type Environment,
  type PlanLimits,
  type PlanName,
} from './protocol.ts';
import { readLimitedBody } from './readLimitedBody.ts';
import { requestTarget, type RequestTarget } from './requestTarget.ts';
import { createRequestId } from './requestId.ts';
import { errorResponse as buildErrorResponse, gatewayHeaders, standardResponse, successResponse as buildSuccessResponse, type MeterState, type ResponseFactory } from './responses.ts';
import { isStoreUnavailable } from './storeUnavailableError.ts';
import type { Account, GatewayStores, HistoryEntry, MeterCounter } from './stores.ts';

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
  | { readonly kind: 'mcp' }
  | { readonly kind: 'playground' }
  | { readonly kind: 'not_found' };

/** The JSON-RPC error code of a `tools/call` over the limit (implementation-defined server error range). */
export const MCP_LIMIT_ERROR = -32029;

/** The authenticated caller: its account, the plan's limits and the key's SHA-256. */
interface Caller {
  readonly account: Account;
  readonly plan: PlanLimits;
  readonly keySha256: string;
}

/** How many hex digits of a key's SHA-256 identify it in the request history. */
const HISTORY_KEY_DIGITS = 12;

/** The outcome of metering one call. */
type Metered =
  | { readonly allowed: true; readonly meter: MeterState }
  | { readonly allowed: false; readonly meter: MeterState; readonly code: ErrorCode; readonly message: string; readonly retryAfter: string };

function route(pathname: string): Route {
  if ((OPENAPI_PATHS as readonly string[]).includes(pathname)) return { kind: 'openapi' };
  if (pathname === MCP_PATH) return { kind: 'mcp' };
  if (pathname === PLAYGROUND_PATH) return { kind: 'playground' };
  const prefix = `${API_BASE_PATH}/`;
  if (pathname.startsWith(prefix)) {
    const name = pathname.slice(prefix.length);
    if (getOperation(name) !== undefined) return { kind: 'operation', name };
  }
  return { kind: 'not_found' };
}

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
  let playgroundText: string | undefined;
  const utcDate = utcDateFormatter();
  const keyHashes = new Map<string, string>();
  // Both windows change only when the minute does (a month starts on a minute), so one minute's are reused.
  let lastWindows: MeterWindows | undefined;
  const windowsAt = (time: number): MeterWindows => {
    if (lastWindows === undefined || time < lastWindows.minuteEndsAt - MINUTE_MS || time >= lastWindows.minuteEndsAt) lastWindows = meterWindows(time);
    return lastWindows;
  };
  const create = options.createResponse ?? standardResponse;
  const errorResponse = (requestId: string, code: ErrorCode, message: string, meter: MeterState, extra: Readonly<Record<string, string>> = {}): Response =>
    buildErrorResponse(requestId, code, message, meter, extra, create);
  const successResponse = (requestId: string, data: unknown, meter: MeterState): Response => buildSuccessResponse(requestId, data, meter, create);
  const report = (error: unknown, requestId: string): void => {
    try {
      options.onError?.(error, requestId);
    } catch {
      // A failing error hook must not turn an answer into a crash.
    }
  };

  const addressCounter = (address: string, time: number): MeterCounter => {
    const windows = windowsAt(time);
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

  /** The account's two windows, as counters of its plan. */
  const accountCounters = (account: Account, plan: PlanLimits, time: number): { counters: MeterCounter[]; windows: MeterWindows } => {
    const windows = windowsAt(time);
    const counters: MeterCounter[] = [
      { key: `acct:${account.id}:minute:${windows.minute}`, limit: plan.per_minute, resetsAt: windows.minuteEndsAt },
      { key: `acct:${account.id}:month:${windows.month}`, limit: plan.per_month, resetsAt: windows.monthEndsAt },
    ];
    return { counters, windows };
  };

  const accountMeter = (plan: PlanLimits, counts: readonly number[]): MeterState => ({
    rateLimit: plan.per_minute,
    rateRemaining: plan.per_minute - (counts[0] ?? 0),
    quotaLimit: plan.per_month,
    quotaRemaining: plan.per_month - (counts[1] ?? 0),
  });

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

  /** Counts one call against the account's minute and month (atomically, both or neither). */
  const meterCall = async (caller: Caller, time: number): Promise<Metered> => {
    const { counters, windows } = accountCounters(caller.account, caller.plan, time);
    const outcome = await stores.meters.consume(counters, time);
    const meter = accountMeter(caller.plan, outcome.counts);
    if (outcome.allowed) return { allowed: true, meter };
    const minuteExhausted = outcome.exhausted === 0;
    return {
      allowed: false,
      meter,
      code: minuteExhausted ? 'RATE_LIMIT_EXCEEDED' : 'API_QUOTA_EXCEEDED',
      message: minuteExhausted
        ? `The per-minute limit of ${caller.plan.per_minute} requests for this account is used up`
        : `The monthly quota of ${caller.plan.per_month} requests for this account is used up`,
      retryAfter: String(retryAfterSeconds(minuteExhausted ? windows.minuteEndsAt : windows.monthEndsAt, time)),
    };
  };

  /** Reads the account's windows without counting (for MCP messages that are not tool calls). */
  const peekCaller = async (caller: Caller, time: number): Promise<MeterState> =>
    accountMeter(caller.plan, await stores.meters.peek(accountCounters(caller.account, caller.plan, time).counters, time));

  const calendarsOf = (account: Account): ((id: string) => ReturnType<GatewayStores['calendars']['findCalendar']>) | undefined =>
    account.features.includes('business_calendars') ? (id: string) => stores.calendars.findCalendar(account.id, id) : undefined;

  const serveOperation = async (request: Request, url: RequestTarget, name: string, requestId: string, address: string, time: number): Promise<Response> => {
    const caller = await authorize(request, url, requestId, address, time);
    if (caller instanceof Response) return caller;
    const metered = await meterCall(caller, time);
    const { meter } = metered;
    if (!metered.allowed) return errorResponse(requestId, metered.code, metered.message, meter, { 'retry-after': metered.retryAfter });

    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (!body.ok) {
      await recordCall(caller, requestId, time, name, 'api', 413, 'PAYLOAD_TOO_LARGE');
      return errorResponse(requestId, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${MAX_BODY_BYTES} bytes`, meter);
    }
    const parsed = parseJsonBody(body.text);
    if (!parsed.ok) {
      await recordCall(caller, requestId, time, name, 'api', 400, 'INVALID_JSON');
      return errorResponse(requestId, 'INVALID_JSON', parsed.error.message, meter);
    }

    const calendars = calendarsOf(caller.account);
    const result = await execute(name, parsed.value, { today: utcDate(time), ...(calendars === undefined ? {} : { calendars }) });
    await recordCall(caller, requestId, time, name, 'api', result.status, result.ok ? null : result.error.code);
    return result.ok ? successResponse(requestId, result.data, meter) : errorResponse(requestId, result.error.code, result.error.message, meter);
  };

  /** A JSON-RPC error answer on the MCP endpoint, with the gateway's headers. */
  const jsonRpcError = (requestId: string, status: number, id: unknown, code: number, message: string, meter: MeterState, data?: Record<string, unknown>, extra: Record<string, string> = {}): Response =>
    create(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data === undefined ? {} : { data }) } }), {
      status,
      headers: gatewayHeaders(requestId, meter, extra),
    });

  /**
   * `POST /mcp`: MCP over Streamable HTTP (stateless), with the same keys and rejections as the
   * operations. Each `tools/call` is metered on the account's one minute and month counter, like a
   * REST call; `initialize`, `tools/list` and notifications are not.
   */
  const serveMcp = async (request: Request, url: RequestTarget, requestId: string, address: string, time: number): Promise<Response> => {
    const caller = await authorize(request, url, requestId, address, time);
    if (caller instanceof Response) return caller;
    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (!body.ok) return errorResponse(requestId, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${MAX_BODY_BYTES} bytes`, await peekCaller(caller, time));
    const parsed = parseJsonBody(body.text);
    if (!parsed.ok) return jsonRpcError(requestId, 400, null, -32700, 'Parse error: the body is not JSON', await peekCaller(caller, time));
    const message = parsed.value as { method?: unknown; id?: unknown } | unknown[];
    if (Array.isArray(message)) {
      return jsonRpcError(requestId, 400, null, -32600, 'Invalid request: JSON-RPC batches are not accepted; send one message per request', await peekCaller(caller, time));
    }
    let meter: MeterState;
    const toolCall = typeof message === 'object' && message !== null && message.method === 'tools/call';
    if (toolCall) {
      const metered = await meterCall(caller, time);
      meter = metered.meter;
      if (!metered.allowed) {
        return jsonRpcError(requestId, 429, message.id, MCP_LIMIT_ERROR, metered.message, meter, { code: metered.code, request_id: requestId }, { 'retry-after': metered.retryAfter });
      }
    } else {
      meter = await peekCaller(caller, time);
    }
    const { handleMcpHttp } = await import('../mcp/handleMcpHttp.ts');
    const calendars = calendarsOf(caller.account);
    let outcome: { tool: string; status: number; code: string | null } | undefined;
    const answer = await handleMcpHttp(request, parsed.value, {
      today: () => utcDate(time),
      onToolResult: (tool, result) => {
        outcome = { tool, status: result.status, code: result.ok ? null : result.error.code };
      },
      ...(calendars === undefined ? {} : { calendars }),
    });
    if (toolCall) {
      // A tools/call the SDK rejected before any tool ran (no tool name, bad params) is an invalid request.
      const params = (message as { params?: { name?: unknown } }).params;
      outcome ??= { tool: typeof params?.name === 'string' ? params.name : '', status: 400, code: 'INVALID_REQUEST' };
      await recordCall(caller, requestId, time, outcome.tool, 'mcp', outcome.status, outcome.code);
    }
    return create(answer.body, { status: answer.status, headers: { ...answer.headers, ...gatewayHeaders(requestId, meter, answer.headers['content-type'] === undefined ? {} : { 'content-type': answer.headers['content-type'] }) } });
  };

  const handle = async (request: Request, info: RequestInfo | undefined, requestId: string): Promise<Response> => {
    const time = now();
    const address = info?.clientAddress ?? 'unknown';
    const url = requestTarget(request.url);
    const target = route(url.pathname);
    if (target.kind === 'not_found') {
      return errorResponse(requestId, 'NOT_FOUND', `No operation at ${url.pathname}; operations are POST ${API_BASE_PATH}/<operation>`, await peekAddress(address, time));
    }
    if (target.kind === 'playground') {
      const meter = await peekAddress(address, time);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return errorResponse(requestId, 'METHOD_NOT_ALLOWED', `${url.pathname} accepts GET only`, meter, { allow: 'GET, HEAD' });
      }
      const { playgroundHtml, PLAYGROUND_CSP } = await import('../playground/playgroundPage.ts');
      playgroundText ??= playgroundHtml();
      const headers = gatewayHeaders(requestId, meter, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': PLAYGROUND_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      return create(request.method === 'HEAD' ? null : playgroundText, { status: 200, headers });
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
    return target.kind === 'mcp' ? serveMcp(request, url, requestId, address, time) : serveOperation(request, url, target.name, requestId, address, time);
  };

  return {
    fetch: async (request, info) => {
      const requestId = createRequestId();
      try {
        return await handle(request, info, requestId);
      } catch (error) {
        report(error, requestId);
        const meter: MeterState = { rateLimit: 0, rateRemaining: 0, quotaLimit: 0, quotaRemaining: 0 };
        if (isStoreUnavailable(error)) {
          return buildErrorResponse(requestId, 'SERVICE_UNAVAILABLE', 'The service cannot reach its metering store; retry shortly', meter, { 'retry-after': '1' }, create);
        }
        return buildErrorResponse(requestId, 'INTERNAL_ERROR', 'The request failed unexpectedly', meter, {}, standardResponse);
      }
    },
  };
}
