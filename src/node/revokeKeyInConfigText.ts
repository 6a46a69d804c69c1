import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { parseApiKey } from '../gateway/apiKeys.ts';
import { sha256Hex } from '../keys/sha256Hex.ts';

/** The outcome of `revokeKeyInConfigText`. */
export type RevokeOutcome =
  | { readonly ok: true; readonly text: string; readonly changed: boolean; readonly accountId: string; readonly sha256: string }
  | { readonly ok: false; readonly message: string };

interface KeyEntry {
  readonly accountIndex: number;
  readonly keyIndex: number;
  readonly accountId: string;
  readonly sha256: string;
  readonly status: unknown;
}

/** How a key is named on the command line: its text, its SHA-256, or the SHA-256's first 12 hex digits. */
function matcherOf(selector: string, keyPrefix: string): ((sha256: string) => boolean) | string {
  if (/^[0-9a-f]{64}$/i.test(selector)) return (sha256) => sha256 === selector.toLowerCase();
  if (/^[0-9a-f]{12}$/i.test(selector)) return (sha256) => sha256.startsWith(selector.toLowerCase());
  if (parseApiKey(selector, keyPrefix) !== undefined) {
    const hash = sha256Hex(selector);
    return (sha256) => sha256 === hash;
  }
  return `"${selector.length > 20 ? `${selector.slice(0, 12)}…` : selector}" is neither a key (${keyPrefix}_live_… or ${keyPrefix}_test_…), a SHA-256 (64 hex digits) nor its first 12 hex digits`;
}

function keyEntries(config: unknown): KeyEntry[] {
  const entries: KeyEntry[] = [];
  const accounts = (config as { accounts?: unknown }).accounts;
  if (!Array.isArray(accounts)) return entries;
  accounts.forEach((account: unknown, accountIndex) => {
    const { id, keys } = (account ?? {}) as { id?: unknown; keys?: unknown };
    if (!Array.isArray(keys)) return;
    keys.forEach((key: unknown, keyIndex) => {
      const { key: text, sha256, status } = (key ?? {}) as { key?: unknown; sha256?: unknown; status?: unknown };
      const hash = typeof text === 'string' ? sha256Hex(text) : typeof sha256 === 'string' ? sha256.toLowerCase() : undefined;
      if (hash !== undefined) entries.push({ accountIndex, keyIndex, accountId: String(id), sha256: hash, status: status ?? 'active' });
    });
  });
  return entries;
}

/**
 * Sets `status` to `"revoked"` in the JSON object at `node`, touching only those bytes: an existing
 * status value is replaced; otherwise the property is added after the last one, on its own line with
 * the same indentation when the object spans lines, else on the same line.
 */
function setRevoked(text: string, node: Node): string {
  const properties = node.children ?? [];
  const status = properties.find((property) => property.children?.[0]?.value === 'status');
  const value = status?.children?.[1];
  if (value !== undefined) return `${text.slice(0, value.offset)}"revoked"${text.slice(value.offset + value.length)}`;
  const last = properties.at(-1);
  if (last === undefined) return `${text.slice(0, node.offset + 1)}"status": "revoked"${text.slice(node.offset + 1)}`;
  const end = last.offset + last.length;
  const closing = node.offset + node.length - 1;
  const multiline = text.slice(end, closing).includes('\n');
  const lineStart = text.lastIndexOf('\n', last.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, last.offset))?.[0] ?? '';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const insert = multiline && text.slice(lineStart, last.offset).trim() === '' ? `,${eol}${indent}"status": "revoked"` : ', "status": "revoked"';
  return `${text.slice(0, end)}${insert}${text.slice(end)}`;
}

/**
 * Marks one key of a gateway config as revoked, as a text edit: only that key's `status` changes (or
 * is added), every other byte of the file stays as it was. The key is named by its text, its
 * SHA-256 or the first 12 hex digits of it; a prefix that matches two keys is refused.
 *
 * @param text - The config file's text.
 * @param selector - The key, its SHA-256, or its first 12 hex digits.
 * @param keyPrefix - The service word of keys (default `daycalc`).
 * @returns The new text (and whether it changed), or why no key was revoked.
 * @example
 * revokeKeyInConfigText('{"accounts":[{"id":"a","plan":"free","keys":[{"sha256":"ab…"}]}]}', 'ab…').text
 * //=> '{"accounts":[{"id":"a","plan":"free","keys":[{"sha256":"ab…","status":"revoked"}]}]}'
 */
export function revokeKeyInConfigText(text: string, selector: string, keyPrefix = 'daycalc'): RevokeOutcome {
  let config: unknown;
  try {
    config = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, message: `the config is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const matcher = matcherOf(selector.trim(), keyPrefix);
  if (typeof matcher === 'string') return { ok: false, message: matcher };
  const matches = keyEntries(config).filter((entry) => matcher(entry.sha256));
  if (matches.length === 0) return { ok: false, message: 'no key in the config matches' };
  if (matches.length > 1) return { ok: false, message: `${matches.length} keys start with that prefix; give more of the SHA-256` };
  const [entry] = matches as [KeyEntry];
  if (entry.status === 'revoked') return { ok: true, text, changed: false, accountId: entry.accountId, sha256: entry.sha256 };
  const tree = parseTree(text);
  const node = tree === undefined ? undefined : findNodeAtLocation(tree, ['accounts', entry.accountIndex, 'keys', entry.keyIndex]);
  if (node?.type !== 'object') return { ok: false, message: 'the key entry could not be located in the file' };
  return { ok: true, text: setRevoked(text, node), changed: true, accountId: entry.accountId, sha256: entry.sha256 };
}
