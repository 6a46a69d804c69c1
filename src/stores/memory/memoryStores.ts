import type { SavedCalendar } from '../../calendars/savedCalendar.ts';
import { createMemoryHistoryStore } from './memoryHistoryStore.ts';
import { createMemoryKeyStateStore } from './memoryKeyStateStore.ts';
import { createMemoryManagedCalendarStore } from './memoryManagedCalendarStore.ts';
import { createMemoryMeterStore } from './memoryMeterStore.ts';
import type { Account, GatewayStores, StoredKey } from '../stores.ts';

/** The contents of in-memory stores. */
export interface MemoryStoreData {
  readonly accounts?: readonly Account[];
  readonly keys?: readonly StoredKey[];
  /** Saved calendars with their owning account. */
  readonly calendars?: ReadonlyArray<{ readonly accountId: string; readonly calendar: SavedCalendar }>;
}

const calendarKey = (accountId: string, calendarId: string): string => `${accountId}\u0000${calendarId.toLowerCase()}`;

/** The stores a config file fills: keys, accounts and saved calendars (meters and history live elsewhere). */
export type ConfigLookups = Pick<GatewayStores, 'keys' | 'accounts' | 'calendars'>;

/**
 * Creates the in-memory lookups of a config: keys by hash (and each account's keys in config
 * order), accounts by id, calendars by owner and id (UUIDs match case-insensitively; another
 * account's calendar is never found).
 *
 * @param data - Accounts, stored keys and saved calendars.
 * @returns The three lookups.
 * @example
 * createMemoryLookups({ accounts: [{ id: 'a', plan: 'free', features: [] }] }).accounts.findAccount('a')?.plan //=> 'free'
 */
export function createMemoryLookups(data: MemoryStoreData = {}): ConfigLookups {
  const accounts = new Map((data.accounts ?? []).map((account) => [account.id, account]));
  const keys = new Map((data.keys ?? []).map((key) => [key.sha256.toLowerCase(), key]));
  const calendars = new Map((data.calendars ?? []).map(({ accountId, calendar }) => [calendarKey(accountId, calendar.id), calendar]));
  const keysOfAccount = new Map<string, StoredKey[]>();
  for (const key of data.keys ?? []) keysOfAccount.set(key.accountId, [...(keysOfAccount.get(key.accountId) ?? []), key]);
  return {
    keys: { findKey: (sha256) => keys.get(sha256.toLowerCase()), listKeys: (accountId) => keysOfAccount.get(accountId) ?? [] },
    accounts: { findAccount: (id) => accounts.get(id) },
    calendars: {
      findCalendar: (accountId, calendarId) => calendars.get(calendarKey(accountId, calendarId)),
      listCalendars: (accountId) => (data.calendars ?? []).filter((entry) => entry.accountId === accountId).map((entry) => entry.calendar),
    },
  };
}

/**
 * Creates in-memory stores for one process: the lookups of `createMemoryLookups`, a memory meter,
 * a memory request history, a memory key state and a memory store of managed calendars.
 *
 * @param data - Accounts, stored keys and saved calendars.
 * @returns The seven stores.
 * @example
 * const stores = createMemoryStores({ accounts: [{ id: 'a', plan: 'free', features: [] }] });
 * stores.accounts.findAccount('a')?.plan //=> 'free'
 */
export function createMemoryStores(data: MemoryStoreData = {}): GatewayStores {
  return {
    ...createMemoryLookups(data),
    meters: createMemoryMeterStore(),
    history: createMemoryHistoryStore(),
    keyState: createMemoryKeyStateStore(),
    managedCalendars: createMemoryManagedCalendarStore(),
  };
}
