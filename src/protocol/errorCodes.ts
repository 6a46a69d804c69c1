import type { CoreErrorCode } from '../errors.ts';
import { failAmong, type Fail } from '../result.ts';

/** The codes only the HTTP service gives: request bodies, keys, environments, limits and routing (docs/decisions.md#order-of-checks). */
export type ServiceErrorCode =
  | 'INVALID_JSON'
  | 'UNKNOWN_FIELD'
  | 'MISSING_API_KEY'
  | 'INVALID_API_KEY'
  | 'REVOKED_API_KEY'
  | 'EXPIRED_API_KEY'
  | 'API_KEY_IN_QUERY_STRING'
  | 'ENVIRONMENT_MISMATCH'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMIT_EXCEEDED'
  | 'API_QUOTA_EXCEEDED'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED';

/** Every error code of the spec, plus the two routing codes (404 `NOT_FOUND`, 405 `METHOD_NOT_ALLOWED`): the core's and the service's. Always UPPERCASE. */
export type ErrorCode = CoreErrorCode | ServiceErrorCode;

/** The HTTP status of every error code: the spec's Errors table plus the two routing codes (404 `NOT_FOUND`, 405 `METHOD_NOT_ALLOWED`). */
export const ERROR_STATUS = {
  INVALID_REQUEST: 400,
  INVALID_JSON: 400,
  UNKNOWN_FIELD: 400,
  INVALID_DATE: 400,
  MISSING_API_KEY: 401,
  INVALID_API_KEY: 401,
  REVOKED_API_KEY: 401,
  EXPIRED_API_KEY: 401,
  API_KEY_IN_QUERY_STRING: 401,
  ENVIRONMENT_MISMATCH: 403,
  FEATURE_NOT_AVAILABLE: 403,
  BUSINESS_CALENDAR_NOT_FOUND: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_COUNTRY: 422,
  INVALID_SUBDIVISION: 422,
  RANGE_TOO_LARGE: 422,
  VALIDATION_ERROR: 422,
  RATE_LIMIT_EXCEEDED: 429,
  API_QUOTA_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

/** An HTTP status that some error code maps to. */
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** The spec's "Common" error set, shared by all ten operations. */
export const COMMON_ERROR_CODES = [
  'INVALID_REQUEST',
  'INVALID_JSON',
  'UNKNOWN_FIELD',
  'MISSING_API_KEY',
  'INVALID_API_KEY',
  'REVOKED_API_KEY',
  'EXPIRED_API_KEY',
  'API_KEY_IN_QUERY_STRING',
  'ENVIRONMENT_MISMATCH',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMIT_EXCEEDED',
  'API_QUOTA_EXCEEDED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];

/** The spec's "Calendar" error set, shared by the three business-day operations. */
export const CALENDAR_ERROR_CODES = [
  'INVALID_COUNTRY',
  'INVALID_SUBDIVISION',
  'BUSINESS_CALENDAR_NOT_FOUND',
  'FEATURE_NOT_AVAILABLE',
] as const satisfies readonly ErrorCode[];

/**
 * Joins error-code groups into one operation's error set (a pure call, so bundlers can drop it).
 *
 * @param groups - Lists of codes.
 * @returns One flat list.
 * @example
 * errorSet(COMMON_ERROR_CODES, ['INVALID_DATE']).includes('INVALID_DATE') //=> true
 */
export /* @__NO_SIDE_EFFECTS__ */ function errorSet(...groups: readonly (readonly ErrorCode[])[]): readonly ErrorCode[] {
  return groups.flat();
}

/**
 * Builds a failed result with any code of the service (the core's `fail` takes the core's codes
 * only): a `code` that is not an `ErrorCode` becomes `INTERNAL_ERROR`, a `field` that is not a
 * string is left out, an empty message becomes the generic internal-error message. Never throws.
 *
 * @param code - The error code.
 * @param field - The offending field, or `undefined` when the fault is not one field's.
 * @param message - A human-readable message that names the field.
 * @returns `{ ok: false, error }`.
 * @example
 * serviceFail('UNKNOWN_FIELD', 'colour', 'Unknown field "colour"').error.code //=> 'UNKNOWN_FIELD'
 */
export function serviceFail(code: ErrorCode, field: string | undefined, message: string): Fail<ErrorCode> {
  return failAmong(ERROR_STATUS, code, field, message);
}
