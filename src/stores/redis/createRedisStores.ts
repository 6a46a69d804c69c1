import type { HistoryStore, KeyStateStore, ManagedCalendarStore } from '../stores.ts';
import { createRedisHistoryStore } from './createRedisHistoryStore.ts';
import { createRedisKeyStateStore } from './createRedisKeyStateStore.ts';
import { createRedisManagedCalendarStore } from './createRedisManagedCalendarStore.ts';
import { createRedisMeterStore, type RedisMeterStore } from './createRedisMeterStore.ts';
import type { RefundRound } from './meterRefunds.ts';
import { connectRedis } from './connectRedis.ts';
import { createRedisClock } from './redisClock.ts';
import type { DaycalcRedis } from './redisClient.ts';

/** Options of `createRedisStores`. */
export interface RedisStoresOptions {
  /**
   * `redis://[user:password@]host:port[/db]` or `rediss://…` for TLS; for Redis Cluster
   * `redis+cluster://[user:password@]host:port[,host:port…]` (seed nodes) or `rediss+cluster://…`.
   */
  readonly url: string;
  /** The prefix of every key (default `daycalc`); give each deployment sharing a Redis its own. */
  readonly namespace?: string;
  /** How long one Redis command may take before the request is answered 503 (default 1,000 ms). */
  readonly commandTimeoutMs?: number;
  /** Told of connection errors (the client keeps reconnecting by itself). */
  readonly onConnectionError?: (error: Error) => void;
  /**
   * Told of every round of meter refunds that changed something: calls answered 503 whose count
   * Redis ran anyway (taken off again), calls cancelled before Redis ran them, refunds given up.
   */
  readonly onMeterRefunds?: (round: RefundRound) => void;
  /** The most history entries kept per account (default `HISTORY_MAX_ENTRIES_PER_ACCOUNT`, 100,000). */
  readonly historyMaxEntriesPerAccount?: number;
}

/** Meters, request history, key state and managed calendars on one Redis connection (or one Redis Cluster client). */
export interface RedisStores {
  /** The meters, with `refunds`: the calls answered 503 whose refund still waits for Redis. */
  readonly meters: RedisMeterStore;
  readonly history: HistoryStore;
  /** Revocations through the API and last use of keys, shared by every process on the Redis. */
  readonly keyState: KeyStateStore;
  /** The calendars accounts manage through `/api/v1/calendars`, shared by every process on the Redis. */
  readonly managedCalendars: ManagedCalendarStore;
  /** Waits until the connection is ready, at most `timeoutMs`; false when Redis was not reached in time. */
  ready(timeoutMs: number): Promise<boolean>;
  /** Closes the connection (waits for pending replies; sends the waiting meter refunds once more first). */
  close(): Promise<void>;
}

/**
 * Resolves true once the client is ready (at once when it is), false when `timeoutMs` passes first.
 *
 * @param client - The client.
 * @param timeoutMs - The longest wait.
 * @returns Whether Redis was reached in time.
 * @example
 * await whenReady(client, 10_000) //=> true
 */
function whenReady(client: DaycalcRedis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (value: boolean): void => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(value);
    };
    const onReady = (): void => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
  });
}

/**
 * Connects to Redis and creates the gateway's meter, history, key-state and managed-calendar
 * stores on it. The client fails
 * fast instead of queueing: while Redis is unreachable every store call throws
 * `StoreUnavailableError` at once (the gateway answers 503 `SERVICE_UNAVAILABLE`), a command that
 * takes longer than `commandTimeoutMs` does the same, and the client reconnects by itself (every
 * 100 ms to 1 s), so service resumes without a restart when Redis is back. A `redis+cluster://`
 * URL connects to a Redis Cluster instead (the counters and calendars of one account share a hash
 * slot). Every consume and every calendar change carries a deadline by Redis' clock, so a count or
 * change Redis runs after the client gave up on it (a frozen Redis waking up) never lands (docs/decisions.md#metering);
 * a count whose reply came too late is refunded (see `createRedisMeterStore`).
 *
 * @param options - URL, namespace, command timeout, error hook.
 * @returns The stores, `ready` and `close`.
 * @example
 * const redis = createRedisStores({ url: 'redis://127.0.0.1:6379', namespace: 'daycalc:live' });
 * const { meters, history, keyState, managedCalendars } = redis;
 * const gateway = createGateway({ environment: 'live', stores: { ...config.stores, meters, history, keyState, managedCalendars } });
 */
export function createRedisStores(options: RedisStoresOptions): RedisStores {
  const namespace = options.namespace ?? 'daycalc';
  const commandTimeout = options.commandTimeoutMs ?? 1_000;
  const client = connectRedis(options.url, commandTimeout);
  client.on('error', (error: Error) => options.onConnectionError?.(error));
  // Redis' clock, learned at every (re)connection and from every consume reply (the deadline that keeps a 503 from ever being metered).
  const clock = createRedisClock(commandTimeout);
  const learnClock = (): void => {
    const sentAt = clock.local();
    client
      .time()
      .then(([seconds, micros]) => clock.learn(Number(seconds) * 1000 + Math.floor(Number(micros) / 1000), sentAt, clock.local()))
      .catch(() => undefined);
  };
  const meters = createRedisMeterStore(client, namespace, clock, options.onMeterRefunds);
  client.on('ready', learnClock);
  // Refunds that waited for Redis go out as soon as it is back.
  client.on('ready', () => void meters.refunds.flush());
  return {
    meters,
    history: createRedisHistoryStore(client, namespace, options.historyMaxEntriesPerAccount),
    keyState: createRedisKeyStateStore(client, namespace),
    managedCalendars: createRedisManagedCalendarStore(client, namespace, clock),
    ready: (timeoutMs) => whenReady(client, timeoutMs),
    async close() {
      await meters.refunds.close(client.status === 'ready');
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
