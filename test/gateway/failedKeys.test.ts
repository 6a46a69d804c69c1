import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { StoreUnavailableError } from '../../src/stores/storeUnavailableError.ts';
import type { KeyStateStore } from '../../src/stores/stores.ts';
import { KEYS, bearer, post, read, setupGateway, testConfig } from './_setup.ts';

/** A key-state store as a frozen Redis answers it (every read times out), counting what it is asked. */
function frozenKeyState(): KeyStateStore & { asked: string[] } {
  const asked: string[] = [];
  const unavailable = (what: string) => (): Promise<never> => {
    asked.push(what);
    return Promise.reject(new StoreUnavailableError('Redis is unavailable: Command timed out'));
  };
  return { asked, isRevoked: unavailable('isRevoked'), revokeKey: unavailable('revokeKey'), touchKey: unavailable('touchKey'), lastUsed: unavailable('lastUsed') };
}

describe('keys the config refuses never reach the key-state store (issue 28 item 5, docs/deployment.md)', () => {
  it('answers unknown, config-revoked and expired keys 401 while the store is frozen, and the address throttle 429, without asking it', async () => {
    const loaded = await loadGatewayConfig(testConfig);
    if (!loaded.ok) throw new Error('config');
    const keyState = frozenKeyState();
    const { gateway } = await setupGateway(testConfig, { stores: { ...loaded.value.stores, keyState } });
    const call = async (key: string) => read(await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(key)), { clientAddress: '198.51.100.77' }));
    const codes: string[] = [];
    for (let round = 0; round < 10; round++) {
      for (const key of [KEYS.unknown, KEYS.revoked, KEYS.expired]) {
        const answer = await call(key);
        expect(answer.status).toBe(401);
        codes.push((answer.body as { error: { code: string } }).error.code);
      }
    }
    expect(new Set(codes)).toEqual(new Set(['INVALID_API_KEY', 'REVOKED_API_KEY', 'EXPIRED_API_KEY']));
    // The address has used up the Free plan's 30 failures: the throttle answers, still without the store.
    const throttled = await call(KEYS.unknown);
    expect(throttled.status).toBe(429);
    expect(keyState.asked).toEqual([]);
    // A key the config accepts is still checked for a revocation through the API (here: 503, the store is frozen).
    expect((await call(KEYS.business)).status).toBe(503);
    expect(keyState.asked).toEqual(['isRevoked']);
  });
});
