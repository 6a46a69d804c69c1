import type { ErrorCode } from '../protocol/errorCodes.ts';
import { OPERATION_NAMES } from '../catalog.ts';
import {
  ACCOUNT_PATH,
  CALENDARS_PATH,
  HISTORY_PAGE_DEFAULT,
  HISTORY_PAGE_MAX,
  MAX_CALENDAR_BODY_BYTES,
  MAX_CALENDAR_CUSTOM_HOLIDAYS,
  MAX_CALENDAR_EXCLUDED_DATES,
  MAX_CALENDAR_NAME_LENGTH,
  MAX_CALENDARS_PER_ACCOUNT,
} from '../protocol/wire.ts';
import { CALENDAR_SCHEMAS, calendarsParameters } from './calendarSchemas.ts';
import { errorCodesByStatus } from './errorCodesByStatus.ts';
import { errorResponseOf } from './errorResponseOf.ts';
import type { JsonSchemaObject } from './jsonSchemaOf.ts';
import { responseHeaderRefs } from './responseHeaderRefs.ts';

/** The codes every account endpoint can give: the key checks, the per-minute limit, routing and failures (docs/decisions.md#account-endpoints). */
const COMMON: readonly ErrorCode[] = [
  // In the order of checks (docs/decisions.md#order-of-checks): the flag, the query key, the key, the limit; then routing, the query, failures.
  'SERVICE_UNAVAILABLE',
  'API_KEY_IN_QUERY_STRING',
  'INVALID_REQUEST',
  'MISSING_API_KEY',
  'INVALID_API_KEY',
  'ENVIRONMENT_MISMATCH',
  'REVOKED_API_KEY',
  'EXPIRED_API_KEY',
  'RATE_LIMIT_EXCEEDED',
  'METHOD_NOT_ALLOWED',
  'UNKNOWN_FIELD',
  'INTERNAL_ERROR',
];

/** The metering of every account endpoint (docs/decisions.md#account-endpoints), in each description. */
const METERING = 'Same key checks as the operations, then the per-minute limit; not counted against the monthly quota and not written to the request history. A key sees and changes only its own account.';

const ref = (name: string): { readonly $ref: string } => ({ $ref: `#/components/schemas/${name}` });

/** What a code means on an endpoint, where the operations' wording (`errorResponseOf`) would mislead. */
type Meanings = Partial<Record<ErrorCode, string>>;

/** The meanings every account endpoint shares: its query, not an operation's body. */
const ACCOUNT_MEANINGS: Meanings = {
  INVALID_REQUEST: 'Authorization and X-API-Key carry different keys',
  UNKNOWN_FIELD: 'a query parameter the endpoint does not define',
};

/** The meanings of the calendar endpoints that take a body (`POST`, `PUT`). */
const BODY_MEANINGS: Meanings = {
  INVALID_REQUEST: 'the body is not a JSON object, a custom holiday has no `date`, or Authorization and X-API-Key carry different keys',
  UNKNOWN_FIELD: 'a query parameter the endpoint does not define, a body field a calendar does not define, or a custom holiday member other than `date` and `label` (named `custom_holidays[i].<key>`)',
  INVALID_DATE: 'a custom holiday\'s `date` or an excluded date is not a real calendar date in YYYY-MM-DD form',
  VALIDATION_ERROR: `a field has the wrong type or is out of range (a name of 1-${MAX_CALENDAR_NAME_LENGTH} characters, not only spaces, without control characters or lone surrogates), or a limit is exceeded (${MAX_CALENDARS_PER_ACCOUNT} calendars per account, ${MAX_CALENDAR_CUSTOM_HOLIDAYS} custom holidays, ${MAX_CALENDAR_EXCLUDED_DATES} excluded dates)`,
  PAYLOAD_TOO_LARGE: `the body is larger than ${MAX_CALENDAR_BODY_BYTES} bytes (128 KiB)`,
};

/** `FEATURE_NOT_AVAILABLE` on the calendar endpoints. */
const NO_FEATURE = 'the account does not have the Business Calendars feature (`business_calendars`)';
/** `FEATURE_NOT_AVAILABLE` on the calendar endpoints that change a calendar. */
const NO_FEATURE_OR_READ_ONLY = `${NO_FEATURE}, or the calendar is defined in the server's config file and is read-only`;
/** `BUSINESS_CALENDAR_NOT_FOUND` on `/api/v1/calendars/{id}`. */
const NO_CALENDAR = 'no saved calendar with this id in this account (another account\'s, unknown or not a UUID)';
/** `SERVICE_UNAVAILABLE` on the endpoints that change the store. */
const NO_STORE = 'the service is switched off (prelaunch), or the gateway has no store that can make this change';

