import { MAX_CALENDARS_PER_ACCOUNT } from '../protocol/wire.ts';
import type { SavedCalendar } from '../calendars/savedCalendar.ts';
import { CALENDARS_PARAMETERS, parseCalendarsQuery, pickCalendarPage } from './calendarPage.ts';
import { calendarView } from './calendarView.ts';
import { managedStoreOr503, readCalendarBody, refuseCalendarRequest } from './calendarRequest.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { readQueryParameters } from './queryParameters.ts';
import type { RouteHandler } from './routeHandler.ts';
import type { ManagedCalendar } from '../stores/stores.ts';

/**
 * Creates the handler of `GET /api/v1/calendars` (docs/decisions.md#account-endpoints; the key and the per-minute limit were
 * checked; the account needs the Business Calendars feature, else 403 `FEATURE_NOT_AVAILABLE`):
 * the config file's calendars (read-only) then the managed ones, oldest first, one page
 * at a time (`limit` 1-100, default 100, and at most about 1 MiB; `cursor`: the previous page's
 * `next_cursor`, `null` on the last page).
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createCalendarsHandler(services);
 * await handle(context) // 200 { data: { calendars: [{ id: '0b5c…', read_only: true, … }], next_cursor: null } }
 */
export function createCalendarsHandler(services: GatewayServices): RouteHandler {
  const { respond, stores } = services;
  return async (context) => {
    const refused = refuseCalendarRequest(services, context, CALENDARS_PARAMETERS);
    if (refused !== undefined) return refused;
    const { account } = context.caller!;
    // Unknown parameters were refused above.
    const values = readQueryParameters(context.url.query, CALENDARS_PARAMETERS);
    const query = parseCalendarsQuery(values.ok ? values.value : new Map());
    if (!query.ok) return respond.error(context, query.error.code, query.error.message);
    const [fromConfig, managed] = await Promise.all([stores.calendars.listCalendars?.(account.id) ?? [], stores.managedCalendars?.listCalendars(account.id) ?? []]);
    const views = (calendars: readonly SavedCalendar[], readOnly: boolean) => calendars.map((calendar) => calendarView(calendar, readOnly));
    return respond.success(context, pickCalendarPage(views(fromConfig, true), views(managed, false), query.value));
  };
}

/**
 * Creates the handler of `POST /api/v1/calendars` (docs/decisions.md#account-endpoints; the key and the per-minute limit were
 * checked; the account needs the Business Calendars feature, else 403 `FEATURE_NOT_AVAILABLE`):
 * checks the body and creates a calendar with a new UUID (Web Crypto), answering 201, or
 * `VALIDATION_ERROR` when the account already keeps 100.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createCalendarCreationHandler(services);
 * await handle(context) // 201 { data: { calendar: { id: '0b5c…', read_only: false, … } } }
 */
export function createCalendarCreationHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  return async (context) => {
    const refused = refuseCalendarRequest(services, context);
    if (refused !== undefined) return refused;
    const { account } = context.caller!;
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
