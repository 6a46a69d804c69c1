import type { KeyStateStore } from '../stores.ts';
import { pingRedis } from './pingRedis.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { keyStateKey } from './redisKeys.ts';
import { toStoreError } from './toStoreError.ts';

/** The shortest time between two last-use writes of one key from one process. */
export const TOUCH_INTERVAL_MS = 60_000;

/** How many keys the touch memo holds before it forgets those written more than a minute ago. */
const MEMO_SWEEP_AT = 10_000;

/**
 * Creates the key state on Redis, shared by every gateway process on it: one hash per key,
 * `<namespace>:keystate:{key:<sha256>}`, with `revoked_at` (set once by `revokeKey`, never
 * expires), `name` (set by `renameKey`, the last one wins, never expires) and `last_used` (epoch ms). Each key is its own hash slot, so the revocation check of
 * every request spreads over a Redis Cluster. `touchKey` writes at most once per key per minute
 * per process (the first touch of a minute writes, the others are skipped), so `lastUsed` may lag
 * the truth by up to a minute. A revocation is a plain `HSETNX`: one that lands after the gateway
 * answered 503 still only revokes the key its caller asked to revoke.
 *
 * @param client - An ioredis client (or cluster).
 * @param namespace - The prefix of every key.
 * @returns The key-state store; an unreachable Redis throws `StoreUnavailableError`.
 * @example
 * const keyState = createRedisKeyStateStore(client, 'daycalc:live');
 * await keyState.revokeKey(sha256, Date.now());
 */
export function createRedisKeyStateStore(client: DaycalcRedis, namespace: string): KeyStateStore {
  const written = new Map<string, number>();
  let sweepAt = MEMO_SWEEP_AT;
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw toStoreError(error);
    }
  };
  return {
    async revokeKey(sha256, now) {
      await run(() => client.hsetnx(keyStateKey(namespace, sha256), 'revoked_at', Math.floor(now)));
    },
    async isRevoked(sha256) {
      return (await run(() => client.hexists(keyStateKey(namespace, sha256), 'revoked_at'))) === 1;
    },
    async renameKey(sha256, name) {
      await run(() => client.hset(keyStateKey(namespace, sha256), 'name', name));
    },
    async keyNames(sha256s) {
      // One HGET each, as lastUsed: on Redis Cluster the keys live in different slots.
      const values = await run(() => Promise.all(sha256s.map((sha256) => client.hget(keyStateKey(namespace, sha256), 'name'))));
      return values.map((value) => value ?? undefined);
    },
    async touchKey(sha256, now) {
      const key = sha256.toLowerCase();
      const last = written.get(key);
      if (last !== undefined && now - last < TOUCH_INTERVAL_MS && now >= last) return;
      if (written.size >= sweepAt) {
        // Forget the keys written over a minute ago; sweep again only when the memo has doubled (O(1) amortised).
        for (const [old, at] of written) if (!(now - at < TOUCH_INTERVAL_MS)) written.delete(old);
        sweepAt = Math.max(MEMO_SWEEP_AT, 2 * written.size);
      }
      written.set(key, now);
      try {
        await run(() => client.hset(keyStateKey(namespace, key), 'last_used', Math.floor(now)));
      } catch (error) {
        // Not written: the next touch tries again.
        if (written.get(key) === now) written.delete(key);
        throw error;
      }
    },
    async lastUsed(sha256s) {
      // One HGET each: on Redis Cluster the keys live in different slots.
      const values = await run(() => Promise.all(sha256s.map((sha256) => client.hget(keyStateKey(namespace, sha256), 'last_used'))));
      return values.map((value) => (value === null ? undefined : Number(value)));
    },
    ping: () => pingRedis(client),
  };
}
