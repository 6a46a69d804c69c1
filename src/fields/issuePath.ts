import type * as v from 'valibot';

/**
 * Writes a valibot issue's path the way a reader writes it: `accounts[0].keys[1].key`.
 *
 * @param issue - A valibot issue.
 * @returns The dotted path, or `''` for an issue about the whole value.
 * @example
 * formatIssuePath(v.safeParse(v.object({ a: v.array(v.string()) }), { a: [1] }).issues![0]) //=> 'a[0]'
 */
export function formatIssuePath(issue: v.BaseIssue<unknown>): string {
  let text = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    text += typeof key === 'number' ? `[${key}]` : `${text === '' ? '' : '.'}${String(key)}`;
  }
  return text;
}
