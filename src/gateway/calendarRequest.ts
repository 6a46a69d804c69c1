import { loadCalendar } from '../calendars/loadCalendar.ts';
import { MAX_CALENDAR_BODY_BYTES } from '../protocol/wire.ts';
import { checkCalendarBody, type CalendarBody } from './calendarBody.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { readQueryParameters } from './queryParameters.ts';
import { readJsonBody } from './readLimitedBody.ts';
import type { RequestContext } from './requestContext.ts';
import type { ManagedCalendarStore } from '../stores/stores.ts';

/** The message of a calendar call by an account without the Business Calendars feature. */
const NO_CALENDARS_MESSAGE = 'Saved Business Calendars need the Business Calendars feature, which this account does not have';

/**
 * The checks every saved-calendar request starts with: the Business Calendars feature (403
 * `FEATURE_NOT_AVAILABLE`) and no query parameters but the accepted ones (`UNKNOWN_FIELD`).
 *
 * @param services - The gateway's shared parts.
 * @param context - The request's context (its caller is set).
 * @param accepted - The query parameters the request takes (`limit`, `cursor` on the list; none elsewhere).
 * @returns The answer to send, or `undefined` to go on.
 * @example
 * const refused = refuseCalendarRequest(services, context);
 * if (refused !== undefined) return refused;
 */
export function refuseCalendarRequest(services: GatewayServices, context: RequestContext, accepted: readonly string[] = []): Response | undefined {
  const { respond } = services;
  if (!context.caller!.account.features.includes('business_calendars')) return respond.error(context, 'FEATURE_NOT_AVAILABLE', NO_CALENDARS_MESSAGE);
  const query = readQueryParameters(context.url.query, accepted);
  return query.ok ? undefined : respond.error(context, query.error.code, query.error.message);
}

/**
 * Reads and checks the body of `POST /api/v1/calendars` or `PUT /api/v1/calendars/{id}`: at most
 * 128 KiB (413 `PAYLOAD_TOO_LARGE`), JSON (`INVALID_JSON`), then `checkCalendarBody`.
 *
 * @param services - The gateway's shared parts.
 * @param context - The request's context.
 * @returns The checked body, or the answer to send.
 * @example
 * const body = await readCalendarBody(services, context);
 * if (body instanceof Response) return body;
 */
export async function readCalendarBody(services: GatewayServices, context: RequestContext): Promise<CalendarBody | Response> {
  const { respond } = services;
  const parsed = await readJsonBody(services, context, MAX_CALENDAR_BODY_BYTES, 'A calendar body');
  if (parsed instanceof Response) return parsed;
  const checked = checkCalendarBody(parsed.value);
  if (!checked.ok) return respond.error(context, checked.error.code, checked.error.message);
  // A market is known by its data: loading it says whether it exists (VALIDATION_ERROR naming market_code).
  const market = checked.value.market_code;
  const loaded = market === undefined ? undefined : await loadCalendar({ market_code: market });
  return loaded === undefined || loaded.ok ? checked.value : respond.error(context, loaded.error.code, loaded.error.message);
}

/**
 * The account's managed-calendar store, or the 503 to answer when the gateway has none.
 *
 * @param services - The gateway's shared parts.
 * @param context - The request's context.
 * @returns The store, or the answer.
 * @example
 * const store = managedStoreOr503(services, context);
 * if (store instanceof Response) return store;
 */
export function managedStoreOr503(services: GatewayServices, context: RequestContext): ManagedCalendarStore | Response {
  return services.stores.managedCalendars ?? services.respond.error(context, 'SERVICE_UNAVAILABLE', 'Saved calendars cannot be changed on this server (it has no calendar store)');
}
