import { requestFailure, type RequestFailure } from '../catalog/validateRequest.ts';
import { invalidField } from '../messages.ts';
import type { ACCOUNT_TOOL_NAMES } from '../protocol/wire.ts';
import { accountUsage, type AccountUsage } from './accountHandler.ts';
import { HISTORY_PARAMETERS, noHistoryMessage, parseHistoryQuery, readHistoryPage, type HistoryPage } from './accountHistory.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RequestContext } from './requestContext.ts';

/** A tool's outcome in `execute`'s shape (`ExecuteResult`), so the MCP server renders it like an operation's. */
export type AccountToolOutcome<D> = { readonly ok: true; readonly status: 200; readonly data: D } | RequestFailure;

/**
 * The account tools the gateway gives its MCP transport, by the name their endpoint's declaration
 * gives them (`ACCOUNT_ENDPOINTS`): each answers its arguments with the endpoint's data.
 */
export type McpAccountTools = { readonly [Name in (typeof ACCOUNT_TOOL_NAMES)[number]]: (args: unknown) => AccountToolOutcome<unknown> | Promise<AccountToolOutcome<unknown>> };

/**
 * A tool's arguments as their entries, checked as the API checks a body and a query: absent is none,
 * not an object is `INVALID_REQUEST`, a name the tool does not take is `UNKNOWN_FIELD` naming it.
 */
function argumentEntries(tool: string, args: unknown, accepted: readonly string[]): Array<[string, unknown]> | RequestFailure {
  if (args === undefined) return [];
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return requestFailure('INVALID_REQUEST', undefined, 'The arguments must be a JSON object');
  const entries = Object.entries(args);
  const unknown = entries.find(([name]) => !accepted.includes(name));
  if (unknown !== undefined) {
    const takes = accepted.length === 0 ? 'takes no arguments' : `accepts: ${accepted.join(', ')}`;
    return requestFailure('UNKNOWN_FIELD', unknown[0], `Unknown argument "${unknown[0]}"; ${tool} ${takes}`);
  }
  return entries;
}

/** The history arguments as the query's text values, one each (numbers for `limit`/`status`, strings for the rest). */
function historyValues(args: unknown): ReadonlyMap<string, readonly string[]> | RequestFailure {
  const entries = argumentEntries('account_history', args, HISTORY_PARAMETERS);
  if (!Array.isArray(entries)) return entries;
  const values = new Map<string, readonly string[]>();
  for (const [name, value] of entries) {
    const numeric = name === 'limit' || name === 'status';
    if (numeric ? !(typeof value === 'number' && Number.isInteger(value)) : typeof value !== 'string') {
      const dated = name === 'since' || name === 'until';
      return requestFailure(dated ? 'INVALID_DATE' : 'VALIDATION_ERROR', name, invalidField(name, numeric ? 'an integer' : 'a string', value));
    }
    // A list of one, as a query string gives it (text of several characters is not several values).
    values.set(name, [String(value)]);
  }
  return values;
}

/**
 * Creates the account tools of one `/mcp` request for its authenticated caller: the same data and
 * error codes as `GET /api/v1/account` and `GET /api/v1/account/history` (a plan without history:
 * `FEATURE_NOT_AVAILABLE`; arguments a tool does not take, `account_usage` any: `UNKNOWN_FIELD`). The request was metered on the minute; these tools add nothing to it.
 *
 * @param services - The gateway's shared parts.
 * @param context - The `/mcp` request's context (caller, meter numbers, time).
 * @returns The tools.
 * @example
 * createMcpAccountTools(services, context).account_usage({}) //=> { ok: true, status: 200, data: { account_id: 'acct_1', … } }
 */
export function createMcpAccountTools(services: GatewayServices, context: RequestContext): McpAccountTools {
  return {
    account_usage: (args): AccountToolOutcome<AccountUsage> => {
      const entries = argumentEntries('account_usage', args, []);
      return Array.isArray(entries) ? { ok: true, status: 200, data: accountUsage(context) } : entries;
    },
    account_history: async (args): Promise<AccountToolOutcome<HistoryPage>> => {
      const caller = context.caller!;
      if (!(caller.plan.history_days > 0)) return requestFailure('FEATURE_NOT_AVAILABLE', undefined, noHistoryMessage(caller.account.plan));
      const values = historyValues(args);
      if (!(values instanceof Map)) return values as RequestFailure;
      const query = parseHistoryQuery(values);
      if (!query.ok) return query;
      return { ok: true, status: 200, data: await readHistoryPage(services.stores.history, caller, query.value, context.time) };
    },
  };
}
