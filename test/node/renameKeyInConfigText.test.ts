import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { renameKeyInConfigText } from '../../src/node/revokeKeyInConfigText.ts';
import { sha256Hex } from '../../src/keys/sha256Hex.ts';
import { KEY_A, SHA_B, TABS_AND_CRLF, handFormatted, randomConfig, replaced } from './_configText.ts';

const TEXT = handFormatted('"name": "Old",  "status": "revoked"');

describe('renameKeyInConfigText', () => {
  it('adds "name" to a key named by its text, changing nothing else; any script as it is', () => {
    const outcome = renameKeyInConfigText(TEXT, KEY_A, 'Bürorechner 東京 🚀');
    expect(outcome).toMatchObject({ ok: true, changed: true, accountId: 'acct_a', sha256: sha256Hex(KEY_A) });
    if (!outcome.ok) return;
    expect(outcome.text).toBe(replaced(TEXT, `{ "key": "${KEY_A}" }`, `{ "key": "${KEY_A}", "name": "Bürorechner 東京 🚀" }`));
  });

  it('replaces the name of a key named by its SHA-256 or its first 12 hex digits (a revoked key too), escaping what JSON escapes', () => {
    const expected = replaced(TEXT, '"name": "Old"', '"name": "Say \\"hi\\" \\\\ there"');
    for (const selector of [SHA_B, SHA_B.toUpperCase(), SHA_B.slice(0, 12)]) {
      const outcome = renameKeyInConfigText(TEXT, selector, 'Say "hi" \\ there');
      expect(outcome.ok && outcome.text).toBe(expected);
      if (outcome.ok) expect(JSON.parse(outcome.text).accounts[0].keys[1].name).toBe('Say "hi" \\ there');
    }
  });

  it('changes nothing when the key already has that name', () => {
    expect(renameKeyInConfigText(TEXT, SHA_B, 'Old')).toEqual({ ok: true, text: TEXT, changed: false, accountId: 'acct_a', sha256: SHA_B });
  });

  it('refuses an unknown key and a file that is not JSON', () => {
    expect(renameKeyInConfigText(TEXT, 'daycalc_test_cccccccccccccccccccccccccccccccc', 'x')).toEqual({ ok: false, message: 'no key in the config matches' });
    expect(renameKeyInConfigText('{', KEY_A, 'x')).toMatchObject({ ok: false, message: expect.stringContaining('not JSON') });
  });

  it('keeps tab indentation and CRLF line ends', () => {
    const outcome = renameKeyInConfigText(TABS_AND_CRLF, KEY_A, 'CI');
    expect(outcome.ok && outcome.text).toBe(replaced(TABS_AND_CRLF, `"key": "${KEY_A}"\r\n`, `"key": "${KEY_A}",\r\n\t\t\t\t\t"name": "CI"\r\n`));
  });

  it('for any config layout and any valid (trimmed) name, the result parses to the same config with only that key renamed, and still loads', async () => {
    const config = randomConfig({ name: fc.constantFrom('A', 'Laptop'), status: fc.constantFrom('active', 'revoked') });
    const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((text) => /^[\p{L}\p{N} ._-]+$/u.test(text) && text.trim() === text && text !== '');
    await fc.assert(
      fc.asyncProperty(config, fc.constantFrom(0, 2, '\t'), fc.nat(), name, async (value, indent, pick, newName) => {
        const entries = value.accounts.flatMap((account, a) => account.keys.map((key, k) => ({ a, k, key })));
        fc.pre(entries.length > 0 && new Set(entries.map((entry) => entry.key.sha256)).size === entries.length);
        const target = entries[pick % entries.length] as (typeof entries)[number];
        const text = JSON.stringify(value, null, indent);
        const outcome = renameKeyInConfigText(text, target.key.sha256, newName);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        const expected = structuredClone(value);
        (expected.accounts[target.a]!.keys[target.k] as { name?: string }).name = newName;
        expect(JSON.parse(outcome.text)).toEqual(expected);
        const ids = new Set(value.accounts.map((account) => account.id));
        if (ids.size === value.accounts.length && value.accounts.every((account) => account.keys.filter((key) => key.status !== 'revoked').length <= 5)) {
          expect((await loadGatewayConfig(JSON.parse(outcome.text))).ok).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
