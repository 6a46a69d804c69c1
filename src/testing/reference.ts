import type { OperationName } from '../catalog.ts';
import type { ErrorCode } from '../errors.ts';
import { execute, type ExecuteOptions } from '../requests/execute.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';

/** The reference answer to a request: the status and either the `data` or the error code. */
export type ReferenceAnswer =
  | { readonly status: 200; readonly data: unknown }
  | { readonly status: number; readonly code: ErrorCode };

/**
 * The reference answer for a parsed request body: what `execute` answers, reduced to what another
 * implementation must match (status, and `data` or `error.code`; messages are free).
 *
 * @param operation - The operation.
 * @param body - The parsed JSON body.
 * @param options - `today` for `age` and a saved-calendar lookup, as for `execute`.
 * @returns The status with the data or the code.
 * @example
 * await reference('day-of-week', { date: '2024-07-04' })
 * //=> { status: 200, data: { date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 } }
 */
export async function reference(operation: OperationName | string, body: unknown, options: ExecuteOptions = {}): Promise<ReferenceAnswer> {
  const result = await execute(operation, body, options);
  return result.ok ? { status: 200, data: result.data } : { status: result.status, code: result.error.code };
}

/**
 * The reference answer for a body as sent over HTTP (JSON text): `INVALID_JSON` when it does not
 * parse, else `reference` of the parsed value.
 *
 * @param operation - The operation.
 * @param text - The request body text.
 * @param options - As for `reference`.
 * @returns The reference answer.
 * @example
 * await referenceText('day-of-week', '{') //=> { status: 400, code: 'INVALID_JSON' }
 */
export async function referenceText(operation: OperationName | string, text: string, options: ExecuteOptions = {}): Promise<ReferenceAnswer> {
  const parsed = parseJsonBody(text);
  return parsed.ok ? reference(operation, parsed.value, options) : { status: 400, code: 'INVALID_JSON' };
}