/** The responses of one endpoint: its success (status and `data` schema; none for an endpoint that always fails) and its error codes grouped by status, each described as it means here. */
function responses(status: 200 | 201 | undefined, description: string, data: unknown, codes: readonly ErrorCode[], meanings: Meanings = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (status !== undefined) {
    out[String(status)] = {
      description,
      headers: responseHeaderRefs(status),
      content: { 'application/json': { schema: { allOf: [ref('SuccessEnvelope'), { type: 'object', properties: { data } }] } } },
    };
  }
  const meaning: Meanings = { ...ACCOUNT_MEANINGS, ...meanings };
  for (const [code, group] of errorCodesByStatus([...COMMON, ...codes])) {
    const lines = group.map((one) => (meaning[one] === undefined ? errorResponseOf(code, [one]).description : `\`${one}\`: ${meaning[one]}.`));
    out[String(code)] = { ...errorResponseOf(code, group), description: lines.join('\n\n') };
  }
  return out;
}

/** One account operation of the document. */
function operation(operationId: string, summary: string, description: string, answer: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { operationId, summary, description: `${description}\n\n${METERING}`, tags: ['Account'], ...extra, responses: answer };
}

const isoInstant: JsonSchemaObject = { type: 'string', format: 'date-time' };
const nullableInstant: JsonSchemaObject = { type: ['string', 'null'], format: 'date-time' };

const usageWindow: JsonSchemaObject = {
  type: 'object',
  properties: { limit: { type: 'integer' }, used: { type: 'integer' }, remaining: { type: 'integer' }, resets_at: isoInstant },
  required: ['limit', 'used', 'remaining', 'resets_at'],
  additionalProperties: false,
};


/** The schemas the account endpoints use, for `components.schemas` (and the MCP account tools' output schemas). */
export const ACCOUNT_SCHEMAS: Record<string, JsonSchemaObject> = {
  Account: {
    type: 'object',
    properties: {
      account_id: { type: 'string' },
      plan: { type: 'string', examples: ['pro'] },
      features: { type: 'array', items: { type: 'string', examples: ['business_calendars'] } },
      limits: {
        type: 'object',
        description: '`per_minute.used` includes this call; `per_month` is read, not counted.',
        properties: { per_minute: usageWindow, per_month: usageWindow },
        required: ['per_minute', 'per_month'],
        additionalProperties: false,
      },
      history_retention_days: { type: 'integer', description: '0 on the free plan (no history), 30 on pro, 90 on business.' },
    },
    required: ['account_id', 'plan', 'features', 'limits', 'history_retention_days'],
    additionalProperties: false,
  },
  HistoryEntry: {
    type: 'object',
    properties: {
      request_id: { type: 'string' },
      time: isoInstant,
      operation: { type: 'string' },
      via: { type: 'string', enum: ['api', 'mcp'] },
      status: { type: 'integer' },
      code: { type: ['string', 'null'] },
      duration_ms: { type: 'integer' },
      key: { type: 'string', description: 'The id of the key that made the call (12 hex digits of its SHA-256).' },
    },
    required: ['request_id', 'time', 'operation', 'via', 'status', 'code', 'duration_ms', 'key'],
    additionalProperties: false,
  },
  HistoryPage: {
    type: 'object',
    properties: {
      entries: { type: 'array', items: ref('HistoryEntry'), description: 'Newest first.' },
      next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last page. A filtered page may hold fewer than `limit` entries and still have one.' },
      retention_days: { type: 'integer' },
    },
    required: ['entries', 'next_cursor', 'retention_days'],
    additionalProperties: false,
  },
  AccountKey: {
    type: 'object',
    description: 'A key of the account: never the key or its full hash.',
    properties: {
      id: { type: 'string', pattern: '^[0-9a-f]{12}$', description: "The first 12 hex digits of the key's SHA-256." },
      name: { type: ['string', 'null'] },
      environment: { type: 'string', enum: ['live', 'test'] },
      status: { type: 'string', enum: ['active', 'revoked', 'expired'] },
      expires_at: nullableInstant,
      last_used_at: nullableInstant,
    },
    required: ['id', 'name', 'environment', 'status', 'expires_at', 'last_used_at'],
    additionalProperties: false,
  },
  ...CALENDAR_SCHEMAS,
};

