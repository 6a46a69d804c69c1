import { describe } from 'vitest';
import { createMemoryHistoryStore } from '../../src/stores/memory/memoryHistoryStore.ts';
import { createMemoryKeyStateStore } from '../../src/stores/memory/memoryKeyStateStore.ts';
import { createMemoryManagedCalendarStore } from '../../src/stores/memory/memoryManagedCalendarStore.ts';
import { createMemoryMeterStore } from '../../src/stores/memory/memoryMeterStore.ts';
import type { ContractStores } from './storeFixtures.ts';
import { storeContract } from './stores.contract.ts';

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
