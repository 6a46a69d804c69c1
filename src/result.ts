import type { ErrorCode } from './errors.ts';

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
 * @param code - The spec's error code.
 * @param field - The offending field, or `undefined` when the fault is not one field's.
 * @param message - A human-readable message that names the field.
 * @returns `{ ok: false, error }`.
 * @example
 * fail('INVALID_DATE', 'date', 'date must be a real date').error.code //=> 'INVALID_DATE'
 */
export function fail(code: ErrorCode, field: string | undefined, message: string): Fail {
  return { ok: false, error: field === undefined ? { code, message } : { code, message, field } };
}
