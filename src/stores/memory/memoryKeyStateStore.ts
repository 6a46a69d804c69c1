import type { KeyStateStore } from '../stores.ts';

/** The memory key state, which can also lift a revocation or a name (when the config is edited over them). */
export interface MemoryKeyStateStore extends KeyStateStore {
  renameKey(sha256: string, name: string, now: number): void;
  keyNames(sha256s: readonly string[]): ReadonlyArray<string | undefined>;
  /** Lifts a revocation made through `revokeKey`; a key that was not revoked stays as it is. */
  reinstateKey(sha256: string): void;
  /** Forgets a name given through `renameKey` (the key store's name shows again). */
  forgetName(sha256: string): void;
}

/**
 * Creates an in-memory key state for one process: the keys revoked and the names given through the
 * API, and when each key was last used. Every touch is written (a map entry is cheap), so `lastUsed`
 * is exact here. A revocation or a name lasts as long as the process: without Redis, `daycalc serve`
 * also writes it to the config file, which outlives the process. `reinstateKey` lifts a revocation
 * (`daycalc serve` calls it when a reloaded config makes a key it had revoked active again) and
 * `forgetName` a name (when a reloaded config names the key otherwise than before).
 *
 * @returns A key-state store.
 * @example
 * const keyState = createMemoryKeyStateStore();
 * keyState.revokeKey('ab12…', Date.now());
 * keyState.isRevoked('ab12…') //=> true
 * keyState.renameKey('ab12…', 'CI pipeline', Date.now());
 * keyState.keyNames(['ab12…']) //=> ['CI pipeline']
 */
export function createMemoryKeyStateStore(): MemoryKeyStateStore {
  const revoked = new Set<string>();
  const used = new Map<string, number>();
  const names = new Map<string, string>();
  return {
    revokeKey(sha256) {
      revoked.add(sha256.toLowerCase());
    },
    isRevoked: (sha256) => revoked.has(sha256.toLowerCase()),
    reinstateKey(sha256) {
      revoked.delete(sha256.toLowerCase());
    },
    renameKey(sha256, name) {
      names.set(sha256.toLowerCase(), name);
    },
    keyNames: (sha256s) => sha256s.map((sha256) => names.get(sha256.toLowerCase())),
    forgetName(sha256) {
      names.delete(sha256.toLowerCase());
    },
    touchKey(sha256, now) {
      const key = sha256.toLowerCase();
      used.set(key, Math.max(now, used.get(key) ?? Number.NEGATIVE_INFINITY));
    },
    lastUsed: (sha256s) => sha256s.map((sha256) => used.get(sha256.toLowerCase())),
    ping: () => true,
  };
}
