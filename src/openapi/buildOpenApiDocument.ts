import { catalog, OPERATION_NAMES } from '../catalog.ts';
import type { ErrorCode } from '../errors.ts';
import {
  API_BASE_PATH,
  API_VERSION,
  DEFAULT_KEY_PREFIX,
  DEFAULT_PLANS,
  MAX_BODY_BYTES,
  OPENAPI_PATHS,
  REQUEST_ID_PATTERN,
  RESPONSE_HEADER_NAMES,
} from '../gateway/protocol.ts';
import {
  ADD_BUSINESS_DAYS_MAX_AMOUNT,
  ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS,
  ADD_DAYS_MAX_AMOUNT,
  BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS,
  BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS,
} from '../operations/limits.ts';
import { errorCodesByStatus } from './errorCodesByStatus.ts';
import { jsonSchemaOf, type JsonSchemaObject } from './jsonSchemaOf.ts';
import { requestSchemaOf } from './requestSchemaOf.ts';

/** The OpenAPI 3.1 document as a JSON-ready object. */
export type OpenApiDocument = {
  readonly openapi: '3.1.0';
  readonly info: Readonly<Record<string, unknown>>;
  readonly servers: ReadonlyArray<{ readonly url: string }>;
  readonly security: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components: Readonly<Record<string, unknown>>;
  readonly 'x-daycalc-limits': Readonly<Record<string, unknown>>;
};

/** Options of `buildOpenApiDocument`. */
export interface OpenApiOptions {
  /** The server URL (default `/`, the origin serving the document). */
  readonly serverUrl?: string;
  /** The service word of keys (default `daycalc`). */
  readonly keyPrefix?: string;
}

const HEADER_DESCRIPTIONS: Record<(typeof RESPONSE_HEADER_NAMES)[number], string> = {
  'x-request-id': 'Unique id of the call (`req_` + 32 lowercase hex); equals meta.request_id or error.request_id.',
  'x-api-version': 'API version that served the request (`v1`).',
  'x-ratelimit-limit': "Requests allowed per UTC minute for the account's plan (before authentication: the client address's limit).",
  'x-ratelimit-remaining': 'Requests left in the current UTC minute window.',
  'x-quota-limit': 'Requests allowed in the current UTC calendar month (0 before an account is known).',
  'x-quota-remaining': 'Requests left in the current UTC calendar month (0 before an account is known).',
};

/** The limits of ruling 4, the body limit and the plans, from the exported constants. */
function limits(): Record<string, unknown> {
  return {
    max_body_bytes: MAX_BODY_BYTES,
    'add-days': { amount_min: -ADD_DAYS_MAX_AMOUNT, amount_max: ADD_DAYS_MAX_AMOUNT },
    'business-days-between': { max_span_days: BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, max_detailed_span_days: BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS },
    'add-business-days': {
      days_min: -ADD_BUSINESS_DAYS_MAX_AMOUNT,
      days_max: ADD_BUSINESS_DAYS_MAX_AMOUNT,
      max_detailed_walk_days: ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS,
    },
    plans: Object.fromEntries(Object.entries(DEFAULT_PLANS).map(([name, plan]) => [name, { ...plan }])),
  };
}

const OPERATION_LIMITS: Partial<Record<string, string>> = {
  'add-days': `Limit: \`days\` within ±${ADD_DAYS_MAX_AMOUNT} for every unit.`,
  'business-days-between': `Limits: a span over ${BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS} days (inclusive) is RANGE_TOO_LARGE; with \`detailed: true\`, over ${BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS} days.`,
  'add-business-days': `Limits: \`days\` within ±${ADD_BUSINESS_DAYS_MAX_AMOUNT}; \`detailed: true\` only while the walk covers at most ${ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS} calendar days.`,
};

function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function headerRefs(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...Object.fromEntries(RESPONSE_HEADER_NAMES.map((name) => [name, { $ref: `#/components/headers/${name}` }])), ...extra };
}

function errorResponse(codes: readonly ErrorCode[], status: number): Record<string, unknown> {
  return {
    description: `Error: ${codes.join(', ')}.`,
    headers: headerRefs(status === 429 ? { 'retry-after': { $ref: '#/components/headers/retry-after' } } : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorResponse' },
            { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: [...codes] } } } } },
          ],
        },
      },
    },
  };
}

