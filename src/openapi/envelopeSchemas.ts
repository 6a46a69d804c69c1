import { API_VERSION, REQUEST_ID_PATTERN } from '../protocol/wire.ts';
import type { JsonSchemaObject } from './jsonSchemaOf.ts';

/**
 * The two envelopes of every answer, as `components.schemas`: `SuccessEnvelope` (`{ data, meta }`,
 * the request id and API version in `meta`) and `ErrorResponse` (`{ error: { code, message,
 * request_id } }`).
 *
 * @returns `{ SuccessEnvelope, ErrorResponse }`.
 * @example
 * envelopeSchemas().ErrorResponse.required //=> ['error']
 */
export function envelopeSchemas(): { readonly SuccessEnvelope: JsonSchemaObject; readonly ErrorResponse: JsonSchemaObject } {
  return {
    SuccessEnvelope: {
      type: 'object',
      description: 'Every success: the operation\'s result in `data`, the call\'s id and API version in `meta`.',
      properties: {
        data: { type: 'object' },
        meta: {
          type: 'object',
          properties: {
            request_id: { type: 'string', pattern: REQUEST_ID_PATTERN.source, description: 'Unique id of the call; also in the `x-request-id` header.' },
            api_version: { type: 'string', const: API_VERSION, description: 'API version that served the call.' },
          },
          required: ['request_id', 'api_version'],
          additionalProperties: false,
        },
      },
      required: ['data', 'meta'],
      additionalProperties: false,
    },
    ErrorResponse: {
      type: 'object',
      description: 'Every failure. Codes are UPPERCASE; each response lists the codes it can carry.',
      properties: {
        error: {
          type: 'object',
          properties: {
            code: { type: 'string', pattern: '^[A-Z_]+$' },
            message: { type: 'string', description: 'Human-readable; names the offending field.' },
            request_id: { type: 'string', pattern: REQUEST_ID_PATTERN.source, description: 'The call\'s request id; also in the `x-request-id` header.' },
          },
          required: ['code', 'message', 'request_id'],
          additionalProperties: false,
        },
      },
      required: ['error'],
      additionalProperties: false,
    },
  };
}
