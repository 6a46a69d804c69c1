import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createConfigKeyRevoker } from '../../src/node/configKeyRevoker.ts';
import { sha256Hex } from '../../src/keys/sha256Hex.ts';

const dir = mkdtempSync(join(tmpdir(), 'daycalc-revoker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ONE = 'daycalc_test_RevokerOne0123456789abcdefgh';
const TWO = 'daycalc_test_RevokerTwo0123456789abcdefgh';

describe('createConfigKeyRevoker (serve without Redis)', () => {
  it('marks each revoked key in the config file, one after another, leaving the rest of the text as it was', async () => {
    const file = join(dir, 'config.json');
    const text = `{\n  "environment":   "test",\n  "accounts": [{ "id": "a", "plan": "business", "keys": [{ "key": "${ONE}" }, { "sha256": "${sha256Hex(TWO)}", "name": "Two" }] }]\n}\n`;
    writeFileSync(file, text);
    const revoke = createConfigKeyRevoker(file, 'daycalc');
    await Promise.all([revoke(sha256Hex(ONE)), revoke(sha256Hex(TWO))]);
    const after = readFileSync(file, 'utf8');
    expect(after).toContain('"environment":   "test"');
    expect(after.match(/"status": "revoked"/g)).toHaveLength(2);
    // Revoking again changes nothing.
    await revoke(sha256Hex(ONE));
    expect(readFileSync(file, 'utf8')).toBe(after);
  });

  it('lets revocations from several processes on one file all land (the file is locked across processes)', async () => {
    const file = join(dir, 'shared.json');
    const keys = Array.from({ length: 12 }, (_, index) => `daycalc_test_RevokerShared${String(index).padStart(2, '0')}0123456789abcd`);
    writeFileSync(file, JSON.stringify({ environment: 'test', accounts: [{ id: 'a', plan: 'business', keys: keys.map((key) => ({ key })) }] }, null, 2));
    // Two revokers stand for two serve processes: each has its own in-process queue, only the lock is shared.
    const first = createConfigKeyRevoker(file, 'daycalc');
    const second = createConfigKeyRevoker(file, 'daycalc');
    await Promise.all(keys.map((key, index) => (index % 2 === 0 ? first : second)(sha256Hex(key))));
    expect(readFileSync(file, 'utf8').match(/"status": "revoked"/g)).toHaveLength(keys.length);
  });

  it('rejects when the key is not in the file (the gateway reports it; the revocation stands in memory)', async () => {
    const file = join(dir, 'other.json');
    writeFileSync(file, '{"environment":"test","accounts":[]}');
    await expect(createConfigKeyRevoker(file, 'daycalc')(sha256Hex(ONE))).rejects.toThrow(/no key in the config matches/);
  });
});
