import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { CallToolRequestSchema, ListToolsRequestSchema, RequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { catalog, getOperation, OPERATION_NAMES } from '../catalog.ts';
import type { RunContext } from '../catalog/operationDefinition.ts';
import { jsonSchemaOf } from '../openapi/jsonSchemaOf.ts';
import { requestSchemaOf } from '../openapi/requestSchemaOf.ts';
import { execute, type ExecuteResult } from '../catalog/execute.ts';
import { requestFailure } from '../catalog/validateRequest.ts';
import { ACCOUNT_TOOL_NAMES } from '../protocol/wire.ts';
import type { McpAccountTools } from '../gateway/mcpAccountTools.ts';
import { accountTools } from './accountTools.ts';
import { DAYCALC_VERSION } from './serverVersion.ts';
import { TOOL_ERROR_SCHEMA, toolResult, type ToolResult } from './toolResult.ts';

/** What a tool call may use: today's date (`YYYY-MM-DD`, UTC) and the caller's saved calendars. */
export interface McpContext {
  /** Today in UTC, the default of `age.as_of_date`; read per call. */
  readonly today: () => string;
  /** The account's saved-calendar lookup, when it has the Business Calendars feature. */
  readonly calendars?: RunContext['calendars'];
  /** Who calls (an account), the unit of fairness for years outside the compiled tables (see `execute`). */
  readonly owner?: string;
  /** Cancels the calls of this request when it aborts (the HTTP request's signal; see `execute`). */
  readonly signal?: AbortSignal;
  /** Told of every tool call's outcome (the gateway records it in the request history). */
  readonly onToolResult?: (tool: string, result: ExecuteResult<unknown>) => void;
  /**
   * The caller's account tools, over `/mcp` (the gateway gives them): `account_usage` and
   * `account_history` are listed and answered only with them. The stdio server (`daycalc mcp`)
   * has no account, so it lists neither.
   */
  readonly account?: McpAccountTools;
}

/** The server's name and version in `initialize`: the package's version. */
export const MCP_SERVER_INFO = { name: 'daycalc', version: DAYCALC_VERSION } as const;

/**
 * `tools/call` as the protocol frames it, with `params` left unchecked: the SDK's own schema would
 * answer `arguments: []` with a -32603 and a schema dump; the handler answers it as the API does.
 */
const LENIENT_TOOL_CALL = RequestSchema.extend({ method: CallToolRequestSchema.shape.method });

/**
 * The MCP tool list: one tool per catalog operation, named like the operation, described by its
 * summary and description, with the request body's JSON Schema (from the same valibot field table as
 * the HTTP API and the OpenAPI document) as input schema.
 *
 * @returns The ten tools, in the catalog's order.
 * @example
 * mcpTools().map((tool) => tool.name).includes('add-business-days') //=> true
 */
export function mcpTools(): Tool[] {
  return OPERATION_NAMES.map((name) => {
    const definition = catalog[name];
    return {
      name,
      title: definition.summary.replace(/\.$/, ''),
      description: `${definition.summary} ${definition.description} Errors come back with isError and { error: { code, message } } using the HTTP API's codes.`,
      inputSchema: requestSchemaOf(definition) as Tool['inputSchema'],
      // The operation's `data` on success, the API's error envelope with isError.
      outputSchema: { type: 'object', anyOf: [jsonSchemaOf(definition.response, 'output'), TOOL_ERROR_SCHEMA] } as Tool['outputSchema'],
      annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: true },
    };
  });
}

/**
 * Runs one `tools/call` with unchecked params: a name that is not a string, or arguments that are
 * not an object, are tool errors with the code the HTTP API gives (`INVALID_REQUEST` for a body that
 * is not an object), never a protocol error.
 */
async function callTool(params: unknown, context: McpContext): Promise<{ name: string; result: ExecuteResult<unknown> }> {
  const { name, arguments: args } = (typeof params === 'object' && params !== null ? params : {}) as { name?: unknown; arguments?: unknown };
  const names = context.account === undefined ? OPERATION_NAMES : [...OPERATION_NAMES, ...ACCOUNT_TOOL_NAMES];
  if (typeof name !== 'string') {
    return { name: '', result: requestFailure('INVALID_REQUEST', undefined, `params.name must be the name of a tool; the tools are ${names.join(', ')}`) };
  }
  const accountTool = context.account !== undefined && (ACCOUNT_TOOL_NAMES as readonly string[]).includes(name) ? context.account[name as keyof McpAccountTools] : undefined;
  if (accountTool !== undefined) return { name, result: await accountTool(args) };
  if (getOperation(name) === undefined) {
    return { name, result: requestFailure('NOT_FOUND', undefined, `Unknown tool "${name}"; the tools are ${names.join(', ')}`) };
  }
  const options = {
    today: context.today(),
    ...(context.calendars === undefined ? {} : { calendars: context.calendars }),
    ...(context.owner === undefined ? {} : { owner: context.owner }),
    ...(context.signal === undefined ? {} : { signal: context.signal }),
  };
  // Absent arguments are an empty object (MCP makes them optional); anything else goes to the API's checks as the body.
  return { name, result: await execute(name, args === undefined ? {} : args, options) };
}

/**
 * Creates an MCP server (the SDK's low-level `Server`, reporting the package's version) whose tools
 * are the catalog's operations, each with its input and output schema, and with `context.account`
 * the read-only account tools `account_usage` and `account_history`; a call runs `execute`, so tools
 * and HTTP operations give the same answers and the same error codes (`arguments: []` is a tool
 * error `INVALID_REQUEST`, as a JSON array body is over HTTP).
 *
 * @param context - Today's date and the saved-calendar lookup.
 * @returns The server, ready to `connect` to a transport.
 * @example
 * await createMcpServer({ today: () => '2026-01-01' }).connect(new StdioServerTransport())
 */
export function createMcpServer(context: McpContext): Server {
  const server = new Server(MCP_SERVER_INFO, { capabilities: { tools: {} } });
  const tools = context.account === undefined ? mcpTools() : [...mcpTools(), ...accountTools()];
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  // The base class's registration: the SDK's Server would check params with its strict schema first.
  Protocol.prototype.setRequestHandler.call(server, LENIENT_TOOL_CALL, async (request: { params?: unknown }): Promise<ToolResult> => {
    const { name, result } = await callTool(request.params, context);
    context.onToolResult?.(name, result);
    return toolResult(result);
  });
  return server;
}