const calendarIdParameter = { name: 'id', in: 'path', required: true, description: 'The calendar\'s UUID (another account\'s, unknown or malformed: 404 BUSINESS_CALENDAR_NOT_FOUND).', schema: { type: 'string' } };
const calendarBody = {
  required: true,
  content: { 'application/json': { schema: ref('CalendarInput'), example: { name: 'Berlin office', country_code: 'DE', subdivision_code: 'BE', custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }], excluded_dates: ['2026-12-31'] } } },
};
/** The codes of a calendar body (the error precedence's rows), the feature, the 128 KiB limit. */
const BODY_CODES: readonly ErrorCode[] = ['INVALID_JSON', 'INVALID_DATE', 'VALIDATION_ERROR', 'INVALID_COUNTRY', 'INVALID_SUBDIVISION', 'PAYLOAD_TOO_LARGE', 'FEATURE_NOT_AVAILABLE'];
const calendarData = { type: 'object', properties: { calendar: ref('Calendar') }, required: ['calendar'], additionalProperties: false };
const FEATURE = 'Needs the Business Calendars feature (else 403 FEATURE_NOT_AVAILABLE).';


const historyParameters = [
  { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX, default: HISTORY_PAGE_DEFAULT } },
  { name: 'cursor', in: 'query', required: false, description: 'The `next_cursor` of the previous page (opaque).', schema: { type: 'string' } },
  { name: 'operation', in: 'query', required: false, schema: { type: 'string', enum: [...OPERATION_NAMES] } },
  { name: 'status', in: 'query', required: false, schema: { type: 'integer', minimum: 100, maximum: 599 } },
  { name: 'since', in: 'query', required: false, description: 'YYYY-MM-DD (the start of that UTC day) or an ISO 8601 instant; a bad one is INVALID_DATE.', schema: { type: 'string' } },
  { name: 'until', in: 'query', required: false, description: 'YYYY-MM-DD (the end of that UTC day) or an ISO 8601 instant; a bad one is INVALID_DATE.', schema: { type: 'string' } },
];

/**
 * The account endpoints of the OpenAPI document (docs/decisions.md#account-endpoints): `/api/v1/account`, its history and
 * keys, key revocation and saved-calendar management, with their schemas, error codes by status,
 * the six headers and the limits (100 calendars, 1,000 custom holidays, 1,000 excluded dates,
 * 128 KiB bodies).
 *
 * @returns The paths, the schemas to add to `components.schemas` and the tag.
 * @example
 * Object.keys(accountPaths().paths).includes('/api/v1/calendars/{id}') //=> true
 */
