import { StoreUnavailableError } from '../storeUnavailableError.ts';
import type { MeterOutcome, MeterStore } from '../stores.ts';
import { createRedisClock, type RedisClock } from './redisClock.ts';
import { pingRedis } from './pingRedis.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { hashTag, meterKey } from './redisKeys.ts';
import { toStoreError } from './toStoreError.ts';

/** How long a counter outlives its window before Redis deletes it (it is never read after the window). */
export const COUNTER_GRACE_MS = 60_000;

/**
 * Creates a meter store on Redis (one server or a Redis Cluster). `consume` is one Lua script, so
 * it is atomic across every gateway process sharing the Redis: of N simultaneous calls at most the
 * limit get through. Counter keys are `<namespace>:meter:{<scope>}…` (see `meterKey`: one hash slot
 * per account) and expire on their own shortly after their window ends (the expiry is relative to
 * the gateway's clock, so an injected clock works too). Each consume carries a deadline by Redis'
 * clock (see `RedisClock`): a script Redis runs after the client gave up on it counts nothing
 * (ruling 26), and a reply that says so is a `StoreUnavailableError`.
 *
 * @param client - An ioredis client (or cluster) on which the daycalc scripts are defined.
 * @param namespace - The prefix of every key, so deployments can share one Redis.
 * @param clock - Redis' clock as learned from replies (default: one for a 1,000 ms command timeout).
 * @returns The meter store; an unreachable Redis throws `StoreUnavailableError`.
 * @example
 * const meters = createRedisMeterStore(client, 'daycalc:live');
 */
export function createRedisMeterStore(client: DaycalcRedis, namespace: string, clock: RedisClock = createRedisClock(1_000)): MeterStore {
  return {
    async consume(counters, now): Promise<MeterOutcome> {
      const args: Array<string | number> = counters.map((counter) => meterKey(namespace, counter));
      for (const counter of counters) args.push(counter.limit);
      // Whole milliseconds (PEXPIRE takes integers; an injected clock may give fractions).
      for (const counter of counters) args.push(Math.ceil(Math.max(1, counter.resetsAt - now)) + COUNTER_GRACE_MS);
      const sentAt = clock.local();
      args.push(clock.deadline(sentAt));
      let reply: number[];
      try {
        reply = await client.daycalcConsume(counters.length, ...args);
      } catch (error) {
        throw toStoreError(error);
      }
      const numbers = reply.map(Number);
      const redisNow = numbers.pop() ?? 0;
      clock.learn(redisNow, sentAt, clock.local());
      const [exhausted = 0, ...counts] = numbers;
      if (exhausted === -1) throw new StoreUnavailableError('Redis ran the count after its deadline (the gateway had given up on it); nothing was counted');
      return exhausted === 0 ? { allowed: true, counts } : { allowed: false, counts, exhausted: exhausted - 1 };
    },
    async peek(counters) {
      if (counters.length === 0) return [];
      const keys = counters.map((counter) => meterKey(namespace, counter));
      let values: Array<string | null>;
      try {
        // One MGET when the keys share a slot (always for the gateway's counters); else one GET each, as Redis Cluster needs.
        const tag = hashTag(keys[0]!);
        values = keys.every((key) => hashTag(key) === tag) ? await client.mget(keys) : await Promise.all(keys.map((key) => client.get(key)));
      } catch (error) {
        throw toStoreError(error);
      }
      return values.map((value) => (value === null ? 0 : Number(value)));
    },
    ping: () => pingRedis(client),
  };
}
