import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revokeKeyInConfigText } from '../../src/node/revokeKeyInConfigText.ts';
import { sha256Hex } from '../../src/keys/sha256Hex.ts';
import { KEY_A, SHA_B, TABS_AND_CRLF, handFormatted, randomConfig, replaced } from './_configText.ts';

const TEXT = handFormatted('"status": "active", "expires_at": "2030-01-01T00:00:00Z"');

describe('revokeKeyInConfigText', () => {
  it('adds "status": "revoked" to a key named by its text, changing nothing else', () => {
    const outcome = revokeKeyInConfigText(TEXT, KEY_A);
    expect(outcome).toMatchObject({ ok: true, changed: true, accountId: 'acct_a', sha256: sha256Hex(KEY_A) });
    if (!outcome.ok) return;
    expect(outcome.text).toBe(replaced(TEXT, `{ "key": "${KEY_A}" }`, `{ "key": "${KEY_A}", "status": "revoked" }`));
  });

  it('changes the status of a key named by its SHA-256 or its first 12 hex digits (any case)', () => {
    const expected = replaced(TEXT, '"status": "active"', '"status": "revoked"');
    for (const selector of [SHA_B, SHA_B.toUpperCase(), SHA_B.slice(0, 12)]) {
      const outcome = revokeKeyInConfigText(TEXT, selector);
      expect(outcome.ok && outcome.text).toBe(expected);
    }
  });

  it('says so, and changes nothing, for a key that is already revoked', () => {
    const revoked = replaced(TEXT, '"status": "active"', '"status": "revoked"');
    expect(revokeKeyInConfigText(revoked, SHA_B)).toEqual({ ok: true, text: revoked, changed: false, accountId: 'acct_a', sha256: SHA_B });
  });

  it('refuses an unknown key, an ambiguous prefix, a selector of no known form and a file that is not JSON', () => {
    expect(revokeKeyInConfigText(TEXT, 'daycalc_test_cccccccccccccccccccccccccccccccc')).toEqual({ ok: false, message: 'no key in the config matches' });
    expect(revokeKeyInConfigText(TEXT, 'abc')).toMatchObject({ ok: false, message: expect.stringContaining('neither a key') });
    expect(revokeKeyInConfigText('{', KEY_A)).toMatchObject({ ok: false, message: expect.stringContaining('not JSON') });
    const twins = JSON.stringify({ accounts: [{ id: 'a', keys: [{ sha256: `${'f'.repeat(12)}${'0'.repeat(52)}` }, { sha256: `${'f'.repeat(12)}${'1'.repeat(52)}` }] }] });
    expect(revokeKeyInConfigText(twins, 'ffffffffffff')).toMatchObject({ ok: false, message: expect.stringContaining('2 keys start with that prefix') });
  });

  it('keeps tab indentation and CRLF line ends', () => {
    const outcome = revokeKeyInConfigText(TABS_AND_CRLF, KEY_A);
    expect(outcome.ok && outcome.text).toBe(replaced(TABS_AND_CRLF, `"key": "${KEY_A}"\r\n`, `"key": "${KEY_A}",\r\n\t\t\t\t\t"status": "revoked"\r\n`));
  });

  it('for any config layout, the result parses to the same config with only that key revoked', () => {
    const config = randomConfig({ status: fc.constantFrom('active', 'revoked'), expires_at: fc.constant('2030-01-01T00:00:00Z') });
    fc.assert(
      fc.property(config, fc.constantFrom(0, 2, 4, '\t'), fc.nat(), (value, indent, pick) => {
        const entries = value.accounts.flatMap((account, a) => account.keys.map((key, k) => ({ a, k, key })));
        fc.pre(entries.length > 0 && new Set(entries.map((entry) => entry.key.sha256)).size === entries.length);
        const target = entries[pick % entries.length] as (typeof entries)[number];
        const text = JSON.stringify(value, null, indent);
        const outcome = revokeKeyInConfigText(text, target.key.sha256);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        const expected = structuredClone(value);
        (expected.accounts[target.a]?.keys[target.k] as { status?: string }).status = 'revoked';
        expect(JSON.parse(outcome.text)).toEqual(expected);
        expect(outcome.changed).toBe(target.key.status !== 'revoked');
      }),
      { numRuns: 300 },
    );
  });
});
