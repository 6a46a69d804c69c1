import type { AccountEndpoint } from './accountEndpoint.ts';
import { createCalendar, deleteCalendar, getCalendar, listCalendars, replaceCalendar } from './calendarEndpoints.ts';
import { createAccountKey, listAccountKeys, renameAccountKey, revokeAccountKey } from './keyEndpoints.ts';
import { getAccount, getAccountHistory } from './usageEndpoints.ts';

/**
 * The account endpoints, and the one list an account endpoint is added to (docs/decisions.md#account-endpoints): the
 * account's usage and history, its keys, and its saved Business Calendars. The gateway's routes (and
 * each path's allowed methods, in this order), the OpenAPI document's account paths (in this order)
 * and the MCP account tools are derived from it; the gateway binds each `operationId` to its handler.
 */
export const ACCOUNT_ENDPOINTS = [
  getAccount,
  getAccountHistory,
  listAccountKeys,
  createAccountKey,
  revokeAccountKey,
  renameAccountKey,
  listCalendars,
  createCalendar,
  getCalendar,
  replaceCalendar,
  deleteCalendar,
] as const satisfies readonly AccountEndpoint[];

/** The `operationId` of an account endpoint, e.g. `'listCalendars'`. */
export type AccountOperationId = (typeof ACCOUNT_ENDPOINTS)[number]['operationId'];
