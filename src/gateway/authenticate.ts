import type { ErrorCode } from '../protocol/errorCodes.ts';
import { sha256Hex } from '../keys/sha256Hex.ts';
import { parseApiKey } from './apiKeys.ts';
import type { Environment } from '../protocol/wire.ts';
import type { RequestTarget } from './requestTarget.ts';
import type { Account, GatewayStores, StoredKey } from '../stores/stores.ts';

/** The outcome of authentication: the calling account, or the failure the order of checks picks (docs/decisions.md#order-of-checks). */
export type AuthOutcome =
  | { readonly ok: true; readonly account: Account; readonly keySha256: string }
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string };

/** What authentication needs to know. */
export interface AuthOptions {
  readonly environment: Environment;
  readonly keyPrefix: string;
  readonly stores: Pick<GatewayStores, 'keys' | 'accounts' | 'keyState'>;
  /** Epoch milliseconds now, for expiry. */
  readonly now: number;
  /**
   * Remembers the SHA-256 of keys that were found in the key store, so a busy key is hashed once,
   * not on every request. Only found keys are remembered (unknown keys cannot churn it); the store
   * is still asked on every request, so a revocation applies at once.
   */
  readonly keyHashes?: Map<string, string>;
}

/** How many found keys `keyHashes` remembers before it starts again. */
export const KEY_HASH_MEMO_SIZE = 1_024;

const failure = (code: ErrorCode, message: string): AuthOutcome => ({ ok: false, code, message });

/** Reads the key of `Authorization: Bearer <key>`; `null` when absent or empty, `false` for another scheme. */
function bearerKey(headers: Headers): string | null | false {
  const value = headers.get('authorization')?.trim();
  if (value === undefined || value === '') return null;
  const match = /^bearer(?:\s+(.*))?$/i.exec(value);
  if (match === null) return false;
  const key = match[1]?.trim() ?? '';
  return key === '' ? null : key;
}

/** Whether the URL's query string carries `api_key` (any case, any value). */
function hasQueryKey(query: string): boolean {
  if (query === '') return false;
  for (const name of new URLSearchParams(query).keys()) if (name.toLowerCase() === 'api_key') return true;
  return false;
}

/**
 * Authenticates a request in the order of checks (docs/decisions.md#order-of-checks): `?api_key=` (even when a header key is also sent),
 * then the key (two different keys, missing, malformed, environment by prefix, unknown, revoked in
 * the config, expired, revoked through the API's `keyState` store), then the owning account. Only a
 * key the config accepts is looked up in `keyState` (so an expired key revoked through the API too
 * is `EXPIRED_API_KEY`). The key text never appears in a message.
 *
 * @param request - The request.
 * @param url - Its path and query (from `requestTarget`).
 * @param options - Environment, key prefix, stores and the time.
 * @returns The account and the key's SHA-256, or the error code and message; at once when the
 *   stores answer at once (memory), else a promise. A store that throws throws here (or rejects).
 * @example
 * await authenticate(new Request('http://x/api/v1/age?api_key=1'), url, options)
 * //=> { ok: false, code: 'API_KEY_IN_QUERY_STRING', message: '…' }
 */
export function authenticate(request: Request, url: RequestTarget, options: AuthOptions): AuthOutcome | Promise<AuthOutcome> {
  if (hasQueryKey(url.query)) {
    return failure('API_KEY_IN_QUERY_STRING', 'api_key must not be sent in the query string; send the key in the Authorization or X-API-Key header');
  }
  const bearer = bearerKey(request.headers);
  const headerKey = request.headers.get('x-api-key')?.trim() || null;
  if (bearer === false && headerKey === null) {
    return failure('INVALID_API_KEY', 'Authorization must use the Bearer scheme: Authorization: Bearer <key>');
  }
  const bearerText = bearer === false ? null : bearer;
  if (bearerText !== null && headerKey !== null && bearerText !== headerKey) {
    return failure('INVALID_REQUEST', 'Authorization and X-API-Key carry different keys; send one key');
  }
  const key = bearerText ?? headerKey;
  if (key === null) {
    return failure('MISSING_API_KEY', 'An API key is required in the Authorization (Bearer) or X-API-Key header');
  }
  const parts = parseApiKey(key, options.keyPrefix);
  if (parts === undefined) {
    return failure('INVALID_API_KEY', `The API key is malformed: expected ${options.keyPrefix}_${options.environment}_<secret>`);
  }
  if (parts.environment !== options.environment) {
    return failure('ENVIRONMENT_MISMATCH', `The API key is a ${parts.environment} key; this service runs in the ${options.environment} environment`);
  }
  const remembered = options.keyHashes?.get(key);
  const keySha256 = remembered ?? sha256Hex(key);
  // The config's answer first: a key it refuses (unknown, revoked, expired) never reaches the key
  // state store (Redis), so a Redis outage never turns a 401 into a 503 and failed keys cost no round trip.
  // Stores in memory answer synchronously, and so does this then: no promise, no turn of the microtask queue.
  const found = options.stores.keys.findKey(keySha256);
  return found instanceof Promise
    ? found.then((stored) => checkStoredKey(stored, key, remembered === undefined, keySha256, options))
    : checkStoredKey(found, key, remembered === undefined, keySha256, options);
}

/** The rest of `authenticate` once the key store has answered: revoked, expired, then the owning account. */
function checkStoredKey(stored: StoredKey | undefined, key: string, hashed: boolean, keySha256: string, options: AuthOptions): AuthOutcome | Promise<AuthOutcome> {
  if (stored === undefined) return failure('INVALID_API_KEY', 'The API key is not recognised');
  if (hashed && options.keyHashes !== undefined) {
    if (options.keyHashes.size >= KEY_HASH_MEMO_SIZE) options.keyHashes.clear();
    options.keyHashes.set(key, keySha256);
  }
  if (stored.status === 'revoked') return failure('REVOKED_API_KEY', 'The API key has been revoked');
  if (stored.expiresAt !== undefined && !(Date.parse(stored.expiresAt) > options.now)) {
    return failure('EXPIRED_API_KEY', 'The API key has expired');
  }
  // A revocation through the API and the account are read at once (two round trips on Redis overlap).
  const revokedRead = options.stores.keyState?.isRevoked(keySha256) ?? false;
  const accountRead = options.stores.accounts.findAccount(stored.accountId);
  if (revokedRead instanceof Promise || accountRead instanceof Promise) {
    return Promise.all([revokedRead, accountRead]).then(([revokedByApi, account]) => checkAccount(revokedByApi, account, keySha256));
  }
  return checkAccount(revokedRead, accountRead, keySha256);
}

/** The last step of `authenticate`: a key revoked through the API, or an account that is gone, fails. */
function checkAccount(revokedByApi: boolean, account: Account | undefined, keySha256: string): AuthOutcome {
  if (revokedByApi) return failure('REVOKED_API_KEY', 'The API key has been revoked');
  if (account === undefined) return failure('INVALID_API_KEY', 'The API key is not recognised');
  return { ok: true, account, keySha256 };
}
