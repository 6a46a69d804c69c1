// The sizes docs/deployment.md quotes for what the gateway keeps in Redis, measured with `MEMORY
// USAGE` (every element counted: `SAMPLES 0`) on what the real stores write: the records of counted
// calls a meter keeps for its refunds, and request-history entries. `npm run docs:numbers` calls
// `measureRedis` on a private redis-server it starts (when `redis-server` is on PATH);
// test/stores/redis/redisNumbers.test.ts measures again and compares.
import { Redis } from 'ioredis';
import { meterWindows } from '../src/gateway/meterWindows.ts';
import { DAY_MS, DEFAULT_PLANS, HISTORY_MAX_ENTRIES_PER_ACCOUNT } from '../src/protocol/wire.ts';
import { CALL_RECORD_MS } from '../src/stores/redis/createRedisMeterStore.ts';
import { createRedisStores } from '../src/stores/redis/createRedisStores.ts';
import { ERROR_STATUS } from '../src/protocol/errorCodes.ts';
import { historyOperation } from '../src/stores/historyEntryBounds.ts';
import type { HistoryEntry, MeterCounter } from '../src/stores/stores.ts';

/** What `measureRedis` measures, in bytes (Redis' own accounting, `MEMORY USAGE … SAMPLES 0`). */
export interface RedisSizes {
  /** One counted call's record at the Free plan's per-minute limit (a small hash: listpack). */
  readonly callFree: number;
  /** One counted call's record at the Business plan's per-minute limit (a hash table). */
  readonly callBusiness: number;
  /** One ordinary history entry in a large history (a skiplist sorted set). */
  readonly historyEntry: number;
  /** One history entry of the longest kind the gateway records. */
  readonly historyEntryMax: number;
}

/** How many minutes of call records an account can have at once: the records' 10 minutes and the current one. */
export const CALL_RECORD_MINUTES = CALL_RECORD_MS / 60_000 + 1;

/** How many history entries are written to measure one (enough for Redis' large encoding, as a busy account's set is). */
const HISTORY_SAMPLE = 2_000;

/** A history entry as the gateway records an ordinary call. */
function ordinaryEntry(index: number, at: number): HistoryEntry {
  return {
    request_id: `req_${index.toString(16).padStart(32, '0')}`,
    time: new Date(at).toISOString(),
    operation: 'business-days-between',
    via: 'api',
    status: 200,
    code: null,
    duration_ms: 0.4,
    key: '3f9c0a1b2c4d',
  };
}

/** The longest error code. */
const LONGEST_CODE = Object.keys(ERROR_STATUS).reduce((longest, code) => (code.length > longest.length ? code : longest));

/**
 * The longest entry the gateway records: an MCP `tools/call` naming no tool, with a name of
 * three-byte characters (`historyOperation` keeps the marker and 24 of them), the longest error code
 * and a long duration.
 */
function longestEntry(index: number, at: number): HistoryEntry {
  return {
    ...ordinaryEntry(index, at),
    operation: historyOperation('€'.repeat(1_000)),
    via: 'mcp',
    status: 503,
    code: LONGEST_CODE,
    duration_ms: 123_456.789,
  };
}

/**
 * Measures what the Redis stores keep, on the Redis at `url` (use a private one: it writes under
 * the namespace `daycalc-numbers` and deletes those keys again).
 *
 * @param url - `redis://host:port`.
 * @returns The sizes in bytes.
 * @example
 * const sizes = await measureRedis('redis://127.0.0.1:6390'); // sizes.historyEntry is about 320
 */
export async function measureRedis(url: string): Promise<RedisSizes> {
  const namespace = 'daycalc-numbers';
  const stores = createRedisStores({ url, namespace, commandTimeoutMs: 5_000 });
  const raw = new Redis(url);
  try {
    if (!(await stores.ready(10_000))) throw new Error(`Redis at ${url} did not answer`);
    const now = Date.UTC(2026, 10, 24, 12, 0, 30);
    const perCall = async (account: string, calls: number): Promise<number> => {
      const windows = meterWindows(now);
      const counters: MeterCounter[] = [
        { key: `acct:${account}:minute:${windows.minute}`, scope: `acct:${account}`, limit: calls, resetsAt: windows.minuteEndsAt },
        { key: `acct:${account}:month:${windows.month}`, scope: `acct:${account}`, limit: calls, resetsAt: windows.monthEndsAt },
      ];
      for (let call = 0; call < calls; call += 1) await stores.meters.consume(counters, now);
      const [key] = await raw.keys(`${namespace}:meter:{acct:${account}}:calls:*`);
      if (key === undefined) throw new Error('the meter store kept no record of the calls');
      return Number(await raw.call('MEMORY', 'USAGE', key, 'SAMPLES', '0')) / calls;
    };
    const perEntry = async (account: string, entry: (index: number, at: number) => HistoryEntry): Promise<number> => {
      const retention = DEFAULT_PLANS.business.history_days * DAY_MS;
      for (let index = 0; index < HISTORY_SAMPLE; index += 1) await stores.history.record(account, entry(index, now - HISTORY_SAMPLE + index), retention, now);
      return Number(await raw.call('MEMORY', 'USAGE', `${namespace}:history:${account}`, 'SAMPLES', '0')) / HISTORY_SAMPLE;
    };
    return {
      callFree: await perCall('acct_free', DEFAULT_PLANS.free.per_minute),
      callBusiness: await perCall('acct_business', DEFAULT_PLANS.business.per_minute),
      historyEntry: await perEntry('acct_ordinary', ordinaryEntry),
      historyEntryMax: await perEntry('acct_longest', longestEntry),
    };
  } finally {
    const keys = await raw.keys(`${namespace}:*`).catch(() => []);
    if (keys.length > 0) await raw.del(...keys).catch(() => undefined);
    raw.disconnect();
    await stores.close();
  }
}

/**
 * The numbers docs/deployment.md quotes, from the measured sizes and the plans: bytes a call, the
 * refund records of an account at its per-minute limit, bytes an entry, and a history at its cap
 * and at the Pro plan's quota.
 *
 * @example
 * redisDocNumbers(await measureRedis(url))['redis-history-cap'] // HISTORY_MAX_ENTRIES_PER_ACCOUNT entries' bytes
 */
export function redisDocNumbers(sizes: RedisSizes): Record<'redis-call-min' | 'redis-call-max' | 'redis-calls-business' | 'redis-calls-free' | 'redis-history-entry' | 'redis-history-entry-max' | 'redis-history-cap' | 'redis-history-cap-max' | 'redis-history-pro', number> {
  return {
    'redis-call-min': Math.min(sizes.callFree, sizes.callBusiness),
    'redis-call-max': Math.max(sizes.callFree, sizes.callBusiness),
    'redis-calls-business': CALL_RECORD_MINUTES * DEFAULT_PLANS.business.per_minute * sizes.callBusiness,
    'redis-calls-free': CALL_RECORD_MINUTES * DEFAULT_PLANS.free.per_minute * sizes.callFree,
    'redis-history-entry': sizes.historyEntry,
    'redis-history-entry-max': sizes.historyEntryMax,
    'redis-history-cap': HISTORY_MAX_ENTRIES_PER_ACCOUNT * sizes.historyEntry,
    'redis-history-cap-max': HISTORY_MAX_ENTRIES_PER_ACCOUNT * sizes.historyEntryMax,
    'redis-history-pro': DEFAULT_PLANS.pro.per_month * sizes.historyEntry,
  };
}
