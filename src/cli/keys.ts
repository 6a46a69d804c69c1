import { readFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { generateApiKey, keptKeyName, keyNameProblem, parseApiKey } from '../gateway/apiKeys.ts';
import { sha256Hex } from '../keys/sha256Hex.ts';
import { loadGatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { DEFAULT_KEY_PREFIX } from '../protocol/wire.ts';
import { replaceFileAtomically } from '../stores/file/replaceFileAtomically.ts';
import { takeFileLock } from '../stores/file/takeFileLock.ts';

const USAGE = [
  'Usage:',
  '  daycalc keys new --env test|live [--name NAME]',
  '                                     Print a fresh key (once) and the line for the config;',
  '                                     NAME (1-64 characters) names the key, e.g. "CI pipeline".',
  '  daycalc keys hash <key>            Print the SHA-256 of a key.',
  '  daycalc keys revoke --config FILE <key | sha256 | its first 12 hex digits>',
  '                                     Mark that key revoked in the config file (a running',
  '                                     daycalc serve picks the change up at once). To make it',
  '                                     active again, set its "status" to "active" in the file:',
  '                                     a running serve without Redis reloads and lifts the',
  '                                     revocation; on Redis also run redis-cli HDEL',
  '                                     "<namespace>:keystate:{key:<sha256>}" revoked_at.',
  '',
].join('\n');

function usageError(message: string): number {
  process.stderr.write(`daycalc keys: ${message}\n${USAGE}`);
  return 2;
}

interface Parsed {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

function parse(argv: string[], options: NonNullable<ParseArgsConfig['options']>): Parsed | string {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: true }) as Parsed;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function runNew(argv: string[]): number {
  const parsed = parse(argv, { env: { type: 'string' }, name: { type: 'string' } });
  if (typeof parsed === 'string') return usageError(parsed);
  const env = parsed.values['env'];
  if (env !== 'test' && env !== 'live') return usageError('--env must be test or live');
  const name = parsed.values['name'];
  const nameProblem = typeof name === 'string' ? keyNameProblem(name) : undefined;
  if (nameProblem !== undefined) return usageError(`--name ${nameProblem}`);
  if (parsed.positionals.length > 0) return usageError(`unexpected ${parsed.positionals[0]}`);
  const key = generateApiKey(env);
  const sha256 = sha256Hex(key);
  const named = typeof name === 'string' ? `, "name": ${JSON.stringify(keptKeyName(name))}` : '';
  process.stdout.write(`${key}\nsha256: ${sha256}\nconfig: { "sha256": "${sha256}"${named}, "status": "active" }\n`);
  process.stderr.write('The key is shown once and not stored: give it to its owner now. Put only the config line in the config file.\n');
  return 0;
}

function runHash(argv: string[]): number {
  const parsed = parse(argv, {});
  if (typeof parsed === 'string') return usageError(parsed);
  const [key, extra] = parsed.positionals;
  if (key === undefined || extra !== undefined) return usageError('give exactly one key');
  if (parseApiKey(key, DEFAULT_KEY_PREFIX) === undefined) {
    return usageError(`not a key: expected ${DEFAULT_KEY_PREFIX}_live_<secret> or ${DEFAULT_KEY_PREFIX}_test_<secret> (16-128 letters and digits)`);
  }
  process.stdout.write(`${sha256Hex(key)}\n`);
  return 0;
}

async function runRevoke(argv: string[]): Promise<number> {
  const parsed = parse(argv, { config: { type: 'string' } });
  if (typeof parsed === 'string') return usageError(parsed);
  const file = parsed.values['config'];
  if (typeof file !== 'string') return usageError('--config FILE is required');
  const [selector, extra] = parsed.positionals;
  if (selector === undefined || extra !== undefined) return usageError('name exactly one key: the key, its SHA-256 or its first 12 hex digits');
  // A running daycalc serve may revoke keys in the same file (through the API): one at a time.
  let release: () => Promise<void>;
  try {
    release = await takeFileLock(file);
  } catch (error) {
    process.stderr.write(`daycalc keys revoke: cannot lock ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    return await revokeInFile(file, selector);
  } finally {
    await release();
  }
}

/** Revokes one key in a config file (the caller holds the file's lock); the exit status. */
async function revokeInFile(file: string, selector: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    process.stderr.write(`daycalc keys revoke: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  // Loaded here: it edits the config's text with jsonc-parser, which `keys new` and `keys hash` do not need.
  const { revokeKeyInConfigText } = await import('../node/revokeKeyInConfigText.ts');
  const outcome = revokeKeyInConfigText(text, selector);
  if (!outcome.ok) {
    process.stderr.write(`daycalc keys revoke: ${outcome.message}; ${file} is unchanged\n`);
    return 1;
  }
  const label = `key ${outcome.sha256.slice(0, 12)} of account ${outcome.accountId}`;
  if (!outcome.changed) {
    process.stdout.write(`${label} is already revoked\n`);
    return 0;
  }
  const loaded = await loadGatewayConfig(JSON.parse(outcome.text) as unknown);
  if (!loaded.ok) {
    process.stderr.write(
      `daycalc keys revoke: ${file} does not load, so a running daycalc serve would refuse the change; fix it first (${file} is unchanged):\n${loaded.problems.map((problem) => `  - ${problem}\n`).join('')}`,
    );
    return 1;
  }
  try {
    await replaceFileAtomically(file, outcome.text);
  } catch (error) {
    process.stderr.write(`daycalc keys revoke: cannot write ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  process.stdout.write(`revoked ${label} in ${file}\n`);
  return 0;
}

/**
 * `daycalc keys`: creates keys (`new`, optionally named with `--name`), hashes them (`hash`) and revokes them in a config file
 * (`revoke`, an atomic write that changes nothing else in the file).
 *
 * @param argv - The arguments after `keys`.
 * @returns The exit code: 0 done, 1 failed, 2 usage error.
 * @example
 * process.exitCode = await runKeys(['new', '--env', 'test', '--name', 'CI pipeline'])
 */
export async function runKeys(argv: string[]): Promise<number> {
  const [subcommand, ...rest] = argv;
  if (subcommand === 'new') return runNew(rest);
  if (subcommand === 'hash') return runHash(rest);
  if (subcommand === 'revoke') return runRevoke(rest);
  if (subcommand === undefined || subcommand === '--help' || subcommand === '-h' || subcommand === 'help') {
    process.stdout.write(USAGE);
    return subcommand === undefined ? 2 : 0;
  }
  return usageError(`unknown subcommand ${subcommand}`);
}
