import { decodePercentLoosely } from '../messages.ts';
import { KEY_ENVIRONMENT_PATTERN, REDACTED } from '../protocol/wire.ts';

/** What replaces a key-shaped token. */
export { REDACTED };

/** The longest echoed text in an error message (a path, a name): longer text is cut with `…`. */
export const MAX_ECHO_CHARS = 100;

const KEYISH = /_(?:live|test)_/i;

// The compiled patterns of the last prefix asked for (a pure cache: one gateway uses one prefix).
let lastPrefix: string | undefined;
let token = /(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+/g;
let keyShape = new RegExp(`daycalc${KEY_ENVIRONMENT_PATTERN}`, 'i');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(prefix: string): void {
  if (prefix === lastPrefix) return;
  lastPrefix = prefix;
  // A token is a run of the characters a key (or its percent-encoding) is made of.
  const extra = [...new Set(prefix.replace(/[A-Za-z0-9_%]/g, ''))].map(escapeRegExp).join('');
  token = new RegExp(`(?:[A-Za-z0-9_${extra}]|%[0-9A-Fa-f]{2})+`, 'g');
  keyShape = new RegExp(`${escapeRegExp(prefix)}${KEY_ENVIRONMENT_PATTERN}`, 'i');
}

/**
 * Replaces every key-shaped string (`<prefix>_live_…`, `<prefix>_test_…`) in a text with
 * `[redacted]`, also when it is percent-encoded (`daycalc%5Ftest%5F…`, even twice over): each run
 * of key characters and `%XX` escapes is decoded safely (byte by byte, never throwing on a
 * malformed escape) and, when the decoded run holds a key shape, the whole run is replaced. The rest
 * of the text is returned as it was (nothing is decoded in the output, so no control character
 * appears that was not there). For log lines and for any text a response echoes.
 *
 * @param text - A path, a message, a log line.
 * @param keyPrefix - The service word of keys (`daycalc`).
 * @returns The text with every key-shaped run replaced by `[redacted]`.
 * @example
 * redactKeys('/api/v1/daycalc%5Ftest%5F0123456789abcdef', 'daycalc') //=> '/api/v1/[redacted]'
 * redactKeys('/api/v1/age', 'daycalc') //=> '/api/v1/age'
 */
export function redactKeys(text: string, keyPrefix: string): string {
  if (!text.includes('%') && !KEYISH.test(text)) return text;
  compile(keyPrefix);
  return text.replace(token, (run) => (keyShape.test(run.includes('%') ? decodePercentLoosely(run) : run) ? REDACTED : run));
}

/**
 * Makes text safe to echo in an error message: keys redacted (`redactKeys`), then cut to
 * `MAX_ECHO_CHARS` characters with `…`.
 *
 * @param text - The text to echo (a request path).
 * @param keyPrefix - The service word of keys.
 * @returns The redacted, capped text.
 * @example
 * echoSafely('/x'.repeat(100), 'daycalc').length //=> 101
 */
export function echoSafely(text: string, keyPrefix: string): string {
  const redacted = redactKeys(text, keyPrefix);
  return redacted.length > MAX_ECHO_CHARS ? `${redacted.slice(0, MAX_ECHO_CHARS)}…` : redacted;
}
