import type { Cluster, Redis } from 'ioredis';

/** The scripted commands the Redis stores define on the client. */
export interface DaycalcCommands {
  daycalcConsume(numberOfKeys: number, ...keysAndArgs: Array<string | number>): Promise<number[]>;
  /** `REFUND_SCRIPT`: the counters and the call records, the call id, the records' time to live; answers 1, 0 or 2. */
  daycalcRefund(numberOfKeys: number, ...keysAndArgs: Array<string | number>): Promise<number>;
  daycalcRecord(key: string, ...args: Array<string | number>): Promise<number>;
  /** `HISTORY_PAGE_SCRIPT`: key, newest, oldest, cursor time and id, count, operation, status, most examined; answers `[done, lastTime, lastId, ...members]`. */
  daycalcHistoryPage(key: string, ...args: Array<string | number>): Promise<Array<string | number>>;
  /** `CALENDAR_SCRIPT`: key, operation, id, JSON, limit, deadline; answers `[outcome, redisNow]`. */
  daycalcCalendar(key: string, ...args: Array<string | number>): Promise<number[]>;
}

/** An ioredis client, for one Redis or a Redis Cluster, with the daycalc scripts defined. */
export type DaycalcRedis = (Redis | Cluster) & DaycalcCommands;
