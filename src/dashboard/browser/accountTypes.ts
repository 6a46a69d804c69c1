// The answers of the account and calendar endpoints, as far as the dashboard reads them. Browser code.
import type { CalendarView } from '../../gateway/calendarView.ts';

/** One limit of `GET /api/v1/account`. */
export interface AccountLimit {
  readonly limit: number;
  readonly used: number;
  readonly remaining: number;
  readonly resets_at: string | null;
}

/** `GET /api/v1/account`. */
export interface Account {
  readonly account_id: string;
  readonly plan: string;
  readonly features: readonly string[];
  readonly history_retention_days: number;
  readonly limits: { readonly per_minute: AccountLimit; readonly per_month: AccountLimit };
}

/** One entry of `GET /api/v1/account/history`. */
export interface HistoryEntry {
  readonly time: string;
  readonly request_id: string;
  readonly operation: string;
  readonly via: string;
  readonly status: number;
  readonly code: string | null;
  readonly duration_ms: number;
  readonly key: string;
}

/** A page of `GET /api/v1/account/history`. */
export interface HistoryPage {
  readonly entries: readonly HistoryEntry[];
  readonly next_cursor: string | null;
  readonly retention_days: number;
}

/** One key of `GET /api/v1/account/keys`. */
export interface AccountKey {
  readonly id: string;
  readonly name: string | null;
  readonly environment: string;
  readonly status: string;
  readonly expires_at: string | null;
  readonly last_used_at: string | null;
}

/** One saved calendar of `GET /api/v1/calendars`: the gateway's own answer type. */
export type SavedCalendar = CalendarView;
