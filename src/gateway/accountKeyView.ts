import { KEY_ID_DIGITS, type Environment } from '../protocol/wire.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { readQueryParameters } from './queryParameters.ts';
import type { RequestContext } from './requestContext.ts';
import type { StoredKey } from '../stores/stores.ts';

/** A key id as the API shows it: 12 hex digits (any case accepted). */
const KEY_ID = new RegExp(`^[0-9a-fA-F]{${KEY_ID_DIGITS}}$`);

/** A key as the account sees it (`GET /api/v1/account/keys`): never the key or its full hash. */
export interface AccountKeyView {
  /** The first 12 hex digits of the key's SHA-256. */
  readonly id: string;
  readonly name: string | null;
  readonly environment: Environment;
  readonly status: 'active' | 'revoked' | 'expired';
  readonly expires_at: string | null;
  readonly last_used_at: string | null;
}

/**
 * Describes one stored key for its account: revoked (in the config or through the API) wins over
 * expired, which wins over active; a name given through the API wins over the config's.
 *
 * @param key - The stored key.
 * @param state - Whether it was revoked through the API, the name given through the API (if any), when it was last used (epoch ms), the gateway's environment and the time now.
 * @returns The key's public view.
 * @example
 * accountKeyView({ sha256: '3f2a9c0b1d4e…', accountId: 'acct_1', status: 'active' }, { revoked: false, lastUsed: undefined, environment: 'test', now: Date.UTC(2026, 0, 1) })
 * //=> { id: '3f2a9c0b1d4e', name: null, environment: 'test', status: 'active', expires_at: null, last_used_at: null }
 */
export function accountKeyView(
  key: StoredKey,
  state: { readonly revoked: boolean; readonly name?: string | undefined; readonly lastUsed: number | undefined; readonly environment: Environment; readonly now: number },
): AccountKeyView {
  const expired = key.expiresAt !== undefined && !(Date.parse(key.expiresAt) > state.now);
  return {
    id: key.sha256.slice(0, KEY_ID_DIGITS).toLowerCase(),
    name: state.name ?? key.name ?? null,
    environment: key.environment ?? state.environment,
    status: key.status === 'revoked' || state.revoked ? 'revoked' : expired ? 'expired' : 'active',
    expires_at: key.expiresAt ?? null,
    last_used_at: state.lastUsed === undefined ? null : new Date(state.lastUsed).toISOString(),
  };
}

/**
 * Lists an account's keys with their state (revocations and names given through the API included), in config order.
 *
 * @param services - The key store, the key-state store, the environment.
 * @param accountId - The account.
 * @param now - The time, epoch ms.
 * @returns The stored keys and their public views, pairwise.
 * @example
 * const { keys, views } = await listAccountKeys(services, 'acct_1', Date.now());
 */
export async function listAccountKeys(
  services: Pick<GatewayServices, 'stores' | 'environment'>,
  accountId: string,
  now: number,
): Promise<{ readonly keys: readonly StoredKey[]; readonly views: readonly AccountKeyView[] }> {
  const { stores, environment } = services;
  const keys = (await stores.keys.listKeys?.(accountId)) ?? [];
  const sha256s = keys.map((key) => key.sha256.toLowerCase());
  const keyState = stores.keyState;
  const [revoked, lastUsed, names] = await Promise.all([
    Promise.all(sha256s.map(async (sha256) => (keyState === undefined ? false : Boolean(await keyState.isRevoked(sha256))))),
    keyState === undefined ? [] : keyState.lastUsed(sha256s),
    keyState?.keyNames === undefined ? [] : keyState.keyNames(sha256s),
  ]);
  const views = keys.map((key, index) => accountKeyView(key, { revoked: revoked[index] ?? false, name: names[index], lastUsed: lastUsed[index], environment, now }));
  return { keys, views };
}

/** A key of the caller's account named by the request's `{id}`: the stored key and its public view. */
export interface AccountKeyOfPath {
  readonly key: StoredKey;
  readonly view: AccountKeyView;
}

/**
 * Finds the key a `/api/v1/account/keys/{id}/...` request names among the caller's account's keys,
 * after refusing any query parameter (`UNKNOWN_FIELD`). An id that is not one of this account's
 * keys (another account's, unknown, malformed) is 404 `NOT_FOUND`: the same answer for each, so an
 * id tells nothing about other accounts.
 *
 * @param services - The gateway's shared parts.
 * @param context - The request's context (the key and the per-minute limit were checked).
 * @returns The key and its view, or the answer to send.
 * @example
 * const found = await findAccountKeyOfPath(services, context);
 * if (found instanceof Response) return found;
 */
export async function findAccountKeyOfPath(services: GatewayServices, context: RequestContext): Promise<AccountKeyOfPath | Response> {
  const { respond } = services;
  const query = readQueryParameters(context.url.query, []);
  if (!query.ok) return respond.error(context, query.error.code, query.error.message);
  const id = context.route.kind === 'account' ? (context.route.id ?? '') : '';
  const notFound = (): Response => respond.error(context, 'NOT_FOUND', `No key with id ${KEY_ID.test(id) ? id : '(malformed)'} in this account; ids are the 12 hex digits GET /api/v1/account/keys lists`);
  if (!KEY_ID.test(id)) return notFound();
  const { keys, views } = await listAccountKeys(services, context.caller!.account.id, context.time);
  const index = keys.findIndex((key) => key.sha256.toLowerCase().startsWith(id.toLowerCase()));
  const key = keys[index];
  const view = views[index];
  return key === undefined || view === undefined ? notFound() : { key, view };
}
