import { RESPONSE_HEADER_NAMES } from '../protocol/wire.ts';

/**
 * The `headers` object of a response: a `$ref` to each of the six headers every response carries
 * (spec "Response headers", docs/decisions.md#metering), plus `retry-after` on 429 (docs/decisions.md#metering).
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
