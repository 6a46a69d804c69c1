import { createRequestId } from '../gateway/requestId.ts';
import { gatewayHeaders } from '../gateway/responses.ts';

/** The error code of a 408: the body did not arrive in time (outside the operations' codes, like `NOT_FOUND`). */
export const REQUEST_TIMEOUT_CODE = 'REQUEST_TIMEOUT';

/** A 408 ready to write: its request id, headers and body. */
export interface TimeoutAnswer {
  readonly requestId: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * The 408 `daycalc serve` answers when a request's body does not arrive within the body timeout:
 * the spec's error shape (`{ error: { code, message, request_id } }`) and the six headers, with
 * the metering numbers at 0 as in the gateway's other answers that meter nothing.
 *
 * @param timeoutMs - The body timeout, for the message.
 * @returns The request id, headers (content-length included) and body.
 * @example
 * JSON.parse(requestTimeoutAnswer(10_000).body).error.code //=> 'REQUEST_TIMEOUT'
 */
export function requestTimeoutAnswer(timeoutMs: number): TimeoutAnswer {
  const requestId = createRequestId();
  const body = JSON.stringify({ error: { code: REQUEST_TIMEOUT_CODE, message: `The request body did not arrive within ${timeoutMs} ms`, request_id: requestId } });
  const headers = { ...gatewayHeaders(requestId, { rateLimit: 0, rateRemaining: 0, quotaLimit: 0, quotaRemaining: 0 }), 'content-length': String(Buffer.byteLength(body)) };
  return { requestId, headers, body };
}
