/**
 * `daycalc/gateway`: the spec's HTTP service as a web-standard `fetch` handler, with in-memory
 * stores, key helpers and the config loader. Imports nothing from `node:*`.
 */
export { createGateway, type Gateway, type GatewayOptions, type PlanOverrides, type RequestInfo } from './createGateway.ts';
export { createMemoryStores, type MemoryStoreData } from './memoryStores.ts';
export { createAddressThrottle, DEFAULT_MAX_ADDRESSES, type AddressThrottle, type AddressThrottleOptions, type AddressVerdict } from './addressThrottle.ts';
export { addressGroup } from './addressGroup.ts';
export { redactKeys, REDACTED } from './redactKeys.ts';
export { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS, type CorsOptions } from './cors.ts';
export type { ClientAbortEvent } from './clientAbort.ts';
export { readiness, type Readiness } from './readiness.ts';
export { createMemoryMeterStore } from './memoryMeterStore.ts';
export { createMemoryHistoryStore, type MemoryHistoryOptions } from './memoryHistoryStore.ts';
export { StoreUnavailableError, isStoreUnavailable } from './storeUnavailableError.ts';
export { loadGatewayConfig, type GatewayConfigInput, type GatewayConfigResult, type LoadedGatewayConfig } from './loadGatewayConfig.ts';
export { parseApiKey, sha256Hex, generateApiKey, type ApiKeyParts } from './apiKeys.ts';
export { createRequestId } from './requestId.ts';
export { meterWindows, retryAfterSeconds, type MeterWindows } from './meterWindows.ts';
export type { Account, AccountStore, CalendarStore, GatewayStores, HistoryEntry, HistoryStore, KeyStore, MaybePromise, MeterCounter, MeterOutcome, MeterStore, StoredKey } from './stores.ts';
export * from './protocol.ts';

// The request layer under `execute` and the gateway (moved here from the root entry): the HTTP status
// of every error code, the failure builder, the JSON reader, the validator and ruling 2's precedence
// table, the catalog entries' own types, and ruling 4's limits.
export { ERROR_STATUS, type ErrorStatus } from '../errors.ts';
export { requestFailure, validateRequest, type RequestFailure, type RequestOptions, type ValidRequest } from '../requests/validateRequest.ts';
export { parseJsonBody } from '../requests/parseJsonBody.ts';
export { ERROR_PRECEDENCE, type PrecedenceRow, type RequestStage } from '../requests/errorPrecedence.ts';
export type { OperationDefinition, RunContext } from '../operations/operationDefinition.ts';
export * from '../operations/limits.ts';
