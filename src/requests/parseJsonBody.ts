import * as messages from '../messages.ts';
import { serviceFail, type ErrorCode } from '../protocol/errorCodes.ts';
import { ok, type Result } from '../result.ts';

/**
 * Parses a request body text as JSON without throwing (the first row of the error precedence).
 *
 * @param text - The raw body.
 * @returns The parsed value, or an `INVALID_JSON` failure.
 * @example
 * parseJsonBody('{"date":"2024-01-01"}').ok //=> true
 */
export function parseJsonBody(text: string): Result<unknown, ErrorCode> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return serviceFail('INVALID_JSON', undefined, messages.invalidJson());
  }
}
