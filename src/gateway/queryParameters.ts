import { serviceFail, type ErrorCode } from '../protocol/errorCodes.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';

/**
 * Reads a query string for an endpoint that takes the named parameters: a parameter it does not
 * take is `UNKNOWN_FIELD` naming it (the first one, in the order sent; the error precedence puts that row before
 * any value's check). Every value of each parameter is kept, in order, so that the endpoint checks
 * them in the order of the error precedence (docs/decisions.md#error-precedence) too (a date's `INVALID_DATE` before a repeated parameter's
 * `VALIDATION_ERROR`, see `repeatedParameter`). `api_key` never gets here (the key check refuses it first).
 *
 * @param query - The query string without `?`.
 * @param known - The parameters the endpoint takes, e.g. `['limit', 'cursor']` (none: `[]`).
 * @returns Each given parameter's (decoded) values, or the failure.
 * @example
 * readQueryParameters('limit=5', ['limit', 'cursor']) //=> { ok: true, value: Map { 'limit' => ['5'] } }
 * readQueryParameters('x=1', []).ok //=> false (UNKNOWN_FIELD naming x)
 */
export function readQueryParameters(query: string, known: readonly string[]): Result<ReadonlyMap<string, readonly string[]>, ErrorCode> {
  const values = new Map<string, string[]>();
  if (query === '') return ok(values);
  const pairs = [...new URLSearchParams(query)];
  const unknown = pairs.find(([name]) => !known.includes(name));
  if (unknown !== undefined) {
    const accepted = known.length === 0 ? 'this endpoint takes no query parameters' : `this endpoint accepts: ${known.join(', ')}`;
    return serviceFail('UNKNOWN_FIELD', unknown[0], `Unknown query parameter "${unknown[0]}"; ${accepted}`);
  }
  for (const [name, value] of pairs) values.set(name, [...(values.get(name) ?? []), value]);
  return ok(values);
}

/**
 * Finds the first parameter given more than once (a `VALIDATION_ERROR` naming it, after the
 * endpoint's `INVALID_DATE` checks).
 *
 * @param values - From `readQueryParameters`.
 * @returns The failure, or `undefined` when every parameter is given once.
 * @example
 * repeatedParameter(new Map([['limit', ['1', '2']]]))?.error.field //=> 'limit'
 */
export function repeatedParameter(values: ReadonlyMap<string, readonly string[]>): Fail | undefined {
  for (const [name, given] of values) if (given.length > 1) return fail('VALIDATION_ERROR', name, `${name} must be given at most once`);
  return undefined;
}
