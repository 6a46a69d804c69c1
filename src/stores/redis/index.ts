/**
 * `daycalc/redis`: the gateway's meters, request history, key state and managed calendars on Redis
 * (through ioredis), so any number of gateway processes enforce one set of limits and see one set
 * of revocations and calendars. Node and Bun only (it opens TCP sockets);
 * `daycalc/gateway` itself stays web-standard.
 */
export { createRedisStores, type RedisStores, type RedisStoresOptions } from './createRedisStores.ts';
export { createRedisMeterStore, COUNTER_GRACE_MS, CALL_RECORD_MS, type RedisMeterStore } from './createRedisMeterStore.ts';
export type { MeterRefunds, RefundRound } from './meterRefunds.ts';
export { createRedisHistoryStore } from './createRedisHistoryStore.ts';
export { createRedisKeyStateStore, TOUCH_INTERVAL_MS } from './createRedisKeyStateStore.ts';
export { createRedisManagedCalendarStore } from './createRedisManagedCalendarStore.ts';
export type { DaycalcCommands, DaycalcRedis } from './redisClient.ts';
export { parseClusterUrl, type ClusterUrl } from './parseClusterUrl.ts';
export { accountKey, keyStateKey, meterKey } from './redisKeys.ts';
