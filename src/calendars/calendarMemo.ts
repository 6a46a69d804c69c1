import { BoundedMemo } from './boundedMemo.ts';
import type { CalendarWindow } from './calendarWindow.ts';
import type { Ok } from '../result.ts';
import type { ResolvedCalendar } from './resolvedCalendar.ts';
import type { CalendarSpecEntry } from './calendarSpecEntry.ts';

// The memos of resolved calendars and their off-day windows: pure, bounded caches (see boundedMemo.ts).
// The date-holidays reader keeps its own in providerMemo.ts.

/** Budget of the engine memo: off-day entries summed over all calendar windows (about 30 bytes each). */
export const ENGINE_MEMO_MAX_ENTRIES = 100_000;

/** The off-day window of each calendar, by calendar key, weighed by its number of off-days. */
export const engineWindowMemo = new BoundedMemo<string, CalendarWindow>(ENGINE_MEMO_MAX_ENTRIES);

/** Budget of the inline-calendar memo: resolved calendars without custom holidays or excluded dates. */
export const INLINE_CALENDAR_MEMO_MAX = 1024;

/**
 * Checked inline calendar fields (the successful results only, each with the calendars built from it)
 * by a key of country, working days, holidays flag and subdivision: an integer without a subdivision,
 * a string with one (see `resolveCalendar`).
 */
export const inlineSpecMemo = new BoundedMemo<number | string, Ok<CalendarSpecEntry>>(INLINE_CALENDAR_MEMO_MAX);

/**
 * The calendars `execute` built for inline fields whose data was loaded, by the same key as
 * `inlineSpecMemo` (`inlineCalendarKey`): a request whose calendar fields repeat finds its calendar in
 * one look-up instead of resolving, checking and attaching again (catalog/withCalendar.ts). Only
 * calendars for years inside the compiled tables, which never change once built. `@__PURE__`: a bundle
 * without `execute` drops it.
 */
export const readyCalendarMemo = /* @__PURE__ */ new BoundedMemo<number | string, ResolvedCalendar>(INLINE_CALENDAR_MEMO_MAX);
