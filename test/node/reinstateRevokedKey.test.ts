import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSharedStores } from '../../src/node/sharedStores.ts';
import type { GatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import type { StoredKey } from '../../src/stores/stores.ts';

const SHA = 'ab'.repeat(32);
const OTHER = 'cd'.repeat(32);

/** A config holding the two keys with the given statuses (only `keys` matters here). */
const configWith = (status: StoredKey['status'], other: StoredKey['status'] = 'active'): GatewayConfig =>
  ({
    environment: 'test',
    enabled: true,
    plans: {},
    store: { namespace: 'daycalc' },
    accounts: [{ id: 'acct_1', plan: 'pro', features: [] }],
    keys: [
      { sha256: SHA, accountId: 'acct_1', status },
      { sha256: OTHER, accountId: 'acct_1', status: other },
    ],
    calendars: [],
  }) as unknown as GatewayConfig;

afterEach(() => vi.restoreAllMocks());

describe('daycalc serve without Redis: a key made active again in the config (issue 28 item 8)', () => {
  it('lifts the revocation when a reload turns the key from revoked to active, and says so', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => (written.push(String(text)), true));
    const shared = await openSharedStores({ redis: undefined, namespace: 'daycalc' });
    const first = shared.storesFor(configWith('active'));
    // Revoked through the API: in memory, and the config file then says revoked (the reload that follows the write).
    await first.keyState!.revokeKey(SHA, 0);
    shared.storesFor(configWith('revoked'));
    expect(await first.keyState!.isRevoked(SHA)).toBe(true);
    // The operator sets it active again: the reload lifts it.
    const reloaded = shared.storesFor(configWith('active'));
    expect(await reloaded.keyState!.isRevoked(SHA)).toBe(false);
    expect(written.join('')).toContain(`key ${SHA.slice(0, 12)} is active again in the config`);
  });

  it('keeps a revocation the file never recorded (the config said active before and after)', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const shared = await openSharedStores({ redis: undefined, namespace: 'daycalc' });
    const stores = shared.storesFor(configWith('active'));
    await stores.keyState!.revokeKey(OTHER, 0);
    shared.storesFor(configWith('active'));
    shared.storesFor(configWith('revoked', 'active'));
    shared.storesFor(configWith('active', 'active'));
    expect(await stores.keyState!.isRevoked(OTHER)).toBe(true);
  });
});
