import { readFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { generateApiKey, parseApiKey } from '../gateway/apiKeys.ts';
import { sha256Hex } from '../keys/sha256Hex.ts';
import { loadGatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { keptKeyName, keyNameProblem } from '../keys/keyName.ts';
import type { RevokeOutcome } from '../node/revokeKeyInConfigText.ts';
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
  '  daycalc keys rename --config FILE <key | sha256 | its first 12 hex digits> NAME',
  '                                     Set that key\'s name in the config file (1-64 characters',
  '                                     once leading and trailing spaces are taken off). On Redis a',
  '                                     name given through the API wins; redis-cli HDEL',
  '                                     "<namespace>:keystate:{key:<sha256>}" name drops it.',
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

/** A change of one key in a config file: the subcommand, what it does to the text, and the words of its outcome. */
interface KeyFileEdit {
  readonly command: 'revoke' | 'rename';
  readonly edit: (text: string) => Promise<RevokeOutcome>;
  /** The line when the key already was so (`is already revoked`). */
  readonly unchanged: string;
  /** The line when it was changed, before ` in <file>` (`revoked key … of account …`). */
  readonly done: (label: string) => string;
}

async function runRevoke(argv: string[]): Promise<number> {
  const parsed = parse(argv, { config: { type: 'string' } });
  if (typeof parsed === 'string') return usageError(parsed);
  const file = parsed.values['config'];
  if (typeof file !== 'string') return usageError('--config FILE is required');
  const [selector, extra] = parsed.positionals;
  if (selector === undefined || extra !== undefined) return usageError('name exactly one key: the key, its SHA-256 or its first 12 hex digits');
  return editKeyInFile(file, {
    command: 'revoke',
    // Loaded here: it edits the config's text with jsonc-parser, which `keys new` and `keys hash` do not need.
    edit: async (text) => (await import('../node/revokeKeyInConfigText.ts')).revokeKeyInConfigText(text, selector),
    unchanged: 'is already revoked',
    done: (label) => `revoked ${label}`,
  });
}

async function runRename(argv: string[]): Promise<number> {
  const parsed = parse(argv, { config: { type: 'string' } });
  if (typeof parsed === 'string') return usageError(parsed);
  const file = parsed.values['config'];
  if (typeof file !== 'string') return usageError('--config FILE is required');
  const [selector, name, extra] = parsed.positionals;
  if (selector === undefined || name === undefined || extra !== undefined) return usageError('name exactly one key (the key, its SHA-256 or its first 12 hex digits) and its new name');
  const problem = keyNameProblem(name);
  if (problem !== undefined) return usageError(`NAME ${problem}`);
  return editKeyInFile(file, {
    command: 'rename',
    edit: async (text) => (await import('../node/renameKeyInConfigText.ts')).renameKeyInConfigText(text, selector, name),
    unchanged: `is already named ${JSON.stringify(keptKeyName(name))}`,
    done: (label) => `renamed ${label} to ${JSON.stringify(keptKeyName(name))}`,
  });
}

/** Changes one key in a config file under the file's lock (a running serve may change it through the API too); the exit status. */
async function editKeyInFile(file: string, change: KeyFileEdit): Promise<number> {
  const prefix = `daycalc keys ${change.command}`;
  let release: () => Promise<void>;
  try {
    release = await takeFileLock(file);
  } catch (error) {
    process.stderr.write(`${prefix}: cannot lock ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    return await editLockedFile(file, change, prefix);
  } finally {
    await release();
  }
}

/** Changes one key in a config file (the caller holds the file's lock); the exit status. */
async function editLockedFile(file: string, change: KeyFileEdit, prefix: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    process.stderr.write(`${prefix}: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const outcome = await change.edit(text);
  if (!outcome.ok) {
    process.stderr.write(`${prefix}: ${outcome.message}; ${file} is unchanged\n`);
    return 1;
  }
  const label = `key ${outcome.sha256.slice(0, 12)} of account ${outcome.accountId}`;
  if (!outcome.changed) {
    process.stdout.write(`${label} ${change.unchanged}\n`);
    return 0;
  }
  const loaded = await loadGatewayConfig(JSON.parse(outcome.text) as unknown);
  if (!loaded.ok) {
    process.stderr.write(
      `${prefix}: ${file} does not load, so a running daycalc serve would refuse the change; fix it first (${file} is unchanged):\n${loaded.problems.map((problem) => `  - ${problem}\n`).join('')}`,
    );
    return 1;
  }
  try {
    await replaceFileAtomically(file, outcome.text);
  } catch (error) {
    process.stderr.write(`${prefix}: cannot write ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  process.stdout.write(`${change.done(label)} in ${file}\n`);
  return 0;
}

/**
 * `daycalc keys`: creates keys (`new`, optionally named with `--name`), hashes them (`hash`), and revokes and renames them in a config file
 * (`revoke`, `rename`: an atomic write that changes nothing else in the file).
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
  if (subcommand === 'rename') return runRename(rest);
  if (subcommand === undefined || subcommand === '--help' || subcommand === '-h' || subcommand === 'help') {
    process.stdout.write(USAGE);
    return subcommand === undefined ? 2 : 0;
  }
  return usageError(`unknown subcommand ${subcommand}`);
}
