import type { ManagedCalendar, ManagedCalendarStore } from '../stores.ts';

/**
 * Creates an in-memory store of the calendars accounts manage through `/api/v1/calendars`, for one
 * process. Each account's calendars keep their creation order (oldest first); ids are stored in
 * lower case and matched case-insensitively; the per-account limit is checked and the calendar
 * added in one synchronous step, so concurrent creations never go over it. Calendars are lost
 * when the process ends: `daycalc serve --data-dir` keeps them in files, Redis keeps them shared.
 *
 * @returns A managed-calendar store.
 * @example
 * const calendars = createMemoryManagedCalendarStore();
 * calendars.createCalendar('acct_1', { id: '0b5c…', country_code: 'DE', created_at: now, updated_at: now }, 100) //=> 'created'
 */
export function createMemoryManagedCalendarStore(): ManagedCalendarStore {
  const accounts = new Map<string, Map<string, ManagedCalendar>>();
  const calendarsOf = (accountId: string): Map<string, ManagedCalendar> => {
    let calendars = accounts.get(accountId);
    if (calendars === undefined) {
      calendars = new Map();
      accounts.set(accountId, calendars);
    }
    return calendars;
  };
  return {
    listCalendars: (accountId) => [...(accounts.get(accountId)?.values() ?? [])],
    getCalendar: (accountId, calendarId) => accounts.get(accountId)?.get(calendarId.toLowerCase()),
    createCalendar(accountId, calendar, maxPerAccount) {
      const calendars = calendarsOf(accountId);
      const id = calendar.id.toLowerCase();
      if (calendars.size >= maxPerAccount) return 'limit';
      if (calendars.has(id)) throw new Error(`calendar ${id} already exists`);
      calendars.set(id, { ...calendar, id });
      return 'created';
    },
    replaceCalendar(accountId, calendar) {
      const calendars = accounts.get(accountId);
      const id = calendar.id.toLowerCase();
      if (calendars?.has(id) !== true) return 'not_found';
      calendars.set(id, { ...calendar, id });
      return 'replaced';
    },
    deleteCalendar: (accountId, calendarId) => accounts.get(accountId)?.delete(calendarId.toLowerCase()) ?? false,
    ping: () => true,
  };
}
