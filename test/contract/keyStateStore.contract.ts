import { describe, expect, it } from 'vitest';
import { START, type StoreBackend } from './storeFixtures.ts';

/**
 * The contract of `KeyStateStore` (revocations, names and last use, shared between handles) for one backend.
 *
 * @param backend - Makes fresh stores of the backend (call it only inside the cases).
 */
export function keyStateStoreContract(backend: () => StoreBackend): void {
  describe('key-state store: revocations, names and last use, shared', () => {
    const keyA = 'a'.repeat(64);
    const keyB = `${'b'.repeat(60)}0123`;

    it('revokes a key for every handle at once, revoking twice is a no-op, other keys stay active', async () => {
      const one = await backend().create();
      const two = await backend().share(one);
      expect(await one.keyState.isRevoked(keyA)).toBe(false);
      await one.keyState.revokeKey(keyA, START);
      expect(await one.keyState.isRevoked(keyA)).toBe(true);
      expect(await two.keyState.isRevoked(keyA)).toBe(true);
      await two.keyState.revokeKey(keyA, START + 1_000);
      expect(await one.keyState.isRevoked(keyA)).toBe(true);
      expect(await two.keyState.isRevoked(keyB)).toBe(false);
      const fresh = await backend().create();
      expect(await fresh.keyState.isRevoked(keyA)).toBe(false);
    });

    it('names a key for every handle at once, the last rename wins, other keys keep no name; any script is kept as given', async () => {
      const one = await backend().create();
      const two = await backend().share(one);
      expect(one.keyState.renameKey).toBeDefined();
      expect(await one.keyState.keyNames!([keyA, keyB])).toEqual([undefined, undefined]);
      expect(await one.keyState.keyNames!([])).toEqual([]);
      await one.keyState.renameKey!(keyA, 'CI pipeline', START);
      expect(await two.keyState.keyNames!([keyA, keyB])).toEqual(['CI pipeline', undefined]);
      await two.keyState.renameKey!(keyA.toUpperCase(), 'Bürorechner 東京 🚀', START + 1_000);
      expect(await one.keyState.keyNames!([keyB, keyA, keyA])).toEqual([undefined, 'Bürorechner 東京 🚀', 'Bürorechner 東京 🚀']);
      // A name is not a revocation, and a revocation keeps the name.
      expect(await one.keyState.isRevoked(keyA)).toBe(false);
      await one.keyState.revokeKey(keyA, START + 2_000);
      expect(await two.keyState.keyNames!([keyA])).toEqual(['Bürorechner 東京 🚀']);
      const fresh = await backend().create();
      expect(await fresh.keyState.keyNames!([keyA])).toEqual([undefined]);
    });

    it('tells when each key was last used, in the order asked, undefined for never', async () => {
      const one = await backend().create();
      const two = await backend().share(one);
      expect(await one.keyState.lastUsed([keyA, keyB])).toEqual([undefined, undefined]);
      expect(await one.keyState.lastUsed([])).toEqual([]);
      await one.keyState.touchKey(keyB, START);
      expect(await two.keyState.lastUsed([keyA, keyB])).toEqual([undefined, START]);
      expect(await two.keyState.lastUsed([keyB, keyA, keyB])).toEqual([START, undefined, START]);
    });

    it('may coalesce touches within a minute, but records one a minute later', async () => {
      const one = await backend().create();
      const two = await backend().share(one);
      await one.keyState.touchKey(keyA, START);
      await one.keyState.touchKey(keyA, START + 30_000);
      expect([START, START + 30_000]).toContain((await two.keyState.lastUsed([keyA]))[0]);
      await one.keyState.touchKey(keyA, START + 61_000);
      expect(await two.keyState.lastUsed([keyA])).toEqual([START + 61_000]);
      // Another handle's touch is its own: it writes at once.
      await two.keyState.touchKey(keyB, START + 62_000);
      expect(await one.keyState.lastUsed([keyB])).toEqual([START + 62_000]);
    });

    it('answers ping (for /readyz) with true when it has one', async () => {
      const { keyState } = await backend().create();
      if (keyState.ping !== undefined) expect(await keyState.ping()).toBe(true);
    });
  });
}
