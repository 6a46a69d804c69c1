import { listAccountKeys } from './accountKeyView.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { readQueryParameters } from './queryParameters.ts';
import type { RouteHandler } from './routeHandler.ts';

/** The answer to `POST /api/v1/account/keys` while key creation is closed (docs/decisions.md#account-endpoints). */
export const KEY_CREATION_CLOSED = 'Key creation is closed (prelaunch)';

/**
 * Creates the handler of `GET /api/v1/account/keys` (docs/decisions.md#account-endpoints; the key and the per-minute limit were
 * checked): the account's keys in config order, each with its id (12 hex digits of its SHA-256),
 * name, environment, status, expiry and last use, never the key or its full hash.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createAccountKeysHandler(services);
 * await handle(context) // 200 { data: { keys: [{ id: '3f2a9c0b1d4e', name: 'CI pipeline', … }] } }
 */
export function createAccountKeysHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  return async (context) => {
    const query = readQueryParameters(context.url.query, []);
    if (!query.ok) return respond.error(context, query.error.code, query.error.message);
    const { views } = await listAccountKeys(services, context.caller!.account.id, context.time);
    return respond.success(context, { keys: views });
  };
}

/**
 * Creates the handler of `POST /api/v1/account/keys` (key creation): 403 `FEATURE_NOT_AVAILABLE`
 * while creation is closed (docs/decisions.md#account-endpoints).
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createKeyCreationHandler(services);
 * await handle(context) // 403 { error: { code: 'FEATURE_NOT_AVAILABLE', message: 'Key creation is closed (prelaunch)' } }
 */
export function createKeyCreationHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  return (context) => respond.error(context, 'FEATURE_NOT_AVAILABLE', KEY_CREATION_CLOSED);
}
