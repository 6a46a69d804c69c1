import type { MeterCounter } from '../stores.ts';

/** Escapes braces (and `%`, so escapes stay unambiguous) in a hash tag's content. */
const tagText = (text: string): string => text.replace(/[%{}]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Redis key of a meter counter. A counter with a `scope` (the gateway's `acct:<id>`) is
 * hash-tagged by it, `<namespace>:meter:{acct:<id>}:minute:<minute>`, so every counter of one
 * scope lives in one Redis Cluster hash slot and one consume script may touch them all; braces in
 * the scope are escaped, so an account id cannot move the tag. A counter without a scope keeps its
 * plain key, `<namespace>:meter:<key>` (fine on a single Redis; on Redis Cluster counters consumed
 * together must share a scope).
 *
 * @param namespace - The deployment's key prefix.
 * @param counter - The counter.
 * @returns The Redis key.
 * @example
 * meterKey('daycalc:live', { key: 'acct:a1:minute:7', scope: 'acct:a1', limit: 30, resetsAt: 0 }) //=> 'daycalc:live:meter:{acct:a1}:minute:7'
 */
export function meterKey(namespace: string, counter: MeterCounter): string {
  const { scope, key } = counter;
  if (scope === undefined) return `${namespace}:meter:${key}`;
  const rest = key.startsWith(scope) ? key.slice(scope.length) : `:${key}`;
  return `${namespace}:meter:{${tagText(scope)}}${rest}`;
}

/**
 * The hash tag of a Redis key (what Redis Cluster hashes): the text between the first `{` and the
 * next `}` when it is not empty, else the whole key.
 *
 * @param key - A Redis key.
 * @returns The part that decides its slot.
 * @example
 * hashTag('daycalc:meter:{acct:a1}:minute:7') //=> 'acct:a1'
 */
export function hashTag(key: string): string {
  const open = key.indexOf('{');
  if (open === -1) return key;
  const close = key.indexOf('}', open + 1);
  return close === -1 || close === open + 1 ? key : key.slice(open + 1, close);
}
