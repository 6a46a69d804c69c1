import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { catalog, getOperation, OPERATION_NAMES } from '../catalog.ts';
import type { RunContext } from '../operations/operationDefinition.ts';
import { requestSchemaOf } from '../openapi/requestSchemaOf.ts';
import { execute, type ExecuteResult } from '../requests/execute.ts';
import { requestFailure } from '../requests/validateRequest.ts';
import { toolResult } from './toolResult.ts';

/** What a tool call may use: today's date (`YYYY-MM-DD`, UTC) and the caller's saved calendars. */
export interface McpContext {
  /** Today in UTC, the default of `age.as_of_date`; read per call. */
  readonly today: () => string;
  /** The account's saved-calendar lookup, when it has the Business Calendars feature. */
  readonly calendars?: RunContext['calendars'];
  /** Told of every tool call's outcome (the gateway records it in the request history). */
  readonly onToolResult?: (tool: string, result: ExecuteResult<unknown>) => void;
}

/** The server's name and version in `initialize`. */
export const MCP_SERVER_INFO = { name: 'daycalc', version: '1' } as const;

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
      annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: true },
    };
  });
}

/**
 * Creates an MCP server (the SDK's low-level `Server`) whose tools are the ten operations; a call
 * runs `execute`, so tools and HTTP operations give the same answers and the same error codes.
 *
 * @param context - Today's date and the saved-calendar lookup.
 * @returns The server, ready to `connect` to a transport.
 * @example
 * await createMcpServer({ today: () => '2026-01-01' }).connect(new StdioServerTransport())
 */
export function createMcpServer(context: McpContext): Server {
  const server = new Server(MCP_SERVER_INFO, { capabilities: { tools: {} } });
  const tools = mcpTools();
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    let result: ExecuteResult<unknown>;
    if (getOperation(name) === undefined) {
      result = requestFailure('NOT_FOUND', undefined, `Unknown tool "${name}"; the tools are ${OPERATION_NAMES.join(', ')}`);
    } else {
      const options = { today: context.today(), ...(context.calendars === undefined ? {} : { calendars: context.calendars }) };
      result = await execute(name, args ?? {}, options);
    }
    context.onToolResult?.(name, result);
    return toolResult(result);
  });
  return server;
}
