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

/**
 * The Redis key of something one account owns, hash-tagged by the account as the meters are:
 * `<namespace>:<kind>:{acct:<id>}` (braces in the id escaped), so on Redis Cluster it shares the
 * account's hash slot and a script may touch it alone.
 *
 * @param namespace - The deployment's key prefix.
 * @param kind - What the key holds, e.g. `calendars`.
 * @param accountId - The account.
 * @returns The Redis key.
 * @example
 * accountKey('daycalc:live', 'calendars', 'a1') //=> 'daycalc:live:calendars:{acct:a1}'
 */
export function accountKey(namespace: string, kind: string, accountId: string): string {
  return `${namespace}:${kind}:{acct:${tagText(accountId)}}`;
}

/**
 * The Redis key of one API key's state (revocation, last use): `<namespace>:keystate:{key:<sha256>}`,
 * its own hash slot, so the check on every request spreads over a Redis Cluster's nodes.
 *
 * @param namespace - The deployment's key prefix.
 * @param sha256 - The key's SHA-256 (any case).
 * @returns The Redis key.
 * @example
 * keyStateKey('daycalc:live', 'AB12') //=> 'daycalc:live:keystate:{key:ab12}'
 */
export function keyStateKey(namespace: string, sha256: string): string {
  return `${namespace}:keystate:{key:${tagText(sha256.toLowerCase())}}`;
}
