import type { RunContext } from '../catalog/operationDefinition.ts';
import type { ErrorCode } from '../protocol/errorCodes.ts';
import { ACCOUNT_TOOL_NAMES, MAX_BODY_BYTES } from '../protocol/wire.ts';
import { createMcpAccountTools, type McpAccountTools } from './mcpAccountTools.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';
import { readLimitedBody } from './readLimitedBody.ts';
import { redactKeys } from '../keys/redactKeys.ts';
import { clientGone, type RequestContext } from './requestContext.ts';
import type { RouteHandlerFactory } from './routeHandler.ts';

/** The JSON-RPC error code of an `/mcp` request over the limit (implementation-defined server error range). */
export const MCP_LIMIT_ERROR = -32029;

/** What `/mcp` answers (503 `SERVICE_UNAVAILABLE`) when the MCP SDK, an optional peer dependency, is not installed. */
const MCP_SDK_MISSING = 'MCP over HTTP needs the MCP SDK, which is not installed: npm i @modelcontextprotocol/sdk';

/** A tool call's outcome as the transport reports it (an `execute` result fits). */
export type McpToolOutcome = { readonly ok: true; readonly status: number } | { readonly ok: false; readonly status: number; readonly error: { readonly code: ErrorCode } };

/** What the gateway gives the MCP transport for one request. */
export interface McpTransportContext {
  /** Today in UTC, read per call. */
  readonly today: () => string;
  /** The account's saved-calendar lookup, when it has the Business Calendars feature. */
  readonly calendars?: RunContext['calendars'];
  /** Told the outcome of every tool call. */
  readonly onToolResult?: (tool: string, result: McpToolOutcome) => void;
  /** The caller's account tools (`account_usage`, `account_history`). */
  readonly account?: McpAccountTools;
  /** The caller's account: the unit of fairness for years outside the compiled tables. */
  readonly owner?: string;
  /** The request's signal: a client that hangs up cancels the years its tool calls wait for. */
  readonly signal?: AbortSignal;
}

/** The transport's answer, before the gateway adds its headers. */
export interface McpTransportAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

/** Answers one MCP Streamable HTTP request on an authenticated, metered and parsed body (`src/mcp/handleMcpHttp.ts`). */
export type McpTransport = (request: Request, parsedBody: unknown, context: McpTransportContext) => Promise<McpTransportAnswer>;

/**
 * Loads the transport on the first `/mcp` request (so the gateway never needs the SDK until then).
 *
 * @returns The transport, or `undefined` when `@modelcontextprotocol/sdk` is not installed.
 */
async function loadTransport(load: () => Promise<McpTransport>): Promise<McpTransport | undefined> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    // ESM reports ERR_MODULE_NOT_FOUND; the CommonJS build's require MODULE_NOT_FOUND.
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String(message).includes('@modelcontextprotocol/sdk')) return undefined;
    throw error;
  }
}

/**
 * Creates the `/mcp` route's handler factory (MCP over Streamable HTTP, stateless, JSON answers)
 * for requests whose key has been checked, on a transport loaded on first use; the package entry
 * passes `src/mcp/`'s, so the gateway core never imports it. Metering (docs/decisions.md#mcp-metering): every
 * request (initialize, tools/list, notifications, batches, parse errors, 413s) counts against the
 * per-minute limit, checked before the body is read; a `tools/call` of an operation also counts
 * against the monthly quota and is written to the request history (the account tools
 * `account_usage` and `account_history` do not, like the account endpoints). Over a limit the answer is a 429 JSON-RPC
 * error `MCP_LIMIT_ERROR` with the API's code in `data.code` (id `null` for the minute, since the
 * body is then never read). Without the SDK installed `/mcp` is 503 `SERVICE_UNAVAILABLE`, never
 * metered.
 *
 * @param load - Imports the transport (a rejection naming `@modelcontextprotocol/sdk` means it is not installed).
 * @returns The factory, for `createGatewayCore`'s `handlers.mcp`.
 * @example
 * const mcp = createMcpHandler(loadMcpTransport); // loadMcpTransport: () => Promise<McpTransport>
 * const gateway = createGatewayCore({ environment: 'test', stores, handlers: { mcp } });
 */
