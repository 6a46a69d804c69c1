import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createMcpServer, type McpContext } from './createMcpServer.ts';

/** An MCP answer over HTTP, before the gateway adds its headers. */
export interface McpHttpAnswer {
  readonly status: number;
  /** The transport's own headers (content type, MCP protocol headers). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

/**
 * Answers one MCP Streamable HTTP request in stateless mode (a fresh server and transport per
 * request, JSON answers rather than SSE), on an already authenticated, metered and parsed body.
 *
 * @param request - The request (its body has been read; `parsedBody` is used instead).
 * @param parsedBody - The JSON-RPC message.
 * @param context - Today's date and the account's saved calendars.
 * @returns Status, the transport's headers and the body text.
 * @example
 * await handleMcpHttp(request, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { today: () => '2026-01-01' })
 */
export async function handleMcpHttp(request: Request, parsedBody: unknown, context: McpContext): Promise<McpHttpAnswer> {
  const server = createMcpServer(context);
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true }); // no sessionIdGenerator: stateless
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request, { parsedBody });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = response.body === null ? null : await response.text();
    return { status: response.status, headers, body: body === '' && response.status === 202 ? null : body };
  } finally {
    await server.close().catch(() => undefined);
  }
}
