import type { Cluster, Redis } from 'ioredis';

/** The scripted commands the Redis stores define on the client. */
export interface DaycalcCommands {
  daycalcConsume(numberOfKeys: number, ...keysAndArgs: Array<string | number>): Promise<number[]>;
  daycalcRecord(key: string, ...args: Array<string | number>): Promise<number>;
  /** `CALENDAR_SCRIPT`: key, operation, id, JSON, limit, deadline; answers `[outcome, redisNow]`. */
  daycalcCalendar(key: string, ...args: Array<string | number>): Promise<number[]>;
}

/** An ioredis client, for one Redis or a Redis Cluster, with the daycalc scripts defined. */
export type DaycalcRedis = (Redis | Cluster) & DaycalcCommands;