export function accountPaths(): { paths: Record<string, Record<string, unknown>>; schemas: Record<string, JsonSchemaObject>; tag: { name: string; description: string } } {
  const paths: Record<string, Record<string, unknown>> = {
    [ACCOUNT_PATH]: {
      get: operation('getAccount', 'The calling key\'s account.', 'Account id, plan, features, the per-minute and monthly limits with what is used and left, and the history retention. Takes no query parameters.', responses(200, 'The account.', ref('Account'), [])),
    },
    [`${ACCOUNT_PATH}/history`]: {
      get: operation(
        'getAccountHistory',
        'The account\'s request history.',
        'Metered calls within the plan\'s retention, newest first, one page at a time, filtered by operation, status and time. The free plan keeps no history: 403 FEATURE_NOT_AVAILABLE. Unknown parameters are 400 UNKNOWN_FIELD; bad values VALIDATION_ERROR (dates: INVALID_DATE), naming the parameter.',
        responses(200, 'One page.', ref('HistoryPage'), ['INVALID_DATE', 'VALIDATION_ERROR', 'FEATURE_NOT_AVAILABLE'], {
          INVALID_DATE: '`since` or `until` is neither a YYYY-MM-DD date nor an ISO 8601 instant',
          VALIDATION_ERROR: 'a query parameter has a bad value (`limit`, `cursor`, `operation`, `status`)',
          FEATURE_NOT_AVAILABLE: 'the account is on the free plan, which keeps no request history',
        }),
        { parameters: historyParameters },
      ),
    },
    [`${ACCOUNT_PATH}/keys`]: {
      get: operation('listAccountKeys', 'The account\'s keys.', 'Each key\'s id, name, environment, status, expiry and last use, in config order; never the key or its full hash.', responses(200, 'The keys.', { type: 'object', properties: { keys: { type: 'array', items: ref('AccountKey') } }, required: ['keys'], additionalProperties: false }, [])),
      post: operation('createAccountKey', 'Create a key (closed).', 'Key creation is closed (prelaunch): always 403 FEATURE_NOT_AVAILABLE.', responses(undefined, '', undefined, ['FEATURE_NOT_AVAILABLE'], { FEATURE_NOT_AVAILABLE: 'key creation is closed (prelaunch)' })),
    },
    [`${ACCOUNT_PATH}/keys/{id}/revoke`]: {
      post: operation(
        'revokeAccountKey',
        'Revoke one of the account\'s keys.',
        'At once for every gateway process: the next request with the key is 401 REVOKED_API_KEY. Revoking a revoked key answers the same 200. A key may revoke itself. An id that is not one of this account\'s keys is 404 NOT_FOUND. No body is needed; one is ignored.',
        responses(200, 'The key\'s new state.', { type: 'object', properties: { key: ref('AccountKey') }, required: ['key'], additionalProperties: false }, ['NOT_FOUND'], {
          NOT_FOUND: 'no key with this id in this account (another account\'s, unknown or malformed)',
          SERVICE_UNAVAILABLE: NO_STORE,
        }),
        { parameters: [{ name: 'id', in: 'path', required: true, description: "The key's id: the first 12 hex digits of its SHA-256.", schema: { type: 'string', pattern: '^[0-9a-fA-F]{12}$' } }] },
      ),
    },
    [CALENDARS_PATH]: {
      get: operation(
        'listCalendars',
        'The account\'s saved calendars.',
        `The config file's calendars first (read-only), then the ones made through the API, oldest first, one page at a time: at most \`limit\` calendars and about 1 MiB of them; pass \`next_cursor\` back as \`cursor\` until it is null. Unknown parameters are 400 UNKNOWN_FIELD; bad values VALIDATION_ERROR naming the parameter. ${FEATURE}`,
        responses(200, 'One page of calendars.', ref('CalendarPage'), ['VALIDATION_ERROR', 'FEATURE_NOT_AVAILABLE'], { FEATURE_NOT_AVAILABLE: NO_FEATURE }),
        { parameters: calendarsParameters },
      ),
      post: operation(
        'createCalendar',
        'Save a new calendar.',
        `A new UUID id. At most ${MAX_CALENDARS_PER_ACCOUNT} calendars per account (the ${MAX_CALENDARS_PER_ACCOUNT + 1}st is 422 VALIDATION_ERROR). The next operation call with \`business_calendar_id\` uses it. ${FEATURE}`,
        responses(201, 'The calendar.', calendarData, BODY_CODES, { ...BODY_MEANINGS, FEATURE_NOT_AVAILABLE: NO_FEATURE, SERVICE_UNAVAILABLE: NO_STORE }),
        { requestBody: calendarBody },
      ),
    },
    [`${CALENDARS_PATH}/{id}`]: {
      parameters: [calendarIdParameter],
      get: operation('getCalendar', 'One saved calendar.', FEATURE, responses(200, 'The calendar.', calendarData, ['BUSINESS_CALENDAR_NOT_FOUND', 'FEATURE_NOT_AVAILABLE'], { BUSINESS_CALENDAR_NOT_FOUND: NO_CALENDAR, FEATURE_NOT_AVAILABLE: NO_FEATURE })),
      put: operation(
        'replaceCalendar',
        'Replace a saved calendar.',
        `Replaces every field. A calendar of the server's config file is read-only: 403 FEATURE_NOT_AVAILABLE. ${FEATURE}`,
        responses(200, 'The calendar.', calendarData, [...BODY_CODES, 'BUSINESS_CALENDAR_NOT_FOUND'], { ...BODY_MEANINGS, BUSINESS_CALENDAR_NOT_FOUND: NO_CALENDAR, FEATURE_NOT_AVAILABLE: NO_FEATURE_OR_READ_ONLY, SERVICE_UNAVAILABLE: NO_STORE }),
        { requestBody: calendarBody },
      ),
      delete: operation(
        'deleteCalendar',
        'Delete a saved calendar.',
        `A calendar of the server's config file is read-only: 403 FEATURE_NOT_AVAILABLE. ${FEATURE}`,
        responses(200, 'Deleted.', { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, deleted: { type: 'boolean', const: true } }, required: ['id', 'deleted'], additionalProperties: false }, ['BUSINESS_CALENDAR_NOT_FOUND', 'FEATURE_NOT_AVAILABLE'], {
          BUSINESS_CALENDAR_NOT_FOUND: NO_CALENDAR,
          FEATURE_NOT_AVAILABLE: NO_FEATURE_OR_READ_ONLY,
          SERVICE_UNAVAILABLE: NO_STORE,
        }),
      ),
    },
  };
  return { paths, schemas: ACCOUNT_SCHEMAS, tag: { name: 'Account', description: 'The calling key\'s account: usage, request history, keys and saved Business Calendars.' } };
}
