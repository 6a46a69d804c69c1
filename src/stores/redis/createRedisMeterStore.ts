import { StoreUnavailableError } from '../storeUnavailableError.ts';
import type { MeterCounter, MeterOutcome, MeterStore } from '../stores.ts';
import { toHex } from '../../keys/hex.ts';
import { createMeterRefunds, type MeterRefunds, type RefundRound } from './meterRefunds.ts';
import { createRedisClock, type RedisClock } from './redisClock.ts';
import { pingRedis } from './pingRedis.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { hashTag, meterKey } from './redisKeys.ts';
import { toStoreError } from './toStoreError.ts';

/** How long a counter outlives its window before Redis deletes it (it is never read after the window). */
export const COUNTER_GRACE_MS = 60_000;

/** How long Redis keeps the record of each counted call, so that a refund can tell (and how long a refund is retried). */
export const CALL_RECORD_MS = 10 * 60_000;

/** The client's errors that say the command was never sent (so it cannot land later and needs no refund). */
const NOT_SENT = /enableOfflineQueue options is false/;

/** A Redis meter store and its refunds of calls that were answered 503 but may have been counted. */
export type RedisMeterStore = MeterStore & { readonly refunds: MeterRefunds };

/** The hash of call records of the counters' scope, in their hash slot: one per scope and minute of the gateway's clock. */
function callsKey(namespace: string, counters: readonly MeterCounter[], now: number): string {
  const scope = counters[0]?.scope;
  const minute = Math.floor(now / 60_000);
  return scope === undefined ? `${namespace}:meter:calls:${minute}` : meterKey(namespace, { key: `${scope}:calls:${minute}`, scope, limit: 0, resetsAt: 0 });
}

/** A fresh call id: 12 random bytes as hex. */
function callId(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(12)));
}

/**
 * Creates a meter store on Redis (one server or a Redis Cluster). `consume` is one Lua script, so
 * it is atomic across every gateway process sharing the Redis: of N simultaneous calls at most the
 * limit get through. Counter keys are `<namespace>:meter:{<scope>}…` (see `meterKey`: one hash slot
 * per account) and expire on their own shortly after their window ends (the expiry is relative to
 * the gateway's clock, so an injected clock works too). Each consume carries a deadline by Redis'
 * clock (see `RedisClock`): a script Redis runs after the client gave up on it counts nothing
 * (docs/decisions.md#metering), and a reply that says so is a `StoreUnavailableError`. A script can still run in
 * time and its reply come too late (Redis frozen before it wrote the reply, a busy script after it,
 * a busy event loop here): so each consume carries a call id that the script records when it
 * counts, and a consume that failed without a definite answer is refunded (`REFUND_SCRIPT`, sent
 * after it on the same connection and retried until Redis answers): counted calls are taken off,
 * calls not yet run are cancelled. The counts are exact once the refunds are through.
 *
 * @param client - An ioredis client (or cluster) on which the daycalc scripts are defined.
 * @param namespace - The prefix of every key, so deployments can share one Redis.
 * @param clock - Redis' clock as learned from replies (default: one for a 1,000 ms command timeout).
 * @param onRefunds - Told of every round of refunds that changed something (for the log).
 * @returns The meter store (with its refund queue); an unreachable Redis throws `StoreUnavailableError`.
 * @example
 * const meters = createRedisMeterStore(client, 'daycalc:live');
 */
export function createRedisMeterStore(
  client: DaycalcRedis,
  namespace: string,
  clock: RedisClock = createRedisClock(1_000),
  onRefunds?: (round: RefundRound) => void,
): RedisMeterStore {
  const refunds = createMeterRefunds({
    send: async (keys, id) => Number(await client.daycalcRefund(keys.length, ...keys, id, CALL_RECORD_MS)),
    keepMs: CALL_RECORD_MS,
    ...(onRefunds === undefined ? {} : { onRound: onRefunds }),
  });
  return {
    refunds,
    async consume(counters, now): Promise<MeterOutcome> {
      const keys = counters.map((counter) => meterKey(namespace, counter));
      keys.push(callsKey(namespace, counters, now));
      const args: Array<string | number> = [...keys];
      for (const counter of counters) args.push(counter.limit);
      // Whole milliseconds (PEXPIRE takes integers; an injected clock may give fractions).
      for (const counter of counters) args.push(Math.ceil(Math.max(1, counter.resetsAt - now)) + COUNTER_GRACE_MS);
      const sentAt = clock.local();
      const id = callId();
      args.push(clock.deadline(sentAt), id, CALL_RECORD_MS);
      let reply: number[];
      try {
        reply = await client.daycalcConsume(keys.length, ...args);
      } catch (error) {
        // Sent, and Redis did not answer (a timeout, a lost connection): it may land, so it is refunded.
        const answered = error instanceof Error && error.name === 'ReplyError';
        if (!answered && !(error instanceof Error && NOT_SENT.test(error.message))) refunds.add(keys, id);
        throw toStoreError(error);
      }
      const numbers = reply.map(Number);
      const redisNow = numbers.pop() ?? 0;
      clock.learn(redisNow, sentAt, clock.local());
      const [exhausted = 0, ...counts] = numbers;
      if (exhausted === -1) throw new StoreUnavailableError('Redis ran the count after its deadline or its refund (the gateway had given up on it); nothing was counted');
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
