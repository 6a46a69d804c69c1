import { ACCOUNT_PATH } from '../protocol/wire.ts';
import { NO_STORE, schemaRef as ref, type AccountEndpoint } from './accountEndpoint.ts';

/** `GET /api/v1/account/keys`: the account's keys, never a key or its full hash. */
export const listAccountKeys: AccountEndpoint<'listAccountKeys'> = {
  method: 'GET',
  path: `${ACCOUNT_PATH}/keys`,
  operationId: 'listAccountKeys',
  summary: 'The account\'s keys.',
  description: 'Each key\'s id, name, environment, status, expiry and last use, in config order; never the key or its full hash.',
  success: { status: 200, description: 'The keys.', data: { type: 'object', properties: { keys: { type: 'array', items: ref('AccountKey') } }, required: ['keys'], additionalProperties: false } },
  errors: [],
};

/** `POST /api/v1/account/keys`: key creation, closed while the service is prelaunch. */
export const createAccountKey: AccountEndpoint<'createAccountKey'> = {
  method: 'POST',
  path: `${ACCOUNT_PATH}/keys`,
  operationId: 'createAccountKey',
  summary: 'Create a key (closed).',
  description: 'Key creation is closed (prelaunch): always 403 FEATURE_NOT_AVAILABLE.',
  errors: ['FEATURE_NOT_AVAILABLE'],
  meanings: { FEATURE_NOT_AVAILABLE: 'key creation is closed (prelaunch)' },
};

/** `POST /api/v1/account/keys/{id}/revoke`: revokes one of the account's keys. */
export const revokeAccountKey: AccountEndpoint<'revokeAccountKey'> = {
  method: 'POST',
  path: `${ACCOUNT_PATH}/keys/{id}/revoke`,
  operationId: 'revokeAccountKey',
  summary: 'Revoke one of the account\'s keys.',
  description:
    'At once for every gateway process: the next request with the key is 401 REVOKED_API_KEY. Revoking a revoked key answers the same 200. A key may revoke itself. An id that is not one of this account\'s keys is 404 NOT_FOUND. No body is needed; one is ignored.',
  parameters: [{ name: 'id', in: 'path', required: true, description: "The key's id: the first 12 hex digits of its SHA-256.", schema: { type: 'string', pattern: '^[0-9a-fA-F]{12}$' } }],
  success: { status: 200, description: 'The key\'s new state.', data: { type: 'object', properties: { key: ref('AccountKey') }, required: ['key'], additionalProperties: false } },
  errors: ['NOT_FOUND'],
  meanings: {
    NOT_FOUND: 'no key with this id in this account (another account\'s, unknown or malformed)',
    SERVICE_UNAVAILABLE: NO_STORE,
  },
};
