import { catalog, OPERATION_NAMES, type OperationName } from '../catalog.ts';
import { API_BASE_PATH } from '../protocol/wire.ts';
import { errorCodesByStatus } from './errorCodesByStatus.ts';
import { errorResponseOf } from './errorResponseOf.ts';
import { jsonSchemaOf } from './jsonSchemaOf.ts';
import { operationIdOf } from './operationIdOf.ts';
import { requestSchemaOf } from './requestSchemaOf.ts';
import { responseHeaderRefs } from './responseHeaderRefs.ts';

/**
 * The path item of one operation, `POST /api/v1/<operation>`: the request schema derived from the
 * valibot field table (a closed object) with the entry's example, the success envelope around the
 * response schema (and the entry's headline), and every error response the operation can give.
 *
 * @param name - The operation's name.
 * @returns The path item: `{ post }`.
 * @example
 * Object.keys(operationPath('add-days')) //=> ['post']
 */
export function operationPath(name: OperationName): Record<string, unknown> {
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
  return {
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

/**
 * The paths of the catalog's operations, in the catalog's order: `/api/v1/<operation>` to its path item.
 *
 * @returns Path to path item.
 * @example
 * Object.keys(operationPaths()).includes('/api/v1/add-days') //=> true
 */
export function operationPaths(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(OPERATION_NAMES.map((name) => [`${API_BASE_PATH}${catalog[name].path}`, operationPath(name)]));
}
