import type { OperationName } from '../catalog.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';
import { reference, type ReferenceAnswer, type ReferenceOptions } from './reference.ts';

/**
 * The reference answer for a body as sent over HTTP (JSON text): 400 `INVALID_JSON` when it does not
 * parse, else `reference` of the parsed value (an own `__proto__` key survives parsing).
 *
 * @param operation - The operation.
 * @param text - The request body text.
 * @param options - As for `reference`.
 * @returns `{ status: 200, data }` or `{ status, code }`.
 * @example
 * await referenceText('day-of-week', '{') //=> { status: 400, code: 'INVALID_JSON' }
 */
export async function referenceText(operation: OperationName | string, text: string, options: ReferenceOptions = {}): Promise<ReferenceAnswer> {
  const parsed = parseJsonBody(text);
  return parsed.ok ? reference(operation, parsed.value, options) : { status: 400, code: 'INVALID_JSON' };
}
