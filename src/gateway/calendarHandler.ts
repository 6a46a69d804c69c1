import type { SavedCalendar } from '../calendars/savedCalendar.ts';
import { calendarView } from './calendarView.ts';
import { readCalendarBody, refuseCalendarRequest } from './calendarRequest.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RequestContext } from './requestContext.ts';
import type { RouteHandler } from './routeHandler.ts';
import type { ManagedCalendar, ManagedCalendarStore } from '../stores/stores.ts';

/** A calendar id: a UUID (any case). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The calendar a `/api/v1/calendars/{id}` request names: the config file's (read-only) or a managed one with its store. */
type FoundCalendar = { readonly fromConfig: SavedCalendar } | { readonly existing: ManagedCalendar; readonly store: ManagedCalendarStore };

/** The `{id}` of the request's path, as sent. */
const idOf = (context: RequestContext): string => (context.route.kind === 'account' ? (context.route.id ?? '') : '');

/** 404 `BUSINESS_CALENDAR_NOT_FOUND` for the request's id. */
function notFound(services: GatewayServices, context: RequestContext): Response {
  const id = idOf(context);
  return services.respond.error(context, 'BUSINESS_CALENDAR_NOT_FOUND', `No saved Business Calendar ${UUID.test(id) ? id : '(not a UUID)'} in this account`);
}

/**
 * The checks every `/api/v1/calendars/{id}` request starts with (the feature, no query), then the
 * calendar its id names: the config file's, else the managed store's; an id that is not a UUID,
 * unknown or another account's is 404 `BUSINESS_CALENDAR_NOT_FOUND`.
 */
async function findCalendar(services: GatewayServices, context: RequestContext): Promise<FoundCalendar | Response> {
  const refused = refuseCalendarRequest(services, context);
  if (refused !== undefined) return refused;
  const { account } = context.caller!;
  const id = idOf(context);
  if (!UUID.test(id)) return notFound(services, context);
  const { stores } = services;
  const fromConfig = await stores.calendars.findCalendar(account.id, id);
  if (fromConfig !== undefined) return { fromConfig };
  const store = stores.managedCalendars;
  if (store === undefined) return notFound(services, context);
  const existing = await store.getCalendar(account.id, id);
  return existing === undefined ? notFound(services, context) : { existing, store };
}

/** The calendar a `PUT` or `DELETE` may change: a managed one (a config file's is 403 `FEATURE_NOT_AVAILABLE`, read-only). */
async function findManagedCalendar(services: GatewayServices, context: RequestContext): Promise<{ readonly existing: ManagedCalendar; readonly store: ManagedCalendarStore } | Response> {
  const found = await findCalendar(services, context);
  if (found instanceof Response || !('fromConfig' in found)) return found;
  return services.respond.error(context, 'FEATURE_NOT_AVAILABLE', `Calendar ${found.fromConfig.id} is defined in the server's config and is read-only`);
}

/**
 * Creates the handler of `GET /api/v1/calendars/{id}` (docs/decisions.md#account-endpoints; the key and the per-minute limit were
 * checked; the account needs the Business Calendars feature, else 403 `FEATURE_NOT_AVAILABLE`):
 * the calendar, a config file's marked read-only; an id that is not a UUID, unknown or another
 * account's is 404 `BUSINESS_CALENDAR_NOT_FOUND`.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler (the context's route is the account path with the calendar's `id`).
 * @example
 * const handle = createCalendarHandler(services);
 * await handle(context) // 200 { data: { calendar: { id: '…', read_only: false, … } } }
 */
export function createCalendarHandler(services: GatewayServices): RouteHandler {
  return async (context) => {
    const found = await findCalendar(services, context);
    if (found instanceof Response) return found;
    const calendar = 'fromConfig' in found ? calendarView(found.fromConfig, true) : calendarView(found.existing, false);
    return services.respond.success(context, { calendar });
  };
}

/**
 * Creates the handler of `PUT /api/v1/calendars/{id}` (as `GET`'s, then): replaces all the
 * calendar's fields with a checked body (as for `POST`); a config file's calendar is read-only (403).
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createCalendarReplaceHandler(services);
 * await handle(context) // 200 { data: { calendar: { id: '…', name: 'Berlin office', … } } }
 */
export function createCalendarReplaceHandler(services: GatewayServices): RouteHandler {
  return async (context) => {
    const found = await findManagedCalendar(services, context);
    if (found instanceof Response) return found;
    const { existing, store } = found;
    const body = await readCalendarBody(services, context);
    if (body instanceof Response) return body;
    const calendar = { ...body, id: existing.id, created_at: existing.created_at, updated_at: new Date(context.time).toISOString() };
    if ((await store.replaceCalendar(context.caller!.account.id, calendar)) === 'not_found') return notFound(services, context);
    return services.respond.success(context, { calendar: calendarView(calendar, false) });
  };
}

/**
 * Creates the handler of `DELETE /api/v1/calendars/{id}` (as `GET`'s, then): removes the calendar;
 * a config file's calendar is read-only (403).
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createCalendarDeleteHandler(services);
 * await handle(context) // 200 { data: { id: '…', deleted: true } }
 */
export function createCalendarDeleteHandler(services: GatewayServices): RouteHandler {
  return async (context) => {
    const found = await findManagedCalendar(services, context);
    if (found instanceof Response) return found;
    const { existing, store } = found;
    if (!(await store.deleteCalendar(context.caller!.account.id, existing.id))) return notFound(services, context);
    return services.respond.success(context, { id: existing.id, deleted: true });
  };
}
