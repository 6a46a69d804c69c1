import { CORE_ERROR_CODES, type CoreErrorCode } from './errors.ts';

/**
 * The message of a failure built without one, and of `INTERNAL_ERROR` (`messages.internal()` returns
 * it). It lives here so that building a `Fail` does not import the message builders: code that only
 * fails (the holiday loaders) then shares no bundle chunk with them.
 */
export const INTERNAL_MESSAGE = 'The calculation failed unexpectedly';

/**
 * A failure as a value: the spec's code, the offending field when there is one, and a message naming
 * it. The core's failures carry a `CoreErrorCode`; the service layer's (`execute`, the gateway) carry
 * any `ErrorCode` of `daycalc/protocol`, as `CalcError<ErrorCode>`.
 */
export interface CalcError<Code extends string = CoreErrorCode> {
  readonly code: Code;
  readonly message: string;
  readonly field?: string;
}

/** A successful result. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failed result. */
export interface Fail<Code extends string = CoreErrorCode> {
  readonly ok: false;
  readonly error: CalcError<Code>;
}

/** The outcome of a core function: the core never throws on bad input, it returns a `Fail`. */
export type Result<T, Code extends string = CoreErrorCode> = Ok<T> | Fail<Code>;

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
 * Builds a failed result of the core.
 *
 * Never throws, and every `Fail` it builds carries one of the core's codes: a `code` that is not a
 * `CoreErrorCode` becomes `INTERNAL_ERROR`, a `field` that is not a string is left out, and a `message`
 * that is not a non-empty string becomes the generic internal-error message.
 *
 * @param code - The core's error code.
 * @param field - The offending field, or `undefined` when the fault is not one field's.
 * @param message - A human-readable message that names the field.
 * @returns `{ ok: false, error }`.
 * @example
 * fail('INVALID_DATE', 'date', 'date must be a real date').error.code //=> 'INVALID_DATE'
 */
export function fail(code: CoreErrorCode, field: string | undefined, message: string): Fail {
  return failAmong(CORE_ERROR_CODES, code, field, message);
}

/**
 * Builds a failed result whose code is one of a table's keys (the service layer passes its status
 * table, whose codes include the core's): a `code` that is not a key of `known` becomes
 * `INTERNAL_ERROR`, a `field` that is not a string is left out, and a `message` that is not a
 * non-empty string becomes the generic internal-error message. Never throws.
 *
 * @param known - A table whose own keys are the accepted codes.
 * @param code - The error code.
 * @param field - The offending field, or `undefined` when the fault is not one field's.
 * @param message - A human-readable message that names the field.
 * @returns `{ ok: false, error }`.
 * @example
 * failAmong({ TOO_LATE: true }, 'TOO_LATE', 'time', 'time is too late').error.code //=> 'TOO_LATE'
 */
export function failAmong<Code extends string>(known: Readonly<Record<Code, unknown>>, code: Code, field: string | undefined, message: string): Fail<Code | 'INTERNAL_ERROR'> {
  const knownCode: Code | 'INTERNAL_ERROR' = typeof code === 'string' && Object.hasOwn(known, code) ? code : 'INTERNAL_ERROR';
  const text = typeof message === 'string' && message !== '' ? message : INTERNAL_MESSAGE;
  return { ok: false, error: typeof field === 'string' ? { code: knownCode, message: text, field } : { code: knownCode, message: text } };
}
