import { AsyncLocalStorage } from 'node:async_hooks';
import type { MeterCounter, MeterStore } from '../stores/stores.ts';

/** Where one request's account id lands once the gateway meters it. */
export interface AccountSlot {
  accountId?: string;
}

/** Learns which account each request belongs to, for the JSON log's `account_id`. */
export interface AccountTracker {
  /** Runs a request's handling; the slot holds its account id once the gateway has metered it. */
  track<T>(handle: () => T): { readonly result: T; readonly slot: AccountSlot };
  /** Wraps the meter store so that metering an account's counters fills the running request's slot. */
  meters(store: MeterStore): MeterStore;
}

/** The scope of account counters is `acct:<id>` (`accountMeter.ts`). */
const ACCOUNT_SCOPE = 'acct:';

function accountOf(counters: readonly MeterCounter[]): string | undefined {
  const scope = counters[0]?.scope;
  return scope !== undefined && scope.startsWith(ACCOUNT_SCOPE) ? scope.slice(ACCOUNT_SCOPE.length) : undefined;
}

/**
 * Creates an account tracker. The gateway tells its host nothing about the caller, so this sees the
 * account where the gateway meters it: the meter store's counters carry the scope `acct:<id>`, and an
 * `AsyncLocalStorage` ties the call to the request under way. It costs a little on every request
 * (async context tracking), so `daycalc serve` uses it only for `--log-format json`.
 *
 * @returns The tracker.
 * @example
 * const tracker = createAccountTracker();
 * const gateway = createGateway({ ...options, stores: { ...stores, meters: tracker.meters(stores.meters) } });
 * const { result, slot } = tracker.track(() => gateway.fetch(request));
 * await result; slot.accountId //=> 'acct_42' once metered
 */
export function createAccountTracker(): AccountTracker {
  const storage = new AsyncLocalStorage<AccountSlot>();
  const note = (counters: readonly MeterCounter[]): void => {
    const slot = storage.getStore();
    if (slot === undefined) return;
    const accountId = accountOf(counters);
    if (accountId !== undefined) slot.accountId = accountId;
  };
  return {
    track(handle) {
      const slot: AccountSlot = {};
      return { result: storage.run(slot, handle), slot };
    },
    meters(store) {
      const ping = store.ping;
      return {
        consume(counters, now) {
          note(counters);
          return store.consume(counters, now);
        },
        peek(counters, now) {
          note(counters);
          return store.peek(counters, now);
        },
        ...(ping === undefined ? {} : { ping: () => ping.call(store) }),
      };
    },
  };
}
