/**
 * `daycalc/redis`: the gateway's meters and request history on Redis (through ioredis), so any
 * number of gateway processes enforce one set of limits. Node and Bun only (it opens TCP sockets);
 * `daycalc/gateway` itself stays web-standard.
 */
export { createRedisStores, type RedisStores, type RedisStoresOptions } from './createRedisStores.ts';
export { createRedisMeterStore, COUNTER_GRACE_MS } from './createRedisMeterStore.ts';
export { createRedisHistoryStore } from './createRedisHistoryStore.ts';
export type { DaycalcCommands, DaycalcRedis } from './redisClient.ts';
export { parseClusterUrl, type ClusterUrl } from './parseClusterUrl.ts';
export { meterKey } from './redisKeys.ts';
