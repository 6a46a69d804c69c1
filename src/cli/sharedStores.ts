import type { LoadedGatewayConfig } from '../gateway/loadGatewayConfig.ts';
import type { GatewayStores } from '../gateway/stores.ts';
import { logThrottle } from './logThrottle.ts';
import { redactUrl } from './redactUrl.ts';

/** How long serve waits for Redis at start before it listens anyway (answering 503 until Redis is reached). */
const REDIS_START_WAIT_MS = 3_000;

/** Redis connection errors are logged at most this often (the client retries several times a second). */
export const REDIS_ERROR_LOG_MS = 5_000;

/** The meters and history every configuration of one serve process shares (so a reload keeps the counts). */
export type SharedStores = Pick<GatewayStores, 'meters' | 'history'> & { readonly label: string; close(): Promise<void> };

/**
 * Creates the shared stores: Redis when a URL is given (waiting up to 3 s for it, then going on), else
 * the first config's memory stores.
 *
 * @param config - The config at start.
 * @param redisUrl - `--redis` or the config's `store.redis`.
 * @returns The stores, a label for the banner and `close()`.
 * @example
 * const shared = await openSharedStores(config, 'redis://127.0.0.1:6379');
 */
export async function openSharedStores(config: LoadedGatewayConfig, redisUrl: string | undefined): Promise<SharedStores> {
  if (redisUrl === undefined) {
    return { meters: config.stores.meters, ...(config.stores.history === undefined ? {} : { history: config.stores.history }), label: 'memory', close: async () => undefined };
  }
  const { createRedisStores } = await import('../gateway/redis/createRedisStores.ts');
  const connectionErrors = logThrottle(REDIS_ERROR_LOG_MS);
  const redis = createRedisStores({
    url: redisUrl,
    namespace: config.store.namespace,
    onConnectionError: (error) => {
      if (connectionErrors.pass() === undefined) return;
      process.stderr.write(`daycalc serve: Redis unavailable (${error.message}); answering 503 SERVICE_UNAVAILABLE until it is back\n`);
    },
  });
  if (!(await redis.ready(REDIS_START_WAIT_MS))) {
    process.stderr.write(`daycalc serve: Redis at ${redactUrl(redisUrl)} not reached within ${REDIS_START_WAIT_MS} ms; listening anyway, operations answer 503 until it is reached\n`);
  }
  return { meters: redis.meters, history: redis.history, label: `redis ${redactUrl(redisUrl)} (namespace ${config.store.namespace})`, close: () => redis.close() };
}
