import { describe } from 'vitest';
import { createMemoryHistoryStore, createMemoryKeyStateStore, createMemoryManagedCalendarStore, createMemoryMeterStore } from '../../src/gateway/index.ts';
import { storeContract, type ContractStores } from './stores.contract.ts';

describe('store contract: memory stores', () => {
  storeContract(() => ({
    create: async (options = {}): Promise<ContractStores> => ({
      meters: createMemoryMeterStore(),
      history: createMemoryHistoryStore(options.historyMaxEntriesPerAccount === undefined ? {} : { maxEntriesPerAccount: options.historyMaxEntriesPerAccount }),
      keyState: createMemoryKeyStateStore(),
      managedCalendars: createMemoryManagedCalendarStore(),
    }),
    // One process: a second gateway on the same memory stores is the same object.
    share: async (stores) => stores,
  }));
});
