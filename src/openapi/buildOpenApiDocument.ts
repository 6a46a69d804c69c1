import { catalog, OPERATION_NAMES } from '../catalog.ts';
import {
  API_BASE_PATH,
  API_VERSION,
  DEFAULT_KEY_PREFIX,
  DEFAULT_PLANS,
  MAX_BODY_BYTES,
  OPENAPI_PATHS,
  REQUEST_ID_PATTERN,
  RESPONSE_HEADER_NAMES,
  type ResponseHeaderName,
} from '../protocol/wire.ts';
import { accountPaths } from './accountPaths.ts';
import { apiLimits, type ApiLimits } from './apiLimits.ts';
import { errorCodesByStatus } from './errorCodesByStatus.ts';
import { errorResponseOf } from './errorResponseOf.ts';
import { jsonSchemaOf, type JsonSchemaObject } from './jsonSchemaOf.ts';
import { operationIdOf } from './operationIdOf.ts';
import { requestSchemaOf } from './requestSchemaOf.ts';
import { responseHeaderRefs } from './responseHeaderRefs.ts';

/** The OpenAPI 3.1 document as a JSON-ready object. */
export type OpenApiDocument = {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: ReadonlyArray<{ readonly url: string }>;
  readonly security: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  readonly tags: ReadonlyArray<{ readonly name: string; readonly description: string }>;
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components: Readonly<Record<string, unknown>>;
  readonly 'x-daycalc-limits': ApiLimits;
};

/** Options of `buildOpenApiDocument`. */
export interface OpenApiOptions {
  /** The server URL (default `/`, the origin serving the document; paths carry `/api/v1`). */
  readonly serverUrl?: string;
  /** The service word of keys (default `daycalc`, as in `daycalc_live_<secret>`). */
  readonly keyPrefix?: string;
}

const HEADER_DESCRIPTIONS = {
  'x-request-id': 'Unique id of the call (`req_` + 32 lowercase hex); equals meta.request_id or error.request_id.',
  'x-api-version': `API version that served the request (\`${API_VERSION}\`).`,
  'x-ratelimit-limit': "Requests allowed per UTC minute for the account's plan (before an account is known: the client address's limit).",
  'x-ratelimit-remaining': 'Requests left in the current UTC minute window.',
  'x-quota-limit': 'Requests allowed in the current UTC calendar month (0 before an account is known).',
  'x-quota-remaining': 'Requests left in the current UTC calendar month (0 before an account is known).',
} as const satisfies Record<ResponseHeaderName, string>;

/**
 * Builds the OpenAPI 3.1 document of the HTTP API from the operation catalog: the ten
 * `POST /api/v1/<operation>` paths with request schemas derived from the valibot field tables
 * (closed objects), the success envelope around each response schema, every error response
 * each operation can give (status and codes), both security schemes, the six response headers,
 * the limits of ruling 4 and an example per operation, plus the account endpoints of ruling 27
 * (`accountPaths`) and `GET /openapi.json`. Pure and
 * deterministic: every call builds a fresh object.
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
        description: 'The result, in the success envelope.',
        headers: responseHeaderRefs(200),
        content: {
          'application/json': {
            schema: {
              allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, { type: 'object', properties: { data: jsonSchemaOf(definition.response, 'output') } }],
            },
          },
        },
        // A one-line reading of `data` for people (see `HeadlineSpec`); the playground renders it.
        ...(definition.headline === undefined ? {} : { 'x-daycalc-headline': JSON.parse(JSON.stringify(definition.headline)) as unknown }),
      },
    };
    for (const [status, codes] of errorCodesByStatus(definition.errors)) responses[String(status)] = errorResponseOf(status, codes);
    const limits: string | undefined = (definition as { readonly limits?: { readonly text: string } }).limits?.text;
    paths[`${API_BASE_PATH}${definition.path}`] = {
      post: {
        operationId: operationIdOf(name),
        summary: definition.summary,
        description: limits === undefined ? definition.description : `${definition.description}\n\n${limits}`,
        tags: [name.includes('business') ? 'Business days' : 'Dates and times'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: requestSchemaOf(definition), example: JSON.parse(JSON.stringify(definition.example)) as unknown } },
        },
        responses,
      },
    };
  }
  const account = accountPaths();
  Object.assign(paths, account.paths);
  OPENAPI_PATHS.forEach((path, index) => {
    paths[path] = {
      get: {
        operationId: index === 0 ? 'getOpenApiDocument' : 'getOpenApiDocumentV1',
        summary: 'This OpenAPI document.',
        description: 'Needs no key and is never metered.',
        tags: ['Meta'],
        security: [],
        responses: {
          '200': {
            description: 'The OpenAPI 3.1 document.',
            headers: responseHeaderRefs(200),
            content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'] } } },
          },
        },
      },
    };
  });

  return {
    openapi: '3.1.0',
    info: {
      title: 'daycalc',
      version: API_VERSION,
      description: [
        `Date, business-day and duration calculations. Every operation is \`POST ${API_BASE_PATH}/<operation>\` with a JSON object body; unknown fields are rejected (400 UNKNOWN_FIELD), never ignored.`,
        `Authentication: \`Authorization: Bearer <key>\` or \`X-API-Key: <key>\`. Keys look like \`${prefix}_live_<secret>\` and \`${prefix}_test_<secret>\`; a key of the other environment is 403 ENVIRONMENT_MISMATCH, and a key in the query string (\`?api_key=\`) is rejected with 401 API_KEY_IN_QUERY_STRING.`,
        `An unknown path gives 404 NOT_FOUND and a method other than POST on an operation 405 METHOD_NOT_ALLOWED. Request bodies are limited to ${MAX_BODY_BYTES} bytes (413 PAYLOAD_TOO_LARGE).`,
        `Every call is metered against the account's per-minute limit and monthly quota (free ${DEFAULT_PLANS.free.per_minute}/min and ${DEFAULT_PLANS.free.per_month}/month, pro ${DEFAULT_PLANS.pro.per_minute}/min and ${DEFAULT_PLANS.pro.per_month}/month, business ${DEFAULT_PLANS.business.per_minute}/min and ${DEFAULT_PLANS.business.per_month}/month; see \`x-daycalc-limits\`); 429 responses carry \`retry-after\`.`,
      ].join('\n\n'),
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    tags: [
      { name: 'Dates and times', description: 'Calendar arithmetic, ages, durations, ISO weeks and Unix timestamps.' },
      { name: 'Business days', description: 'Working days with public holidays by country and subdivision.' },
      account.tag,
      { name: 'Meta', description: 'The API description itself.' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `\`Authorization: Bearer ${prefix}_live_<secret>\` (\`${prefix}_test_<secret>\` on a test gateway). Never in the query string: \`?api_key=\` is 401 API_KEY_IN_QUERY_STRING.`,
        },
        apiKeyHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: `\`X-API-Key: ${prefix}_live_<secret>\` (\`${prefix}_test_<secret>\` on a test gateway). Never in the query string: \`?api_key=\` is 401 API_KEY_IN_QUERY_STRING.`,
        },
      },
      headers: {
        ...Object.fromEntries(RESPONSE_HEADER_NAMES.map((name) => [name, { description: HEADER_DESCRIPTIONS[name], required: true, schema: { type: 'string' } }])),
        'retry-after': { description: 'Seconds until the exhausted window (UTC minute or calendar month) ends.', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
      },
      schemas: {
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
        } satisfies JsonSchemaObject,
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
        } satisfies JsonSchemaObject,
        ...account.schemas,
      },
    },
    'x-daycalc-limits': apiLimits(),
  };
}
