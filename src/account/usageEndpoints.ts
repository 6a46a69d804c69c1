import { OPERATION_NAMES } from '../catalog.ts';
import { ACCOUNT_PATH, HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX } from '../protocol/wire.ts';
import { schemaRef as ref, type AccountEndpoint } from './accountEndpoint.ts';

/** `GET /api/v1/account`: the calling key's account and usage; the MCP tool `account_usage`. */
export const getAccount: AccountEndpoint<'getAccount'> = {
  method: 'GET',
  path: ACCOUNT_PATH,
  operationId: 'getAccount',
  summary: 'The calling key\'s account.',
  description: 'Account id, plan, features, the per-minute and monthly limits with what is used and left, and the history retention. Takes no query parameters.',
  success: { status: 200, description: 'The account.', data: ref('Account') },
  errors: [],
  tool: {
    name: 'account_usage',
    title: 'Account usage',
    description: 'The calling key\'s account: plan, features, the per-minute and monthly limits with what is used and left and when each resets, and the history retention (the data of GET /api/v1/account). Takes no arguments: any is a tool error UNKNOWN_FIELD.',
    input: { type: 'object', properties: {}, additionalProperties: false },
  },
};

/** `GET /api/v1/account/history`: one page of the account's request history; the MCP tool `account_history`. */
export const getAccountHistory: AccountEndpoint<'getAccountHistory'> = {
  method: 'GET',
  path: `${ACCOUNT_PATH}/history`,
  operationId: 'getAccountHistory',
  summary: 'The account\'s request history.',
  description:
    'Metered calls within the plan\'s retention, newest first, one page at a time, filtered by operation, status and time. The free plan keeps no history: 403 FEATURE_NOT_AVAILABLE. Unknown parameters are 400 UNKNOWN_FIELD; bad values VALIDATION_ERROR (dates: INVALID_DATE), naming the parameter.',
  parameters: [
    { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX, default: HISTORY_PAGE_DEFAULT } },
    { name: 'cursor', in: 'query', required: false, description: 'The `next_cursor` of the previous page (opaque).', schema: { type: 'string' } },
    { name: 'operation', in: 'query', required: false, schema: { type: 'string', enum: [...OPERATION_NAMES] } },
    { name: 'status', in: 'query', required: false, schema: { type: 'integer', minimum: 100, maximum: 599 } },
    { name: 'since', in: 'query', required: false, description: 'YYYY-MM-DD (the start of that UTC day) or an ISO 8601 instant; a bad one is INVALID_DATE.', schema: { type: 'string' } },
    { name: 'until', in: 'query', required: false, description: 'YYYY-MM-DD (the end of that UTC day) or an ISO 8601 instant; a bad one is INVALID_DATE.', schema: { type: 'string' } },
  ],
  success: { status: 200, description: 'One page.', data: ref('HistoryPage') },
  errors: ['INVALID_DATE', 'VALIDATION_ERROR', 'FEATURE_NOT_AVAILABLE'],
  meanings: {
    INVALID_DATE: '`since` or `until` is neither a YYYY-MM-DD date nor an ISO 8601 instant',
    VALIDATION_ERROR: 'a query parameter has a bad value (`limit`, `cursor`, `operation`, `status`)',
    FEATURE_NOT_AVAILABLE: 'the account is on the free plan, which keeps no request history',
  },
  tool: {
    name: 'account_history',
    title: 'Account request history',
    description:
      'The account\'s request history, newest first, one page at a time (the data of GET /api/v1/account/history: entries, next_cursor, retention_days). Pass next_cursor back as cursor for the next page. On the free plan, which keeps no history, a tool error FEATURE_NOT_AVAILABLE.',
    input: {
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
  },
};