export function createMcpHandler(load: () => Promise<McpTransport>): RouteHandlerFactory {
  return (services) => {
    const { respond, accountMeter, recordCall } = services;
    const jsonRpcError = (context: RequestContext, status: number, id: unknown, code: number, message: string, data?: Record<string, unknown>, extra: Record<string, string> = {}): Response =>
      respond.create(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data === undefined ? {} : { data }) } }), {
        status,
        headers: respond.headers(context, extra),
      });

    let transport: Promise<McpTransport | undefined> | undefined;
    return async (context) => {
      const caller = context.caller!;
      const { requestId, time } = context;
      // Before any counter moves: an answer the server cannot give is never metered.
      transport ??= loadTransport(load);
      const handleMcpHttp = await transport;
      // Installing the SDK then takes a restart (the runtime keeps a failed import).
      if (handleMcpHttp === undefined) return respond.error(context, 'SERVICE_UNAVAILABLE', MCP_SDK_MISSING);
      // The minute is checked before the body is read (a used-up minute answers 429 unread, docs/decisions.md#mcp-metering)
      // but counted after, together with the month for a tools/call: one step, so a store failure
      // answers 503 with nothing counted (docs/decisions.md#metering) and a quota 429 counts nothing either.
      const early = await accountMeter.peekMinute(caller, time);
      context.meter = early.meter;
      if (!early.allowed) {
        return jsonRpcError(context, 429, null, MCP_LIMIT_ERROR, early.message, { code: early.code, request_id: requestId }, { 'retry-after': early.retryAfter });
      }
      const body = await readLimitedBody(context.request, MAX_BODY_BYTES);
      const parsed = body.ok ? parseJsonBody(body.text) : undefined;
      const message = (parsed?.ok === true ? parsed.value : undefined) as { method?: unknown; id?: unknown; params?: { name?: unknown } } | unknown[] | undefined;
      const isToolCall = typeof message === 'object' && message !== null && !Array.isArray(message) && message.method === 'tools/call';
      const toolName = isToolCall ? (message as { params?: { name?: unknown } }).params?.name : undefined;
      // An account tool is metered like the account endpoints (docs/decisions.md#account-endpoints): the minute only, no history.
      const toolCall = isToolCall && !(ACCOUNT_TOOL_NAMES as readonly unknown[]).includes(toolName);
      const metered = toolCall ? await accountMeter.call(caller, time) : await accountMeter.minute(caller, time);
      context.meter = metered.meter;
      if (!metered.allowed) {
        const id = isToolCall ? (message as { id?: unknown }).id : null;
        return jsonRpcError(context, 429, id, MCP_LIMIT_ERROR, metered.message, { code: metered.code, request_id: requestId }, { 'retry-after': metered.retryAfter });
      }
      if (!body.ok) {
        if (body.reason === 'unreadable') return services.answerUnreadableBody(context, body.error);
        if (body.reason === 'not_utf8') return jsonRpcError(context, 400, null, -32700, 'Parse error: the body is not UTF-8, so not JSON');
        return respond.error(context, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${MAX_BODY_BYTES} bytes`);
      }
      if (parsed === undefined || !parsed.ok) return jsonRpcError(context, 400, null, -32700, 'Parse error: the body is not JSON');
      if (Array.isArray(message)) {
        return jsonRpcError(context, 400, null, -32600, 'Invalid request: JSON-RPC batches are not accepted; send one message per request');
      }
      const calendars = services.calendarsOf(caller);
      let outcome: { tool: string; status: number; code: string | null } | undefined;
      const answer = await handleMcpHttp(context.request, parsed.value, {
        today: () => services.today(time),
        onToolResult: (tool, result) => {
          // A call cancelled because the client hung up is 499 in the history, as over REST.
          const cancelled = !result.ok && result.error.code === 'SERVICE_UNAVAILABLE' && clientGone(context).aborted;
          outcome = cancelled ? { tool, status: 499, code: null } : { tool, status: result.status, code: result.ok ? null : result.error.code };
        },
        account: createMcpAccountTools(services, context),
        ...(calendars === undefined ? {} : { calendars }),
        owner: caller.account.id,
        signal: clientGone(context),
      });
      if (toolCall) {
        // A tools/call the SDK rejected before any tool ran (bad params) is an invalid request.
        outcome ??= { tool: typeof toolName === 'string' ? toolName : '', status: 400, code: 'INVALID_REQUEST' };
        await recordCall(context, outcome.tool, 'mcp', outcome.status, outcome.code);
      }
      const text = answer.body === null ? null : redactKeys(answer.body, services.keyPrefix);
      const { 'content-type': contentType, 'content-length': _length, ...transportHeaders } = answer.headers;
      return respond.create(text, { status: answer.status, headers: { ...transportHeaders, ...respond.headers(context, contentType === undefined ? {} : { 'content-type': contentType }) } });
    };
  };
}
