import type { KeyStateStore } from '../stores.ts';

/** The memory key state, which can also lift a revocation (when the config makes the key active again). */
export interface MemoryKeyStateStore extends KeyStateStore {
  /** Lifts a revocation made through `revokeKey`; a key that was not revoked stays as it is. */
  reinstateKey(sha256: string): void;
}

/**
 * Creates an in-memory key state for one process: the keys revoked through the API and when each
 * key was last used. Every touch is written (a map entry is cheap), so `lastUsed` is exact here. A
 * revocation lasts as long as the process: without Redis, `daycalc serve` also writes it to the
 * config file, which outlives the process. `reinstateKey` lifts one: `daycalc serve` calls it when
 * a reloaded config makes a key it had revoked active again.
 *
 * @returns A key-state store.
 * @example
 * const keyState = createMemoryKeyStateStore();
 * keyState.revokeKey('ab12…', Date.now());
 * keyState.isRevoked('ab12…') //=> true
 */
export function createMemoryKeyStateStore(): MemoryKeyStateStore {
  const revoked = new Set<string>();
  const used = new Map<string, number>();
  return {
    revokeKey(sha256) {
      revoked.add(sha256.toLowerCase());
    },
    isRevoked: (sha256) => revoked.has(sha256.toLowerCase()),
    reinstateKey(sha256) {
      revoked.delete(sha256.toLowerCase());
    },
    touchKey(sha256, now) {
      const key = sha256.toLowerCase();
      used.set(key, Math.max(now, used.get(key) ?? Number.NEGATIVE_INFINITY));
    },
    lastUsed: (sha256s) => sha256s.map((sha256) => used.get(sha256.toLowerCase())),
    ping: () => true,
  };
}
