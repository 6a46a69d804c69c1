import { fail, ok, type Result } from '../result.ts';

/**
 * Reads a query string for an endpoint that takes the named parameters: a parameter it does not
 * take is `UNKNOWN_FIELD` naming it (the first one, in the order sent), one given twice is a
 * `VALIDATION_ERROR` naming it. `api_key` never gets here (the key check refuses it first).
 *
 * @param query - The query string without `?`.
 * @param known - The parameters the endpoint takes, e.g. `['limit', 'cursor']` (none: `[]`).
 * @returns Each given parameter's (decoded) value, or the failure.
 * @example
 * readQueryParameters('limit=5', ['limit', 'cursor']) //=> { ok: true, value: Map { 'limit' => '5' } }
 * readQueryParameters('x=1', []).ok //=> false (UNKNOWN_FIELD naming x)
 */
export function readQueryParameters(query: string, known: readonly string[]): Result<ReadonlyMap<string, string>> {
  const values = new Map<string, string>();
  if (query === '') return ok(values);
  for (const [name, value] of new URLSearchParams(query)) {
    if (!known.includes(name)) {
      const accepted = known.length === 0 ? 'this endpoint takes no query parameters' : `this endpoint accepts: ${known.join(', ')}`;
      return fail('UNKNOWN_FIELD', name, `Unknown query parameter "${name}"; ${accepted}`);
    }
    if (values.has(name)) return fail('VALIDATION_ERROR', name, `${name} must be given at most once`);
    values.set(name, value);
  }
  return ok(values);
}
