import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createConfigKeyRenamer, createConfigKeyRevoker } from '../../src/node/configKeyRevoker.ts';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
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

describe('createConfigKeyRenamer (serve without Redis)', () => {
  it('writes each new name into the config file, one after another, leaving the rest of the text as it was; the file still loads with the names', async () => {
    const file = join(dir, 'names.json');
    const text = `{\n  "environment":   "test",\n  "accounts": [{ "id": "a", "plan": "business", "keys": [{ "key": "${ONE}" }, { "sha256": "${sha256Hex(TWO)}", "name": "Two", "status": "revoked" }] }]\n}\n`;
    writeFileSync(file, text);
    const rename = createConfigKeyRenamer(file, 'daycalc');
    await Promise.all([rename(sha256Hex(ONE), 'Bürorechner 東京'), rename(sha256Hex(TWO), 'Two (lost)')]);
    const after = readFileSync(file, 'utf8');
    expect(after).toContain('"environment":   "test"');
    expect(after).toContain('"name": "Bürorechner 東京"');
    expect(after).toContain('"name": "Two (lost)"');
    const loaded = await loadGatewayConfig(JSON.parse(after));
    expect(loaded.ok && loaded.value.keys.map((key) => key.name)).toEqual(['Bürorechner 東京', 'Two (lost)']);
    // The same name again changes nothing.
    await rename(sha256Hex(ONE), 'Bürorechner 東京');
    expect(readFileSync(file, 'utf8')).toBe(after);
  });

  it('lets renames and revocations from several processes on one file all land', async () => {
    const file = join(dir, 'shared-names.json');
    const keys = Array.from({ length: 8 }, (_, index) => `daycalc_test_RenamerShared${String(index).padStart(2, '0')}0123456789abcd`);
    writeFileSync(file, JSON.stringify({ environment: 'test', accounts: [{ id: 'a', plan: 'business', keys: keys.map((key) => ({ key })) }] }, null, 2));
    const renamers = [createConfigKeyRenamer(file, 'daycalc'), createConfigKeyRenamer(file, 'daycalc')];
    const revoker = createConfigKeyRevoker(file, 'daycalc');
    await Promise.all([...keys.map((key, index) => renamers[index % 2]!(sha256Hex(key), `Key ${index}`)), revoker(sha256Hex(keys[0]!))]);
    const after = JSON.parse(readFileSync(file, 'utf8')) as { accounts: [{ keys: Array<{ name?: string; status?: string }> }] };
    expect(after.accounts[0].keys.map((key) => key.name)).toEqual(keys.map((_key, index) => `Key ${index}`));
    expect(after.accounts[0].keys[0]!.status).toBe('revoked');
  });

  it('rejects when the key is not in the file (the gateway reports it; the name stands in memory)', async () => {
    const file = join(dir, 'other-names.json');
    writeFileSync(file, `{"environment":"test","accounts":[{"id":"a","plan":"business","keys":[{"key":"${ONE}"}]}]}`);
    await expect(createConfigKeyRenamer(file, 'daycalc')(sha256Hex(TWO), 'x')).rejects.toThrow(/cannot rename key .* no key in the config matches/);
  });
});
