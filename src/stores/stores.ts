import type { SavedCalendar } from '../calendars/savedCalendar.ts';
import type { Environment } from '../protocol/wire.ts';

/** A value or a promise of it: every store method may be sync (memory) or async (Redis, SQL, KV). */
export type MaybePromise<T> = T | Promise<T>;

/** An account: its plan (`free`, `pro`, `business`) and its features (`business_calendars`). */
export interface Account {
  readonly id: string;
  readonly plan: string;
  readonly features: readonly string[];
}

/** A stored API key: only the SHA-256 hash of the key text is kept (spec Authentication 5). */
export interface StoredKey {
  /** Lowercase hex SHA-256 of the full key text. */
  readonly sha256: string;
  readonly accountId: string;
  readonly status: 'active' | 'revoked';
  /** ISO 8601 instant after which the key is expired; absent means it never expires. */
  readonly expiresAt?: string;
  /** The name its account gave the key (1-64 characters), e.g. `CI pipeline`. */
  readonly name?: string;
  /** The environment of the key's prefix; absent when only the hash is known (then the gateway's). */
  readonly environment?: Environment;
}

/** Finds keys by the hash of their text, and lists an account's keys. */
export interface KeyStore {
  findKey(sha256: string): MaybePromise<StoredKey | undefined>;
  /** The account's keys, in the order they were configured (for `GET /api/v1/account/keys`). */
  listKeys?(accountId: string): MaybePromise<readonly StoredKey[]>;
}

/**
 * What the service learns about keys while it runs, shared by every process on the store:
 * revocations made through `POST /api/v1/account/keys/{id}/revoke`, names given through
 * `POST /api/v1/account/keys/{id}/rename`, and when each key was last used.
 * Keys are named by their full lowercase SHA-256 here (the API's 12-digit id is only a prefix).
 */
export interface KeyStateStore {
  /** Revokes a key for every process sharing the store, at once; revoking twice is a no-op. */
  revokeKey(sha256: string, now: number): MaybePromise<void>;
  /** Whether the key was revoked through `revokeKey` (a config file's `status: "revoked"` is the key store's). */
  isRevoked(sha256: string): MaybePromise<boolean>;
  /** Names a key for every process sharing the store (over the config's name). Optional: without it, renames are 503. */
  renameKey?(sha256: string, name: string, now: number): MaybePromise<void>;
  /** The names given by `renameKey` (same order; `undefined` for none). */
  keyNames?(sha256s: readonly string[]): MaybePromise<ReadonlyArray<string | undefined>>;
  /** Notes a successful authentication; a store may coalesce writes (at most one per key per minute). */
  touchKey(sha256: string, now: number): MaybePromise<void>;
  /** When each key was last used, epoch milliseconds, or `undefined` for never (same order as given). */
  lastUsed(sha256s: readonly string[]): MaybePromise<ReadonlyArray<number | undefined>>;
  /** A cheap reachability check for `GET /readyz`. */
  ping?(): MaybePromise<boolean>;
}

/** Finds accounts by id. */
export interface AccountStore {
  findAccount(id: string): MaybePromise<Account | undefined>;
}

/** Finds an account's saved Business Calendars; another account's calendar is never returned. */
export interface CalendarStore {
  findCalendar(accountId: string, calendarId: string): MaybePromise<SavedCalendar | undefined>;
  /** The account's calendars in config order (for `GET /api/v1/calendars`, where they are read-only). */
  listCalendars?(accountId: string): MaybePromise<readonly SavedCalendar[]>;
}

/** A saved Business Calendar made through the API: the calendar, a name and its timestamps. */
export interface ManagedCalendar extends SavedCalendar {
  /** A name for people (1-100 characters), e.g. `Berlin office`. */
  readonly name?: string;
  /** ISO 8601 UTC instants with milliseconds. */
  readonly created_at: string;
  readonly updated_at: string;
}

/**
 * The saved calendars an account manages through `/api/v1/calendars` (docs/decisions.md#account-endpoints): created, listed,
 * replaced and deleted, each change seen by the next call on every process sharing the store. Ids
 * are UUIDs, matched case-insensitively; another account's calendar is never found or changed.
 */
export interface ManagedCalendarStore {
  /** The account's calendars, oldest first. */
  listCalendars(accountId: string): MaybePromise<readonly ManagedCalendar[]>;
  getCalendar(accountId: string, calendarId: string): MaybePromise<ManagedCalendar | undefined>;
  /**
   * Creates the calendar (a new id) unless the account already holds `maxPerAccount`: then nothing is
   * written and the answer is `'limit'`. Atomic: concurrent creations never go over the limit.
   */
  createCalendar(accountId: string, calendar: ManagedCalendar, maxPerAccount: number): MaybePromise<'created' | 'limit'>;
  /** Replaces an existing calendar of the account; `'not_found'` when it has none with that id. */
  replaceCalendar(accountId: string, calendar: ManagedCalendar): MaybePromise<'replaced' | 'not_found'>;
  /** Deletes one; false when the account has none with that id. */
  deleteCalendar(accountId: string, calendarId: string): MaybePromise<boolean>;
  /** A cheap reachability check for `GET /readyz`. */
  ping?(): MaybePromise<boolean>;
}

