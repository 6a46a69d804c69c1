import { KEY_ID_DIGITS, type Environment } from '../protocol/wire.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { StoredKey } from '../stores/stores.ts';

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
 * expired, which wins over active.
 *
 * @param key - The stored key.
 * @param state - Whether it was revoked through the API, when it was last used (epoch ms), the gateway's environment and the time now.
 * @returns The key's public view.
 * @example
 * accountKeyView({ sha256: '3f2a9c0b1d4e…', accountId: 'acct_1', status: 'active' }, { revoked: false, lastUsed: undefined, environment: 'test', now: Date.UTC(2026, 0, 1) })
 * //=> { id: '3f2a9c0b1d4e', name: null, environment: 'test', status: 'active', expires_at: null, last_used_at: null }
 */
export function accountKeyView(
  key: StoredKey,
  state: { readonly revoked: boolean; readonly lastUsed: number | undefined; readonly environment: Environment; readonly now: number },
): AccountKeyView {
  const expired = key.expiresAt !== undefined && !(Date.parse(key.expiresAt) > state.now);
  return {
    id: key.sha256.slice(0, KEY_ID_DIGITS).toLowerCase(),
    name: key.name ?? null,
    environment: key.environment ?? state.environment,
    status: key.status === 'revoked' || state.revoked ? 'revoked' : expired ? 'expired' : 'active',
    expires_at: key.expiresAt ?? null,
    last_used_at: state.lastUsed === undefined ? null : new Date(state.lastUsed).toISOString(),
  };
}

/**
 * Lists an account's keys with their state, in config order.
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
  const [revoked, lastUsed] = await Promise.all([
    Promise.all(sha256s.map(async (sha256) => (keyState === undefined ? false : Boolean(await keyState.isRevoked(sha256))))),
    keyState === undefined ? [] : keyState.lastUsed(sha256s),
  ]);
  const views = keys.map((key, index) => accountKeyView(key, { revoked: revoked[index] ?? false, lastUsed: lastUsed[index], environment, now }));
  return { keys, views };
}
