// The name of an API key: one rule for the config file's `name`, `daycalc keys new --name`, the
// rename endpoint (`POST /api/v1/account/keys/{id}/rename`) and the config text a rename writes
// (docs/decisions.md, "Renaming keys").
import { DEFAULT_KEY_PREFIX } from '../protocol/wire.ts';
import { redactKeys } from './redactKeys.ts';

/** The most characters (code points, leading and trailing spaces not counted) in a key's name. */
export const KEY_NAME_MAX_LENGTH = 64;

/** Control characters (C0, DEL, C1) and the line and paragraph separators: a name is shown on one line. */
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A lone (unpaired) UTF-16 surrogate: text that is not well-formed Unicode. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The bidirectional marks, embeddings, overrides and isolates: they reorder what is shown around the name. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Something a reader sees: not white space, not an invisible format character. */
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * Checks a key's name: after leading and trailing spaces are taken off, 1-64 characters (code
 * points) with at least one visible one; letters of any script, digits, punctuation, symbols and
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
  if (LONE_SURROGATE.test(name)) return 'must be well-formed Unicode (no lone surrogate)';
  if (BIDI_CONTROL.test(name)) return 'must not contain bidirectional control characters (they reorder the text shown around it)';
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
