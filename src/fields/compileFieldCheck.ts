import type * as v from 'valibot';

/** A schema's checks as one fast function, and whether its output is its input (or `normalize(input)`). */
export interface CompiledFieldCheck {
  /** Tells whether a value passes the schema, without running it. */
  readonly test: (value: unknown) => boolean;
  /** What the schema outputs for a value that passes, when it ends in transforms. */
  readonly normalize?: (value: never) => unknown;
  /** True when the schema's output is the input itself (or `normalize(input)`); false when it builds a new value (arrays). */
  readonly keepsInput: boolean;
}

/**
 * The transform of a schema that only changes its static type (`v.transform(keepValue as (value: string) => PlainDate)`):
 * the compiled check knows it outputs its input.
 *
 * @param value - Any value.
 * @returns The same value.
 * @example
 * keepValue(3) //=> 3
 */
export function keepValue<T>(value: T): T {
  return value;
}

/** The instructions of a compiled check; each reads one argument. */
const STRING = 0;
const NUMBER = 1;
const BOOLEAN = 2;
const PICKLIST = 3;
const ARRAY = 4;
const PREDICATE = 5;
const PATTERN = 6;
const MIN_VALUE = 7;
const MAX_VALUE = 8;
const MIN_LENGTH = 9;
const MAX_LENGTH = 10;
const INTEGER = 11;
const FINITE = 12;

/** A compiled check: instructions and their arguments, run by `runProgram`. */
interface Program {
  readonly codes: Uint8Array;
  readonly args: readonly unknown[];
}

type SchemaLike = {
  readonly kind?: string;
  readonly type?: string;
  readonly pipe?: readonly SchemaLike[];
  readonly options?: readonly unknown[];
  readonly item?: SchemaLike;
  readonly requirement?: unknown;
  readonly operation?: (value: unknown) => unknown;
};

/**
 * Runs a compiled check: one loop over the instructions, so a field check costs a few comparisons
 * and no closure per rule.
 */
function runProgram(program: Program, value: unknown): boolean {
  const { codes, args } = program;
  for (let at = 0; at < codes.length; at++) {
    const arg = args[at];
    switch (codes[at]) {
      case STRING:
        if (typeof value !== 'string') return false;
        break;
      case NUMBER:
        if (typeof value !== 'number' || Number.isNaN(value)) return false;
        break;
      case BOOLEAN:
        if (typeof value !== 'boolean') return false;
        break;
      case PICKLIST:
        if (!(arg as readonly unknown[]).includes(value)) return false;
        break;
      case ARRAY: {
        if (!Array.isArray(value)) return false;
        for (let index = 0; index < value.length; index++) if (!runProgram(arg as Program, value[index])) return false;
        break;
      }
      case INTEGER:
        if (!Number.isInteger(value)) return false;
        break;
      case FINITE:
        if (!Number.isFinite(value)) return false;
        break;
      case PREDICATE:
        if (!(arg as (input: unknown) => boolean)(value)) return false;
        break;
      case PATTERN:
        if (!(arg as RegExp).test(value as string)) return false;
        break;
      case MIN_VALUE:
        if (!((value as number) >= (arg as number))) return false;
        break;
      case MAX_VALUE:
        if (!((value as number) <= (arg as number))) return false;
        break;
      case MIN_LENGTH:
        if ((value as { length: number }).length < (arg as number)) return false;
        break;
      case MAX_LENGTH:
        if ((value as { length: number }).length > (arg as number)) return false;
        break;
    }
  }
  return true;
}

/**
 * The common short programs as one closure each (a boolean, a picklist, a string with one rule, a
 * bounded integer), so the most frequent fields cost one call; `undefined` for any other program.
 */