/** One counter of a metering decision: a window key, its limit and when the window ends. */
export interface MeterCounter {
  /** The counter's key, e.g. `acct:acct_1:minute:29512345`. */
  readonly key: string;
  /** The most hits the window allows. */
  readonly limit: number;
  /** Epoch milliseconds at which the window ends and the counter may be forgotten. */
  readonly resetsAt: number;
  /**
   * What the counter belongs to, e.g. `acct:acct_1`. Counters of one scope are kept together (on
   * Redis Cluster, in one hash slot), so counters consumed in one call must share it.
   */
  readonly scope?: string;
}

/** The outcome of `MeterStore.consume`. */
export interface MeterOutcome {
  /** True when every counter was below its limit, so every counter was incremented. */
  readonly allowed: boolean;
  /** Each counter's count after the call (incremented when allowed, unchanged otherwise). */
  readonly counts: readonly number[];
  /** When not allowed: the index of the first counter that was at its limit. */
  readonly exhausted?: number;
}

/**
 * Counts requests in fixed windows. `consume` must be atomic: it increments all counters only if
 * every one is below its limit, so N concurrent calls never let more than the limit through.
 */
export interface MeterStore {
  /**
   * Counts a call. A store that can time out must make sure that a call it failed (the gateway
   * answered 503) is never counted later (docs/decisions.md#metering): a command still queued when it gave up must
   * not land.
   */
  consume(counters: readonly MeterCounter[], now: number): MaybePromise<MeterOutcome>;
  /** Reads the counters' current counts without changing them (0 for an unknown or ended window). */
  peek(counters: readonly MeterCounter[], now: number): MaybePromise<readonly number[]>;
  /** A cheap reachability check for `GET /readyz`: resolves (true) when the store answers, throws or resolves false when not. */
  ping?(): MaybePromise<boolean>;
}

/** One metered call in an account's request history: never the key, never the body. */
export interface HistoryEntry {
  /** The call's `req_` id (also in its `x-request-id` header). */
  readonly request_id: string;
  /** When the call arrived, ISO 8601 UTC with milliseconds. */
  readonly time: string;
  /** The operation, e.g. `business-days-between` (for MCP, the tool called). */
  readonly operation: string;
  /** `api` for `POST /api/v1/<operation>`, `mcp` for a `tools/call` on `/mcp`. */
  readonly via: 'api' | 'mcp';
  /** The HTTP status the call answered (for MCP, the status the same REST call would have). */
  readonly status: number;
  /** The error code, or `null` on success. */
  readonly code: string | null;
  /** Milliseconds from arrival to the answer, by the gateway's clock. */
  readonly duration_ms: number;
  /** The first 12 hex digits of the key's SHA-256: which key made the call, not the key. */
  readonly key: string;
}

/**
 * Keeps each account's request history for its plan's retention. The store enforces retention
 * itself: `record` with a retention of 0 writes nothing, and neither `record` nor `list` ever keeps
 * or returns an entry older than `retentionMs` before `now`.
 */
export interface HistoryStore {
  record(accountId: string, entry: HistoryEntry, retentionMs: number, now: number): MaybePromise<void>;
  /** The account's entries at or after `since` (epoch ms) and within retention, oldest first. */
  list(accountId: string, options: { readonly since?: number; readonly retentionMs: number; readonly now: number }): MaybePromise<readonly HistoryEntry[]>;
  /**
   * One page of the account's entries, newest first: within retention, at or after `since`, at or
   * before `until` (epoch ms), strictly older than `before` (the last entry of the previous page, by
   * time then request id) when given, at most `limit` of them.
   */
  page?(
    accountId: string,
    options: {
      readonly since?: number;
      readonly until?: number;
      readonly before?: { readonly time: number; readonly request_id: string };
      readonly limit: number;
      readonly retentionMs: number;
      readonly now: number;
    },
  ): MaybePromise<readonly HistoryEntry[]>;
  /**
   * One filtered page, filters applied where the entries are (a store over the network then sends
   * only the page): as `page`, keeping only entries of `operation` and `status` when given, and
   * examining at most `examine` entries. Without it the gateway filters `page`'s chunks itself.
   */
  scan?(
    accountId: string,
    options: {
      readonly since?: number;
      readonly until?: number;
      readonly before?: { readonly time: number; readonly request_id: string };
      readonly operation?: string;
      readonly status?: number;
      readonly limit: number;
      readonly examine: number;
      readonly retentionMs: number;
      readonly now: number;
    },
  ): MaybePromise<HistoryScan>;
  /** A cheap reachability check for `GET /readyz`: resolves (true) when the store answers, throws or resolves false when not. */
  ping?(): MaybePromise<boolean>;
}

/** The answer of `HistoryStore.scan`. */
export interface HistoryScan {
  /** The matching entries, newest first, at most `limit`. */
  readonly entries: readonly HistoryEntry[];
  /** The last entry examined (matching or not), where the next scan starts; absent when none was. */
  readonly last?: { readonly time: number; readonly request_id: string };
  /** True when no entry is left in the range after `last`. */
  readonly done: boolean;
}

/** Everything the gateway keeps: keys, accounts, saved calendars, meters and (optionally) request history. */
export interface GatewayStores {
  readonly keys: KeyStore;
  readonly accounts: AccountStore;
  readonly calendars: CalendarStore;
  readonly meters: MeterStore;
  /** Where metered calls are recorded; without it no history is kept. */
  readonly history?: HistoryStore;
  /** Revocations and names through the API and last use of keys; without it keys cannot be revoked or renamed through the API. */
  readonly keyState?: KeyStateStore;
  /** Calendars made through `/api/v1/calendars`; without it calendar management answers 503. */
  readonly managedCalendars?: ManagedCalendarStore;
}
