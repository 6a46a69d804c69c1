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
  return {
    ok: false,
    status: ERROR_STATUS[code],
    error: field === undefined ? { code, message } : { code, message, field },
  };
}

type Body = Readonly<Record<string, unknown>>;
type Definition = OperationDefinition<string, unknown, unknown>;

/** A definition's field table, laid out once for the checks (a pure cache of derived data). */
interface PreparedFields {
  readonly names: readonly string[];
  readonly specs: readonly FieldSpec[];
}

const preparedFields = new WeakMap<Definition, PreparedFields>();

function prepare(definition: Definition): PreparedFields {
  let prepared = preparedFields.get(definition);
  if (prepared === undefined) {
    const names = Object.keys(definition.fields);
    prepared = { names, specs: names.map((name) => definition.fields[name]!) };
    preparedFields.set(definition, prepared);
  }
  return prepared;
}

function isPresent(body: Body, name: string): boolean {
  return Object.hasOwn(body, name) && body[name] !== undefined;
}

/** Checks one present field; its parsed value, or `invalid` when it does not pass. */
const invalid: unique symbol = Symbol('invalid');
function parseField(spec: FieldSpec, value: unknown): unknown {
  // A date field's schema is `plainDateSchema`, whose checks are exactly `isPlainDate` (its output is the same string).
  if (spec.kind === 'date') return isPlainDate(value) ? value : invalid;
  const result = v.safeParse(spec.schema, value);
  return result.success ? result.output : invalid;
}

/**
 * Ruling 2, rows 2 to 6, in order, then the typed input: parsed values for present fields, defaults
 * for absent ones. Each present field is parsed once.
 */
function check(definition: Definition, body: unknown, today: string | undefined): ValidRequest<unknown> | RequestFailure {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return requestFailure('INVALID_REQUEST', undefined, messages.notAnObject());
  }
  const record = body as Body;
  const { names, specs } = prepare(definition);
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(definition.fields, key)) return requestFailure('UNKNOWN_FIELD', key, messages.unknownField(key, names));
  }
  const usesSavedCalendar = isPresent(record, 'business_calendar_id');
  const present: boolean[] = new Array(names.length);
  for (let index = 0; index < names.length; index++) present[index] = isPresent(record, names[index]!);
  for (let index = 0; index < names.length; index++) {
    const spec = specs[index]!;
    if (spec.required && !(usesSavedCalendar && spec.calendar) && !present[index]) {
      return requestFailure('INVALID_REQUEST', names[index], messages.missingField(names[index]!));
    }
  }
  const oneOf = definition.exactlyOneOf;
  if (oneOf && !isPresent(record, oneOf[0]) && !isPresent(record, oneOf[1])) {
    return requestFailure('INVALID_REQUEST', oneOf[0], messages.oneOfMissing(oneOf[0], oneOf[1]));
  }
  const parsed: unknown[] = new Array(names.length);
  for (const kind of ['date', 'value'] as const) {
    for (let index = 0; index < names.length; index++) {
      const spec = specs[index]!;
      const name = names[index]!;
      if (spec.kind !== kind || (usesSavedCalendar && spec.calendar) || !present[index]) continue;
      const value = parseField(spec, record[name]);
      if (value === invalid) {
        return requestFailure(kind === 'date' ? 'INVALID_DATE' : 'VALIDATION_ERROR', name, messages.invalidField(name, spec.expects));
      }
      parsed[index] = value;
    }
  }
  if (oneOf && isPresent(record, oneOf[0]) && isPresent(record, oneOf[1])) {
    return requestFailure('VALIDATION_ERROR', oneOf[1], messages.oneOfBoth(oneOf[0], oneOf[1]));
  }
  const input: Record<string, unknown> = {};
  for (let index = 0; index < names.length; index++) {
    const spec = specs[index]!;
    const name = names[index]!;
    if (usesSavedCalendar && spec.calendar) continue;
    if (present[index]) {
      input[name] = parsed[index];
    } else if (spec.defaultToday) {
      if (!isPlainDate(today)) return requestFailure('INVALID_REQUEST', name, messages.noToday(name));
      input[name] = today;
    } else if (spec.default !== undefined) {
      input[name] = Array.isArray(spec.default) ? [...(spec.default as unknown[])] : spec.default;
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
