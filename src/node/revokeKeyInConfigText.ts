// The text edits of a gateway config that change one key (its status, its name), byte for byte.
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { parseApiKey } from '../gateway/apiKeys.ts';
import { sha256Hex } from '../keys/sha256Hex.ts';

/** The outcome of `revokeKeyInConfigText` (and of `renameKeyInConfigText`). */
export type RevokeOutcome =
  | { readonly ok: true; readonly text: string; readonly changed: boolean; readonly accountId: string; readonly sha256: string }
  | { readonly ok: false; readonly message: string };

/** A key of a config file: where it is, whose it is, its hash and the values of its `status` and `name`. */
interface KeyEntry {
  readonly accountIndex: number;
  readonly keyIndex: number;
  readonly accountId: string;
  readonly sha256: string;
  readonly status: unknown;
  readonly name: unknown;
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
      const { key: text, sha256, status, name } = (key ?? {}) as { key?: unknown; sha256?: unknown; status?: unknown; name?: unknown };
      const hash = typeof text === 'string' ? sha256Hex(text) : typeof sha256 === 'string' ? sha256.toLowerCase() : undefined;
      if (hash !== undefined) entries.push({ accountIndex, keyIndex, accountId: String(id), sha256: hash, status: status ?? 'active', name });
    });
  });
  return entries;
}

/**
 * Sets a property of the JSON object at `node` to a JSON value, touching only those bytes: an
 * existing value is replaced; otherwise the property is added after the last one, on its own line
 * with the same indentation when the object spans lines, else on the same line.
 */
function setProperty(text: string, node: Node, key: string, json: string): string {
  const properties = node.children ?? [];
  const existing = properties.find((property) => property.children?.[0]?.value === key);
  const value = existing?.children?.[1];
  if (value !== undefined) return `${text.slice(0, value.offset)}${json}${text.slice(value.offset + value.length)}`;
  const last = properties.at(-1);
  const property = `${JSON.stringify(key)}: ${json}`;
  if (last === undefined) return `${text.slice(0, node.offset + 1)}${property}${text.slice(node.offset + 1)}`;
  const end = last.offset + last.length;
  const closing = node.offset + node.length - 1;
  const multiline = text.slice(end, closing).includes('\n');
  const lineStart = text.lastIndexOf('\n', last.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, last.offset))?.[0] ?? '';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const insert = multiline && text.slice(lineStart, last.offset).trim() === '' ? `,${eol}${indent}${property}` : `, ${property}`;
  return `${text.slice(0, end)}${insert}${text.slice(end)}`;
}

/**
 * Finds one key of a config file's text by its text, its SHA-256 or the first 12 hex digits of it
 * (a prefix that matches two keys is refused).
 *
 * @param text - The config file's text.
 * @param selector - The key, its SHA-256, or its first 12 hex digits.
 * @param keyPrefix - The service word of keys.
 * @returns The key's entry, or why none was found.
 * @example
 * findKeyInConfigText(text, '3f2a9c0b1d4e', 'daycalc').ok //=> true
 */
function findKeyInConfigText(text: string, selector: string, keyPrefix: string): { readonly ok: true; readonly entry: KeyEntry } | { readonly ok: false; readonly message: string } {
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
  return { ok: true, entry: matches[0]! };
}

/**
 * Sets one property of a key found by `findKeyInConfigText` to a JSON value, as a text edit that
 * leaves every other byte of the file as it was.
 *
 * @param text - The config file's text.
 * @param entry - The key.
 * @param key - The property (`status`, `name`).
 * @param json - Its new value as JSON text (`"revoked"`).
 * @returns The edited text, or why the key could not be edited.
 * @example
 * setKeyPropertyInConfigText(text, entry, 'name', '"CI pipeline"')
 */
function setKeyPropertyInConfigText(text: string, entry: KeyEntry, key: string, json: string): RevokeOutcome {
  const tree = parseTree(text);
  const node = tree === undefined ? undefined : findNodeAtLocation(tree, ['accounts', entry.accountIndex, 'keys', entry.keyIndex]);
  if (node?.type !== 'object') return { ok: false, message: 'the key entry could not be located in the file' };
  return { ok: true, text: setProperty(text, node, key, json), changed: true, accountId: entry.accountId, sha256: entry.sha256 };
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
  const found = findKeyInConfigText(text, selector, keyPrefix);
  if (!found.ok) return found;
  const { entry } = found;
  if (entry.status === 'revoked') return { ok: true, text, changed: false, accountId: entry.accountId, sha256: entry.sha256 };
  return setKeyPropertyInConfigText(text, entry, 'status', '"revoked"');
}

/**
 * Names one key of a gateway config, as a text edit: only that key's `name` changes (or is added
 * after its last property), every other byte of the file stays as it was; the name is written as a
 * JSON string (letters of any script as they are). The key is named as for `revokeKeyInConfigText`.
 * The name must be one the rename endpoint took (checked by `keyNameProblem`, kept trimmed).
 *
 * @param text - The config file's text.
 * @param selector - The key, its SHA-256, or its first 12 hex digits.
 * @param name - The new name, checked and trimmed.
 * @param keyPrefix - The service word of keys (default `daycalc`).
 * @returns The new text (and whether it changed), or why no key was renamed.
 * @example
 * renameKeyInConfigText('{"accounts":[{"id":"a","plan":"free","keys":[{"sha256":"ab…"}]}]}', 'ab…', 'CI').text
 * //=> '{"accounts":[{"id":"a","plan":"free","keys":[{"sha256":"ab…", "name": "CI"}]}]}'
 */
export function renameKeyInConfigText(text: string, selector: string, name: string, keyPrefix = 'daycalc'): RevokeOutcome {
  const found = findKeyInConfigText(text, selector, keyPrefix);
  if (!found.ok) return found;
  const { entry } = found;
  if (entry.name === name) return { ok: true, text, changed: false, accountId: entry.accountId, sha256: entry.sha256 };
  return setKeyPropertyInConfigText(text, entry, 'name', JSON.stringify(name));
}
