import type { DaycalcRedis } from './redisClient.ts';
import { toStoreError } from './toStoreError.ts';

/**
 * The `ping` of every Redis store, for `GET /readyz`: resolves true when Redis answers `PING`, throws
 * `StoreUnavailableError` when it does not.
 *
 * @param client - The stores' ioredis client (or cluster).
 * @returns True once Redis answered.
 * @example
 * await pingRedis(client) //=> true
 */
export async function pingRedis(client: DaycalcRedis): Promise<boolean> {
  try {
    await client.ping();
    return true;
  } catch (error) {
    throw toStoreError(error);
  }
}
