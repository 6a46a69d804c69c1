import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { OPERATION_NAMES } from '../catalog.ts';
import { ACCOUNT_SCHEMAS } from '../openapi/accountPaths.ts';
import type { JsonSchemaObject } from '../openapi/jsonSchemaOf.ts';
import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX } from '../protocol/wire.ts';
import { TOOL_ERROR_SCHEMA } from './toolResult.ts';

/** Read-only, no side effects, answers from the service's own data. */
const READ_ONLY = { readOnlyHint: true, openWorldHint: false, idempotentHint: true } as const;

/** What both tools say about metering. */
const METERING = 'Counts against the per-minute limit only: not against the monthly quota, and not written to the request history.';

/** A schema of the OpenAPI document with its `$ref`s to `components.schemas` replaced by the schemas (a tool's schema stands alone). */
function inlined(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlined);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $ref: target } = schema as { $ref?: unknown };
  if (typeof target === 'string') return inlined(ACCOUNT_SCHEMAS[target.replace('#/components/schemas/', '')]);
  return Object.fromEntries(Object.entries(schema).map(([name, value]) => [name, inlined(value)]));
}

/** A tool's output schema: the data of the account endpoint it mirrors, or the API's error envelope with isError. */
function outputSchemaOf(name: string): Tool['outputSchema'] {
  return { type: 'object', anyOf: [inlined(ACCOUNT_SCHEMAS[name] as JsonSchemaObject), TOOL_ERROR_SCHEMA] } as Tool['outputSchema'];
}

/**
 * The MCP tools of the caller's account, beside the operation tools over `/mcp`: `account_usage`
 * (no arguments; the data of `GET /api/v1/account`) and `account_history` (the query of
 * `GET /api/v1/account/history` as arguments, its data as the result), each with the output schema
 * of its data (the OpenAPI document's `Account` and `HistoryPage`) or of the error envelope.
 *
 * @returns The two tools.
 * @example
 * accountTools().map((tool) => tool.name) //=> ['account_usage', 'account_history']
 */
export function accountTools(): Tool[] {
  return [
    {
      name: 'account_usage',
      title: 'Account usage',
      description: `The calling key's account: plan, features, the per-minute and monthly limits with what is used and left and when each resets, and the history retention (the data of GET /api/v1/account). Takes no arguments: any is a tool error UNKNOWN_FIELD. ${METERING}`,
      inputSchema: { type: 'object', properties: {}, additionalProperties: false },
      outputSchema: outputSchemaOf('Account'),
      annotations: READ_ONLY,
    },
    {
      name: 'account_history',
      title: 'Account request history',
      description: `The account's request history, newest first, one page at a time (the data of GET /api/v1/account/history: entries, next_cursor, retention_days). Pass next_cursor back as cursor for the next page. On the free plan, which keeps no history, a tool error FEATURE_NOT_AVAILABLE. ${METERING}`,
      inputSchema: {
        type: 'object',
        properties: {
          limit: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX, default: HISTORY_PAGE_DEFAULT, description: 'Entries per page.' },
          cursor: { type: 'string', description: 'The next_cursor of the previous page.' },
          operation: { type: 'string', enum: [...OPERATION_NAMES], description: 'Only calls of this operation.' },
          status: { type: 'integer', minimum: 100, maximum: 599, description: 'Only calls that answered this HTTP status.' },
          since: { type: 'string', description: 'Only calls at or after: YYYY-MM-DD (start of that UTC day) or an ISO 8601 instant.' },
          until: { type: 'string', description: 'Only calls at or before: YYYY-MM-DD (end of that UTC day) or an ISO 8601 instant.' },
        },
        additionalProperties: false,
      },
      outputSchema: outputSchemaOf('HistoryPage'),
      annotations: READ_ONLY,
    },
  ];
}
