/**
 * `daycalc/protocol`: the wire facts of the HTTP API and the request layer under `execute` and the
 * gateway, for code that speaks the protocol without running the gateway (a host's own router, a
 * client, a test): paths, headers, plans and limits; every error code and its HTTP status; the
 * JSON reader, the validator and the error precedence table; the catalog entries' own types.
 */
export * from './wire.ts';
export { ERROR_STATUS, type ErrorCode, type ErrorStatus, type ServiceErrorCode } from './errorCodes.ts';
export { requestFailure, validateRequest, type RequestFailure, type RequestOptions, type ValidRequest } from '../catalog/validateRequest.ts';
export { parseJsonBody } from '../requests/parseJsonBody.ts';
export { ERROR_PRECEDENCE, type PrecedenceRow, type RequestStage } from '../fields/errorPrecedence.ts';
export type { OperationDefinition, RunContext } from '../catalog/operationDefinition.ts';
export * from '../fields/limits.ts';

// The gateway's own wire facts and arithmetic: the MCP limit code, the CORS header lists, the
// request id, the key format, the metering windows and the grouping of client addresses.
export { MCP_LIMIT_ERROR } from '../gateway/mcpHandler.ts';
export { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS } from '../gateway/cors.ts';
export { createRequestId } from '../gateway/requestId.ts';
export { parseApiKey, type ApiKeyParts } from '../gateway/apiKeys.ts';
export { meterWindows, retryAfterSeconds, type MeterWindows } from '../gateway/meterWindows.ts';
export { addressGroup } from '../gateway/addressGroup.ts';
export { DEFAULT_MAX_ADDRESSES } from '../gateway/addressThrottle.ts';
