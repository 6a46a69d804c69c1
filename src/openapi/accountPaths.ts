import { ACCOUNT_ERRORS, ACCOUNT_MEANINGS, ACCOUNT_METERING, type AccountEndpoint, type AccountParameter } from '../account/accountEndpoint.ts';
import { ACCOUNT_ENDPOINTS } from '../account/accountEndpoints.ts';
import { ACCOUNT_SCHEMAS } from '../account/accountSchemas.ts';
import { errorCodesByStatus } from './errorCodesByStatus.ts';
import { errorResponseOf } from './errorResponseOf.ts';
import type { JsonSchemaObject } from './jsonSchemaOf.ts';
import { responseHeaderRefs } from './responseHeaderRefs.ts';

/**
 * The responses of one account endpoint: its success (status and `data` schema in the success
 * envelope; none for an endpoint that always fails) and its codes (`ACCOUNT_ERRORS` then its own)
 * grouped by status, each described as it means there.
 */
function accountResponses(endpoint: AccountEndpoint): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const { success } = endpoint;
  if (success !== undefined) {
    out[String(success.status)] = {
      description: success.description,
      headers: responseHeaderRefs(success.status),
      content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, { type: 'object', properties: { data: success.data } }] } } },
    };
  }
  const meaning = { ...ACCOUNT_MEANINGS, ...endpoint.meanings };
  for (const [code, group] of errorCodesByStatus([...ACCOUNT_ERRORS, ...endpoint.errors])) {
    const lines = group.map((one) => (meaning[one] === undefined ? errorResponseOf(code, [one]).description : `\`${one}\`: ${meaning[one]}.`));
    out[String(code)] = { ...errorResponseOf(code, group), description: lines.join('\n\n') };
  }
  return out;
}

/** The OpenAPI operation of one account endpoint, leaving out the parameters its path item states. */
function accountOperation(endpoint: AccountEndpoint, onPath: readonly AccountParameter[]): Record<string, unknown> {
  const parameters = (endpoint.parameters ?? []).filter((parameter) => !onPath.includes(parameter));
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: `${endpoint.description}\n\n${ACCOUNT_METERING}`,
    tags: ['Account'],
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(endpoint.requestBody === undefined ? {} : { requestBody: endpoint.requestBody }),
    responses: accountResponses(endpoint),
  };
}

/** The parameters every method of a path declares (its `{id}`), stated once on a path of several methods. */
function pathParameters(endpoints: readonly AccountEndpoint[]): readonly AccountParameter[] {
  if (endpoints.length < 2) return [];
  const [first, ...rest] = endpoints;
  return (first?.parameters ?? []).filter((parameter) => parameter.in === 'path' && rest.every((endpoint) => endpoint.parameters?.includes(parameter) === true));
}

/**
 * The account endpoints of the OpenAPI document (docs/decisions.md#account-endpoints), derived from
 * their declarations (`ACCOUNT_ENDPOINTS`): `/api/v1/account`, its history and keys, key revocation
 * and saved-calendar management, each path with its methods in the list's order, each operation
 * with its parameters, body, success schema, error codes by status, the six headers and the limits.
 *
 * @returns The paths, the schemas to add to `components.schemas` and the tag.
 * @example
 * Object.keys(accountPaths().paths).includes('/api/v1/calendars/{id}') //=> true
 */
export function accountPaths(): { paths: Record<string, Record<string, unknown>>; schemas: Record<string, JsonSchemaObject>; tag: { name: string; description: string } } {
  const byPath = new Map<string, AccountEndpoint[]>();
  for (const endpoint of ACCOUNT_ENDPOINTS) byPath.set(endpoint.path, [...(byPath.get(endpoint.path) ?? []), endpoint]);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, endpoints] of byPath) {
    const shared = pathParameters(endpoints);
    const item: Record<string, unknown> = shared.length === 0 ? {} : { parameters: shared };
    for (const endpoint of endpoints) item[endpoint.method.toLowerCase()] = accountOperation(endpoint, shared);
    paths[path] = item;
  }
  return { paths, schemas: ACCOUNT_SCHEMAS, tag: { name: 'Account', description: 'The calling key\'s account: usage, request history, keys and saved Business Calendars.' } };
}
