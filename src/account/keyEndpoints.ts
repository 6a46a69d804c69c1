import { ACCOUNT_PATH, KEY_NAME_MAX_LENGTH } from '../protocol/wire.ts';
import type { JsonSchemaObject } from '../openapi/jsonSchemaOf.ts';
import { NO_STORE, schemaRef as ref, type AccountEndpoint, type AccountParameter } from './accountEndpoint.ts';

/** The `{id}` of `/api/v1/account/keys/{id}/...`. */
const keyId: AccountParameter = { name: 'id', in: 'path', required: true, description: "The key's id: the first 12 hex digits of its SHA-256.", schema: { type: 'string', pattern: '^[0-9a-fA-F]{12}$' } };
/** The answer of a change to one key: its new state. */
const keyData: JsonSchemaObject = { type: 'object', properties: { key: ref('AccountKey') }, required: ['key'], additionalProperties: false };
/** A key's name (`keyNameProblem`), in the words of the OpenAPI document. */
const NAME_RULE = `1-${KEY_NAME_MAX_LENGTH} characters once trimmed, any script; no control or bidirectional characters, lone surrogates or keys`;
/** The answer of a change to one key. */
const NEW_STATE = 'The key\'s new state.';
/** `NOT_FOUND` on `/api/v1/account/keys/{id}/...`. */
const NO_KEY = 'no key with this id in this account (another account\'s, unknown or malformed)';

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
  parameters: [keyId],
  success: { status: 200, description: NEW_STATE, data: keyData },
  errors: ['NOT_FOUND'],
  meanings: {
    NOT_FOUND: NO_KEY,
    SERVICE_UNAVAILABLE: NO_STORE,
  },
};

/** `POST /api/v1/account/keys/{id}/rename`: names one of the account's keys (docs/decisions.md, "Renaming keys"). */
export const renameAccountKey: AccountEndpoint<'renameAccountKey'> = {
  method: 'POST',
  path: `${ACCOUNT_PATH}/keys/{id}/rename`,
  operationId: 'renameAccountKey',
  summary: 'Rename one of the account\'s keys.',
  description: 'At once for all gateway processes. Any key of the account may rename any of its keys, revoked and expired ones too.',
  parameters: [keyId],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: { type: 'object', properties: { name: { type: 'string', minLength: 1, description: NAME_RULE } }, required: ['name'], additionalProperties: false },
      },
    },
  },
  success: { status: 200, description: NEW_STATE, data: keyData },
  errors: ['NOT_FOUND', 'INVALID_JSON', 'VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE'],
  meanings: {
    NOT_FOUND: NO_KEY,
    INVALID_REQUEST: 'the body is not an object or has no `name`, or the key headers differ',
    UNKNOWN_FIELD: 'a query parameter, or a body field but `name`',
    VALIDATION_ERROR: `\`name\` breaks its rule: ${NAME_RULE}`,
    SERVICE_UNAVAILABLE: NO_STORE,
  },
};
