import type { MeterCounter, MeterOutcome, MeterStore } from '../stores.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { toStoreError } from './toStoreError.ts';

/** How long a counter outlives its window before Redis deletes it (it is never read after the window). */
export const COUNTER_GRACE_MS = 60_000;

/**
 * Creates a meter store on Redis. `consume` is one Lua script, so it is atomic across every gateway
 * process sharing the Redis: of N simultaneous calls at most the limit get through. Counter keys are
 * `<namespace>:meter:<counter key>` and expire on their own shortly after their window ends (the
 * expiry is relative to the gateway's clock, so an injected clock works too).
 *
 * @param client - An ioredis client on which `defineRedisScripts` has run.
 * @param namespace - The prefix of every key, so deployments can share one Redis.
 * @returns The meter store; an unreachable Redis throws `StoreUnavailableError`.
 * @example
 * const meters = createRedisMeterStore(client, 'daycalc:live');
 */
export function createRedisMeterStore(client: DaycalcRedis, namespace: string): MeterStore {
  const keyOf = (counter: MeterCounter): string => `${namespace}:meter:${counter.key}`;
  return {
    async consume(counters, now): Promise<MeterOutcome> {
      const args: Array<string | number> = counters.map(keyOf);
      for (const counter of counters) args.push(counter.limit);
      // Whole milliseconds (PEXPIRE takes integers; an injected clock may give fractions).
      for (const counter of counters) args.push(Math.ceil(Math.max(1, counter.resetsAt - now)) + COUNTER_GRACE_MS);
      let reply: number[];
      try {
        reply = await client.daycalcConsume(counters.length, ...args);
      } catch (error) {
        throw toStoreError(error);
      }
      const [exhausted = 0, ...counts] = reply.map(Number);
      return exhausted === 0 ? { allowed: true, counts } : { allowed: false, counts, exhausted: exhausted - 1 };
    },
    async peek(counters) {
      if (counters.length === 0) return [];
      let values: Array<string | null>;
      try {
        values = await client.mget(counters.map(keyOf));
      } catch (error) {
        throw toStoreError(error);
      }
      return values.map((value) => (value === null ? 0 : Number(value)));
    },
  };
}
