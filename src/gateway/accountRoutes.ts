import type { AccountOperationId } from '../account/accountEndpoints.ts';
import { ACCOUNT_ENDPOINTS } from '../account/accountEndpoints.ts';
import { createAccountHandler } from './accountHandler.ts';
import { createAccountHistoryHandler } from './accountHistoryHandler.ts';
import { createAccountKeysHandler, createKeyCreationHandler } from './accountKeysHandler.ts';
import { createCalendarDeleteHandler, createCalendarHandler, createCalendarReplaceHandler } from './calendarHandler.ts';
import { createCalendarCreationHandler, createCalendarsHandler } from './calendarsHandler.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { createRenameKeyHandler, createRevokeKeyHandler } from './revokeKeyHandler.ts';
import type { RouteHandler, RouteHandlerFactory } from './routeHandler.ts';

/** The handler of each account endpoint, by its declaration's `operationId` (the type checker refuses a declared endpoint without one). */
const ACCOUNT_HANDLERS: { readonly [Id in AccountOperationId]: RouteHandlerFactory } = {
  getAccount: createAccountHandler,
  getAccountHistory: createAccountHistoryHandler,
  listAccountKeys: createAccountKeysHandler,
  createAccountKey: createKeyCreationHandler,
  revokeAccountKey: createRevokeKeyHandler,
  renameAccountKey: createRenameKeyHandler,
  listCalendars: createCalendarsHandler,
  createCalendar: createCalendarCreationHandler,
  getCalendar: createCalendarHandler,
  replaceCalendar: createCalendarReplaceHandler,
  deleteCalendar: createCalendarDeleteHandler,
};

/** One account path of the route table: its methods (the `allow` header) and the handler that answers each. */
export interface AccountPathRoute {
  readonly methods: readonly string[];
  readonly handle: RouteHandler;
}

/**
 * Builds the account paths of one gateway's route table from the endpoints' declarations
 * (`ACCOUNT_ENDPOINTS`): per declared path its methods, in the list's order, and a handler that
 * runs the endpoint of the request's method (the dispatcher has answered any other method 405).
 *
 * @param services - The gateway's shared parts.
 * @returns Declared path (`/api/v1/calendars/{id}`) to its route.
 * @example
 * createAccountRoutes(services).get('/api/v1/calendars')?.methods //=> ['GET', 'POST']
 */
export function createAccountRoutes(services: GatewayServices): ReadonlyMap<string, AccountPathRoute> {
  const handlers = new Map<string, Map<string, RouteHandler>>();
  for (const endpoint of ACCOUNT_ENDPOINTS) {
    const byMethod = handlers.get(endpoint.path) ?? new Map<string, RouteHandler>();
    byMethod.set(endpoint.method, ACCOUNT_HANDLERS[endpoint.operationId](services));
    handlers.set(endpoint.path, byMethod);
  }
  return new Map(
    [...handlers].map(([path, byMethod]) => [path, { methods: [...byMethod.keys()], handle: (context) => byMethod.get(context.request.method)!(context) }]),
  );
}
