import { Redis } from 'ioredis';
import type { HistoryStore, MeterStore } from '../stores.ts';
import { createRedisHistoryStore } from './createRedisHistoryStore.ts';
import { createRedisMeterStore } from './createRedisMeterStore.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { CONSUME_SCRIPT, RECORD_SCRIPT } from './redisScripts.ts';

/** Options of `createRedisStores`. */
export interface RedisStoresOptions {
  /** `redis://[user:password@]host:port[/db]` or `rediss://…` for TLS. */
  readonly url: string;
  /** The prefix of every key (default `daycalc`); give each deployment sharing a Redis its own. */
  readonly namespace?: string;
  /** How long one Redis command may take before the request is answered 503 (default 1,000 ms). */
  readonly commandTimeoutMs?: number;
  /** Told of connection errors (the client keeps reconnecting by itself). */
  readonly onConnectionError?: (error: Error) => void;
  /** The most history entries kept per account (default `HISTORY_MAX_ENTRIES_PER_ACCOUNT`, 100,000). */
  readonly historyMaxEntriesPerAccount?: number;
}

/** Meters and request history on one Redis connection. */
export interface RedisStores {
  readonly meters: MeterStore;
  readonly history: HistoryStore;
  /** Waits until the connection is ready, at most `timeoutMs`; false when Redis was not reached in time. */
  ready(timeoutMs: number): Promise<boolean>;
  /** Closes the connection (waits for pending replies). */
  close(): Promise<void>;
}

/** The longest wait between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * Connects to Redis and creates the gateway's meter and history stores on it. The client fails
 * fast instead of queueing: while Redis is unreachable every store call throws
 * `StoreUnavailableError` at once (the gateway answers 503 `SERVICE_UNAVAILABLE`), a command that
 * takes longer than `commandTimeoutMs` does the same, and the client reconnects by itself (every
 * 100 ms to 1 s), so service resumes without a restart when Redis is back.
 *
 * @param options - URL, namespace, command timeout, error hook.
 * @returns The stores, `ready` and `close`.
 * @example
 * const redis = createRedisStores({ url: 'redis://127.0.0.1:6379', namespace: 'daycalc:live' });
 * const gateway = createGateway({ environment: 'live', stores: { ...config.stores, meters: redis.meters, history: redis.history } });
 */
export function createRedisStores(options: RedisStoresOptions): RedisStores {
  const namespace = options.namespace ?? 'daycalc';
  const client = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    scripts: {
      daycalcConsume: { lua: CONSUME_SCRIPT },
      daycalcRecord: { lua: RECORD_SCRIPT, numberOfKeys: 1 },
    },
  }) as DaycalcRedis;
  client.on('error', (error: Error) => options.onConnectionError?.(error));
  return {
    meters: createRedisMeterStore(client, namespace),
    history: createRedisHistoryStore(client, namespace, options.historyMaxEntriesPerAccount),
    ready(timeoutMs) {
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
    },
    async close() {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
