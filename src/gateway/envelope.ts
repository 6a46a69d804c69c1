import type { ErrorCode } from '../protocol/errorCodes.ts';
import { API_VERSION } from '../protocol/wire.ts';

/** The spec's success envelope: the result and its `meta`. */
export interface SuccessEnvelope<T = unknown> {
  readonly data: T;
  readonly meta: { readonly request_id: string; readonly api_version: typeof API_VERSION };
}

/** The spec's error shape: exactly `code`, `message` and `request_id` (no `field`). */
export interface ErrorEnvelope {
  readonly error: { readonly code: ErrorCode; readonly message: string; readonly request_id: string };
}

/** An outcome to wrap: a result's data, or a failure's code and message (`execute`'s and `parseJsonBody`'s shapes fit). */
export type EnvelopeOutcome =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly error: { readonly code: ErrorCode; readonly message: string } };

/**
 * Builds the spec's success envelope `{ data, meta: { request_id, api_version } }`, the one body of
 * every successful answer of the gateway, `/mcp`'s neighbours and the CLI.
 *
 * @param data - The result.
 * @param requestId - The call's id, `req_` + 32 lowercase hex.
 * @returns The envelope.
 * @example
 * successEnvelope({ weekday: 'Thursday' }, 'req_0f…')
 * //=> { data: { weekday: 'Thursday' }, meta: { request_id: 'req_0f…', api_version: 'v1' } }
 */
export function successEnvelope<T>(data: T, requestId: string): SuccessEnvelope<T> {
  return { data, meta: { request_id: requestId, api_version: API_VERSION } };
}

/** The end of every success envelope's text, after the request id. */
const META_END = `,"api_version":${JSON.stringify(API_VERSION)}}}`;

/**
 * The success envelope as JSON text: the same text as `JSON.stringify(successEnvelope(data, requestId))`,
 * with only `data` given to `JSON.stringify` and the envelope around it written out (a fifth less
 * time for a business-day answer). `data` that `JSON.stringify` leaves out (`undefined`, a function)
 * or that has its own `toJSON` (called with the key `data`) goes the long way.
 *
 * @param data - The result.
 * @param requestId - The call's id.
 * @returns The envelope's JSON text.
 * @example
 * successEnvelopeText({ weekday: 'Thursday' }, 'req_0f')
 * //=> '{"data":{"weekday":"Thursday"},"meta":{"request_id":"req_0f","api_version":"v1"}}'
 */
export function successEnvelopeText(data: unknown, requestId: string): string {
  const dataText = typeof data === 'object' && data !== null && typeof (data as { toJSON?: unknown }).toJSON === 'function' ? undefined : JSON.stringify(data);
  if (dataText === undefined) return JSON.stringify(successEnvelope(data, requestId));
  return `{"data":${dataText},"meta":{"request_id":${JSON.stringify(requestId)}${META_END}`;
}

/**
 * Builds the spec's error shape `{ error: { code, message, request_id } }`.
 *
 * @param code - The error code.
 * @param message - The message (the caller redacts key-shaped text where needed).
 * @param requestId - The call's id.
 * @returns The error envelope.
 * @example
 * errorEnvelope('INVALID_JSON', 'The body is not JSON', 'req_0f…')
 * //=> { error: { code: 'INVALID_JSON', message: 'The body is not JSON', request_id: 'req_0f…' } }
 */
export function errorEnvelope(code: ErrorCode, message: string, requestId: string): ErrorEnvelope {
  return { error: { code, message, request_id: requestId } };
}

/**
 * Wraps an outcome in the spec's envelope: the success envelope, or the error shape (the request
 * layer's `field` is not part of the spec's error object).
 *
 * @param outcome - The result of `execute` or of `parseJsonBody`, or any `{ ok, data }` / `{ ok: false, error }`.
 * @param requestId - The call's id.
 * @returns The success envelope or the error shape.
 * @example
 * toEnvelope({ ok: true, data: { weekday: 'Thursday' } }, 'req_0f…')
 * //=> { data: { weekday: 'Thursday' }, meta: { request_id: 'req_0f…', api_version: 'v1' } }
 */
export function toEnvelope(outcome: EnvelopeOutcome, requestId: string): SuccessEnvelope | ErrorEnvelope {
  return outcome.ok ? successEnvelope(outcome.data, requestId) : errorEnvelope(outcome.error.code, outcome.error.message, requestId);
}
