import { calendarView } from './calendarView.ts';
import { readCalendarBody, refuseCalendarRequest } from './calendarRequest.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RouteHandler } from './routeHandler.ts';

/** A calendar id: a UUID (any case). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Creates the handler of `/api/v1/calendars/{id}` (docs/decisions.md#account-endpoints; the key and the per-minute limit were
 * checked; the account needs the Business Calendars feature, else 403 `FEATURE_NOT_AVAILABLE`):
 * `GET` answers the calendar, `PUT` replaces all its fields (a checked body, as for `POST`), `DELETE`
 * removes it. A config file's calendar is read-only (403 on `PUT`/`DELETE`); an id that is not a
 * UUID, unknown or another account's is 404 `BUSINESS_CALENDAR_NOT_FOUND`.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler (the context's route is `calendar`).
 * @example
 * const handle = createCalendarHandler(services);
 * await handle(context) // 200 { data: { calendar: { id: '…', read_only: false, … } } }
 */
export function createCalendarHandler(services: GatewayServices): RouteHandler {
  const { respond, stores } = services;
  return async (context) => {
    const refused = refuseCalendarRequest(services, context);
    if (refused !== undefined) return refused;
    const { account } = context.caller!;
    const id = context.route.kind === 'calendar' ? context.route.id : '';
    const notFound = (): Response =>
      respond.error(context, 'BUSINESS_CALENDAR_NOT_FOUND', `No saved Business Calendar ${UUID.test(id) ? id : '(not a UUID)'} in this account`);
    if (!UUID.test(id)) return notFound();
    const method = context.request.method;
    const fromConfig = await stores.calendars.findCalendar(account.id, id);
    if (fromConfig !== undefined) {
      if (method === 'GET') return respond.success(context, { calendar: calendarView(fromConfig, true) });
      return respond.error(context, 'FEATURE_NOT_AVAILABLE', `Calendar ${fromConfig.id} is defined in the server's config and is read-only`);
    }
    const store = stores.managedCalendars;
    if (store === undefined) return notFound();
    const existing = await store.getCalendar(account.id, id);
    if (existing === undefined) return notFound();
    if (method === 'GET') return respond.success(context, { calendar: calendarView(existing, false) });
    if (method === 'DELETE') {
      if (!(await store.deleteCalendar(account.id, existing.id))) return notFound();
      return respond.success(context, { id: existing.id, deleted: true });
    }
    const body = await readCalendarBody(services, context);
    if (body instanceof Response) return body;
    const calendar = { ...body, id: existing.id, created_at: existing.created_at, updated_at: new Date(context.time).toISOString() };
    if ((await store.replaceCalendar(account.id, calendar)) === 'not_found') return notFound();
    return respond.success(context, { calendar: calendarView(calendar, false) });
  };
}
