import { toHex } from '../keys/hex.ts';
import { DEFAULT_KEY_PREFIX, type Environment } from '../protocol/wire.ts';

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
