import * as v from 'valibot';
import { getOperation, type InputOf, type OperationName } from '../catalog.ts';
import { isPlainDate } from '../date/plainDate.ts';
import { ERROR_STATUS, type ErrorCode, type ErrorStatus } from '../errors.ts';
import type { OperationDefinition } from '../operations/operationDefinition.ts';
import type { FieldSpec } from './fieldSpec.ts';
import { messages } from './messages.ts';

/** The error value of the request layer: the spec's code, its HTTP status, a message and the field. */
export interface RequestFailure {
  readonly ok: false;
  readonly status: ErrorStatus;
  readonly error: { readonly code: ErrorCode; readonly message: string; readonly field?: string };
}

/** A validated request: the typed, defaults-applied input of the operation. */
export interface ValidRequest<I> {
  readonly ok: true;
  readonly value: I;
}

/** Options of `validateRequest` and `execute`. */
export interface RequestOptions {
  /** Today's date (`YYYY-MM-DD`, UTC), the default of `age.as_of_date`. The core never reads the clock. */
  readonly today?: string;
}

/**
 * Builds a request failure with the status that the spec's table gives the code.
 *
 * @param code - The error code.
 * @param field - The offending field, if any.
 * @param message - The message, naming the field.
 * @returns The failure value.
 * @example
 * requestFailure('INVALID_DATE', 'date', 'date must be ...').status //=> 400
 */
export function requestFailure(code: ErrorCode, field: string | undefined, message: string): RequestFailure {
  // A plain-JavaScript caller may pass anything: an unknown code is an internal error, never a status-less failure.
  if (typeof code !== 'string' || !Object.hasOwn(ERROR_STATUS, code)) return requestFailure('INTERNAL_ERROR', undefined, messages.internal());
  const text = typeof message === 'string' && message !== '' ? message : messages.internal();
  return {
    ok: false,
    status: ERROR_STATUS[code],
    error: typeof field === 'string' ? { code, message: text, field } : { code, message: text },
  };
}

type Body = Readonly<Record<string, unknown>>;
type Definition = OperationDefinition<string, unknown, unknown>;

/** A definition's field table, laid out once for the checks (a pure cache of derived data). */
interface PreparedFields {
  readonly names: readonly string[];
  readonly specs: readonly FieldSpec[];
  /**
   * Each field's `FIELD_*` bits, read from its spec once: the specs have several object shapes, so
   * reading their properties in the per-request loops would be slow polymorphic loads.
   */
  readonly flags: Uint8Array;
  /** The index of each field name (also the unknown-field check). */
  readonly indexOf: ReadonlyMap<string, number>;
  /** Indexes of the date fields, then of the other fields: the order ruling 2 checks them in. */
  readonly checkOrder: readonly number[];
  /** The index of `business_calendar_id` (-1 when the operation has no calendar fields). */
  readonly savedCalendarIndex: number;
  /** The indexes of the two `exactlyOneOf` fields (-1 when there are none). */
  readonly oneOfIndexes: readonly [number, number];
  /**
   * Input templates by the set of fields an input holds (bit i for field i): objects with those
   * keys in field order, holding the scalar defaults. Copying one and setting the remaining values
   * is much faster than adding keys one by one to an empty object.
   */
  readonly templates: Map<number, Readonly<Record<string, unknown>>>;
}

const FIELD_REQUIRED = 1;
const FIELD_CALENDAR = 2;
const FIELD_DEFAULT_TODAY = 4;
const FIELD_SCALAR_DEFAULT = 8;
const FIELD_ARRAY_DEFAULT = 16;

/** The `FIELD_*` bits of one spec. */
function flagsOf(spec: FieldSpec): number {
  return (
    (spec.required ? FIELD_REQUIRED : 0) |
    (spec.calendar ? FIELD_CALENDAR : 0) |
    (spec.defaultToday ? FIELD_DEFAULT_TODAY : 0) |
    (spec.default === undefined ? 0 : Array.isArray(spec.default) ? FIELD_ARRAY_DEFAULT : FIELD_SCALAR_DEFAULT)
  );
}

const preparedFields = new WeakMap<Definition, PreparedFields>();

