import { KEY_NAME_MAX_LENGTH } from '../keys/keyName.ts';
import { ACCOUNT_PATH, MAX_BODY_BYTES } from '../protocol/wire.ts';
import type { JsonSchemaObject } from '../openapi/jsonSchemaOf.ts';
import { NO_STORE, schemaRef as ref, type AccountEndpoint, type AccountParameter } from './accountEndpoint.ts';

/** The `{id}` of `/api/v1/account/keys/{id}/...`. */
const keyId: AccountParameter = { name: 'id', in: 'path', required: true, description: "The key's id: the first 12 hex digits of its SHA-256.", schema: { type: 'string', pattern: '^[0-9a-fA-F]{12}$' } };
/** The answer of a change to one key: its new state. */
const keyData: JsonSchemaObject = { type: 'object', properties: { key: ref('AccountKey') }, required: ['key'], additionalProperties: false };
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
  success: { status: 200, description: 'The key\'s new state.', data: keyData },
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
  description:
    `Gives the key a new name, at once for every gateway process; the key itself, its status and its calls are unchanged. Leading and trailing spaces are taken off; the name is then 1-${KEY_NAME_MAX_LENGTH} characters (Unicode code points; letters of any script welcome), not only spaces, with no control characters, line or paragraph separators, bidirectional controls, lone surrogates or API keys: the rule of a key's \`name\` in the config file. Any key of the account may rename any of its keys, revoked and expired ones too. Renaming to the same name answers the same 200. An id that is not one of this account's keys is 404 NOT_FOUND.`,
  parameters: [keyId],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: { type: 'object', properties: { name: { type: 'string', minLength: 1, description: `1-${KEY_NAME_MAX_LENGTH} characters after leading and trailing spaces are taken off.` } }, required: ['name'], additionalProperties: false },
        example: { name: 'CI pipeline' },
      },
    },
  },
  success: { status: 200, description: 'The key\'s new state, with its new name.', data: keyData },
  errors: ['NOT_FOUND', 'INVALID_JSON', 'VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE'],
  meanings: {
    NOT_FOUND: NO_KEY,
    INVALID_REQUEST: 'the body is not a JSON object, it has no `name`, or Authorization and X-API-Key carry different keys',
    UNKNOWN_FIELD: 'a query parameter the endpoint does not define, or a body field other than `name`',
    VALIDATION_ERROR: `\`name\` is not a string, or breaks the rule of a key's name (1-${KEY_NAME_MAX_LENGTH} characters after trimming, not only spaces, no control or bidirectional characters, well-formed Unicode, no API key); the message names \`name\` and what was received`,
    PAYLOAD_TOO_LARGE: `the body is larger than ${MAX_BODY_BYTES} bytes (16 KiB)`,
    SERVICE_UNAVAILABLE: `${NO_STORE}; or the name was given on this process but could not be saved for the others (retry)`,
  },
};
