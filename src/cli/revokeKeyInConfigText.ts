import { applyEdits, modify } from 'jsonc-parser';
import { parseApiKey, sha256Hex } from '../gateway/apiKeys.ts';

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

/** The indentation the file already uses (two spaces when it cannot tell). */
function indentationOf(text: string): { insertSpaces: boolean; tabSize: number } {
  const match = /\n([ \t]+)\S/.exec(text);
  const indent = match?.[1] ?? '  ';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1 } : { insertSpaces: true, tabSize: indent.length };
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
  const edits = modify(text, ['accounts', entry.accountIndex, 'keys', entry.keyIndex, 'status'], 'revoked', {
    formattingOptions: { ...indentationOf(text), eol: text.includes('\r\n') ? '\r\n' : '\n' },
  });
  return { ok: true, text: applyEdits(text, edits), changed: true, accountId: entry.accountId, sha256: entry.sha256 };
}
