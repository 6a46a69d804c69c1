/**
 * `daycalc/gateway`: the spec's HTTP service as a web-standard `fetch` handler, with in-memory
 * stores, key helpers and the config loader. Imports nothing from `node:*`. The wire facts (paths,
 * headers, plans, the status of every code) and the request layer are `daycalc/protocol`.
 */
import { createGatewayCore } from './createGatewayCore.ts';
import type { Gateway, GatewayOptions } from './gatewayOptions.ts';
import { createMcpHandler } from './mcpHandler.ts';
import { createPlaygroundHandler } from './playgroundHandler.ts';

export type { Gateway, GatewayOptions, PlanOverrides, RequestInfo } from './gatewayOptions.ts';

// The entry is the one file of src/gateway/ that reaches up into src/mcp/, src/playground/ and
// src/dashboard/: each by dynamic import, on the first request to its route, so importing
// daycalc/gateway needs neither the MCP SDK (an optional peer dependency) nor the pages.
const mcp = createMcpHandler(async () => (await import('../mcp/handleMcpHttp.ts')).handleMcpHttp);
const playground = createPlaygroundHandler(async () => {
  const { playgroundHtml, PLAYGROUND_CSP } = await import('../playground/playgroundPage.ts');
  return { html: playgroundHtml(), csp: PLAYGROUND_CSP };
});
// The dashboard is a page like the playground (the playground's handler serves any such page).
const dashboard = createPlaygroundHandler(async () => {
  const { dashboardHtml, DASHBOARD_CSP } = await import('../dashboard/dashboardPage.ts');
  return { html: dashboardHtml(), csp: DASHBOARD_CSP };
});

/**
 * Creates the HTTP gateway of the spec as a web-standard handler that runs unchanged on Node (via
 * a fetch bridge), Deno, Bun and Cloudflare Workers. It imports nothing from `node:*`; the clock and
 * Web Crypto are its only contact with the platform.
 *
 * Checks, in the order of checks (docs/decisions.md#order-of-checks): route (404 `NOT_FOUND`, 405 `METHOD_NOT_ALLOWED`), the feature
 * flag (503), `?api_key=`, the key, the per-minute limit, the monthly quota, the 16 KiB body
 * limit, JSON, validation and the calculation. Every response carries the six headers. The paths
 * that need no key (`/openapi.json`, `/playground`, `/healthz`, `/readyz`, `/`, 404, 405) never
 * touch the meter store (docs/decisions.md#routes-without-a-key); failures before an account is known are throttled per client
 * address in process memory. The account endpoints (`/api/v1/account...`, `/api/v1/calendars...`)
 * take the key checks and the per-minute limit only (docs/decisions.md#account-endpoints). `/mcp` (MCP over Streamable HTTP),
 * `/playground` and `/dashboard` are served too: this is `createGatewayCore` with those handlers passed in.
 *
 * @param options - Environment, stores, flag, plan overrides, clock, key prefix, hooks, CORS.
 * @returns `{ fetch }`.
 * @example
 * const gateway = createGateway({ environment: 'test', stores: createMemoryStores() });
 * Deno.serve(gateway.fetch);
 */
export function createGateway(options: GatewayOptions): Gateway {
  return createGatewayCore({ ...options, handlers: { mcp, playground, dashboard } });
}

// What a host needs, one line per module: the stores' interfaces and their memory implementations,
// the config loader, the key helpers, the address throttle, readiness and key redaction. The wire
// facts and the request layer live in `daycalc/protocol`.
export type { Environment } from '../protocol/wire.ts';
export { createMemoryLookups, createMemoryStores, type ConfigLookups, type MemoryStoreData } from '../stores/memory/memoryStores.ts';
export { createAddressThrottle, type AddressThrottle, type AddressThrottleOptions, type AddressVerdict } from './addressThrottle.ts';
export { redactKeys } from '../keys/redactKeys.ts';
export type { CorsOptions } from './cors.ts';
export type { ClientAbortEvent } from './clientAbort.ts';
export { readiness, type Readiness } from './readiness.ts';
export { createMemoryMeterStore } from '../stores/memory/memoryMeterStore.ts';
export { createMemoryHistoryStore, type MemoryHistoryOptions } from '../stores/memory/memoryHistoryStore.ts';
export { createMemoryKeyStateStore } from '../stores/memory/memoryKeyStateStore.ts';
export { createMemoryManagedCalendarStore } from '../stores/memory/memoryManagedCalendarStore.ts';
export type { HistoryCursor } from '../stores/historyPage.ts';
export type { KeyStateStore, ManagedCalendar, ManagedCalendarStore } from '../stores/stores.ts';
export { StoreUnavailableError, isStoreUnavailable } from '../stores/storeUnavailableError.ts';
export { checkGatewayConfig, loadGatewayConfig, type GatewayConfig, type GatewayConfigCheck, type GatewayConfigInput, type GatewayConfigResult, type LoadedGatewayConfig, type StoreSetting } from './loadGatewayConfig.ts';
export { generateApiKey } from './apiKeys.ts';
export { sha256Hex } from '../keys/sha256Hex.ts';
export type { Account, AccountStore, CalendarStore, GatewayStores, HistoryEntry, HistoryStore, KeyStore, MaybePromise, MeterCounter, MeterOutcome, MeterStore, StoredKey } from '../stores/stores.ts';
