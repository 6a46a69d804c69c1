import type { ErrorCode } from '../protocol/errorCodes.ts';
import { responseHeaderRefs } from './responseHeaderRefs.ts';

/** What each code means, for the error responses' descriptions. */
const MEANINGS = {
  INVALID_REQUEST: 'the body is not a JSON object, a required field is absent, or Authorization and X-API-Key carry different keys',
  INVALID_JSON: 'the body is not valid JSON',
  UNKNOWN_FIELD: 'the body has a field the operation does not define',
  INVALID_DATE: 'a date field is not a real calendar date in YYYY-MM-DD form',
  MISSING_API_KEY: 'no key was sent',
  INVALID_API_KEY: 'the key is malformed or unknown',
  REVOKED_API_KEY: 'the key was revoked',
  EXPIRED_API_KEY: 'the key has expired',
  API_KEY_IN_QUERY_STRING: 'the request carries `?api_key=` (keys go in a header only)',
  ENVIRONMENT_MISMATCH: 'a live key on a test gateway or a test key on a live one',
  FEATURE_NOT_AVAILABLE: 'business_calendar_id was sent by an account without the Business Calendars feature',
  BUSINESS_CALENDAR_NOT_FOUND: 'business_calendar_id does not name a saved calendar of the account',
  NOT_FOUND: 'no operation at this path',
  METHOD_NOT_ALLOWED: 'the method is not allowed on this path',
  PAYLOAD_TOO_LARGE: 'the body is larger than the limit',
  INVALID_COUNTRY: 'the holiday provider does not know the country',
  INVALID_SUBDIVISION: 'the holiday provider does not know the subdivision of the country',
  RANGE_TOO_LARGE: 'the date range is over the span limit',
  VALIDATION_ERROR: 'a field has the wrong type, is out of range or not in its enum, or a cross-field rule is broken',
  RATE_LIMIT_EXCEEDED: "over the plan's per-minute limit (see retry-after)",
  API_QUOTA_EXCEEDED: "over the account's monthly quota (see retry-after)",
  INTERNAL_ERROR: 'an unexpected failure',
  SERVICE_UNAVAILABLE: 'the service is switched off (prelaunch)',
} as const satisfies Record<ErrorCode, string>;

/**
 * One error response of an operation: the error shape (`#/components/schemas/ErrorResponse`) with
 * `error.code` narrowed to an `enum` of exactly the given codes, the response headers (plus
 * `retry-after` on 429) and a description that explains each code.
 *
 * @param status - The HTTP status shared by the codes.
 * @param codes - The operation's codes under that status.
 * @returns The OpenAPI response object.
 * @example
 * errorResponseOf(413, ['PAYLOAD_TOO_LARGE']).content['application/json'].schema.allOf[1].properties.error.properties.code
 * //=> { type: 'string', enum: ['PAYLOAD_TOO_LARGE'] }
 */
export function errorResponseOf(status: number, codes: readonly ErrorCode[]) {
  return {
    description: codes.map((code) => `\`${code}\`: ${MEANINGS[code]}.`).join('\n\n'),
    headers: responseHeaderRefs(status),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorResponse' },
            { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } } } },
          ],
        },
      },
    },
  };
}
