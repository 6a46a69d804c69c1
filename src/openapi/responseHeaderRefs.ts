import { RESPONSE_HEADER_NAMES } from '../protocol/wire.ts';

/**
 * The `headers` object of a response: a `$ref` to each of the six headers every response carries
 * (spec "Response headers", ruling 19), plus `retry-after` on 429 (ruling 19).
 *
 * @param status - The response's HTTP status.
 * @returns Header name to `{ $ref: '#/components/headers/<name>' }`.
 * @example
 * Object.keys(responseHeaderRefs(429)).at(-1) //=> 'retry-after'
 */
export function responseHeaderRefs(status: number): Record<string, { readonly $ref: string }> {
  const names: readonly string[] = status === 429 ? [...RESPONSE_HEADER_NAMES, 'retry-after'] : RESPONSE_HEADER_NAMES;
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}
