import { parseArgs, type ParseArgsConfig } from 'node:util';
import { getOperation } from '../catalog.ts';
import { isPlainDate } from '../date/plainDate.ts';
import type { OperationDefinition } from '../catalog/operationDefinition.ts';
import { fieldOptions, flagsToBody, normalizeFieldArgs } from './flagsToBody.ts';

type Definition = OperationDefinition<string, unknown, unknown>;

/** Where the request body comes from. `auto` reads stdin unless it is a terminal (then the body is `{}`). */
export type BodySource =
  | { readonly kind: 'json'; readonly text: string }
  | { readonly kind: 'flags'; readonly body: Readonly<Record<string, unknown>> }
  | { readonly kind: 'stdin' }
  | { readonly kind: 'auto' };

/** What the command line asks for. */
export type CliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'operationHelp'; readonly definition: Definition }
  | {
      readonly kind: 'run';
      readonly definition: Definition;
      readonly source: BodySource;
      readonly today: string | undefined;
      readonly pretty: boolean;
    };

/** A parsed command line, or the usage error (exit status 2) that stops it. */
export type ParsedCommandLine = { readonly ok: true; readonly command: CliCommand } | { readonly ok: false; readonly message: string };

const GLOBAL_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  today: { type: 'string' },
  pretty: { type: 'boolean' },
} as const;

/** The options of `daycalc` without an operation: the global ones and `--version`. */
const TOP_LEVEL_OPTIONS = { ...GLOBAL_OPTIONS, version: { type: 'boolean', short: 'v' } } as const;

function usageError(message: string): ParsedCommandLine {
  return { ok: false, message };
}

/** The first positional argument: the operation (global options may come before it). */
function findOperationName(argv: readonly string[]): string | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--today') index += 1;
    else if (arg === '--') return argv[index + 1];
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

interface ParsedArgs {
  readonly values: Readonly<Record<string, unknown>>;
  readonly positionals: readonly string[];
}

/** Parses strictly; a parse error becomes its message, with unknown options named plainly. */
function parseStrict(args: string[], options: NonNullable<ParseArgsConfig['options']>, operation?: string): ParsedArgs | string {
  try {
    const { values, positionals } = parseArgs({ args, options, strict: true, allowPositionals: true });
    return { values, positionals };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = (error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'([^']+)'/.exec(message)?.[1] : undefined;
    if (unknown === undefined) return message;
    return operation === undefined ? `unknown option "${unknown}"` : `unknown option "${unknown}" for ${operation} (see daycalc ${operation} --help)`;
  }
}

/**
 * Parses `daycalc` arguments (without the node and script paths) with strict `parseArgs`.
 *
 * The first positional argument names the operation; a second one is the JSON body (`-` reads
 * stdin). Field flags (`--start_date 2024-01-31`) are declared from the operation's field table and
 * coerced by its types. Unknown operations, unknown flags, `--today` that is not a date, extra
 * arguments, and a JSON body together with field flags are usage errors. `--version` (`-v`) alone
 * asks for the version.
 *
 * @param argv - The arguments.
 * @returns The command, or a usage error message.
 * @example
 * parseCommandLine(['add-days', '--start_date', '2024-01-31', '--days', '1'])
 * //=> { ok: true, command: { kind: 'run', source: { kind: 'flags', body: { start_date: '2024-01-31', days: 1 } }, ... } }
 */
export function parseCommandLine(argv: readonly string[]): ParsedCommandLine {
  const name = findOperationName(argv);
  if (name === undefined) {
    const parsed = parseStrict([...argv], TOP_LEVEL_OPTIONS);
    if (typeof parsed === 'string') return usageError(parsed);
    if (parsed.values['help'] === true) return { ok: true, command: { kind: 'help' } };
    return parsed.values['version'] === true ? { ok: true, command: { kind: 'version' } } : usageError('missing operation');
  }
  const definition = getOperation(name);
  if (definition === undefined) return usageError(`unknown operation "${name}"`);
  const parsed = parseStrict(normalizeFieldArgs(argv, definition.fields), { ...fieldOptions(definition.fields), ...GLOBAL_OPTIONS }, name);
  if (typeof parsed === 'string') return usageError(parsed);
  const { values, positionals } = parsed;
  if (values['help'] === true) return { ok: true, command: { kind: 'operationHelp', definition } };
  const extra = positionals.slice(1);
  if (extra.length > 1) return usageError(`unexpected argument "${extra[1]}"; give the body as one JSON argument`);
  const today = values['today'];
  if (typeof today === 'string' && !isPlainDate(today)) return usageError(`--today must be a date in YYYY-MM-DD form, got "${today}"`);
  const flagsBody = flagsToBody(values, definition.fields);
  const json = extra[0];
  if (json !== undefined && flagsBody !== undefined) return usageError('give the body either as a JSON argument or as field flags, not both');
  let source: BodySource = { kind: 'auto' };
  if (json === '-') source = { kind: 'stdin' };
  else if (json !== undefined) source = { kind: 'json', text: json };
  else if (flagsBody !== undefined) source = { kind: 'flags', body: flagsBody };
  return {
    ok: true,
    command: { kind: 'run', definition, source, today: typeof today === 'string' ? today : undefined, pretty: values['pretty'] === true },
  };
}
