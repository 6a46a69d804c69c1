import type { ManagedCalendarStore } from '../../src/stores/stores.ts';
import { historyStoreContract } from './historyStore.contract.ts';
import { keyStateStoreContract } from './keyStateStore.contract.ts';
import { calendarContract } from './managedCalendarStore.contract.ts';
import { meterStoreContract } from './meterStore.contract.ts';
import type { ContractStores, StoreBackend } from './storeFixtures.ts';

/**
 * Registers the contract of every store interface of `src/stores/stores.ts` for one backend, one suite
 * per interface (`meterStoreContract`, `historyStoreContract`, `keyStateStoreContract`,
 * `calendarContract`): run by `memoryStores.test.ts` and `redisStores.test.ts` (one Redis and Redis
 * Cluster); the file store, which keeps managed calendars only, runs `calendarContract` in
 * `fileStores.test.ts`.
 *
 * @param backend - Makes fresh stores of the backend (call it only inside the cases: a Redis backend starts in `beforeAll`).
 */
export function storeContract(backend: () => StoreBackend): void {
  meterStoreContract(backend);
  historyStoreContract(backend);
  keyStateStoreContract(backend);

  // The calendar suite on the backend's managed-calendar store (its handles remembered for share()).
  const handles = new WeakMap<ManagedCalendarStore, ContractStores>();
  calendarContract(() => {
    const stores = backend();
    return {
      create: async () => {
        const created = await stores.create();
        handles.set(created.managedCalendars, created);
        return created.managedCalendars;
      },
      share: async (calendars) => {
        const known = handles.get(calendars);
        if (known === undefined) throw new Error('share() takes a store made by create()');
        const shared = await stores.share(known);
        handles.set(shared.managedCalendars, shared);
        return shared.managedCalendars;
      },
    };
  });
}
