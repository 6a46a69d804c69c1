import type { CalendarFieldOptions } from './arbCalendarFields.ts';

/** A JSON request body. */
export type RequestBody = Record<string, unknown>;

/** Options of the request arbitraries. */
export interface RequestArbitraryOptions extends CalendarFieldOptions {
  /**
   * What a well-formed `business_calendar_id` gets from the implementation under test, so that
   * `invalidRequest` can label it: `'none'` (the account lacks the Business Calendars feature: 403
   * `FEATURE_NOT_AVAILABLE`, what `execute` answers without a `calendars` lookup) or `'empty'` (the
   * feature is on but no generated id resolves: 404 `BUSINESS_CALENDAR_NOT_FOUND`). Absent: no
   * well-formed ids are generated. Valid requests never carry a calendar id.
   */
  readonly savedCalendars?: 'none' | 'empty';
}
