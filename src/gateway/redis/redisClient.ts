import type { Redis } from 'ioredis';

/** The two scripted commands the Redis stores define on the client. */
export interface DaycalcRedis extends Redis {
  daycalcConsume(numberOfKeys: number, ...keysAndArgs: Array<string | number>): Promise<number[]>;
  daycalcRecord(key: string, ...args: Array<string | number>): Promise<number>;
}