function prepare(definition: Definition): PreparedFields {
  let prepared = preparedFields.get(definition);
  if (prepared === undefined) {
    const names = Object.keys(definition.fields);
    const specs = names.map((name) => definition.fields[name]!);
    const indexes = names.map((_, index) => index);
    const checkOrder = [...indexes.filter((index) => specs[index]!.kind === 'date'), ...indexes.filter((index) => specs[index]!.kind !== 'date')];
    const oneOf = definition.exactlyOneOf;
    prepared = {
      names,
      specs,
      flags: Uint8Array.from(specs, flagsOf),
      indexOf: new Map(names.map((name, index) => [name, index])),
      checkOrder,
      savedCalendarIndex: names.indexOf('business_calendar_id'),
      oneOfIndexes: oneOf === undefined ? [-1, -1] : [names.indexOf(oneOf[0]), names.indexOf(oneOf[1])],
      templates: new Map(),
    };
    preparedFields.set(definition, prepared);
  }
  return prepared;
}

/** The template of inputs holding the fields of `mask` (see `PreparedFields.templates`). */
function templateOf(prepared: PreparedFields, mask: number): Readonly<Record<string, unknown>> {
  let template = prepared.templates.get(mask);
  if (template === undefined) {
    const built: Record<string, unknown> = {};
    for (let index = 0; index < prepared.names.length; index++) {
      if ((mask & (1 << index)) === 0) continue;
      const fallback = prepared.specs[index]!.default;
      built[prepared.names[index]!] = Array.isArray(fallback) ? undefined : fallback;
    }
    template = built;
    prepared.templates.set(mask, template);
  }
  return template;
}

/** A field's value when it is present (an own property that is not `undefined`), else `undefined`. */
function presentValue(body: Body, name: string): unknown {
  return Object.hasOwn(body, name) ? body[name] : undefined;
}

/** Checks one present field; its parsed value, or `invalid` when it does not pass. */
const invalid: unique symbol = Symbol('invalid');
function parseField(spec: FieldSpec, value: unknown): unknown {
  // `accepts` (and `normalize`) give what the schema gives, without running it.
  if (spec.accepts !== undefined) {
    if (!spec.accepts(value)) return invalid;
    return spec.normalize === undefined ? value : (spec.normalize as (accepted: unknown) => unknown)(value);
  }
  const result = v.safeParse(spec.schema, value);
  return result.success ? result.output : invalid;
}

/**
 * Ruling 2, rows 2 to 6, in order, then the typed input: parsed values for present fields, defaults
 * for absent ones. Each field is read once and each present field is parsed once.
 */
