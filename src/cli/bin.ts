// The `daycalc` command: `daycalc <operation> [json | --field value ...]`, `daycalc serve`,
// `daycalc mcp`, `daycalc conform`, `daycalc keys` and `daycalc history` (loaded on demand, so a
// one-off calculation loads none of them).
import { nodeCliIo } from './nodeCliIo.ts';
import { runCli } from './runCli.ts';

/** `daycalc conform` needs fast-check, an optional peer dependency: say so plainly when it is missing. */
async function runConformCommand(args: string[]): Promise<number> {
  let conform: typeof import('./conform.ts');
  try {
    conform = await import('./conform.ts');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND' || !String(error).includes('fast-check')) throw error;
    process.stderr.write('daycalc conform needs fast-check: npm install --save-dev fast-check\n');
    return 2;
  }
  return conform.runConform(args);
}

const argv = process.argv.slice(2);
const [command, ...rest] = argv;
if (command === 'serve') process.exitCode = await (await import('./serve.ts')).runServe(rest);
else if (command === 'mcp') process.exitCode = await (await import('./mcp.ts')).runMcp(rest);
else if (command === 'conform') process.exitCode = await runConformCommand(rest);
else if (command === 'keys') process.exitCode = await (await import('./keys.ts')).runKeys(rest);
else if (command === 'history') process.exitCode = await (await import('./history.ts')).runHistory(rest);
else process.exitCode = await runCli(argv, nodeCliIo());
