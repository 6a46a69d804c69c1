import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from '../mcp/createMcpServer.ts';
import { currentUtcDate } from './nodeCliIo.ts';
import { trackPendingRequests } from '../node/trackPendingRequests.ts';

/**
 * `daycalc mcp`: an MCP server over stdio for an assistant on the user's own machine: the catalog's
 * operations as tools, no key and no metering, "today" from this process's clock (UTC). Runs until
 * stdin closes, then answers the requests it has read and exits.
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
  let inputEnded = false;
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
    process.stdin.once('end', () => {
      inputEnded = true;
      resolve();
    });
  });
  await server.connect(transport);
  const pending = trackPendingRequests(transport);
  await closed;
  // The client closed its end after its last request: answer every request already read (a call that
  // loads holiday data is still running) before closing, for at most a minute.
  if (inputEnded) await Promise.race([pending.idle(), new Promise((resolve) => setTimeout(resolve, 60_000).unref())]);
  await server.close().catch(() => undefined);
  return 0;
}
