import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from '../mcp/createMcpServer.ts';
import { currentUtcDate } from './nodeCliIo.ts';

/**
 * `daycalc mcp`: an MCP server over stdio for an assistant on the user's own machine: the ten
 * operations as tools, no key and no metering, "today" from this process's clock (UTC). Runs until
 * stdin closes.
 *
 * @param argv - The arguments after `mcp` (none are accepted).
 * @returns The exit code once the client has gone.
 * @example
 * process.exitCode = await runMcp([])
 */
export async function runMcp(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    process.stderr.write(`daycalc mcp: takes no arguments (got ${argv.join(' ')})\nUsage: daycalc mcp\n`);
    return 2;
  }
  const server = createMcpServer({ today: currentUtcDate });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close().catch(() => undefined);
  return 0;
}
