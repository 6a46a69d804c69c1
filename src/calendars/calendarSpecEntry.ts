// A checked calendar spec and the calendars built from it, remembered together (see resolveCalendar.ts).
import type { HolidayData } from './holidayData.ts';
import type { Ok } from '../result.ts';
import type { CalendarSpec, ResolvedCalendar } from './resolvedCalendar.ts';

/**
 * A checked calendar's spec, and the calendars built from it (a pure cache, one per holiday data value
 * and kind: with or without years outside the tables). Entries are remembered themselves (inline
 * fields by their key, saved calendars by the lookup's answer), so a repeated request finds its
 * calendar with two lookups and no allocation.
 */
export interface CalendarSpecEntry {
  readonly spec: CalendarSpec;
  /** The calendar without public holidays, once built. */
  plain: Ok<ResolvedCalendar> | undefined;
  /** Calendars by the data value they hold, without and with years outside the tables. */
  readonly byData: Map<HolidayData, Ok<ResolvedCalendar>>;
  readonly byDataOutside: Map<HolidayData, Ok<ResolvedCalendar>>;
  /** The entries with holiday types or a language laid over (docs/decisions.md#holiday-types, docs/decisions.md#languages), by layers. */
  byLayers?: Map<string, Ok<CalendarSpecEntry>>;
}

/**
 * A fresh entry for a checked spec, with no calendar built yet.
 *
 * @param spec - The checked spec.
 * @returns The entry.
 * @example
 * newEntry(spec).byData.size //=> 0
 */
export function newEntry(spec: CalendarSpec): CalendarSpecEntry {
  return { spec, plain: undefined, byData: new Map(), byDataOutside: new Map() };
}
