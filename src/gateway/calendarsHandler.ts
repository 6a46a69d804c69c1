import { MAX_CALENDARS_PER_ACCOUNT } from '../protocol.ts';
import { calendarView } from './calendarView.ts';
import { managedStoreOr503, readCalendarBody, refuseCalendarRequest } from './calendarRequest.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RouteHandler } from './routeHandler.ts';
import type { ManagedCalendar } from './stores.ts';

/**
 * Creates the handler of `/api/v1/calendars` (ruling 27; the key and the per-minute limit were
 * checked; the account needs the Business Calendars feature, else 403 `FEATURE_NOT_AVAILABLE`):
 * `GET` lists the config file's calendars (read-only) then the managed ones, oldest first; `POST`
 * checks the body and creates a calendar with a new UUID (Web Crypto), answering 201, or
 * `VALIDATION_ERROR` when the account already keeps 100.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createCalendarsHandler(services);
 * await handle(context) // 200 { data: { calendars: [{ id: '0b5c…', read_only: true, … }] } }
 */
export function createCalendarsHandler(services: GatewayServices): RouteHandler {
  const { respond, stores } = services;
  return async (context) => {
    const refused = refuseCalendarRequest(services, context);
    if (refused !== undefined) return refused;
    const { account } = context.caller!;
    if (context.request.method === 'GET') {
      const [fromConfig, managed] = await Promise.all([stores.calendars.listCalendars?.(account.id) ?? [], stores.managedCalendars?.listCalendars(account.id) ?? []]);
      return respond.success(context, { calendars: [...fromConfig.map((calendar) => calendarView(calendar, true)), ...managed.map((calendar) => calendarView(calendar, false))] });
    }
    const store = managedStoreOr503(services, context);
    if (store instanceof Response) return store;
    const body = await readCalendarBody(services, context);
    if (body instanceof Response) return body;
    const now = new Date(context.time).toISOString();
    const calendar: ManagedCalendar = { ...body, id: crypto.randomUUID(), created_at: now, updated_at: now };
    if ((await store.createCalendar(account.id, calendar, MAX_CALENDARS_PER_ACCOUNT)) === 'limit') {
      return respond.error(context, 'VALIDATION_ERROR', `An account may keep at most ${MAX_CALENDARS_PER_ACCOUNT} saved calendars (the calendar limit); delete one first`);
    }
    return respond.success(context, { calendar: calendarView(calendar, false) }, 201);
  };
}
