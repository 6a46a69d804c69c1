import type { ErrorCode } from '../errors.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';
import type { RunContext } from '../operations/operationDefinition.ts';
import type { AccountMeter, Caller } from './accountMeter.ts';
import { MAX_BODY_BYTES } from './protocol.ts';
import { readLimitedBody } from './readLimitedBody.ts';
import { redactKeys } from './redactKeys.ts';
import { gatewayHeaders, type MeterState, type ResponseFactory } from './responses.ts';
import type { HistoryEntry } from './stores.ts';

/** The JSON-RPC error code of an `/mcp` request over the limit (implementation-defined server error range). */
export const MCP_LIMIT_ERROR = -32029;

/** The meter headers of an answer given before any counter was read (the `/mcp` route without its SDK). */
const UNMETERED: MeterState = { rateLimit: 0, rateRemaining: 0, quotaLimit: 0, quotaRemaining: 0 };

/** What `/mcp` answers (503 `SERVICE_UNAVAILABLE`) when the MCP SDK, an optional peer dependency, is not installed. */
const MCP_SDK_MISSING = 'MCP over HTTP needs the MCP SDK, which is not installed: npm i @modelcontextprotocol/sdk';

type McpHttpModule = typeof import('../mcp/handleMcpHttp.ts');

/**
 * Loads the MCP transport (and with it `@modelcontextprotocol/sdk`, an optional peer dependency) on
 * the first `/mcp` request, so importing `daycalc/gateway` never needs the SDK.
 *
 * @returns The module, or `undefined` when the SDK is not installed.
 */
async function loadMcpHttp(): Promise<McpHttpModule | undefined> {
  try {
    return await import('../mcp/handleMcpHttp.ts');
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    // ESM reports ERR_MODULE_NOT_FOUND; the CommonJS build's require MODULE_NOT_FOUND.
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String(message).includes('@modelcontextprotocol/sdk')) return undefined;
    throw error;
  }
}

/** What `/mcp` needs from the gateway. */
export interface McpRouteContext {
  readonly create: ResponseFactory;
  readonly keyPrefix: string;
  readonly meter: AccountMeter;
  readonly today: (time: number) => string;
  readonly calendarsOf: (caller: Caller) => RunContext['calendars'] | undefined;
  readonly errorResponse: (requestId: string, code: ErrorCode, message: string, meter: MeterState, extra?: Readonly<Record<string, string>>) => Response;
  readonly recordCall: (caller: Caller, requestId: string, time: number, operation: string, via: HistoryEntry['via'], status: number, code: string | null) => Promise<void>;
  /** Answers a body that could not be read (a client abort, ruling 24). */
  readonly unreadable: (requestId: string, error: unknown, meter: MeterState) => Response;
}

/** Answers one authenticated `POST /mcp` request. */
export type ServeMcp = (request: Request, caller: Caller, requestId: string, time: number) => Promise<Response>;

/**
 * Creates the `/mcp` handler (MCP over Streamable HTTP, stateless, JSON answers) for requests whose
 * key has been checked. Metering follows ruling 23: every request (initialize, tools/list,
 * notifications, batches, parse errors, 413s) counts against the per-minute limit, checked before
 * the body is read; a `tools/call` alone also counts against the monthly quota and is written to
 * the request history. Over a limit the answer is a 429 JSON-RPC error `MCP_LIMIT_ERROR` with the
 * API's code in `data.code` (id `null` for the minute, since the body is then never read).
 *
 * @param context - Response building, metering, history and the key prefix.
 * @returns The handler.
 * @example
 * const serveMcp = createMcpRoute(context);
 * const response = await serveMcp(request, caller, requestId, now);
 */
export function createMcpRoute(context: McpRouteContext): ServeMcp {
  const { create } = context;
  const jsonRpcError = (requestId: string, status: number, id: unknown, code: number, message: string, meter: MeterState, data?: Record<string, unknown>, extra: Record<string, string> = {}): Response =>
    create(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data === undefined ? {} : { data }) } }), {
      status,
      headers: gatewayHeaders(requestId, meter, extra),
    });

  let mcpHttp: Promise<McpHttpModule | undefined> | undefined;
  return async (request, caller, requestId, time) => {
    // Before any counter moves: an answer the server cannot give is never metered.
    mcpHttp ??= loadMcpHttp();
    const loaded = await mcpHttp;
    // Installing the SDK then takes a restart (the runtime keeps a failed import).
    if (loaded === undefined) return context.errorResponse(requestId, 'SERVICE_UNAVAILABLE', MCP_SDK_MISSING, UNMETERED);
    const { handleMcpHttp } = loaded;
    const minute = await context.meter.minute(caller, time);
    if (!minute.allowed) {
      return jsonRpcError(requestId, 429, null, MCP_LIMIT_ERROR, minute.message, minute.meter, { code: minute.code, request_id: requestId }, { 'retry-after': minute.retryAfter });
    }
    let meter = minute.meter;
    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === 'unreadable') return context.unreadable(requestId, body.error, meter);
      return context.errorResponse(requestId, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${MAX_BODY_BYTES} bytes`, meter);
    }
    const parsed = parseJsonBody(body.text);
    if (!parsed.ok) return jsonRpcError(requestId, 400, null, -32700, 'Parse error: the body is not JSON', meter);
    const message = parsed.value as { method?: unknown; id?: unknown; params?: { name?: unknown } } | unknown[];
    if (Array.isArray(message)) {
      return jsonRpcError(requestId, 400, null, -32600, 'Invalid request: JSON-RPC batches are not accepted; send one message per request', meter);
    }
    const toolCall = typeof message === 'object' && message !== null && message.method === 'tools/call';
    if (toolCall) {
      const month = await context.meter.month(caller, meter, time);
      meter = month.meter;
      if (!month.allowed) {
        return jsonRpcError(requestId, 429, message.id, MCP_LIMIT_ERROR, month.message, meter, { code: month.code, request_id: requestId }, { 'retry-after': month.retryAfter });
      }
    }
    const calendars = context.calendarsOf(caller);
    let outcome: { tool: string; status: number; code: string | null } | undefined;
    const answer = await handleMcpHttp(request, parsed.value, {
      today: () => context.today(time),
      onToolResult: (tool, result) => {
        outcome = { tool, status: result.status, code: result.ok ? null : result.error.code };
      },
      ...(calendars === undefined ? {} : { calendars }),
    });
    if (toolCall) {
      // A tools/call the SDK rejected before any tool ran (bad params) is an invalid request.
      const name = (message as { params?: { name?: unknown } }).params?.name;
      outcome ??= { tool: typeof name === 'string' ? name : '', status: 400, code: 'INVALID_REQUEST' };
      await context.recordCall(caller, requestId, time, outcome.tool, 'mcp', outcome.status, outcome.code);
    }
    const text = answer.body === null ? null : redactKeys(answer.body, context.keyPrefix);
    const { 'content-type': contentType, 'content-length': _length, ...transportHeaders } = answer.headers;
    return create(text, { status: answer.status, headers: { ...transportHeaders, ...gatewayHeaders(requestId, meter, contentType === undefined ? {} : { 'content-type': contentType }) } });
  };
}
