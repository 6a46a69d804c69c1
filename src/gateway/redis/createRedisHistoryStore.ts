import { HISTORY_MAX_ENTRIES_PER_ACCOUNT } from '../../protocol.ts';
import type { HistoryEntry, HistoryStore } from '../stores.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { toStoreError } from './toStoreError.ts';

/**
 * Creates a request history on Redis: one sorted set per account (`<namespace>:history:<account>`),
 * scored by the call's time. Each write drops the entries older than the plan's retention and renews
 * the set's expiry to the retention, in one Lua script; reads never return an entry older than the
 * retention. A retention of 0 (the Free plan) writes nothing. Each set keeps at most
 * `maxEntriesPerAccount` entries (the oldest go first), so one read never has to move an unbounded
 * set and a busy account cannot fill the Redis. Each script touches one key, so it runs on Redis
 * Cluster as it is.
 *
 * @param client - An ioredis client on which `defineRedisScripts` has run.
 * @param namespace - The prefix of every key.
 * @param maxEntriesPerAccount - The cap (default `HISTORY_MAX_ENTRIES_PER_ACCOUNT`, as in memory).
 * @returns The history store; an unreachable Redis throws `StoreUnavailableError`.
 * @example
 * const history = createRedisHistoryStore(client, 'daycalc:live');
 */
export function createRedisHistoryStore(client: DaycalcRedis, namespace: string, maxEntriesPerAccount = HISTORY_MAX_ENTRIES_PER_ACCOUNT): HistoryStore {
  const keyOf = (accountId: string): string => `${namespace}:history:${accountId}`;
  return {
    async record(accountId, entry, retentionMs, now) {
      if (!(retentionMs > 0)) return;
      const at = Date.parse(entry.time);
      try {
        await client.daycalcRecord(keyOf(accountId), at, JSON.stringify(entry), now - retentionMs, retentionMs, maxEntriesPerAccount);
      } catch (error) {
        throw toStoreError(error);
      }
    },
    async list(accountId, { since = Number.NEGATIVE_INFINITY, retentionMs, now }) {
      if (!(retentionMs > 0)) return [];
      const oldest = Math.max(since, now - retentionMs);
      let members: string[];
      try {
        members = await client.zrangebyscore(keyOf(accountId), oldest, '+inf');
      } catch (error) {
        throw toStoreError(error);
      }
      return members.map((member) => JSON.parse(member) as HistoryEntry);
    },
    async ping() {
      try {
        await client.ping();
        return true;
      } catch (error) {
        throw toStoreError(error);
      }
    },
  };
}
