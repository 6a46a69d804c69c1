import type { FieldTable } from '../fields/fieldSpec.ts';
import { fieldValueType, type FieldValueType, type ScalarValueType } from './fieldValueType.ts';

/** A `parseArgs` option declaration. Every field flag is a string option; booleans are normalized first. */
export interface FieldOptionConfig {
  readonly type: 'string';
}

const NUMBER_LITERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const BOOLEAN_WORDS = new Set(['true', 'false']);

/**
 * Declares one `parseArgs` string option per request field, named exactly like the field.
 *
 * @param fields - The operation's field table.
 * @returns The options, keyed by field name.
 * @example
 * fieldOptions(catalog['day-of-week'].fields) //=> { date: { type: 'string' } }
 */
export function fieldOptions(fields: FieldTable): Record<string, FieldOptionConfig> {
  const options: Record<string, FieldOptionConfig> = {};
  for (const name of Object.keys(fields)) options[name] = { type: 'string' };
  return options;
}

/**
 * Rewrites field flags into the `--name=value` form so that strict `parseArgs` accepts them.
 *
 * `--days -1` becomes `--days=-1` (a value may start with one dash, never with two). A boolean flag
 * takes a following `true` or `false`; without one it means true (`--skip_weekends` becomes
 * `--skip_weekends=true`). Other arguments, and everything after `--`, pass through unchanged.
 *
 * @param args - The command-line arguments.
 * @param fields - The operation's field table.
 * @returns The rewritten arguments (a new array; `args` is not changed).
 * @example
 * normalizeFieldArgs(['add-days', '--days', '-1', '--skip_weekends'], catalog['add-days'].fields)
 * //=> ['add-days', '--days=-1', '--skip_weekends=true']
 */
export function normalizeFieldArgs(args: readonly string[], fields: FieldTable): string[] {
  const normalized: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg === '--') {
      normalized.push(...args.slice(index));
      break;
    }
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    const spec = name === undefined || !Object.hasOwn(fields, name) ? undefined : fields[name];
    if (spec === undefined) {
      normalized.push(arg);
      continue;
    }
    const next = args[index + 1];
    if (fieldValueType(spec) === 'boolean') {
      const takesNext = next !== undefined && BOOLEAN_WORDS.has(next);
      normalized.push(`${arg}=${takesNext ? next : 'true'}`);
      if (takesNext) index += 1;
    } else if (next !== undefined && !next.startsWith('--')) {
      normalized.push(`${arg}=${next}`);
      index += 1;
    } else {
      normalized.push(arg);
    }
  }
  return normalized;
}

function coerceScalar(type: ScalarValueType, raw: string): unknown {
  switch (type) {
    case 'integer':
    case 'number':
      return NUMBER_LITERAL.test(raw) ? Number(raw) : raw;
    case 'boolean':
      return BOOLEAN_WORDS.has(raw) ? raw === 'true' : raw;
    default:
      return raw;
  }
}

function parseJsonOr(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * Converts one flag value to the JSON value its field takes.
 *
 * Integers and numbers become numbers, `true`/`false` become booleans, dates and strings stay as
 * they are. An array takes a comma list (`1,2,3`) or JSON (`[1,2,3]`). A value that does not
 * convert stays a string, so validation reports the field's own error (`VALIDATION_ERROR`).
 *
 * @param type - The field's value type.
 * @param raw - The flag's text.
 * @returns The JSON value for the request body.
 * @example
 * coerceFlagValue('integer', '-3') //=> -3
 * coerceFlagValue('array of integer', '1,2,3') //=> [1, 2, 3]
 * coerceFlagValue('integer', 'ten') //=> 'ten'
 */
export function coerceFlagValue(type: FieldValueType, raw: string): unknown {
  if (type === 'any') return parseJsonOr(raw);
  if (type.startsWith('array of ')) {
    if (raw.trimStart().startsWith('[')) return parseJsonOr(raw);
    const item = type.slice('array of '.length) as ScalarValueType;
    return raw.trim() === '' ? [] : raw.split(',').map((part) => coerceScalar(item, part.trim()));
  }
  return coerceScalar(type as ScalarValueType, raw);
}

/**
 * Builds a request body from parsed field flags, in the field table's order.
 *
 * @param values - The `parseArgs` values (field flags and any others; others are ignored).
 * @param fields - The operation's field table.
 * @returns The body, or `undefined` when no field flag was given.
 * @example
 * flagsToBody({ start_date: '2024-01-31', days: '1', unit: 'months' }, catalog['add-days'].fields)
 * //=> { start_date: '2024-01-31', days: 1, unit: 'months' }
 */
export function flagsToBody(values: Readonly<Record<string, unknown>>, fields: FieldTable): Record<string, unknown> | undefined {
  const body: Record<string, unknown> = {};
  let given = false;
  for (const [name, spec] of Object.entries(fields)) {
    const raw = values[name];
    if (typeof raw !== 'string') continue;
    body[name] = coerceFlagValue(fieldValueType(spec), raw);
    given = true;
  }
  return given ? body : undefined;
}
