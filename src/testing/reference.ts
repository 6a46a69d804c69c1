import type { OperationName } from '../catalog.ts';
import type { ErrorCode } from '../protocol/errorCodes.ts';
import { execute, type ExecuteOptions } from '../catalog/execute.ts';

/** The reference answer to a request: the status and either the `data` or the error code. */
export type ReferenceAnswer = { readonly status: 200; readonly data: unknown } | { readonly status: number; readonly code: ErrorCode };

/** Options of `reference`: those of `execute` (`today` for `age`, a saved-calendar lookup). */
export type ReferenceOptions = ExecuteOptions;

/**
 * The reference answer for a parsed request body: what `execute` answers, reduced to what another
 * implementation must match (the status, and `data` or `error.code`; messages are free).
 *
 * @param operation - The operation.
 * @param body - The parsed JSON body.
 * @param options - `today` (YYYY-MM-DD) for `age` without `as_of_date`; `calendars`, a saved-calendar lookup (without it ids give `FEATURE_NOT_AVAILABLE`).
 * @returns `{ status: 200, data }` or `{ status, code }`.
 * @example
 * await reference('day-of-week', { date: '2024-07-04' })
 * //=> { status: 200, data: { date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 } }
 */
export async function reference(operation: OperationName | string, body: unknown, options: ReferenceOptions = {}): Promise<ReferenceAnswer> {
  const result = await execute(operation, body, options);
  return result.ok ? { status: 200, data: result.data } : { status: result.status, code: result.error.code };
}
