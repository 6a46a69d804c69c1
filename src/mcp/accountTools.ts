import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { ACCOUNT_TOOL_METERING } from '../account/accountEndpoint.ts';
import { ACCOUNT_ENDPOINTS } from '../account/accountEndpoints.ts';
import { ACCOUNT_SCHEMAS } from '../account/accountSchemas.ts';
import { TOOL_ERROR_SCHEMA } from './toolResult.ts';

/** Read-only, no side effects, answers from the service's own data. */
const READ_ONLY = { readOnlyHint: true, openWorldHint: false, idempotentHint: true } as const;

/** A schema of the OpenAPI document with its `$ref`s to `components.schemas` replaced by the schemas (a tool's schema stands alone). */
function inlined(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlined);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $ref: target } = schema as { $ref?: unknown };
  if (typeof target === 'string') return inlined(ACCOUNT_SCHEMAS[target.replace('#/components/schemas/', '')]);
  return Object.fromEntries(Object.entries(schema).map(([name, value]) => [name, inlined(value)]));
}

/**
 * The MCP tools of the caller's account, beside the operation tools over `/mcp`, derived from the
 * account endpoints that declare one (`ACCOUNT_ENDPOINTS`, in its order): `account_usage` (no
 * arguments; the data of `GET /api/v1/account`) and `account_history` (the query of
 * `GET /api/v1/account/history` as arguments, its data as the result), each with the output schema
 * of its endpoint's data (`$ref`s inlined) or of the error envelope.
 *
 * @returns The tools.
 * @example
 * accountTools().map((tool) => tool.name) //=> ['account_usage', 'account_history']
 */
export function accountTools(): Tool[] {
  return ACCOUNT_ENDPOINTS.flatMap(({ tool, success }) =>
    tool === undefined
      ? []
      : [
          {
            name: tool.name,
            title: tool.title,
            description: `${tool.description} ${ACCOUNT_TOOL_METERING}`,
            inputSchema: tool.input as Tool['inputSchema'],
            // The endpoint's `data` on success, the API's error envelope with isError.
            outputSchema: { type: 'object', anyOf: [inlined(success?.data), TOOL_ERROR_SCHEMA] } as Tool['outputSchema'],
            annotations: READ_ONLY,
          },
        ],
  );
}
