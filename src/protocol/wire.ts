/**
 * The wire-level facts of the HTTP API that the gateway, the OpenAPI document, the MCP server and
 * the conformance kit share: version, paths, headers, plans and limits of the spec (docs/decisions.md#limits,
 * docs/decisions.md#keys, docs/decisions.md#metering). Pure data; the redaction facts come from the core's
 * `redaction.ts`, which messages use.
 */
import { SECRET_TAIL_PATTERN } from '../redaction.ts';

/** The API version of the spec's Versioning section, carried in the path, `x-api-version` and `meta.api_version`. */
export const API_VERSION = 'v1';

/** `{base_url}`'s path: every operation is `POST /api/v1/<operation>`. */
export const API_BASE_PATH = '/api/v1';

/** The paths that serve the OpenAPI document (docs/decisions.md#routes-without-a-key): no key, never metered. */
export const OPENAPI_PATHS = ['/openapi.json', '/api/v1/openapi.json'] as const;

/** The MCP Streamable HTTP endpoint (stateless, authenticated like the operations). */
export const MCP_PATH = '/mcp';

/** The browser playground (no key needed to load it; its calls are ordinary, metered API calls). */
export const PLAYGROUND_PATH = '/playground';

/** Liveness (`GET /healthz`): 200 while the process answers; no key, never metered, no store. */
export const HEALTHZ_PATH = '/healthz';

/** Readiness (`GET /readyz`): 200 when the stores answer, 503 when not; no key, never metered. */
export const READYZ_PATH = '/readyz';

/** The largest accepted request body in bytes (16 KiB); one byte more is 413 `PAYLOAD_TOO_LARGE`. */
export const MAX_BODY_BYTES = 16_384;

/** The six headers on every response, success or error (spec "Response headers", docs/decisions.md#metering). */
export const RESPONSE_HEADER_NAMES = [
  'x-request-id',
  'x-api-version',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-quota-limit',
  'x-quota-remaining',
] as const;

/** One of the six response headers. */
export type ResponseHeaderName = (typeof RESPONSE_HEADER_NAMES)[number];

/** The service word that starts every key: `daycalc_live_<secret>` / `daycalc_test_<secret>` (docs/decisions.md#keys). */
export const DEFAULT_KEY_PREFIX = 'daycalc';

/** What replaces key-shaped text wherever text is echoed: error messages, history entries, logs. */
export { REDACTED } from '../redaction.ts';

/**
 * What follows the service word in a key, as a regular expression source: `_live_` or `_test_` and
 * the secret's first character (docs/decisions.md#keys). The gateway looks for `<prefix>` and this; the core,
 * which knows no prefix, for any letter or digit and this.
 */
export const KEY_ENVIRONMENT_PATTERN = SECRET_TAIL_PATTERN;

/** The environment a gateway runs in; a key carries it in its prefix. */
export type Environment = 'live' | 'test';

/** A plan's limits: requests per UTC minute and per UTC calendar month, how many keys an account may hold, and how long its request history is kept. */
export interface PlanLimits {
  readonly per_minute: number;
  readonly per_month: number;
  readonly max_keys: number;
  /** Days of request history kept; 0 keeps none. */
  readonly history_days: number;
}

/** The spec's plans (Limits table). */
export type PlanName = 'free' | 'pro' | 'business';

/** The spec's plan limits: free 30/min 500/month 1 key no history, pro 120/10,000/1/30 days, business 600/100,000/5/90 days. */
export const DEFAULT_PLANS: Readonly<Record<PlanName, PlanLimits>> = {
  free: { per_minute: 30, per_month: 500, max_keys: 1, history_days: 0 },
  pro: { per_minute: 120, per_month: 10_000, max_keys: 1, history_days: 30 },
  business: { per_minute: 600, per_month: 100_000, max_keys: 5, history_days: 90 },
};

/** One day in milliseconds (history retention is counted in whole days). */
export const DAY_MS = 86_400_000;

/** Account features; `business_calendars` lets an account use saved Business Calendars. */
export const FEATURES = ['business_calendars'] as const;

/** An account feature. */
export type Feature = (typeof FEATURES)[number];

/** The request id format: `req_` and 32 lowercase hex digits. */
export const REQUEST_ID_PATTERN = /^req_[0-9a-f]{32}$/;

/** The most request-history entries a store keeps per account (the oldest go first beyond it). */
export const HISTORY_MAX_ENTRIES_PER_ACCOUNT = 100_000;

/** The account dashboard page (no key needed to load it; its calls are ordinary account calls). */
export const DASHBOARD_PATH = '/dashboard';

/** The account endpoints (docs/decisions.md#account-endpoints): `GET /api/v1/account`, `/account/history`, `/account/keys`, `POST /account/keys/{id}/revoke`. */
export const ACCOUNT_PATH = '/api/v1/account';

/** Saved-calendar management (docs/decisions.md#account-endpoints): `GET/POST /api/v1/calendars`, `GET/PUT/DELETE /api/v1/calendars/{id}`. */
export const CALENDARS_PATH = '/api/v1/calendars';

/** The largest accepted body of a saved-calendar `POST`/`PUT` in bytes (128 KiB); one byte more is 413. */
export const MAX_CALENDAR_BODY_BYTES = 131_072;

/** The most saved calendars an account may manage through the API. */
export const MAX_CALENDARS_PER_ACCOUNT = 100;

/**
 * The limits of a saved calendar, the same for the API, the config file, the stores and a library
 * lookup (the core's `calendars/savedCalendarLimits.ts`), under the API's names: the most custom
 * holidays, the most excluded dates and the longest name in characters.
 */
export {
  SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS as MAX_CALENDAR_CUSTOM_HOLIDAYS,
  SAVED_CALENDAR_MAX_EXCLUDED_DATES as MAX_CALENDAR_EXCLUDED_DATES,
  SAVED_CALENDAR_MAX_NAME_LENGTH as MAX_CALENDAR_NAME_LENGTH,
} from '../calendars/savedCalendarLimits.ts';

/** The request-history page size: default and most (`GET /api/v1/account/history?limit=`). */
export const HISTORY_PAGE_DEFAULT = 20;
export const HISTORY_PAGE_MAX = 100;

/** How many hex digits of a key's SHA-256 make its public id (`POST /api/v1/account/keys/{id}/revoke`). */
export const KEY_ID_DIGITS = 12;

/** The most characters (code points, once trimmed) in a key's name (`keyNameProblem`). */
export const KEY_NAME_MAX_LENGTH = 64;

/** The read-only MCP tools of the caller's account (over `/mcp` only; metered like the account endpoints: per minute, no monthly count, no history). */
export const ACCOUNT_TOOL_NAMES = ['account_usage', 'account_history'] as const;
