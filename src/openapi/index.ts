/**
 * `daycalc/openapi`: the OpenAPI 3.1 document of the HTTP API, generated from the operation catalog.
 */
export { buildOpenApiDocument, type OpenApiDocument, type OpenApiOptions } from './buildOpenApiDocument.ts';
export { requestSchemaOf } from './requestSchemaOf.ts';
export { jsonSchemaOf, type JsonSchemaObject } from './jsonSchemaOf.ts';
export { errorCodesByStatus, type ErrorCodesByStatus } from './errorCodesByStatus.ts';
export { apiLimits, type ApiLimits } from './apiLimits.ts';
