import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { OPERATION_NAMES } from '../catalog.ts';
import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX } from '../protocol.ts';

/** Read-only, no side effects, answers from the service's own data. */
const READ_ONLY = { readOnlyHint: true, openWorldHint: false, idempotentHint: true } as const;

/** What both tools say about metering. */
const METERING = 'Counts against the per-minute limit only: not against the monthly quota, and not written to the request history.';

/**
 * The MCP tools of the caller's account, beside the operation tools over `/mcp`: `account_usage`
 * (no arguments; the data of `GET /api/v1/account`) and `account_history` (the query of
 * `GET /api/v1/account/history` as arguments, its data as the result).
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
      annotations: READ_ONLY,
    },
  ];
}
