import { ERROR_STATUS, type ErrorCode } from './errors.ts';

/**
 * The message of a failure built without one, and of `INTERNAL_ERROR` (`messages.internal()` returns
 * it). It lives here so that building a `Fail` does not import the message builders: code that only
 * fails (the holiday loaders) then shares no bundle chunk with them.
 */
export const INTERNAL_MESSAGE = 'The calculation failed unexpectedly';

/** A failure as a value: the spec's code, the offending field when there is one, and a message naming it. */
export interface CalcError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly field?: string;
}

/** A successful result. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failed result. */
export interface Fail {
  readonly ok: false;
  readonly error: CalcError;
}

/** The outcome of a core function: the core never throws on bad input, it returns a `Fail`. */
export type Result<T> = Ok<T> | Fail;

/**
 * Wraps a value as a successful result.
 *
 * @param value - The value.
 * @returns `{ ok: true, value }`.
 * @example
 * ok(3) //=> { ok: true, value: 3 }
 */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/**
 * Builds a failed result.
 *
 * Never throws, and every `Fail` it builds carries one of the spec's codes: a `code` that is not an
 * `ErrorCode` becomes `INTERNAL_ERROR`, a `field` that is not a string is left out, and a `message`
 * that is not a non-empty string becomes the generic internal-error message.
 *
 * @param code - The spec's error code.
 * @param field - The offending field, or `undefined` when the fault is not one field's.
 * @param message - A human-readable message that names the field.
 * @returns `{ ok: false, error }`.
 * @example
 * fail('INVALID_DATE', 'date', 'date must be a real date').error.code //=> 'INVALID_DATE'
 */
export function fail(code: ErrorCode, field: string | undefined, message: string): Fail {
  const knownCode: ErrorCode = typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code) ? code : 'INTERNAL_ERROR';
  const text = typeof message === 'string' && message !== '' ? message : INTERNAL_MESSAGE;
  return { ok: false, error: typeof field === 'string' ? { code: knownCode, message: text, field } : { code: knownCode, message: text } };
}
