import type { SavedCalendar } from '../calendars/savedCalendar.ts';

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
}

/** Finds keys by the hash of their text. */
export interface KeyStore {
  findKey(sha256: string): MaybePromise<StoredKey | undefined>;
}

/** Finds accounts by id. */
export interface AccountStore {
  findAccount(id: string): MaybePromise<Account | undefined>;
}

/** Finds an account's saved Business Calendars; another account's calendar is never returned. */
export interface CalendarStore {
  findCalendar(accountId: string, calendarId: string): MaybePromise<SavedCalendar | undefined>;
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
   * answered 503) is never counted later (ruling 26): a command still queued when it gave up must
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
  /** A cheap reachability check for `GET /readyz`: resolves (true) when the store answers, throws or resolves false when not. */
  ping?(): MaybePromise<boolean>;
}

/** Everything the gateway keeps: keys, accounts, saved calendars, meters and (optionally) request history. */
export interface GatewayStores {
  readonly keys: KeyStore;
  readonly accounts: AccountStore;
  readonly calendars: CalendarStore;
  readonly meters: MeterStore;
  /** Where metered calls are recorded; without it no history is kept. */
  readonly history?: HistoryStore;
}
