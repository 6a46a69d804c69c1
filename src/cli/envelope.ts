import type { ErrorCode } from '../errors.ts';

/** The API version every envelope reports. */
export const API_VERSION = 'v1';

/** The spec's success envelope. */
export interface SuccessEnvelope {
  readonly data: unknown;
  readonly meta: { readonly request_id: string; readonly api_version: typeof API_VERSION };
}

/** The spec's error shape. */
export interface ErrorEnvelope {
  readonly error: { readonly code: ErrorCode; readonly message: string; readonly request_id: string };
}

/** What the CLI wraps: an `execute` result, or a body-parsing failure. */
export type CliOutcome =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly error: { readonly code: ErrorCode; readonly message: string } };

/**
 * Wraps an outcome in the spec's envelope. The error shape carries exactly `code`, `message` and
 * `request_id` (the request layer's `field` is not part of the spec's error object).
 *
 * @param outcome - The result of `execute` or of `parseJsonBody`.
 * @param requestId - The call's id, `req_` + 32 lowercase hex.
 * @returns The success envelope or the error shape.
 * @example
 * toEnvelope({ ok: true, data: { weekday: 'Thursday' } }, 'req_0f…')
 * //=> { data: { weekday: 'Thursday' }, meta: { request_id: 'req_0f…', api_version: 'v1' } }
 */
export function toEnvelope(outcome: CliOutcome, requestId: string): SuccessEnvelope | ErrorEnvelope {
  if (outcome.ok) return { data: outcome.data, meta: { request_id: requestId, api_version: API_VERSION } };
  return { error: { code: outcome.error.code, message: outcome.error.message, request_id: requestId } };
}
