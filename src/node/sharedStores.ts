import type { GatewayConfig, StoreSetting } from '../gateway/loadGatewayConfig.ts';
import { createMemoryHistoryStore } from '../stores/memory/memoryHistoryStore.ts';
import { createMemoryMeterStore } from '../stores/memory/memoryMeterStore.ts';
import { createMemoryKeyStateStore, type MemoryKeyStateStore } from '../stores/memory/memoryKeyStateStore.ts';
import { createMemoryManagedCalendarStore } from '../stores/memory/memoryManagedCalendarStore.ts';
import { createMemoryLookups } from '../stores/memory/memoryStores.ts';
import type { RefundRound } from '../stores/redis/meterRefunds.ts';
import type { GatewayStores, MeterStore, StoredKey } from '../stores/stores.ts';
import { KEY_ID_DIGITS } from '../protocol/wire.ts';
import { createFileCalendarStore } from '../stores/file/fileCalendarStore.ts';
import { logThrottle } from './logThrottle.ts';
import { redactUrl } from './redactUrl.ts';

/** How long serve waits for Redis at start before it listens anyway (answering 503 until Redis is reached). */
const REDIS_START_WAIT_MS = 3_000;

/** Redis connection errors are logged at most this often (the client retries several times a second). */
export const REDIS_ERROR_LOG_MS = 5_000;

/** The store choice of one serve process: `--redis` or the config's `store.redis` (memory without either), and the namespace. */
export type StoreChoice = Pick<StoreSetting, 'namespace'> & {
  readonly redis: string | undefined;
  /** `--data-dir`: where managed calendars live without Redis (else in memory). */
  readonly dataDir?: string | undefined;
};

