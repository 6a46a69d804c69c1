import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/keys/sha256Hex.ts';
import { authenticate, KEY_HASH_MEMO_SIZE } from '../../src/gateway/authenticate.ts';
import type { Account, StoredKey } from '../../src/stores/stores.ts';

const KEY = 'daycalc_test_0123456789abcdef0123456789abcdef';
const OTHER = 'daycalc_test_fedcba9876543210fedcba9876543210';
const account: Account = { id: 'acct_1', plan: 'free', features: [] };

/** A key store whose answers the test can change, counting its lookups. */
function storesWith(keys: Map<string, StoredKey>) {
  const lookups: string[] = [];
  return {
    lookups,
    stores: {
      keys: { findKey: (sha256: string) => (lookups.push(sha256), keys.get(sha256)) },
      accounts: { findAccount: (id: string) => (id === account.id ? account : undefined) },
    },
  };
}

const request = (key: string): Request => new Request('http://h/api/v1/day-of-week', { method: 'POST', headers: { authorization: `Bearer ${key}` } });
const url = { pathname: '/api/v1/day-of-week', query: '' };

describe('authenticate: the key-hash memo', () => {
  it('remembers a found key, still asks the store every time, and sees a revocation at once', async () => {
    const keys = new Map<string, StoredKey>([[sha256Hex(KEY), { sha256: sha256Hex(KEY), accountId: 'acct_1', status: 'active' }]]);
    const { stores, lookups } = storesWith(keys);
    const keyHashes = new Map<string, string>();
    const options = { environment: 'test' as const, keyPrefix: 'daycalc', stores, now: 0, keyHashes };

    const first = await authenticate(request(KEY), url, options);
    expect(first).toMatchObject({ ok: true, keySha256: sha256Hex(KEY) });
    expect(keyHashes.get(KEY)).toBe(sha256Hex(KEY));

    keys.set(sha256Hex(KEY), { sha256: sha256Hex(KEY), accountId: 'acct_1', status: 'revoked' });
    expect(await authenticate(request(KEY), url, options)).toMatchObject({ ok: false, code: 'REVOKED_API_KEY' });
    keys.delete(sha256Hex(KEY));
    expect(await authenticate(request(KEY), url, options)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' });
    expect(lookups).toEqual([sha256Hex(KEY), sha256Hex(KEY), sha256Hex(KEY)]);
  });

  it('does not remember a key the store does not know', async () => {
    const { stores } = storesWith(new Map());
    const keyHashes = new Map<string, string>();
    expect(await authenticate(request(OTHER), url, { environment: 'test', keyPrefix: 'daycalc', stores, now: 0, keyHashes })).toMatchObject({ ok: false, code: 'INVALID_API_KEY' });
    expect(keyHashes.size).toBe(0);
  });

  it('stays bounded: a full memo starts again', async () => {
    const keys = new Map<string, StoredKey>([[sha256Hex(KEY), { sha256: sha256Hex(KEY), accountId: 'acct_1', status: 'active' }]]);
    const { stores } = storesWith(keys);
    const keyHashes = new Map<string, string>(Array.from({ length: KEY_HASH_MEMO_SIZE }, (_, index) => [`k${index}`, 'x']));
    expect(await authenticate(request(KEY), url, { environment: 'test', keyPrefix: 'daycalc', stores, now: 0, keyHashes })).toMatchObject({ ok: true });
    expect([...keyHashes]).toEqual([[KEY, sha256Hex(KEY)]]);
  });

  it('never trusts a remembered hash for another key text', async () => {
    const keys = new Map<string, StoredKey>([[sha256Hex(KEY), { sha256: sha256Hex(KEY), accountId: 'acct_1', status: 'active' }]]);
    const { stores } = storesWith(keys);
    const keyHashes = new Map<string, string>([[KEY, sha256Hex(KEY)]]);
    expect(await authenticate(request(OTHER), url, { environment: 'test', keyPrefix: 'daycalc', stores, now: 0, keyHashes })).toMatchObject({ ok: false, code: 'INVALID_API_KEY' });
  });
});
