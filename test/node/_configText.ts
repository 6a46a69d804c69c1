// What the config text editors' tests share (revokeKeyInConfigText, renameKeyInConfigText): keys, a
// hand-formatted file, a tab-and-CRLF file, and random configs.
import fc from 'fast-check';
import { expect } from 'vitest';
import { sha256Hex } from '../../src/keys/sha256Hex.ts';

export const KEY_A = 'daycalc_test_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
export const KEY_B = 'daycalc_test_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
export const SHA_B = sha256Hex(KEY_B);

/**
 * A hand-formatted file (odd spacing, several values on one line, which must survive byte for byte)
 * whose second key carries the given properties.
 */
export const handFormatted = (secondKey: string): string => `{
    "environment": "test",
    "accounts": [
        { "id": "acct_a", "plan": "business",
          "keys": [ { "key": "${KEY_A}" },
                    { "sha256": "${SHA_B}", ${secondKey} } ] }
    ]
}
`;

/** A file indented with tabs, with CRLF line ends, holding `KEY_A` alone. */
export const TABS_AND_CRLF = `{\r\n\t"accounts": [\r\n\t\t{\r\n\t\t\t"id": "a",\r\n\t\t\t"keys": [\r\n\t\t\t\t{\r\n\t\t\t\t\t"key": "${KEY_A}"\r\n\t\t\t\t}\r\n\t\t\t]\r\n\t\t}\r\n\t]\r\n}\r\n`;

/** The text with one substring replaced, for exact comparisons. */
export const replaced = (text: string, from: string, to: string): string => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

/** Random configs of 1-3 accounts with up to 4 keys each, the keys' other properties drawn from `extra`. */
export const randomConfig = <T extends Record<string, fc.Arbitrary<unknown>>>(extra: T) =>
  fc.record({
    environment: fc.constant('test'),
    accounts: fc.array(
      fc.record({ id: fc.string({ minLength: 1 }), plan: fc.constant('business'), keys: fc.array(fc.record({ sha256: fc.stringMatching(/^[0-9a-f]{64}$/), ...extra }, { requiredKeys: ['sha256'] }), { maxLength: 4 }) }),
      { minLength: 1, maxLength: 3 },
    ),
  });
