// The `daycalc` command: `daycalc <operation> [json | --field value ...]`, `daycalc serve`,
// `daycalc mcp`, `daycalc conform`, `daycalc keys` and `daycalc history` (loaded on demand, so a
// one-off calculation loads none of them, and none of the optional peer dependencies they use).
import { nodeCliIo } from './nodeCliIo.ts';
import { runCli } from './runCli.ts';

/**
 * The optional peer dependencies (package.json `peerDependenciesMeta`) of the server-side commands:
 * `npm i daycalc` installs none of them. `keys revoke` needs jsonc-parser (it edits a config file's text);
 * `conform` needs fast-check (the conformance kit's generators).
 */
const COMMAND_PEERS: Readonly<Record<string, readonly string[]>> = {
  serve: ['srvx'],
  mcp: ['@modelcontextprotocol/sdk'],
  keys: ['jsonc-parser'],
  history: ['ioredis'],
  conform: ['fast-check'],
};

/** Every such peer: any command may load one on the way (`serve --redis`, or a config's `store.redis`, loads ioredis). */
const OPTIONAL_PEERS = new Set(Object.values(COMMAND_PEERS).flat());

/** The package a failed import could not find (`ERR_MODULE_NOT_FOUND`, or `MODULE_NOT_FOUND` from a require), if any. */
function missingPackage(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  return /Cannot find (?:package|module) '((?:@[^/']+\/)?[^/']+)/.exec(String((error as Error).message))?.[1];
}

/**
 * Runs a server-side command; when one of its optional peer dependencies is not installed, prints
 * the exact install command (and the npx form) instead of a stack trace and exits 1.
 */
async function runWithPeers(command: string, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    const missing = missingPackage(error);
    if (missing === undefined || !OPTIONAL_PEERS.has(missing)) throw error;
    const own = COMMAND_PEERS[command] ?? [];
    const packages = own.includes(missing) ? own : [missing];
    const what = missing === 'ioredis' && command === 'serve' ? 'serve --redis' : command;
    const withNpx = [...new Set([...own, missing])].map((name) => `-p ${name}`).join(' ');
    process.stderr.write(`daycalc ${what} needs ${packages.join(' and ')}: npm i ${packages.join(' ')}\n(or, without a project: npx -p daycalc ${withNpx} daycalc ${command})\n`);
    return 1;
  }
}

const argv = process.argv.slice(2);
const [command, ...rest] = argv;
if (command === 'serve') process.exitCode = await runWithPeers(command, async () => (await import('./serve.ts')).runServe(rest));
else if (command === 'mcp') process.exitCode = await runWithPeers(command, async () => (await import('./mcp.ts')).runMcp(rest));
else if (command === 'conform') process.exitCode = await runWithPeers(command, async () => (await import('./conform.ts')).runConform(rest));
else if (command === 'keys') process.exitCode = await runWithPeers(command, async () => (await import('./keys.ts')).runKeys(rest));
else if (command === 'history') process.exitCode = await runWithPeers(command, async () => (await import('./history.ts')).runHistory(rest));
else process.exitCode = await runCli(argv, nodeCliIo());
