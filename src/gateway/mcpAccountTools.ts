import { requestFailure, type RequestFailure } from '../catalog/validateRequest.ts';
import { accountUsage, type AccountUsage } from './accountHandler.ts';
import { HISTORY_PARAMETERS, noHistoryMessage, parseHistoryQuery, readHistoryPage, type HistoryPage } from './accountHistory.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RequestContext } from './requestContext.ts';

/** A tool's outcome in `execute`'s shape (`ExecuteResult`), so the MCP server renders it like an operation's. */
export type AccountToolOutcome<D> = { readonly ok: true; readonly status: 200; readonly data: D } | RequestFailure;

/** The account tools the gateway gives its MCP transport (`account_usage`, `account_history`). */
export interface McpAccountTools {
  /** The data of `GET /api/v1/account`. */
  usage(): AccountToolOutcome<AccountUsage>;
  /** The data of `GET /api/v1/account/history`, with the query as tool arguments. */
  history(args: unknown): Promise<AccountToolOutcome<HistoryPage>>;
}

/** The history arguments as the query's text values (numbers for `limit`/`status`, strings for the rest). */
function historyValues(args: unknown): ReadonlyMap<string, string> | RequestFailure {
  if (args === undefined) return new Map();
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return requestFailure('INVALID_REQUEST', undefined, 'The arguments must be a JSON object');
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(args)) {
    if (!(HISTORY_PARAMETERS as readonly string[]).includes(name)) {
      return requestFailure('UNKNOWN_FIELD', name, `Unknown argument "${name}"; account_history accepts: ${HISTORY_PARAMETERS.join(', ')}`);
    }
    const numeric = name === 'limit' || name === 'status';
    if (numeric ? !(typeof value === 'number' && Number.isInteger(value)) : typeof value !== 'string') {
      const dated = name === 'since' || name === 'until';
      return requestFailure(dated ? 'INVALID_DATE' : 'VALIDATION_ERROR', name, `${name} must be ${numeric ? 'an integer' : 'a string'}`);
    }
    values.set(name, String(value));
  }
  return values;
}

/**
 * Creates the account tools of one `/mcp` request for its authenticated caller: the same data and
 * error codes as `GET /api/v1/account` and `GET /api/v1/account/history` (a plan without history:
 * `FEATURE_NOT_AVAILABLE`). The request was metered on the minute; these tools add nothing to it.
 *
 * @param services - The gateway's shared parts.
 * @param context - The `/mcp` request's context (caller, meter numbers, time).
 * @returns The tools.
 * @example
 * createMcpAccountTools(services, context).usage() //=> { ok: true, status: 200, data: { account_id: 'acct_1', … } }
 */
export function createMcpAccountTools(services: GatewayServices, context: RequestContext): McpAccountTools {
  return {
    usage: () => ({ ok: true, status: 200, data: accountUsage(context) }),
    history: async (args) => {
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
