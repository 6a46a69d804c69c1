import type { GatewayStores } from '../stores/stores.ts';

/** How long `readiness` waits for a store's `ping` before counting it unreachable. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The outcome of a readiness check: ready, or the stores that did not answer. */
export interface Readiness {
  readonly ready: boolean;
  /** Names of the stores that failed (`meters`, `history`, `keyState`, `managedCalendars`). */
  readonly failed: readonly string[];
}

async function answers(ping: () => unknown, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(ping).then((value) => value !== false), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks that the stores a call needs answer, for `GET /readyz`: each store's optional `ping` (the
 * memory stores are always ready; the Redis stores send `PING`). A store without `ping` counts as
 * ready. A ping that throws, answers false or takes longer than `timeoutMs` makes the gateway not ready.
 *
 * @param stores - The gateway's stores.
 * @param timeoutMs - The longest wait per store.
 * @returns Whether every store answered, and which did not.
 * @example
 * await readiness(createMemoryStores()) //=> { ready: true, failed: [] }
 */
export async function readiness(stores: Pick<GatewayStores, 'meters' | 'history' | 'keyState' | 'managedCalendars'>, timeoutMs: number = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const checks: Array<[string, (() => unknown) | undefined]> = [
    ['meters', stores.meters.ping?.bind(stores.meters)],
    ['history', stores.history?.ping?.bind(stores.history)],
    ['keyState', stores.keyState?.ping?.bind(stores.keyState)],
    ['managedCalendars', stores.managedCalendars?.ping?.bind(stores.managedCalendars)],
  ];
  const results = await Promise.all(checks.map(async ([name, ping]) => [name, ping === undefined || (await answers(ping, timeoutMs))] as const));
  const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
  return { ready: failed.length === 0, failed };
}
