import type * as v from 'valibot';
import { formatIssuePath } from '../fields/issuePath.ts';

/** Plain names of the types valibot reports. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  Array: 'a list',
  Object: 'an object',
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
  undefined: 'nothing',
};

/** Says a valibot `expected`/`received` text in words: `Array` is "a list", `>=1` is "at least 1". */
function plain(text: string | null | undefined): string {
  if (text === null || text === undefined) return 'something else';
  const named = TYPE_NAMES[text];
  if (named !== undefined) return named;
  const bound = /^(>=|<=|>|<)(.+)$/.exec(text);
  if (bound !== null) return `${{ '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' }[bound[1] as '>=']} ${bound[2]}`;
  if (text.includes(' | ')) return `one of ${text.split(' | ').join(', ')}`;
  return text;
}

/**
 * Turns one valibot issue of the gateway config into a line a person reads: the path, then what is
 * wrong in plain words (`accounts[0]: unknown field "extra"`, `accounts[0]: missing field "id"`,
 * `accounts: expected a list, got an object`), never the schema library's `Expected never`. A
 * message the schema sets itself (`must be "live" or "test"`) is kept, with the value received.
 *
 * @param issue - A valibot issue from checking the config.
 * @returns `path: problem`.
 * @example
 * describeConfigIssue(v.safeParse(schema, { accounts: [{ id: 'a', plan: 'free', extra: 1 }] }).issues![0])
 * //=> 'accounts[0]: unknown field "extra"'
 */
export function describeConfigIssue(issue: v.BaseIssue<unknown>): string {
  const path = formatIssuePath(issue);
  const items = issue.path ?? [];
  const last = items.at(-1) as { key?: unknown } | undefined;
  const parent = formatIssuePath({ ...issue, path: items.slice(0, -1) as never }) || 'config';
  if (issue.kind === 'schema' && issue.expected === 'never' && last !== undefined) {
    const custom = issue.message.startsWith('Invalid ') ? '' : ` (${issue.message})`;
    return `${parent}: unknown field ${JSON.stringify(String(last.key))}${custom}`;
  }
  if (issue.kind === 'schema' && issue.received === 'undefined' && last !== undefined && issue.expected === JSON.stringify(String(last.key))) {
    return `${parent}: missing field ${issue.expected}`;
  }
  const where = path || 'config';
  // valibot's own messages start "Invalid …: Expected …"; the schema's custom ones are kept as they are.
  if (/^Invalid \w+: Expected /.test(issue.message)) return `${where}: expected ${plain(issue.expected)}, got ${plain(issue.received)}`;
  const shown = issue.received !== undefined && !['undefined', 'Object', 'Array'].includes(issue.received);
  return shown ? `${where}: ${issue.message} (got ${plain(issue.received)})` : `${where}: ${issue.message}`;
}
