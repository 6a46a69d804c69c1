import { OPENAPI_PATHS } from '../protocol/wire.ts';
import { responseHeaderRefs } from './responseHeaderRefs.ts';

/**
 * The paths that serve this document (`GET /openapi.json` and `GET /api/v1/openapi.json`): no key,
 * never metered.
 *
 * @returns Path to path item.
 * @example
 * Object.keys(openApiDocumentPaths()) //=> ['/openapi.json', '/api/v1/openapi.json']
 */
export function openApiDocumentPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
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
  return paths;
}
