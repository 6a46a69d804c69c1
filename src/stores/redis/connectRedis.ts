import { Cluster, Redis } from 'ioredis';
import { HISTORY_PAGE_SCRIPT } from './historyPageScript.ts';
import { parseClusterUrl } from './parseClusterUrl.ts';
import type { DaycalcRedis } from './redisClient.ts';
import { CALENDAR_SCRIPT, CONSUME_SCRIPT, RECORD_SCRIPT, REFUND_SCRIPT } from './redisScripts.ts';

/** The longest wait between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * Opens the ioredis client of the Redis stores, with the stores' Lua scripts defined on it: a
 * `Cluster` for a `redis+cluster://` URL, else a `Redis`. It fails fast instead of queueing (no
 * offline queue, no retries of a command), a command times out after `commandTimeout`, and it
 * reconnects by itself every 100 ms to 1 s.
 *
 * @param url - `redis://…`, `rediss://…`, `redis+cluster://…` or `rediss+cluster://…`.
 * @param commandTimeout - How long one command may take, in milliseconds.
 * @returns The client (connecting).
 * @example
 * const client = connectRedis('redis://127.0.0.1:6379', 1_000);
 */
export function connectRedis(url: string, commandTimeout: number): DaycalcRedis {
  const scripts = {
    daycalcConsume: { lua: CONSUME_SCRIPT },
    daycalcRefund: { lua: REFUND_SCRIPT },
    daycalcRecord: { lua: RECORD_SCRIPT, numberOfKeys: 1 },
    daycalcHistoryPage: { lua: HISTORY_PAGE_SCRIPT, numberOfKeys: 1 },
    daycalcCalendar: { lua: CALENDAR_SCRIPT, numberOfKeys: 1 },
  };
  const cluster = parseClusterUrl(url);
  return (
    cluster === undefined
      ? new Redis(url, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          commandTimeout,
          connectTimeout: 2_000,
          retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
          scripts,
        })
      : new Cluster(
          cluster.nodes.map((node) => ({ host: node.host, port: node.port })),
          {
            enableOfflineQueue: false,
            clusterRetryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
            slotsRefreshTimeout: 2_000,
            scripts,
            redisOptions: {
              maxRetriesPerRequest: 0,
              commandTimeout,
              connectTimeout: 2_000,
              ...(cluster.username === undefined ? {} : { username: cluster.username }),
              ...(cluster.password === undefined ? {} : { password: cluster.password }),
              ...(cluster.tls ? { tls: {} } : {}),
            },
          },
        )
  ) as DaycalcRedis;
}
