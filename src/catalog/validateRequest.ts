import type { InputOf, OperationName } from '../catalog.ts';
import { getRun } from './operationRuns.ts';
import { ERROR_STATUS, serviceFail, type ErrorCode, type ErrorStatus } from '../protocol/errorCodes.ts';
import * as messages from '../messages.ts';
import { checkRequest } from '../requests/checkRequest.ts';
import type { CalcError, Fail, Ok } from '../result.ts';

/** A core failure at the HTTP edge: the `Fail` of `result.ts` with the status the spec's table gives its code. */
export interface RequestFailure {
  readonly ok: false;
  readonly status: ErrorStatus;
  readonly error: CalcError<ErrorCode>;
}

/** A validated request: the typed, defaults-applied input of the operation (the core's `Ok`). */
export type ValidRequest<I> = Ok<I>;

/** Options of `validateRequest` and `execute`. */
export interface RequestOptions {
  /** Today's date (`YYYY-MM-DD`, UTC), the default of `age.as_of_date`. The core never reads the clock. */
  readonly today?: string;
}

/**
 * Adds the HTTP status to a core failure: the one place the status table meets a `Fail`.
 *
 * @param failure - A failure built by `fail`.
 * @returns The same error with its status.
 * @example
 * withStatus(fail('RANGE_TOO_LARGE', 'end_date', 'end_date is too far')).status //=> 422
 */
export function withStatus(failure: Fail<ErrorCode>): RequestFailure {
  return { ok: false, status: ERROR_STATUS[failure.error.code], error: failure.error };
}

/**
 * Builds a request failure with the status that the spec's table gives the code (`serviceFail`, then the
 * status: an unknown code becomes `INTERNAL_ERROR`, an empty message the generic one).
 *
 * @param code - The error code.
 * @param field - The offending field, if any.
 * @param message - The message, naming the field.
 * @returns The failure value.
 * @example
 * requestFailure('INVALID_DATE', 'date', 'date must be ...').status //=> 400
 */
export function requestFailure(code: ErrorCode, field: string | undefined, message: string): RequestFailure {
  return withStatus(serviceFail(code, field, message));
}

/**
 * Validates a request body for an operation by name, following the error precedence exactly
 * (`checkRequest` on the catalog entry, with the status added to a failure).
 *
 * Never throws. Unknown fields (including own `__proto__` and `constructor` keys) come first, then
 * missing required fields, then date fields (`INVALID_DATE`), then every other field
 * (`VALIDATION_ERROR`), each row in the spec's field order. `null` is a wrong type, never absent.
 * Calendar fields are ignored when `business_calendar_id` is present.
 *
 * @param operation - The spec's operation name, e.g. `'add-days'`.
 * @param body - Any parsed JSON value.
 * @param options - `today` (YYYY-MM-DD), the default of `age.as_of_date`.
 * @returns The typed, defaults-applied input, or the failure `execute` would give.
 * @example
 * validateRequest('add-days', { start_date: '2024-01-31', days: 1 })
 * //=> { ok: true, value: { start_date: '2024-01-31', days: 1, unit: 'days', skip_weekends: false } }
 */
export function validateRequest<N extends OperationName>(
  operation: N,
  body: unknown,
  options?: RequestOptions,
): ValidRequest<InputOf<N>> | RequestFailure;
export function validateRequest(operation: string, body: unknown, options?: RequestOptions): ValidRequest<unknown> | RequestFailure;
export function validateRequest(operation: string, body: unknown, options: RequestOptions = {}): ValidRequest<unknown> | RequestFailure {
  try {
    const operationRun = getRun(operation);
    if (operationRun === undefined) return requestFailure('NOT_FOUND', undefined, messages.unknownOperation(operation));
    const checked = checkRequest(operationRun, body, options.today);
    if (!checked.ok) return withStatus(checked);
    // Arrays fresh for callers who change what they get (a default is the field table's own).
    const value = checked.value;
    for (const name in value) if (Array.isArray(value[name])) value[name] = value[name].slice();
    return { ok: true, value };
  } catch {
    return requestFailure('INTERNAL_ERROR', undefined, messages.internal());
  }
}
