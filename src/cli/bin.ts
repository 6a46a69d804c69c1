// The `daycalc` command: `daycalc <operation> [json | --field value ...]` and `daycalc serve` (loaded on
// demand, so a one-off calculation never loads the HTTP stack).
import { nodeCliIo } from './nodeCliIo.ts';
import { runCli } from './runCli.ts';

const argv = process.argv.slice(2);
process.exitCode = argv[0] === 'serve' ? await (await import('./serve.ts')).runServe(argv.slice(1)) : await runCli(argv, nodeCliIo());
