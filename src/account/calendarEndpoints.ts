import type { ErrorCode } from '../protocol/errorCodes.ts';
import {
  CALENDARS_PATH,
  MAX_CALENDAR_BODY_BYTES,
  MAX_CALENDAR_CUSTOM_HOLIDAYS,
  MAX_CALENDAR_EXCLUDED_DATES,
  MAX_CALENDAR_NAME_LENGTH,
  MAX_CALENDARS_PER_ACCOUNT,
} from '../protocol/wire.ts';
import { calendarsParameters } from '../openapi/calendarSchemas.ts';
import type { JsonSchemaObject } from '../openapi/jsonSchemaOf.ts';
import { NO_STORE, schemaRef as ref, type AccountEndpoint, type AccountParameter, type ErrorMeanings } from './accountEndpoint.ts';

/** The meanings of the calendar endpoints that take a body (`POST`, `PUT`). */
const BODY_MEANINGS: ErrorMeanings = {
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
/** The sentence that ends each calendar endpoint's description. */
const FEATURE = 'Needs the Business Calendars feature (else 403 FEATURE_NOT_AVAILABLE).';

/** The `{id}` of `/api/v1/calendars/{id}`, shared by its three methods (so the document states it once, on the path). */
const calendarId: AccountParameter = { name: 'id', in: 'path', required: true, description: 'The calendar\'s UUID (another account\'s, unknown or malformed: 404 BUSINESS_CALENDAR_NOT_FOUND).', schema: { type: 'string' } };
const calendarBody = {
  required: true,
  content: { 'application/json': { schema: ref('CalendarInput'), example: { name: 'Berlin office', country_code: 'DE', subdivision_code: 'BE', custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }], excluded_dates: ['2026-12-31'] } } },
};
/** The codes of a calendar body (the error precedence's rows), the feature, the 128 KiB limit. */
const BODY_CODES: readonly ErrorCode[] = ['INVALID_JSON', 'INVALID_DATE', 'VALIDATION_ERROR', 'INVALID_COUNTRY', 'INVALID_SUBDIVISION', 'PAYLOAD_TOO_LARGE', 'FEATURE_NOT_AVAILABLE'];
const calendarData: JsonSchemaObject = { type: 'object', properties: { calendar: ref('Calendar') }, required: ['calendar'], additionalProperties: false };

/** `GET /api/v1/calendars`: one page of the account's saved calendars. */
export const listCalendars: AccountEndpoint<'listCalendars'> = {
  method: 'GET',
  path: CALENDARS_PATH,
  operationId: 'listCalendars',
  summary: 'The account\'s saved calendars.',
  description: `The config file's calendars first (read-only), then the ones made through the API, oldest first, one page at a time: at most \`limit\` calendars and about 1 MiB of them; pass \`next_cursor\` back as \`cursor\` until it is null. Unknown parameters are 400 UNKNOWN_FIELD; bad values VALIDATION_ERROR naming the parameter. ${FEATURE}`,
  // `calendarSchemas.ts` types `in` as a string; both are query parameters.
  parameters: calendarsParameters as readonly AccountParameter[],
  success: { status: 200, description: 'One page of calendars.', data: ref('CalendarPage') },
  errors: ['VALIDATION_ERROR', 'FEATURE_NOT_AVAILABLE'],
  meanings: { FEATURE_NOT_AVAILABLE: NO_FEATURE },
};

/** `POST /api/v1/calendars`: saves a new calendar. */
export const createCalendar: AccountEndpoint<'createCalendar'> = {
  method: 'POST',
  path: CALENDARS_PATH,
  operationId: 'createCalendar',
  summary: 'Save a new calendar.',
  description: `A new UUID id. At most ${MAX_CALENDARS_PER_ACCOUNT} calendars per account (the ${MAX_CALENDARS_PER_ACCOUNT + 1}st is 422 VALIDATION_ERROR). The next operation call with \`business_calendar_id\` uses it. ${FEATURE}`,
  requestBody: calendarBody,
  success: { status: 201, description: 'The calendar.', data: calendarData },
  errors: BODY_CODES,
  meanings: { ...BODY_MEANINGS, FEATURE_NOT_AVAILABLE: NO_FEATURE, SERVICE_UNAVAILABLE: NO_STORE },
};

/** `GET /api/v1/calendars/{id}`: one saved calendar. */
export const getCalendar: AccountEndpoint<'getCalendar'> = {
  method: 'GET',
  path: `${CALENDARS_PATH}/{id}`,
  operationId: 'getCalendar',
  summary: 'One saved calendar.',
  description: FEATURE,
  parameters: [calendarId],
  success: { status: 200, description: 'The calendar.', data: calendarData },
  errors: ['BUSINESS_CALENDAR_NOT_FOUND', 'FEATURE_NOT_AVAILABLE'],
  meanings: { BUSINESS_CALENDAR_NOT_FOUND: NO_CALENDAR, FEATURE_NOT_AVAILABLE: NO_FEATURE },
};

/** `PUT /api/v1/calendars/{id}`: replaces every field of a saved calendar. */
export const replaceCalendar: AccountEndpoint<'replaceCalendar'> = {
  method: 'PUT',
  path: `${CALENDARS_PATH}/{id}`,
  operationId: 'replaceCalendar',
  summary: 'Replace a saved calendar.',
  description: `Replaces every field. A calendar of the server's config file is read-only: 403 FEATURE_NOT_AVAILABLE. ${FEATURE}`,
  parameters: [calendarId],
  requestBody: calendarBody,
  success: { status: 200, description: 'The calendar.', data: calendarData },
  errors: [...BODY_CODES, 'BUSINESS_CALENDAR_NOT_FOUND'],
  meanings: { ...BODY_MEANINGS, BUSINESS_CALENDAR_NOT_FOUND: NO_CALENDAR, FEATURE_NOT_AVAILABLE: NO_FEATURE_OR_READ_ONLY, SERVICE_UNAVAILABLE: NO_STORE },
};

/** `DELETE /api/v1/calendars/{id}`: deletes a saved calendar. */
export const deleteCalendar: AccountEndpoint<'deleteCalendar'> = {
  method: 'DELETE',
  path: `${CALENDARS_PATH}/{id}`,
  operationId: 'deleteCalendar',
  summary: 'Delete a saved calendar.',
  description: `A calendar of the server's config file is read-only: 403 FEATURE_NOT_AVAILABLE. ${FEATURE}`,
  parameters: [calendarId],
  success: {
    status: 200,
    description: 'Deleted.',
    data: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, deleted: { type: 'boolean', const: true } }, required: ['id', 'deleted'], additionalProperties: false },
  },
  errors: ['BUSINESS_CALENDAR_NOT_FOUND', 'FEATURE_NOT_AVAILABLE'],
  meanings: { BUSINESS_CALENDAR_NOT_FOUND: NO_CALENDAR, FEATURE_NOT_AVAILABLE: NO_FEATURE_OR_READ_ONLY, SERVICE_UNAVAILABLE: NO_STORE },
};
