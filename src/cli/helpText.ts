import { catalog, OPERATION_NAMES } from '../catalog.ts';
import type { OperationDefinition } from '../catalog/operationDefinition.ts';
import type { FieldSpec } from '../fields/fieldSpec.ts';
import { fieldValueType, type FieldValueType } from './fieldValueType.ts';

type Definition = OperationDefinition<string, unknown, unknown>;

const SHELL_SAFE = /^[\w@%+=:,./-]+$/;

/**
 * Quotes a word for a POSIX shell when it needs quoting.
 *
 * @param word - The word.
 * @returns The word, or the word in single quotes.
 * @example
 * shellQuote('2024-01-31') //=> '2024-01-31'
 * shellQuote('{"a":1}') //=> `'{"a":1}'`
 */
export function shellQuote(word: string): string {
  return SHELL_SAFE.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * Describes a field's default for help and docs: JSON for a fixed default, `today (UTC)` for the
 * caller's today, `undefined` when the field has none.
 *
 * @param spec - The field spec.
 * @returns The default's text, or `undefined`.
 * @example
 * describeDefault(catalog['add-days'].fields.unit) //=> '"days"'
 */
export function describeDefault(spec: FieldSpec): string | undefined {
  if (spec.defaultToday === true) return 'today (UTC)';
  return spec.default === undefined ? undefined : JSON.stringify(spec.default);
}

function flagPlaceholder(type: FieldValueType): string {
  if (type === 'boolean') return '[true|false]';
  if (type.startsWith('array of ')) return `<${type.slice('array of '.length)},...>`;
  return `<${type}>`;
}

function flagWords(name: string, value: unknown): string[] {
  if (value === true) return [`--${name}`];
  if (Array.isArray(value)) return [`--${name}`, value.join(',')];
  return [`--${name}`, typeof value === 'string' ? value : JSON.stringify(value)];
}

/**
 * Builds the shell command that runs a request body through the CLI with field flags.
 *
 * @param operation - The operation's name.
 * @param body - A request body (usually the catalog's `example`).
 * @returns The command line, with words quoted where the shell needs it.
 * @example
 * flagsCommand('add-days', { start_date: '2024-01-31', days: 1, unit: 'months' })
 * //=> 'daycalc add-days --start_date 2024-01-31 --days 1 --unit months'
 */
export function flagsCommand(operation: string, body: Readonly<Record<string, unknown>>): string {
  const words = Object.entries(body).flatMap(([name, value]) => flagWords(name, value));
  return ['daycalc', operation, ...words].map(shellQuote).join(' ');
}

/**
 * Builds the shell command that runs a request body through the CLI as one JSON argument.
 *
 * @param operation - The operation's name.
 * @param body - A request body.
 * @returns The command line.
 * @example
 * jsonCommand('day-of-week', { date: '2024-07-04' }) //=> `daycalc day-of-week '{"date":"2024-07-04"}'`
 */
export function jsonCommand(operation: string, body: unknown): string {
  return `daycalc ${operation} ${shellQuote(JSON.stringify(body))}`;
}

/**
 * Renders `daycalc --help`: usage, every operation of the catalog with its summary, and the options.
 *
 * @returns The help text, ending in a newline.
 * @example
 * renderHelp().includes('add-days') //=> true
 */
export function renderHelp(): string {
  const width = Math.max(...OPERATION_NAMES.map((name) => name.length));
  const operations = OPERATION_NAMES.map((name) => `  ${name.padEnd(width)}  ${catalog[name].summary}`);
  return [
    'Usage: daycalc <operation> [json | --<field> <value> ...] [--today YYYY-MM-DD] [--pretty]',
    '       daycalc <operation> --help',
    '',
    'Runs one date calculation and prints the API envelope as JSON:',
    '{"data":...,"meta":{"request_id":...,"api_version":"v1"}} or {"error":{"code","message","request_id"}}.',
    'The request body is the JSON argument ("-" reads stdin), or the --<field> flags, or stdin when neither is given.',
    '',
    'Operations:',
    ...operations,
    '',
    'Options:',
    '  --today YYYY-MM-DD  The date used as today (default: the current UTC date).',
    '  --pretty            Indent the JSON output.',
    '  -h, --help          Show this help; with an operation or command, list its fields or flags.',
    '  -v, --version       Print the version of daycalc.',
    '',
    'Coverage of the holiday data (see docs/countries.md): the operations countries and holidays, e.g.',
    '  daycalc countries --country_code DE',
    '  daycalc holidays --country_code DE --subdivision_code BY --year 2026',
    '',
    'Other commands:',
    '  daycalc serve [--port 8787] [--host 127.0.0.1] [--config FILE] [--redis URL] [--data-dir DIR] [--trust-proxy]',
    '                [--log-format text|json] [--headers-timeout MS] [--body-timeout MS] [--idle-timeout MS] [--max-connections N] [--max-connections-per-address N]',
    '                      Run the HTTP API (see docs/gateway.md, docs/deployment.md).',
    '  daycalc keys new --env test|live [--name NAME] | keys hash KEY | keys revoke --config FILE KEY|SHA256|PREFIX',
    '                      Create, hash and revoke API keys (see docs/deployment.md).',
    '  daycalc history --config FILE --account ID [--since DATE] [--json]',
    '                      Print an account\'s request history from Redis.',
    '  daycalc mcp         Run an MCP server over stdio, one tool per operation (see docs/mcp.md).',
    '  daycalc conform --base-url URL --key KEY [--runs N] [--seed S] [--ops list] [--today DATE] [--json]',
    '                      Check a deployment of the API against this reference (see docs/conformance.md).',
    '',
    'Exit status: 0 success, 1 error response, 2 usage error.',
    '',
  ].join('\n');
}

function flagNotes(types: readonly FieldValueType[]): string[] {
  const notes = [
    ...(types.some((type) => type.startsWith('array of ')) ? ['An array takes a comma list (1,2,3) or JSON ([1,2,3]).'] : []),
    ...(types.includes('boolean') ? ['A boolean flag alone means true.'] : []),
  ];
  return notes.length === 0 ? [] : ['', ...notes];
}

function renderField(name: string, spec: FieldSpec, description: string): string[] {
  const defaultText = describeDefault(spec);
  const notes = [spec.required ? 'required' : 'optional', ...(defaultText === undefined ? [] : [`default ${defaultText}`])];
  return [`  --${name} ${flagPlaceholder(fieldValueType(spec))}  (${notes.join(', ')})`, `      ${description}`, `      Must be ${spec.expects}.`];
}

/**
 * Renders `daycalc <operation> --help`: usage, description, every field of the catalog entry (type,
 * required, default, description, what it expects) and an example.
 *
 * @param definition - The operation's catalog entry.
 * @returns The help text, ending in a newline.
 * @example
 * renderOperationHelp(catalog['add-days']).includes('--start_date <date>  (required)') //=> true
 */
export function renderOperationHelp(definition: Definition): string {
  const fields = Object.entries(definition.fields).flatMap(([name, spec]) => renderField(name, spec, definition.fieldDescriptions[name]!));
  const oneOf = definition.exactlyOneOf;
  return [
    `Usage: daycalc ${definition.name} [json | --<field> <value> ...] [--today YYYY-MM-DD] [--pretty]`,
    '',
    definition.summary,
    definition.description,
    '',
    'Fields:',
    ...fields,
    ...(oneOf === undefined ? [] : ['', `Exactly one of --${oneOf[0]} or --${oneOf[1]} is required.`]),
    ...flagNotes(Object.values(definition.fields).map(fieldValueType)),
    '',
    'Example:',
    `  ${flagsCommand(definition.name, definition.example)}`,
    `  ${jsonCommand(definition.name, definition.example)}`,
    '',
  ].join('\n');
}
