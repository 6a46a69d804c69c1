// The `daycalc` command: `daycalc <operation> [json | --field value ...]`, and hooks for other subcommands.
import { nodeCliIo } from './nodeCliIo.ts';
import { runCli } from './runCli.ts';

type RunServe = (argv: string[]) => Promise<number>;

/** Runs `daycalc serve` from `./serve.ts` when this build has it; otherwise a usage error. */
async function runServeCommand(argv: string[]): Promise<number> {
  // A template literal keeps serve.ts optional: esbuild bundles it when it exists (a glob import),
  // tsc does not require it, and a build without it fails here at run time instead of at build time.
  const variant = '';
  let runServe: RunServe | undefined;
  let reason = '';
  try {
    ({ runServe } = (await import(`./serve${variant}.ts`)) as { runServe?: RunServe });
  } catch (error) {
    reason = error instanceof Error ? ` (${error.message})` : '';
  }
  if (typeof runServe !== 'function') {
    process.stderr.write(`daycalc: serve is not available in this build${reason}\n`);
    return 2;
  }
  return runServe(argv);
}

const argv = process.argv.slice(2);
process.exitCode = argv[0] === 'serve' ? await runServeCommand(argv.slice(1)) : await runCli(argv, nodeCliIo());