/**
 * Builds the OpenAPI 3.1 document of the HTTP API from the operation catalog: the ten
 * `POST /api/v1/<operation>` paths with request schemas derived from the valibot field tables
 * (closed objects), the success envelope around each response schema, every error response
 * each operation can give (status and codes), both security schemes, the six response headers,
 * the limits of ruling 4 and an example per operation. Pure and deterministic.
 *
 * @param options - Server URL and key prefix.
 * @returns The document, ready for `JSON.stringify`.
 * @example
 * Object.keys(buildOpenApiDocument().paths).includes('/api/v1/add-days') //=> true
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of OPERATION_NAMES) {
    const definition = catalog[name];
    const responses: Record<string, unknown> = {
      '200': {
        description: 'The result in the success envelope.',
        headers: headerRefs(),
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { data: jsonSchemaOf(definition.response, 'output'), meta: { $ref: '#/components/schemas/Meta' } },
              required: ['data', 'meta'],
              additionalProperties: false,
            },
          },
        },
      },
    };
    for (const [status, codes] of errorCodesByStatus(definition.errors)) responses[String(status)] = errorResponse(codes, status);
    const limit = OPERATION_LIMITS[name];
    paths[`${API_BASE_PATH}${definition.path}`] = {
      post: {
        operationId: camelCase(name),
        summary: definition.summary,
        description: limit === undefined ? definition.description : `${definition.description}\n\n${limit}`,
        tags: [name.includes('business') ? 'Business days' : 'Dates and times'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: requestSchemaOf(definition), example: definition.example } },
        },
        responses,
      },
    };
  }
  const documentOperation = {
    summary: 'This OpenAPI document.',
    description: 'Needs no key and is never metered.',
    security: [],
    responses: {
      '200': { description: 'The OpenAPI 3.1 document.', headers: headerRefs(), content: { 'application/json': { schema: { type: 'object' } } } },
    },
  };
  OPENAPI_PATHS.forEach((path, index) => {
    paths[path] = { get: { operationId: index === 0 ? 'getOpenApiDocument' : 'getOpenApiDocumentV1', ...documentOperation } };
  });

  return {
    openapi: '3.1.0',
    info: {
      title: 'daycalc',
      version: API_VERSION,
      description: [
        'Date, business-day and duration calculations. Every operation is `POST /api/v1/<operation>` with a JSON object body.',
        `Authentication: \`Authorization: Bearer <key>\` or \`X-API-Key: <key>\`; keys look like \`${prefix}_live_<secret>\` and \`${prefix}_test_<secret>\`, and a key in the query string (\`?api_key=\`) is rejected with 401 API_KEY_IN_QUERY_STRING.`,
        `An unknown path gives 404 NOT_FOUND and another method than POST on an operation 405 METHOD_NOT_ALLOWED. Request bodies are limited to ${MAX_BODY_BYTES} bytes (413 PAYLOAD_TOO_LARGE).`,
        'Every call is metered against the account\'s per-minute limit and monthly quota (see `x-daycalc-limits`); 429 responses carry `retry-after`.',
      ].join('\n\n'),
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: `\`Authorization: Bearer ${prefix}_live_<secret>\` (or \`_test_\` on a test gateway).` },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: `\`X-API-Key: ${prefix}_live_<secret>\`. Never in the query string.` },
      },
      headers: {
        ...Object.fromEntries(RESPONSE_HEADER_NAMES.map((name) => [name, { description: HEADER_DESCRIPTIONS[name], required: true, schema: { type: 'string' } }])),
        'retry-after': { description: 'Seconds until the exhausted window (UTC minute or month) ends.', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]*$' } },
      },
      schemas: {
        Meta: {
          type: 'object',
          properties: {
            request_id: { type: 'string', pattern: REQUEST_ID_PATTERN.source },
            api_version: { const: API_VERSION },
          },
          required: ['request_id', 'api_version'],
          additionalProperties: false,
        } satisfies JsonSchemaObject,
        ErrorResponse: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: {
                code: { type: 'string', pattern: '^[A-Z_]+$' },
                message: { type: 'string' },
                request_id: { type: 'string', pattern: REQUEST_ID_PATTERN.source },
              },
              required: ['code', 'message', 'request_id'],
              additionalProperties: false,
            },
          },
          required: ['error'],
          additionalProperties: false,
        } satisfies JsonSchemaObject,
      },
    },
    'x-daycalc-limits': limits(),
  };
}
