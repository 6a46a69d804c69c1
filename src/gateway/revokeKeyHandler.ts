// The handlers of the changes an account makes to one of its keys: revoking it and renaming it.
import * as messages from '../messages.ts';
import type { ErrorCode } from '../protocol/errorCodes.ts';
import { KEY_NAME_MAX_LENGTH, MAX_BODY_BYTES } from '../protocol/wire.ts';
import { keptKeyName, keyNameProblem } from './apiKeys.ts';
import { findAccountKeyOfPath } from './accountKeyView.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { readJsonBody } from './readLimitedBody.ts';
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
        return respond.error(context, 'SERVICE_UNAVAILABLE', notSaved(view.id, 'revoked', 'revocation'));
      }
    }
    return respond.success(context, { key: { ...view, status: 'revoked' } });
  };
}

/** The 503 of a change to a key that holds in this process but could not be saved for the others. */
const notSaved = (id: string, done: string, what: string): string => `Key ${id} is ${done} on this server process, but the ${what} could not be saved for the others; retry the request`;

/** The fields of a rename body. */
const RENAME_FIELDS = ['name'] as const;

/** A rename body checked: the name to keep, or the code and message of its first fault. */
type RenameBody = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly code: ErrorCode; readonly message: string };

/**
 * Checks the body of a rename in the error precedence's order (docs/decisions.md#error-precedence):
 * not an object `INVALID_REQUEST`, a field other than `name` `UNKNOWN_FIELD`, no `name`
 * `INVALID_REQUEST`, a `name` the key-name rule refuses (`keyNameProblem`; `null` is a wrong type)
 * `VALIDATION_ERROR`, the message naming `name` and what was received.
 *
 * @param body - The parsed JSON body.
 * @param keyPrefix - The service word of keys (a name may not hold a key).
 * @returns The name to keep (without leading and trailing spaces), or the fault.
 * @example
 * checkRenameBody({ name: ' CI pipeline ' }, 'daycalc') //=> { ok: true, name: 'CI pipeline' }
 * checkRenameBody({ name: '' }, 'daycalc').code //=> 'VALIDATION_ERROR'
 */
function checkRenameBody(body: unknown, keyPrefix: string): RenameBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, code: 'INVALID_REQUEST', message: messages.notAnObject() };
  const fields = body as Readonly<Record<string, unknown>>;
  const unknown = Object.keys(fields).find((key) => !(RENAME_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) return { ok: false, code: 'UNKNOWN_FIELD', message: messages.unknownField(unknown, RENAME_FIELDS).replace('this operation', 'a rename') };
  if (!Object.hasOwn(fields, 'name')) return { ok: false, code: 'INVALID_REQUEST', message: messages.missingField('name') };
  const name = fields['name'];
  if (typeof name !== 'string' || keyNameProblem(name, keyPrefix) !== undefined) {
    return { ok: false, code: 'VALIDATION_ERROR', message: messages.invalidField('name', messages.expectsKeyName(KEY_NAME_MAX_LENGTH), name) };
  }
  return { ok: true, name: keptKeyName(name) };
}

/**
 * Creates the handler of `POST /api/v1/account/keys/{id}/rename` (docs/decisions.md#account-endpoints; the key and the
 * per-minute limit were checked), built as revocation is: the key is found as for a revocation (an
 * id that is not one of this account's keys is 404 `NOT_FOUND`), the body `{ "name": "…" }` is
 * checked (`checkRenameBody`; at most 16 KiB), the name is given in `stores.keyState` (at once for
 * every process sharing it), then the `onKeyRenamed` hook runs (serve without Redis writes the name
 * into its config file) until the key store shows that name; when the hook fails the answer is 503
 * `SERVICE_UNAVAILABLE` (the name holds in this process, a retry saves it) and `onError` hears of
 * it. Revoked and expired keys may be renamed too (a name is a label for people, it grants nothing).
 * Renaming to the same name answers the same 200.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler (the context's route is the account path with the key's `id`).
 * @example
 * const handle = createRenameKeyHandler(services);
 * await handle(context) // 200 { data: { key: { id: '3f2a9c0b1d4e', name: 'CI pipeline', … } } }
 */
export function createRenameKeyHandler(services: GatewayServices): RouteHandler {
  const { respond, stores } = services;
  return async (context) => {
    const found = await findAccountKeyOfPath(services, context);
    if (found instanceof Response) return found;
    const { key, view } = found;
    const body = await readJsonBody(services, context, MAX_BODY_BYTES, 'The request body');
    if (body instanceof Response) return body;
    const checked = checkRenameBody(body.value, services.keyPrefix);
    if (!checked.ok) return respond.error(context, checked.code, checked.message);
    const { name } = checked;
    const { keyState } = stores;
    if (keyState?.renameKey === undefined) return respond.error(context, 'SERVICE_UNAVAILABLE', 'Keys cannot be renamed on this server (its key-state store keeps no names)');
    const sha256 = key.sha256.toLowerCase();
    await keyState.renameKey(sha256, name, context.time);
    // Until the key store itself shows the name (the config file, once rewritten and reloaded), the
    // hook runs again on each rename of the key to it: a name that could not be saved is retried.
    if (key.name !== name && services.onKeyRenamed !== undefined) {
      try {
        await services.onKeyRenamed(sha256, name);
      } catch (error) {
        services.reportError(error, context.requestId);
        return respond.error(context, 'SERVICE_UNAVAILABLE', notSaved(view.id, 'renamed', 'name'));
      }
    }
    return respond.success(context, { key: { ...view, name } });
  };
}