function check(definition: Definition, body: unknown, today: string | undefined): ValidRequest<unknown> | RequestFailure {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return requestFailure('INVALID_REQUEST', undefined, messages.notAnObject());
  }
  const record = body as Body;
  const prepared = prepare(definition);
  const { names, specs, flags, indexOf, checkOrder, savedCalendarIndex, oneOfIndexes } = prepared;
  const count = names.length;
  // values[i]: the field's value when present, else undefined (absent and `undefined` are the same).
  const values: unknown[] = new Array(count);
  const keys = Object.keys(record);
  const keyIndexes: number[] = new Array(keys.length);
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at]!;
    const index = indexOf.get(key);
    if (index === undefined) return requestFailure('UNKNOWN_FIELD', key, messages.unknownField(key, names));
    keyIndexes[at] = index;
  }
  for (let at = 0; at < keys.length; at++) values[keyIndexes[at]!] = record[keys[at]!];
  // Own non-enumerable fields count as present too (rare): then read every field by name.
  if (Object.getOwnPropertyNames(record).length !== keys.length) {
    for (let index = 0; index < count; index++) values[index] = presentValue(record, names[index]!);
  }
  const usesSavedCalendar = savedCalendarIndex >= 0 && values[savedCalendarIndex] !== undefined;
  // Fields a saved calendar replaces are skipped by every check below.
  const skipped = usesSavedCalendar ? FIELD_CALENDAR : 0;
  for (let index = 0; index < count; index++) {
    const bits = flags[index]!;
    if ((bits & FIELD_REQUIRED) !== 0 && (bits & skipped) === 0 && values[index] === undefined) {
      return requestFailure('INVALID_REQUEST', names[index], messages.missingField(names[index]!));
    }
  }
  const oneOf = definition.exactlyOneOf;
  const oneOfFirst = oneOf !== undefined && values[oneOfIndexes[0]] !== undefined;
  const oneOfSecond = oneOf !== undefined && values[oneOfIndexes[1]] !== undefined;
  if (oneOf && !oneOfFirst && !oneOfSecond) {
    return requestFailure('INVALID_REQUEST', oneOf[0], messages.oneOfMissing(oneOf[0], oneOf[1]));
  }
  for (let at = 0; at < count; at++) {
    const index = checkOrder[at]!;
    const value = values[index];
    if (value === undefined || (flags[index]! & skipped) !== 0) continue;
    const spec = specs[index]!;
    const parsed = parseField(spec, value);
    if (parsed === invalid) {
      const name = names[index]!;
      return requestFailure(spec.kind === 'date' ? 'INVALID_DATE' : 'VALIDATION_ERROR', name, messages.invalidField(name, spec.expects));
    }
    values[index] = parsed;
  }
  if (oneOf && oneOfFirst && oneOfSecond) {
    return requestFailure('VALIDATION_ERROR', oneOf[1], messages.oneOfBoth(oneOf[0], oneOf[1]));
  }
  // Which fields the input holds: present ones, and absent ones with a default (or today).
  let mask = 0;
  for (let index = 0; index < count; index++) {
    const bits = flags[index]!;
    if ((bits & skipped) !== 0) continue;
    if (values[index] !== undefined) {
      mask |= 1 << index;
    } else if ((bits & FIELD_DEFAULT_TODAY) !== 0) {
      if (!isPlainDate(today)) return requestFailure('INVALID_REQUEST', names[index], messages.noToday(names[index]!));
      mask |= 1 << index;
    } else if ((bits & (FIELD_SCALAR_DEFAULT | FIELD_ARRAY_DEFAULT)) !== 0) {
      mask |= 1 << index;
    }
  }
  const input: Record<string, unknown> = { ...templateOf(prepared, mask) };
  for (let index = 0; index < count; index++) {
    if ((mask & (1 << index)) === 0) continue;
    const value = values[index];
    if (value !== undefined) {
      input[names[index]!] = value;
    } else if ((flags[index]! & FIELD_DEFAULT_TODAY) !== 0) {
      input[names[index]!] = today;
    } else if ((flags[index]! & FIELD_ARRAY_DEFAULT) !== 0) {
      // A fresh copy: callers may change the input they get back.
      input[names[index]!] = (specs[index]!.default as readonly unknown[]).slice();
    }
  }
  return { ok: true, value: input };
}

/**
 * Validates a request body for an operation, following ruling 2's precedence exactly.
 *
 * Never throws. Unknown fields (including own `__proto__` and `constructor` keys) come first, then
 * missing required fields, then date fields (`INVALID_DATE`), then every other field
 * (`VALIDATION_ERROR`), each row in the spec's field order. `null` is a wrong type, never absent.
 * Calendar fields are ignored when `business_calendar_id` is present.
 *
 * @param operation - The spec's operation name, e.g. `'add-days'`.
 * @param body - Any parsed JSON value.
 * @param options - `today` (YYYY-MM-DD), the default of `age.as_of_date`.
 * @returns The typed, defaults-applied input, or the failure `execute` would give.
 * @example
 * validateRequest('add-days', { start_date: '2024-01-31', days: 1 })
 * //=> { ok: true, value: { start_date: '2024-01-31', days: 1, unit: 'days', skip_weekends: false } }
 */
export function validateRequest<N extends OperationName>(
  operation: N,
  body: unknown,
  options?: RequestOptions,
): ValidRequest<InputOf<N>> | RequestFailure;
export function validateRequest(operation: string, body: unknown, options?: RequestOptions): ValidRequest<unknown> | RequestFailure;
export function validateRequest(operation: string, body: unknown, options: RequestOptions = {}): ValidRequest<unknown> | RequestFailure {
  try {
    const definition = getOperation(operation);
    if (definition === undefined) return requestFailure('NOT_FOUND', undefined, messages.unknownOperation(operation));
    return check(definition, body, options.today);
  } catch {
    return requestFailure('INTERNAL_ERROR', undefined, messages.internal());
  }
}
