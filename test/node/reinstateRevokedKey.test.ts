import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSharedStores } from '../../src/node/sharedStores.ts';
import type { GatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import type { StoredKey } from '../../src/stores/stores.ts';

const SHA = 'ab'.repeat(32);
const OTHER = 'cd'.repeat(32);

/** A config holding the two keys with the given statuses and, for the first, a name (only `keys` matters here). */
const configWith = (status: StoredKey['status'], other: StoredKey['status'] = 'active', name?: string): GatewayConfig =>
  ({
    environment: 'test',
    enabled: true,
    plans: {},
    store: { namespace: 'daycalc' },
    accounts: [{ id: 'acct_1', plan: 'pro', features: [] }],
    keys: [
      { sha256: SHA, accountId: 'acct_1', status, ...(name === undefined ? {} : { name }) },
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

describe('daycalc serve without Redis: a key renamed through the API, then in the config', () => {
  it('shows the config\u2019s name once a reload names the key otherwise than before (the rename\u2019s own write, or the operator\u2019s edit)', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const shared = await openSharedStores({ redis: undefined, namespace: 'daycalc' });
    const stores = shared.storesFor(configWith('active', 'active', 'Old'));
    await stores.keyState!.renameKey!(SHA, 'New', 0);
    // A reload that leaves the name as it was (another edit of the file) keeps the API's name.
    shared.storesFor(configWith('active', 'revoked', 'Old'));
    expect(await stores.keyState!.keyNames!([SHA])).toEqual(['New']);
    // The rename's write reloads: the file names it, the memory forgets its copy.
    shared.storesFor(configWith('active', 'revoked', 'New'));
    expect(await stores.keyState!.keyNames!([SHA])).toEqual([undefined]);
    // Renamed again, then the operator edits the name in the file: the edit wins.
    await stores.keyState!.renameKey!(SHA, 'Newer', 0);
    shared.storesFor(configWith('active', 'revoked', 'Operator'));
    expect(await stores.keyState!.keyNames!([SHA])).toEqual([undefined]);
  });

  it('keeps a name the file never recorded (the config named the key the same before and after)', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const shared = await openSharedStores({ redis: undefined, namespace: 'daycalc' });
    const stores = shared.storesFor(configWith('active'));
    await stores.keyState!.renameKey!(OTHER, 'Unsaved', 0);
    shared.storesFor(configWith('active'));
    shared.storesFor(configWith('revoked'));
    expect(await stores.keyState!.keyNames!([OTHER])).toEqual(['Unsaved']);
  });
});
