import { toHex } from '../keys/hex.ts';
import { redactKeys } from '../keys/redactKeys.ts';
import { DEFAULT_KEY_PREFIX, KEY_NAME_MAX_LENGTH, type Environment } from '../protocol/wire.ts';

/** The secret part of a key: 16 to 128 letters and digits. */
const SECRET_PATTERN = '[A-Za-z0-9]{16,128}';

/** Bytes of randomness in a generated key's secret (hex encoded: 48 characters). */
const GENERATED_SECRET_BYTES = 24;

/** The parts of a well-formed key text. */
export interface ApiKeyParts {
  readonly environment: Environment;
}

// The compiled pattern of the last prefix asked for (a pure cache: one gateway uses one prefix).
let lastPrefix = DEFAULT_KEY_PREFIX;
let lastPattern = new RegExp(`^${DEFAULT_KEY_PREFIX}_(live|test)_${SECRET_PATTERN}$`);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads a key's environment from its prefix (docs/decisions.md#keys): `<prefix>_live_<secret>` or
 * `<prefix>_test_<secret>`, where the secret is 16-128 letters and digits.
 *
 * @param key - The key text as sent.
 * @param prefix - The service word (default `daycalc`).
 * @returns The key's environment, or `undefined` when the key is malformed.
 * @example
 * parseApiKey('daycalc_test_0123456789abcdef0123') //=> { environment: 'test' }
 * parseApiKey('sk_test_0123456789abcdef0123') //=> undefined
 */
export function parseApiKey(key: string, prefix: string = DEFAULT_KEY_PREFIX): ApiKeyParts | undefined {
  if (prefix !== lastPrefix) {
    lastPattern = new RegExp(`^${escapeRegExp(prefix)}_(live|test)_${SECRET_PATTERN}$`);
    lastPrefix = prefix;
  }
  const match = lastPattern.exec(key);
  return match === null ? undefined : { environment: match[1] as Environment };
}

/**
 * Generates a fresh key with a cryptographically random secret (Web Crypto).
 *
 * @param environment - `live` or `test`.
 * @param prefix - The service word (default `daycalc`).
 * @returns The full key text, e.g. `daycalc_test_3f9c…` (48 hex digits of secret).
 * @example
 * parseApiKey(generateApiKey('test'))?.environment //=> 'test'
 */
export function generateApiKey(environment: Environment, prefix: string = DEFAULT_KEY_PREFIX): string {
  return `${prefix}_${environment}_${toHex(crypto.getRandomValues(new Uint8Array(GENERATED_SECRET_BYTES)))}`;
}

/** Control characters (C0, DEL, C1) and the line and paragraph separators: a name is shown on one line. */
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A lone (unpaired) UTF-16 surrogate: text that is not well-formed Unicode. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The bidirectional marks, embeddings, overrides and isolates: they reorder what is shown around the name. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Something a reader sees: not white space, not an invisible format character. */
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * Checks a key's name, one rule for the config's `name`, `daycalc keys new --name`, the rename
 * endpoint and the config text a rename writes (docs/decisions.md, "Renaming keys"): after leading
 * and trailing spaces are taken off, 1-64 characters (code points) with at least one visible one; letters of any script, digits, punctuation, symbols and
 * emoji are welcome; control characters (a line break), the line and paragraph separators, lone
 * surrogates and bidirectional controls are not, and neither is an API key (a name is shown to every
 * key of the account and kept in the config file).
 *
 * @param name - The name as given.
 * @param keyPrefix - The service word of keys (a name holding `<word>_live_…`/`<word>_test_…` is refused).
 * @returns What is wrong with it ("must …"), or `undefined` when it is fine.
 * @example
 * keyNameProblem('CI pipeline') //=> undefined
 * keyNameProblem('Bürorechner 東京') //=> undefined
 * keyNameProblem('') //=> 'must be 1-64 characters'
 * keyNameProblem('a\nb') //=> 'must not contain control characters (such as a line break)'
 */
export function keyNameProblem(name: string, keyPrefix: string = DEFAULT_KEY_PREFIX): string | undefined {
  if (LINE_BREAKING.test(name)) return 'must not contain control characters (such as a line break)';
  if (LONE_SURROGATE.test(name)) return 'must not contain a lone surrogate';
  if (BIDI_CONTROL.test(name)) return 'must not contain bidirectional controls';
  const trimmed = name.trim();
  if (name !== '' && !VISIBLE.test(trimmed)) return 'must not be only spaces';
  const length = [...trimmed].length;
  if (length < 1 || length > KEY_NAME_MAX_LENGTH) return `must be 1-${KEY_NAME_MAX_LENGTH} characters`;
  if (redactKeys(trimmed, keyPrefix) !== trimmed) return 'must not contain an API key';
  return undefined;
}

/**
 * A valid key name as it is kept and shown: without leading and trailing spaces.
 *
 * @param name - A name `keyNameProblem` accepts.
 * @returns The name to keep.
 * @example
 * keptKeyName('  CI pipeline ') //=> 'CI pipeline'
 */
export function keptKeyName(name: string): string {
  return name.trim();
}
