// The `daycalc` command: `daycalc <operation> [json | --field value ...]`, `daycalc serve` and
// `daycalc mcp` (both loaded on demand, so a one-off calculation never loads the HTTP or MCP stack).
import { nodeCliIo } from './nodeCliIo.ts';
import { runCli } from './runCli.ts';

const argv = process.argv.slice(2);
const [command, ...rest] = argv;
if (command === 'serve') process.exitCode = await (await import('./serve.ts')).runServe(rest);
else if (command === 'mcp') process.exitCode = await (await import('./mcp.ts')).runMcp(rest);
else process.exitCode = await runCli(argv, nodeCliIo());
