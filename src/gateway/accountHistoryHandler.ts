import { HISTORY_PARAMETERS, noHistoryMessage, parseHistoryQuery, readHistoryPage } from './accountHistory.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { readQueryParameters } from './queryParameters.ts';
import type { RouteHandler } from './routeHandler.ts';

/**
 * Creates the handler of `GET /api/v1/account/history` (docs/decisions.md#account-endpoints; the key and the per-minute
 * limit were checked): on a plan without history 403 `FEATURE_NOT_AVAILABLE`; else the query
 * (`limit`, `cursor`, `operation`, `status`, `since`, `until`; unknown ones `UNKNOWN_FIELD`) and one
 * page of the account's history, newest first, with `next_cursor` and the retention in days.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createAccountHistoryHandler(services);
 * await handle(context) // 200 { data: { entries: […], next_cursor: null, retention_days: 30 } }
 */
export function createAccountHistoryHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  return async (context) => {
    const caller = context.caller!;
    if (!(caller.plan.history_days > 0)) return respond.error(context, 'FEATURE_NOT_AVAILABLE', noHistoryMessage(caller.account.plan));
    const values = readQueryParameters(context.url.query, HISTORY_PARAMETERS);
    if (!values.ok) return respond.error(context, values.error.code, values.error.message);
    const query = parseHistoryQuery(values.value);
    if (!query.ok) return respond.error(context, query.error.code, query.error.message);
    return respond.success(context, await readHistoryPage(services.stores.history, caller, query.value, context.time));
  };
}
