import { CALENDAR_DEFAULTS } from '../calendars/resolveCalendar.ts';
import type { SavedCalendar } from '../calendars/savedCalendar.ts';
import type { ManagedCalendar } from '../stores/stores.ts';

/** A saved calendar as `/api/v1/calendars` answers it: every field present, defaults filled in. */
export interface CalendarView {
  readonly id: string;
  readonly name: string | null;
  /** The country, or `null` for a market calendar. */
  readonly country_code: string | null;
  readonly subdivision_code: string | null;
  /** The market (docs/decisions.md#markets), or `null` for a country calendar. */
  readonly market_code: string | null;
  readonly working_days: readonly number[];
  readonly include_public_holidays: boolean;
  readonly custom_holidays: ReadonlyArray<{ readonly date: string; readonly label: string }>;
  readonly excluded_dates: readonly string[];
  /** True for a calendar of the server's config file (it cannot be changed through the API). */
  readonly read_only: boolean;
  readonly created_at: string | null;
  readonly updated_at: string | null;
}

/**
 * Describes a saved calendar for its account: a config calendar (read-only, no timestamps) or a
 * managed one, with the defaults of the calendar fields filled in.
 *
 * @param calendar - The calendar as stored.
 * @param readOnly - Whether it comes from the config file.
 * @returns The view.
 * @example
 * calendarView({ id: '0b5c7f3e-4a7d-4b8e-9f21-5d3c2a1b0e9f', country_code: 'DE' }, true).working_days //=> [1, 2, 3, 4, 5]
 */
export function calendarView(calendar: SavedCalendar | ManagedCalendar, readOnly: boolean): CalendarView {
  const managed = calendar as Partial<ManagedCalendar>;
  return {
    id: calendar.id,
    name: managed.name ?? null,
    country_code: calendar.market_code === undefined ? (calendar.country_code ?? CALENDAR_DEFAULTS.country_code).toUpperCase() : null,
    subdivision_code: calendar.subdivision_code ?? null,
    market_code: calendar.market_code?.toUpperCase() ?? null,
    working_days: [...(calendar.working_days ?? CALENDAR_DEFAULTS.working_days)],
    include_public_holidays: calendar.include_public_holidays ?? CALENDAR_DEFAULTS.include_public_holidays,
    custom_holidays: (calendar.custom_holidays ?? []).map(({ date, label }) => ({ date, label })),
    excluded_dates: [...(calendar.excluded_dates ?? [])],
    read_only: readOnly,
    created_at: readOnly ? null : (managed.created_at ?? null),
    updated_at: readOnly ? null : (managed.updated_at ?? null),
  };
}
