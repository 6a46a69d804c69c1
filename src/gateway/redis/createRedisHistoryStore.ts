import { HISTORY_MAX_ENTRIES_PER_ACCOUNT } from '../../protocol.ts';
import { pickHistoryPage } from '../historyPage.ts';
import type { HistoryEntry, HistoryStore } from '../stores.ts';
import { pingRedis } from './pingRedis.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { toStoreError } from './toStoreError.ts';

/**
 * Creates a request history on Redis: one sorted set per account (`<namespace>:history:<account>`),
 * scored by the call's time. Each write drops the entries older than the plan's retention and renews
 * the set's expiry to the retention, in one Lua script; reads never return an entry older than the
 * retention. A retention of 0 (the Free plan) writes nothing. Each set keeps at most
 * `maxEntriesPerAccount` entries (the oldest go first), so one read never has to move an unbounded
 * set and a busy account cannot fill the Redis. Each script touches one key, so it runs on Redis
 * Cluster as it is. `page` reads newest first with `ZREVRANGEBYSCORE … LIMIT`; calls of one
 * millisecond are ordered by request id, so it also reads the whole group of entries at the
 * cursor's time and at the page's last time (a page boundary among them is then exact).
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
    async page(accountId, { since = Number.NEGATIVE_INFINITY, until = Number.POSITIVE_INFINITY, before, limit, retentionMs, now }) {
      const count = Math.floor(limit);
      if (!(retentionMs > 0) || !(count >= 1)) return [];
      const key = keyOf(accountId);
      const min = Math.max(since, now - retentionMs);
      const max = Math.min(until, before?.time ?? Number.POSITIVE_INFINITY);
      if (!(max >= min)) return [];
      const score = (value: number): string => (value === Number.POSITIVE_INFINITY ? '+inf' : value === Number.NEGATIVE_INFINITY ? '-inf' : String(value));
      const parse = (members: readonly string[]): HistoryEntry[] => members.map((member) => JSON.parse(member) as HistoryEntry);
      try {
        // The cursor's own millisecond: every entry of it (those after the cursor are picked below).
        const cursorAtTop = before !== undefined && before.time === max;
        const atCursor = cursorAtTop ? parse(await client.zrangebyscore(key, max, max)) : [];
        const top = cursorAtTop ? `(${score(max)}` : score(max);
        const older = parse(await client.zrevrangebyscore(key, top, score(min), 'LIMIT', 0, count));
        // A full page may end inside a millisecond: read that millisecond whole.
        const last = older.at(-1);
        if (older.length === count && last !== undefined) {
          const lastTime = Date.parse(last.time);
          const group = parse(await client.zrangebyscore(key, lastTime, lastTime));
          older.splice(older.findIndex((entry) => Date.parse(entry.time) === lastTime), older.length, ...group);
        }
        return pickHistoryPage([...atCursor, ...older], before, count);
      } catch (error) {
        throw toStoreError(error);
      }
    },
    ping: () => pingRedis(client),
  };
}
