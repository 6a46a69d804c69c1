import { DEFAULT_KEY_PREFIX } from '../protocol/wire.ts';
import { accountPaths } from './accountPaths.ts';
import { apiInfo, type ApiInfo } from './apiInfo.ts';
import { apiLimits, type ApiLimits } from './apiLimits.ts';
import { envelopeSchemas } from './envelopeSchemas.ts';
import { headerComponents } from './headerComponents.ts';
import { openApiDocumentPaths } from './openApiDocumentPaths.ts';
import { operationPaths } from './operationPaths.ts';
import { securitySchemes } from './securitySchemes.ts';

/** The OpenAPI 3.1 document as a JSON-ready object. */
export type OpenApiDocument = {
  readonly openapi: '3.1.0';
  readonly info: ApiInfo;
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

/**
 * Builds the OpenAPI 3.1 document of the HTTP API from the operation catalog: the ten
 * `POST /api/v1/<operation>` paths with request schemas derived from the valibot field tables
 * (closed objects), the success envelope around each response schema, every error response
 * each operation can give (status and codes), both security schemes, the six response headers,
 * the limits (docs/decisions.md#limits) and an example per operation, plus the account endpoints
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
  const account = accountPaths();
  return {
    openapi: '3.1.0',
    info: apiInfo(prefix),
    servers: [{ url: options.serverUrl ?? '/' }],
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    tags: [
      { name: 'Dates and times', description: 'Calendar arithmetic, ages, durations, ISO weeks and Unix timestamps.' },
      { name: 'Business days', description: 'Working days with public holidays by country and subdivision.' },
      account.tag,
      { name: 'Meta', description: 'The API description itself.' },
    ],
    // In this order: the operations, the account endpoints, the document itself.
    paths: { ...operationPaths(), ...account.paths, ...openApiDocumentPaths() },
    components: {
      securitySchemes: securitySchemes(prefix),
      headers: headerComponents(),
      schemas: { ...envelopeSchemas(), ...account.schemas },
    },
    'x-daycalc-limits': apiLimits(),
  };
}