/** The stores of one serve process: meters, history, key state and managed calendars, opened once and shared by every config (so a reload keeps them). */
export interface SharedStores {
  /** The banner's description (`memory`, or the Redis URL without its password and the namespace). */
  readonly label: string;
  /** Where saved calendars made through the API live, for the banner (`Redis`, a directory, or memory). */
  readonly calendarsLabel: string;
  /** Whether the stores are shared by processes (Redis): then a revocation needs no config edit. */
  readonly shared: boolean;
  /** The stores of one config: its keys, accounts and calendars (in memory) with the process's meters and history. */
  storesFor(config: GatewayConfig): GatewayStores;
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/**
 * Opens the meters, the request history, the key state and the managed calendars of `daycalc
 * serve`, once: on Redis when the choice names a URL (waiting up to 3 s for it, then going on:
 * operations answer 503 until it is reached), else in process memory, with managed calendars in
 * files under `--data-dir` when given. Each config's keys, accounts and calendars are added by `storesFor`.
 *
 * @param choice - The Redis URL (or none) and the namespace.
 * @param wrapMeters - Wraps the meter store (the JSON log's account tracker), if given.
 * @returns The shared stores.
 * @example
 * const shared = await openSharedStores({ redis: 'redis://127.0.0.1:6379', namespace: 'daycalc:test' });
 * const gateway = createGateway({ environment: 'test', stores: shared.storesFor(config) });
 */
export async function openSharedStores(choice: StoreChoice, wrapMeters: (meters: MeterStore) => MeterStore = (meters) => meters): Promise<SharedStores> {
  const opened = choice.redis === undefined ? openMemory(choice.dataDir) : await openRedis(choice.redis, choice.namespace);
  const meters = wrapMeters(opened.meters);
  const { history, keyState, managedCalendars } = opened;
  const reinstate = 'reinstateKey' in keyState ? createReinstater(keyState as MemoryKeyStateStore) : () => undefined;
  return {
    label: opened.label,
    calendarsLabel: opened.calendarsLabel,
    shared: choice.redis !== undefined,
    storesFor: (config) => {
      reinstate(config);
      return { ...createMemoryLookups(config), meters, history, keyState, managedCalendars };
    },
    close: opened.close,
  };
}

/**
 * Lifts, in the process's memory key state, the revocation of every key that a reloaded config
 * makes active again after an earlier config (the one the revocation wrote) said revoked: the
 * operator's edit wins, with a line on stdout. A key whose revocation could not be written to the
 * file (its config said active before and after) stays revoked until a restart. Likewise a name
 * given through the API gives way to the config's as soon as a reload names the key otherwise than
 * the config before it (the API's own write, or the operator's edit after it): the file shows the
 * name from then on; a name the file never recorded stays.
 */
function createReinstater(keyState: MemoryKeyStateStore): (config: GatewayConfig) => void {
  let before = new Map<string, StoredKey>();
  return (config) => {
    const next = new Map(config.keys.map((key) => [key.sha256.toLowerCase(), key]));
    for (const [sha256, key] of next) {
      const earlier = before.get(sha256);
      if (earlier !== undefined && earlier.name !== key.name) keyState.forgetName(sha256);
      if (key.status !== 'active' || earlier?.status !== 'revoked' || keyState.isRevoked(sha256) !== true) continue;
      keyState.reinstateKey(sha256);
      process.stdout.write(`daycalc serve: key ${sha256.slice(0, KEY_ID_DIGITS)} is active again in the config: its revocation is lifted\n`);
    }
    before = next;
  };
}

/**
 * The log line of a round of meter refunds (a 503 is never metered, so a count that landed after a Redis stall is taken off).
 *
 * @param round - What the round did.
 * @returns One line.
 * @example
 * meterRefundLine({ refunded: 3, cancelled: 1, gaveUp: 0, waiting: 0 })
 * //=> 'daycalc serve: meter refunds after a Redis stall: 3 calls answered 503 but counted by Redis were taken off again, 1 cancelled before Redis ran it, 0 given up, 0 waiting'
 */
export function meterRefundLine(round: RefundRound): string {
  const parts = [
    `${round.refunded} call${round.refunded === 1 ? '' : 's'} answered 503 but counted by Redis ${round.refunded === 1 ? 'was' : 'were'} taken off again`,
    `${round.cancelled} cancelled before Redis ran ${round.cancelled === 1 ? 'it' : 'them'}`,
    `${round.gaveUp} given up${round.gaveUp > 0 ? ' (Redis was away longer than it keeps call records: these may stay counted)' : ''}`,
    `${round.waiting} waiting`,
  ];
  return `daycalc serve: meter refunds after a Redis stall: ${parts.join(', ')}`;
}

/** The stores as opened, before the JSON log's tracker wraps the meters. */
type OpenedStores = Required<Pick<GatewayStores, 'meters' | 'history' | 'keyState' | 'managedCalendars'>> & {
  readonly label: string;
  readonly calendarsLabel: string;
  close(): Promise<void>;
};

/** Meters, history and key state in process memory; managed calendars in `--data-dir`'s files, else in memory. */
function openMemory(dataDir: string | undefined): OpenedStores {
  return {
    meters: createMemoryMeterStore(),
    history: createMemoryHistoryStore(),
    keyState: createMemoryKeyStateStore(),
    managedCalendars: dataDir === undefined ? createMemoryManagedCalendarStore() : createFileCalendarStore(dataDir),
    label: 'memory',
    calendarsLabel: dataDir === undefined ? 'memory (lost on restart; --data-dir DIR keeps them)' : `files under ${dataDir}`,
    close: async () => undefined,
  };
}

/** Meters and history on Redis, waiting up to 3 s for it; connection errors are logged at most once per 5 s. */
async function openRedis(url: string, namespace: string): Promise<OpenedStores> {
  const { createRedisStores } = await import('../stores/redis/createRedisStores.ts');
  const connectionErrors = logThrottle(REDIS_ERROR_LOG_MS);
  const redis = createRedisStores({
    url,
    namespace,
    onConnectionError: (error) => {
      if (connectionErrors.pass() === undefined) return;
      process.stderr.write(`daycalc serve: Redis unavailable (${error.message}); answering 503 SERVICE_UNAVAILABLE until it is back\n`);
    },
    onMeterRefunds: (round) => process.stderr.write(`${meterRefundLine(round)}\n`),
  });
  if (!(await redis.ready(REDIS_START_WAIT_MS))) {
    process.stderr.write(`daycalc serve: Redis at ${redactUrl(url)} not reached within ${REDIS_START_WAIT_MS} ms; listening anyway, operations answer 503 until it is reached\n`);
  }
  const label = `redis ${redactUrl(url)} (namespace ${namespace})`;
  const { meters, history, keyState, managedCalendars } = redis;
  return { meters, history, keyState, managedCalendars, label, calendarsLabel: label, close: () => redis.close() };
}
