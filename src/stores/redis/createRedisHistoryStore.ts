import { HISTORY_MAX_ENTRIES_PER_ACCOUNT } from '../../protocol/wire.ts';
import { boundHistoryEntry } from '../historyEntryBounds.ts';
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
 * set and a busy account cannot fill the Redis. Every entry is bounded first (`boundHistoryEntry`:
 * at most 512 bytes, request id first). Each script touches one key, so it runs on Redis Cluster as
 * it is. `page` and `scan` run `HISTORY_PAGE_SCRIPT`: the cursor and the filters are applied on the
 * server, which sends only the entries of the page (calls of one millisecond ordered by request id).
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
  const scan: NonNullable<HistoryStore['scan']> = async (accountId, { since = Number.NEGATIVE_INFINITY, until = Number.POSITIVE_INFINITY, before, operation, status, limit, examine, retentionMs, now }) => {
    const count = Math.floor(limit);
    const most = Math.floor(examine);
    const min = Math.max(since, now - retentionMs);
    const max = Math.min(until, before?.time ?? Number.POSITIVE_INFINITY);
    if (!(retentionMs > 0) || !(count >= 1) || !(most >= 1) || !(max >= min)) return { entries: [], done: true };
    const score = (value: number): string => (value === Number.POSITIVE_INFINITY ? '+inf' : value === Number.NEGATIVE_INFINITY ? '-inf' : String(value));
    let reply: Array<string | number>;
    try {
      reply = await client.daycalcHistoryPage(keyOf(accountId), score(max), score(min), before === undefined ? '' : before.time, before?.request_id ?? '', count, operation ?? '', status ?? '', most);
    } catch (error) {
      throw toStoreError(error);
    }
    const [done, time, requestId, ...members] = reply;
    const entries = members.map((member) => JSON.parse(String(member)) as HistoryEntry);
    return { entries, done: Number(done) === 1, ...(typeof time === 'number' ? { last: { time, request_id: String(requestId) } } : {}) };
  };
  return {
    async record(accountId, entry, retentionMs, now) {
      if (!(retentionMs > 0)) return;
      const at = Date.parse(entry.time);
      try {
        await client.daycalcRecord(keyOf(accountId), at, JSON.stringify(boundHistoryEntry(entry)), now - retentionMs, retentionMs, maxEntriesPerAccount);
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
    page: async (accountId, options) => (await scan(accountId, { ...options, examine: Math.floor(options.limit) })).entries,
    scan,
    ping: () => pingRedis(client),
  };
}
