import { findAccountKeyOfPath } from './accountKeyView.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RouteHandler } from './routeHandler.ts';

/**
 * Creates the handler of `POST /api/v1/account/keys/{id}/revoke` (docs/decisions.md#account-endpoints; the key and the
 * per-minute limit were checked): revokes one of the caller's account's keys in `stores.keyState`
 * (at once for every process sharing it), then calls the `onKeyRevoked` hook (serve without Redis
 * rewrites its config file there) until the key store shows the key revoked; when the hook fails the
 * answer is 503 `SERVICE_UNAVAILABLE` (the revocation holds in this process, a retry saves it), and
 * `onError` hears of it. Otherwise it answers the key's new state. Revoking a revoked key answers the same 200; an id that is not one
 * of this account's keys (another account's, unknown, malformed) is 404 `NOT_FOUND`. A body is ignored.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler (the context's route is the account path with the key's `id`).
 * @example
 * const handle = createRevokeKeyHandler(services);
 * await handle(context) // 200 { data: { key: { id: '3f2a9c0b1d4e', status: 'revoked', … } } }
 */
export function createRevokeKeyHandler(services: GatewayServices): RouteHandler {
  const { respond, stores } = services;
  return async (context) => {
    const found = await findAccountKeyOfPath(services, context);
    if (found instanceof Response) return found;
    const { key, view } = found;
    const sha256 = key.sha256.toLowerCase();
    if (view.status !== 'revoked') {
      const { keyState } = stores;
      if (keyState === undefined) return respond.error(context, 'SERVICE_UNAVAILABLE', 'Keys cannot be revoked through the API on this server (it has no key-state store)');
      await keyState.revokeKey(sha256, context.time);
    }
    // Until the key store itself says revoked (the config file, once rewritten and reloaded), the hook
    // runs again on each revoke: a revocation that could not be saved is retried, never taken as done.
    if (key.status !== 'revoked' && services.onKeyRevoked !== undefined) {
      try {
        await services.onKeyRevoked(sha256);
      } catch (error) {
        services.reportError(error, context.requestId);
        return respond.error(
          context,
          'SERVICE_UNAVAILABLE',
          `Key ${view.id} is revoked on this server process, but the revocation could not be saved for the others; retry the request`,
        );
      }
    }
    return respond.success(context, { key: { ...view, status: 'revoked' } });
  };
}
