import { BoundedMemo } from '../../calendars/boundedMemo.ts';
import { StoreUnavailableError } from '../storeUnavailableError.ts';
import type { ManagedCalendar, ManagedCalendarStore } from '../stores.ts';
import { createRedisClock, type RedisClock } from './redisClock.ts';
import { pingRedis } from './pingRedis.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { accountKey } from './redisKeys.ts';
import { toStoreError } from './toStoreError.ts';

/**
 * The weight budget of the parsed calendars the store keeps, to answer unchanged calendars with one
 * object: each weighs 4 per character of its JSON (the text kept for comparison plus the parsed
 * object, roughly), so about 16 MB of memory.
 */
const PARSED_CALENDARS_MAX_WEIGHT = 16_000_000;

/** Freezes a parsed calendar and what it holds, so the object shared by every read cannot be changed. */
function frozenCalendar(calendar: ManagedCalendar): ManagedCalendar {
  for (const value of Object.values(calendar)) {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) Object.freeze(item);
      Object.freeze(value);
    }
  }
  return Object.freeze(calendar);
}

/** Oldest first: by `created_at`, then by id, so calendars made in one millisecond keep one order. */
const oldestFirst = (a: ManagedCalendar, b: ManagedCalendar): number =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Creates the store of managed calendars on Redis (one server or a Redis Cluster): one hash per
 * account, `<namespace>:calendars:{acct:<id>}` (the account's hash slot, as its meters), field the
 * lower-case calendar id, value the calendar as JSON. Every write is one Lua script
 * (`CALENDAR_SCRIPT`), so the per-account limit holds however many processes create at once, and
 * each carries a deadline by Redis' clock: a write Redis runs after the gateway gave up on it (and
 * answered 503) changes nothing, as a 503 must never be metered. Reads see every write that was
 * answered, from any process. `getCalendar` answers a calendar whose JSON has not changed since the
 * last read with the same (frozen) object, so the calculation's memo of resolved calendars, keyed
 * by that object, resolves it once, not on every call.
 *
 * @param client - An ioredis client (or cluster) on which the daycalc scripts are defined.
 * @param namespace - The prefix of every key.
 * @param clock - Redis' clock as learned from replies (default: one for a 1,000 ms command timeout).
 * @returns The store; an unreachable Redis throws `StoreUnavailableError`.
 * @example
 * const calendars = createRedisManagedCalendarStore(client, 'daycalc:live');
 * await calendars.listCalendars('acct_1') //=> []
 */
export function createRedisManagedCalendarStore(client: DaycalcRedis, namespace: string, clock: RedisClock = createRedisClock(1_000)): ManagedCalendarStore {
  const keyOf = (accountId: string): string => accountKey(namespace, 'calendars', accountId);
  const write = async (accountId: string, op: 'create' | 'replace' | 'delete', id: string, json: string, max: number): Promise<number> => {
    const sentAt = clock.local();
    let reply: number[];
    try {
      reply = await client.daycalcCalendar(keyOf(accountId), op, id, json, max, clock.deadline(sentAt));
    } catch (error) {
      throw toStoreError(error);
    }
    const [outcome = 0, redisNow = 0] = reply.map(Number);
    clock.learn(redisNow, sentAt, clock.local());
    if (outcome === -1) throw new StoreUnavailableError('Redis ran the calendar change after its deadline (the gateway had given up on it); nothing was changed');
    if (outcome === -2) throw new Error(`calendar ${id} already exists`);
    return outcome;
  };
  // The last JSON read of each calendar and its parsed object (a pure cache: compared by text).
  const parsed = new BoundedMemo<string, { readonly json: string; readonly calendar: ManagedCalendar }>(PARSED_CALENDARS_MAX_WEIGHT);
  const toJson = (calendar: ManagedCalendar): string => JSON.stringify({ ...calendar, id: calendar.id.toLowerCase() });
  return {
    async listCalendars(accountId) {
      let values: string[];
      try {
        values = await client.hvals(keyOf(accountId));
      } catch (error) {
        throw toStoreError(error);
      }
      return values.map((value) => JSON.parse(value) as ManagedCalendar).sort(oldestFirst);
    },
    async getCalendar(accountId, calendarId) {
      let value: string | null;
      try {
        value = await client.hget(keyOf(accountId), calendarId.toLowerCase());
      } catch (error) {
        throw toStoreError(error);
      }
      if (value === null) return undefined;
      const memoKey = `${accountId}\n${calendarId.toLowerCase()}`;
      const remembered = parsed.get(memoKey);
      if (remembered !== undefined && remembered.json === value) return remembered.calendar;
      const calendar = frozenCalendar(JSON.parse(value) as ManagedCalendar);
      parsed.set(memoKey, { json: value, calendar }, 4 * value.length);
      return calendar;
    },
    async createCalendar(accountId, calendar, maxPerAccount) {
      return (await write(accountId, 'create', calendar.id.toLowerCase(), toJson(calendar), maxPerAccount)) === 1 ? 'created' : 'limit';
    },
    async replaceCalendar(accountId, calendar) {
      return (await write(accountId, 'replace', calendar.id.toLowerCase(), toJson(calendar), 0)) === 1 ? 'replaced' : 'not_found';
    },
    async deleteCalendar(accountId, calendarId) {
      return (await write(accountId, 'delete', calendarId.toLowerCase(), '', 0)) === 1;
    },
    ping: () => pingRedis(client),
  };
}