function specialized(program: Program): ((value: unknown) => boolean) | undefined {
  const { codes, args } = program;
  const [first, second] = codes;
  if (codes.length === 1 && first === BOOLEAN) return (value) => typeof value === 'boolean';
  if (codes.length === 1 && first === STRING) return (value) => typeof value === 'string';
  if (codes.length === 1 && first === PICKLIST) {
    const options = args[0] as readonly unknown[];
    return (value) => options.includes(value);
  }
  if (codes.length === 2 && first === STRING && second === PREDICATE) {
    const predicate = args[1] as (input: unknown) => boolean;
    return (value) => typeof value === 'string' && predicate(value);
  }
  if (codes.length === 2 && first === STRING && second === PATTERN) {
    const pattern = args[1] as RegExp;
    return (value) => typeof value === 'string' && pattern.test(value);
  }
  if (codes.length === 4 && first === NUMBER && second === INTEGER && codes[2] === MIN_VALUE && codes[3] === MAX_VALUE) {
    const min = args[2] as number;
    const max = args[3] as number;
    return (value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  }
  return undefined;
}

/** Appends the instruction of a schema's own type (a schema without a pipe); its `keepsInput`, or `undefined` for a type not known. */
function compileType(schema: SchemaLike, codes: number[], args: unknown[]): boolean | undefined {
  switch (schema.type) {
    case 'string':
      codes.push(STRING);
      break;
    case 'number':
      codes.push(NUMBER);
      break;
    case 'boolean':
      codes.push(BOOLEAN);
      break;
    case 'picklist':
      codes.push(PICKLIST);
      args[codes.length - 1] = schema.options ?? [];
      return true;
    case 'array': {
      const item = schema.item === undefined ? undefined : compileProgram(schema.item);
      if (item === undefined || item.maps.length > 0) return undefined;
      codes.push(ARRAY);
      args[codes.length - 1] = item.program;
      args.length = codes.length;
      return false;
    }
    default:
      return undefined;
  }
  args.length = codes.length;
  return true;
}

/** The instruction of one validation action of a pipe, or `undefined` for a rule not known (or a requirement it cannot run). */
function ruleCode(action: SchemaLike): number | undefined {
  const requirement = action.requirement;
  switch (action.type) {
    // valibot's own requirements of these two are `Number.isInteger` and `Number.isFinite`.
    case 'integer':
      return requirement === Number.isInteger ? INTEGER : PREDICATE;
    case 'finite':
      return requirement === Number.isFinite ? FINITE : PREDICATE;
    case 'check':
      return typeof requirement === 'function' ? PREDICATE : undefined;
    case 'regex':
    case 'iso_date':
    case 'uuid':
      // A global or sticky pattern would carry state between calls.
      return !(requirement instanceof RegExp) || requirement.global || requirement.sticky ? undefined : PATTERN;
    case 'min_value':
      return MIN_VALUE;
    case 'max_value':
      return MAX_VALUE;
    case 'min_length':
      return MIN_LENGTH;
    case 'max_length':
      return MAX_LENGTH;
    default:
      return undefined;
  }
}

/** Appends the instructions of a schema (type and pipe) to `codes`/`args`, its transforms to `maps`; `undefined` for anything not known. */
function compileInto(schema: SchemaLike, codes: number[], args: unknown[], maps: ((value: unknown) => unknown)[]): { keepsInput: boolean } | undefined {
  const pipe = schema.pipe;
  const keepsInput = pipe === undefined ? compileType(schema, codes, args) : compileInto(pipe[0]!, codes, args, maps)?.keepsInput;
  if (keepsInput === undefined) return undefined;
  for (const action of pipe?.slice(1) ?? []) {
    if (action.kind === 'metadata') continue;
    if (action.kind === 'transformation') {
      if (action.type !== 'transform' || action.operation === undefined) return undefined;
      if (action.operation !== keepValue) maps.push(action.operation);
      continue;
    }
    // A rule after a transform sees the transformed value: not compiled.
    if (action.kind !== 'validation' || maps.length > 0) return undefined;
    const code = ruleCode(action);
    if (code === undefined) return undefined;
    codes.push(code);
    args.push(action.requirement);
  }
  return { keepsInput };
}

/** A schema as a program plus the transforms at its end, or `undefined`. */
function compileProgram(schema: SchemaLike): { program: Program; maps: ((value: unknown) => unknown)[]; keepsInput: boolean } | undefined {
  const codes: number[] = [];
  const args: unknown[] = [];
  const maps: ((value: unknown) => unknown)[] = [];
  const compiled = compileInto(schema, codes, args, maps);
  return compiled === undefined ? undefined : { program: { codes: Uint8Array.from(codes), args }, maps, keepsInput: compiled.keepsInput };
}

/**
 * Compiles a valibot field schema into one fast check: the schema's own type check and pipe
 * actions, read from the schema object once (valibot keeps each action's `requirement`), then run
 * as a short list of instructions without building datasets or issues. Knows `string`, `number`,
 * `boolean`, `picklist` and `array` schemas, the `integer`, `finite`, `check`, `regex`, `iso_date`,
 * `uuid`, `min_value`, `max_value`, `min_length` and `max_length` rules, metadata, and transforms at
 * the end of a pipe (they become `normalize`); for anything else it returns `undefined` and callers
 * run the schema itself.
 *
 * @param schema - A field's valibot schema.
 * @returns The compiled check, or `undefined` when the schema uses something this compiler does not know.
 * @example
 * compileFieldCheck(v.pipe(v.number(), v.integer(), v.minValue(1)))?.test(2) //=> true
 */
export function compileFieldCheck(schema: v.GenericSchema): CompiledFieldCheck | undefined {
  const compiled = compileProgram(schema as unknown as SchemaLike);
  if (compiled === undefined) return undefined;
  const { program, maps, keepsInput } = compiled;
  const test = specialized(program) ?? ((value: unknown): boolean => runProgram(program, value));
  if (maps.length === 0) return { test, keepsInput };
  const normalize = maps.length === 1 ? maps[0]! : (value: unknown) => maps.reduce((current, map) => map(current), value);
  return { test, normalize: normalize as (value: never) => unknown, keepsInput };
}
