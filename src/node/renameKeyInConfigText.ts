import { keptKeyName, keyNameProblem } from '../keys/keyName.ts';
import { findKeyInConfigText, setKeyPropertyInConfigText, type RevokeOutcome } from './revokeKeyInConfigText.ts';

/**
 * Names one key of a gateway config, as a text edit: only that key's `name` changes (or is added
 * after its last property), every other byte of the file stays as it was; the name is written as a
 * JSON string (letters of any script as they are). The key is named as for `revokeKeyInConfigText`
 * (its text, its SHA-256 or the first 12 hex digits of it). A name the key-name rule refuses
 * (`keyNameProblem`) is refused; a valid one is written without leading and trailing spaces.
 *
 * @param text - The config file's text.
 * @param selector - The key, its SHA-256, or its first 12 hex digits.
 * @param name - The new name.
 * @param keyPrefix - The service word of keys (default `daycalc`).
 * @returns The new text (and whether it changed), or why no key was renamed.
 * @example
 * renameKeyInConfigText('{"accounts":[{"id":"a","plan":"free","keys":[{"sha256":"ab…"}]}]}', 'ab…', 'CI').text
 * //=> '{"accounts":[{"id":"a","plan":"free","keys":[{"sha256":"ab…", "name": "CI"}]}]}'
 */
export function renameKeyInConfigText(text: string, selector: string, name: string, keyPrefix = 'daycalc'): RevokeOutcome {
  const problem = keyNameProblem(name, keyPrefix);
  if (problem !== undefined) return { ok: false, message: `the name ${problem}` };
  const found = findKeyInConfigText(text, selector, keyPrefix);
  if (!found.ok) return found;
  const { entry } = found;
  const kept = keptKeyName(name);
  if (entry.name === kept) return { ok: true, text, changed: false, accountId: entry.accountId, sha256: entry.sha256 };
  return setKeyPropertyInConfigText(text, entry, 'name', JSON.stringify(kept));
}
