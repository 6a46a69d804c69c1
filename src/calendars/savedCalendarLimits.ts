// The limits of a saved Business Calendar: one set, for every way a calendar arrives (the API's
// `POST`/`PUT /api/v1/calendars` body, the config file's `calendars`, a store's answer and a library
// lookup's). `protocol/wire.ts` re-exports them under the API's names for its docs.

/** The most custom holidays a saved calendar may hold (what `/api/v1/calendars` has always allowed; 128 KiB bodies hold about 3,000). */
export const SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS = 1_000;

/** The most excluded dates a saved calendar may hold. */
export const SAVED_CALENDAR_MAX_EXCLUDED_DATES = 1_000;

/** The longest name of a saved calendar, in characters (code points). */
export const SAVED_CALENDAR_MAX_NAME_LENGTH = 100;
