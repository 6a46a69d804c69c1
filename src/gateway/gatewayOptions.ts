import type { Environment, PlanLimits, PlanName } from '../protocol/wire.ts';
import type { AddressThrottle } from './addressThrottle.ts';
import type { ClientAbortEvent } from './clientAbort.ts';
import type { CorsOptions } from './cors.ts';
import type { ResponseFactory } from './responses.ts';
import type { GatewayStores } from '../stores/stores.ts';

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
   * the aborts held back (docs/decisions.md#client-aborts).
   */
  readonly onClientAbort?: (event: ClientAbortEvent) => void;
  /**
   * The per-address throttle of failures before an account is known (docs/decisions.md#routes-without-a-key); default a
   * fresh in-memory one. Pass one to keep its counts across gateways (a config reload).
   */
  readonly addressThrottle?: AddressThrottle;
  /**
   * Called with a key's SHA-256 after `POST /api/v1/account/keys/{id}/revoke` revoked it in
   * `stores.keyState`, and awaited before the answer: `daycalc serve` without Redis rewrites its
   * config file here, so every process reading it (and a restart) applies the revocation. A failure
   * goes to `onError`; the revocation stands in this gateway's `keyState`.
   */
  readonly onKeyRevoked?: (sha256: string) => void | Promise<void>;
  /** As `onKeyRevoked`, for a key named through `POST /api/v1/account/keys/{id}/rename`. */
  readonly onKeyRenamed?: (sha256: string, name: string) => void | Promise<void>;
  /** Opt-in CORS for browser pages on other origins; without it no CORS header is sent. */
  readonly cors?: CorsOptions;
}

/** What a runtime passes beside the request. */
export interface RequestInfo {
  /** The client's address, for throttling failures before an account is known. */
  readonly clientAddress?: string;
  /**
   * Aborts when the client has gone (it hung up): what `request.signal` says, given by a host that
   * has it for less (`daycalc serve`: one signal per connection, where Node's `request.signal` builds
   * an AbortController per request). Without it the gateway reads `request.signal` when it needs one.
   */
  readonly signal?: AbortSignal;
}

/** A web-standard handler: `fetch(request, info?) => Promise<Response>`, safe to pass unbound. */
export interface Gateway {
  readonly fetch: (request: Request, info?: RequestInfo) => Promise<Response>;
}
