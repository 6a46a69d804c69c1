import type { ErrorCode } from '../protocol/errorCodes.ts';
import { errorResponse, standardResponse, UNMETERED, type ResponseFactory } from './responses.ts';
import { isStoreUnavailable } from '../stores/storeUnavailableError.ts';

/**
 * The gateway's catch-all answer to an exception (docs/decisions.md#request-ids-and-failures): a store that is unavailable is
 * 503 `SERVICE_UNAVAILABLE` with `retry-after: 1`, anything else a bare 500 `INTERNAL_ERROR` (never
 * a stack, never a key), with zero meter headers. Built by the host's factory (so its log sees the
 * request id), falling back to the standard `Response` when that factory throws too.
 *
 * @param error - What was thrown.
 * @param requestId - The call's request id.
 * @param create - The host's Response factory.
 * @returns The 503 or 500 answer.
 * @example
 * failureResponse(new Error('boom'), 'req_…', standardResponse).status //=> 500
 */
export function failureResponse(error: unknown, requestId: string, create: ResponseFactory): Response {
  const [code, message, extra]: [ErrorCode, string, Record<string, string>] = isStoreUnavailable(error)
    ? ['SERVICE_UNAVAILABLE', 'The service cannot reach one of its stores; retry shortly', { 'retry-after': '1' }]
    : ['INTERNAL_ERROR', 'The request failed unexpectedly', {}];
  try {
    return errorResponse(requestId, code, message, UNMETERED, extra, create);
  } catch {
    return errorResponse(requestId, code, message, UNMETERED, extra, standardResponse);
  }
}
