import { meterWindows } from '../../src/gateway/meterWindows.ts';
import type { HistoryEntry, HistoryStore, KeyStateStore, ManagedCalendar, ManagedCalendarStore, MeterCounter, MeterStore } from '../../src/stores/stores.ts';

/** The stores every gateway store backend provides. */
export interface ContractStores {
  readonly meters: MeterStore;
  readonly history: HistoryStore;
  readonly keyState: KeyStateStore;
  readonly managedCalendars: ManagedCalendarStore;
}

/** How the calendar suite gets managed-calendar stores of one backend (memory, Redis, files). */
export interface CalendarBackend {
  /** A fresh, empty store. */
  create(): Promise<ManagedCalendarStore>;
  /** A second handle on the same data, as a second gateway process would have. */
  share(store: ManagedCalendarStore): Promise<ManagedCalendarStore>;
}

/** How the shared suite gets stores of one backend. */
export interface StoreBackend {
  /** Fresh, empty stores that no other call of `create` sees (their own namespace). */
  create(options?: { readonly historyMaxEntriesPerAccount?: number }): Promise<ContractStores>;
  /**
   * A second handle on the same data as `stores` (for Redis another connection to the same
   * namespace; for memory the same stores), as a second gateway process would have.
   */
  share(stores: ContractStores): Promise<ContractStores>;
}

/** A month counter and a minute counter of one account at `now`, sharing the account's scope (one hash slot on Redis Cluster). */
export function accountCounters(account: string, now: number, minuteLimit: number, monthLimit = 1_000): MeterCounter[] {
  const windows = meterWindows(now);
  const scope = `acct:${account}`;
  return [
    { key: `${scope}:minute:${windows.minute}`, limit: minuteLimit, resetsAt: windows.minuteEndsAt, scope },
    { key: `${scope}:month:${windows.month}`, limit: monthLimit, resetsAt: windows.monthEndsAt, scope },
  ];
}

/** A history entry at `time` whose request id ends in the number `id`. */
export function historyEntry(time: number, id: number): HistoryEntry {
  return {
    request_id: `req_${id.toString(16).padStart(32, '0')}`,
    time: new Date(time).toISOString(),
    operation: 'add-days',
    via: 'api',
    status: 200,
    code: null,
    duration_ms: 1,
    key: '0123456789ab',
  };
}

/** The instant the cases start at. */
export const START = Date.UTC(2026, 10, 23, 12, 0, 0);
/** The request ids of entries, in order. */
export const ids = (entries: readonly HistoryEntry[]): string[] => entries.map((entry) => entry.request_id);
/** The request id `historyEntry` gives the number `id`. */
export const idOf = (id: number): string => historyEntry(0, id).request_id;

/** A managed calendar with every field set, made at `createdAt`. */
export function managedCalendar(id: string, createdAt: number, name = 'Berlin office'): ManagedCalendar {
  const at = new Date(createdAt).toISOString();
  return {
    id,
    name,
    country_code: 'DE',
    subdivision_code: 'BE',
    working_days: [1, 2, 3, 4, 5],
    include_public_holidays: true,
    custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }],
    excluded_dates: ['2026-12-31'],
    created_at: at,
    updated_at: at,
  };
}

/** A UUID (version 4 form) whose last digits are the number `n`. */
export const uuidOf = (n: number): string => `0b5c7f3e-4a7d-4b8e-9f21-${n.toString(16).padStart(12, '0')}`;

/** The order a history page must have: newest first, then by request id, descending. */
export const newestFirst = (entries: readonly HistoryEntry[]): HistoryEntry[] =>
  [...entries].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || (a.request_id < b.request_id ? 1 : a.request_id > b.request_id ? -1 : 0));
