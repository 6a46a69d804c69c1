import { ERROR_STATUS, type ErrorCode } from '../protocol/errorCodes.ts';
import { API_VERSION } from '../protocol/wire.ts';
import { errorEnvelope, successEnvelopeText } from './envelope.ts';

/** Builds a Response; hosts may pass a faster one (srvx's `FastResponse` on Node). `init` and its headers are fresh per call, so a factory may add headers to them. */
export type ResponseFactory = (body: string | null, init: { status: number; headers: Record<string, string> }) => Response;

/** The standard `Response` constructor as a factory. */
export const standardResponse: ResponseFactory = (body, init) => new Response(body, init);

/** The numbers behind the four metering headers. */
export interface MeterState {
  readonly rateLimit: number;
  readonly rateRemaining: number;
  readonly quotaLimit: number;
  readonly quotaRemaining: number;
}

/** The meter headers of an answer given before any counter was read (all zeros). */
export const UNMETERED: MeterState = { rateLimit: 0, rateRemaining: 0, quotaLimit: 0, quotaRemaining: 0 };

/**
 * Builds the headers of every gateway response: JSON content type, `cache-control: no-store` and
 * the spec's six headers (all values strings).
 *
 * @param requestId - The call's request id.
 * @param meter - The metering numbers.
 * @param extra - More headers (`retry-after`, `allow`).
 * @returns The headers.
 * @example
 * gatewayHeaders('req_…', { rateLimit: 30, rateRemaining: 29, quotaLimit: 500, quotaRemaining: 499 })['x-api-version'] //=> 'v1'
 */
export function gatewayHeaders(requestId: string, meter: MeterState, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-request-id': requestId,
    'x-api-version': API_VERSION,
    'x-ratelimit-limit': String(meter.rateLimit),
    'x-ratelimit-remaining': String(Math.max(0, meter.rateRemaining)),
    'x-quota-limit': String(meter.quotaLimit),
    'x-quota-remaining': String(Math.max(0, meter.quotaRemaining)),
    ...extra,
  };
}

/**
 * Builds the success envelope response: `{ data, meta: { request_id, api_version } }`.
 *
 * @param requestId - The call's request id.
 * @param data - The operation's result.
 * @param meter - The metering numbers.
 * @param create - The Response factory.
 * @param status - The status (200; 201 for a created resource).
 * @returns The response.
 * @example
 * successResponse('req_…', { weekday: 'Monday' }, meter).status //=> 200
 */
export function successResponse(requestId: string, data: unknown, meter: MeterState, create: ResponseFactory = standardResponse, status = 200): Response {
  const body = successEnvelopeText(data, requestId);
  return create(body, { status, headers: gatewayHeaders(requestId, meter) });
}

/**
 * Builds the error response: `{ error: { code, message, request_id } }` with the code's status.
 *
 * @param requestId - The call's request id.
 * @param code - The error code.
 * @param message - A message naming the field or header at fault (never a key, never a stack).
 * @param meter - The metering numbers.
 * @param extra - More headers (`retry-after`, `allow`).
 * @param create - The Response factory.
 * @returns The error response.
 * @example
 * errorResponse('req_…', 'NOT_FOUND', 'No operation at /x', meter).status //=> 404
 */
export function errorResponse(
  requestId: string,
  code: ErrorCode,
  message: string,
  meter: MeterState,
  extra: Readonly<Record<string, string>> = {},
  create: ResponseFactory = standardResponse,
): Response {
  const body = JSON.stringify(errorEnvelope(code, message, requestId));
  return create(body, { status: ERROR_STATUS[code], headers: gatewayHeaders(requestId, meter, extra) });
}
