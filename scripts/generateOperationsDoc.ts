// Generates docs/operations.md from the operation catalog: `tsx scripts/generateOperationsDoc.ts [--check]`.
import { isMainModule, writeOrCheckDoc } from './_generatedDoc.ts';
import { fileURLToPath } from 'node:url';
import { catalog, OPERATION_NAMES, type OperationName } from '../src/catalog.ts';
import { fieldValueType } from '../src/cli/fieldValueType.ts';
import { describeDefault, flagsCommand, jsonCommand } from '../src/cli/helpText.ts';
import { ERROR_STATUS, type ErrorCode } from '../src/protocol/errorCodes.ts';
import { execute } from '../src/catalog/execute.ts';

/** The "today" the worked examples run with, so the document does not depend on the clock. */
export const DOC_TODAY = '2024-06-15';

/** Where the generated document lives. */
export const OPERATIONS_DOC_PATH = fileURLToPath(new URL('../docs/operations.md', import.meta.url));

/** Escapes text for one Markdown table cell. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function jsonBlock(value: unknown): string[] {
  return ['```json', JSON.stringify(value, null, 2), '```'];
}

function renderFields(name: OperationName): string[] {
  const definition = catalog[name];
  const rows = Object.entries(definition.fields).map(([field, spec]) => {
    const fallback = describeDefault(spec);
    const shownDefault = fallback === undefined ? '' : spec.defaultToday === true ? fallback : `\`${fallback}\``;
    const columns = [`\`${field}\``, fieldValueType(spec), spec.required ? 'yes' : 'no', shownDefault, definition.fieldDescriptions[field]!, spec.expects];
    return `| ${columns.map(cell).join(' | ')} |`;
  });
  const oneOf = 'exactlyOneOf' in definition ? definition.exactlyOneOf : undefined;
  return [
    '| Field | Type | Required | Default | Description | Expects |',
    '|---|---|---|---|---|---|',
    ...rows,
    ...(oneOf === undefined ? [] : ['', `Exactly one of \`${oneOf[0]}\` or \`${oneOf[1]}\` is required: neither is \`INVALID_REQUEST\`, both is \`VALIDATION_ERROR\`.`]),
  ];
}

function renderErrors(name: OperationName): string[] {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of catalog[name].errors as readonly ErrorCode[]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const rows = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, codes]) => `| ${status} | ${codes.map((code) => `\`${code}\``).join(', ')} |`);
  return ['| HTTP status | Codes |', '|---|---|', ...rows];
}

async function renderExample(name: OperationName): Promise<string[]> {
  const { example } = catalog[name];
  const result = await execute(name, example, { today: DOC_TODAY });
  const response = result.ok
    ? [`Response \`data\` (HTTP ${result.status}):`, '', ...jsonBlock(result.data)]
    : [`Response \`error\` (HTTP ${result.status}; \`request_id\` omitted):`, '', ...jsonBlock({ code: result.error.code, message: result.error.message })];
  return [
    'Request body:',
    '',
    ...jsonBlock(example),
    '',
    'On the command line:',
    '',
    '```sh',
    // `npx`: the command as it runs in a project that installed daycalc (the README's setting).
    `npx ${flagsCommand(name, example)}`,
    `npx ${jsonCommand(name, example)}`,
    '```',
    '',
    ...response,
  ];
}

async function renderOperation(name: OperationName): Promise<string[]> {
  const definition = catalog[name];
  return [
    `## ${name}`,
    '',
    `\`POST {base_url}${definition.path}\``,
    '',
    `${definition.summary} ${definition.description}`,
    '',
    '### Fields',
    '',
    ...renderFields(name),
    '',
    '### Errors',
    '',
    ...renderErrors(name),
    '',
    '### Example',
    '',
    ...(await renderExample(name)),
    '',
  ];
}

/**
 * Renders docs/operations.md from the catalog: every operation with its fields (type, required,
 * default, description, what it expects), its error codes by HTTP status, and a worked example whose
 * response is what `execute` returns for the catalog's example body with today = `DOC_TODAY`.
 *
 * @returns The Markdown document.
 * @example
 * (await renderOperationsDoc()).startsWith('# Operations') //=> true
 */
export async function renderOperationsDoc(): Promise<string> {
  const index = OPERATION_NAMES.map((name) => `| [\`${name}\`](#${name}) | ${cell(catalog[name].summary)} |`);
  const sections = await Promise.all(OPERATION_NAMES.map(renderOperation));
  return [
    '# Operations',
    '',
    '<!-- Generated from src/catalog.ts by scripts/generateOperationsDoc.ts. Do not edit: run `npm run docs:operations`. -->',
    '',
    'Every operation is `POST {base_url}/<operation>` with a JSON object body, where `{base_url}` ends in `/api/v1`.',
    'The same operations run in process with `execute(operation, body, { today })` and on the command line with',
    '`npx daycalc <operation>` (`npx daycalc <operation> --help` lists the fields below).',
    '',
    'A success is `{ "data": ..., "meta": { "request_id": "req_<32 hex>", "api_version": "v1" } }`; a failure is',
    '`{ "error": { "code", "message", "request_id" } }`. Unknown fields are rejected (`UNKNOWN_FIELD`).',
    'Field types: `date` is a `YYYY-MM-DD` string, `integer` a JSON number without a fraction.',
    `The worked examples ran with today = \`${DOC_TODAY}\` (UTC).`,
    '',
    '| Operation | Summary |',
    '|---|---|',
    ...index,
    '',
    ...sections.flat(),
  ].join('\n');
}

/**
 * Writes docs/operations.md, or with `--check` only compares it.
 *
 * @param argv - The script's arguments.
 * @returns The exit status: 0, or 1 when `--check` finds the file out of date.
 */
async function main(argv: readonly string[]): Promise<number> {
  return writeOrCheckDoc(argv, OPERATIONS_DOC_PATH, await renderOperationsDoc(), 'npm run docs:operations');
}

if (isMainModule(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
