import * as v from 'valibot';
import { isPlainDate } from '../date/plainDate.ts';
import { fieldFault } from '../fields/fieldFault.ts';
import type { FieldSpec } from '../fields/fieldSpec.ts';
import {
  FIELD_ARRAY_DEFAULT,
  FIELD_CALENDAR,
  FIELD_DEFAULT_TODAY,
  FIELD_REQUIRED,
  FIELD_SCALAR_DEFAULT,
  prepare,
  STAGE_DATE,
  STAGE_OBJECT,
  STAGE_REQUIRED,
  STAGE_UNKNOWN_FIELD,
  STAGE_VALUE,
  type PreparedFields,
  type RequestShape,
} from '../fields/requestShape.ts';
import * as messages from '../messages.ts';
import { serviceFail, type ErrorCode } from '../protocol/errorCodes.ts';
import { fail, type Fail, type Result } from '../result.ts';

type Body = Readonly<Record<string, unknown>>;

/** Checks one present field; its parsed value, or `invalid` when it does not pass. */
const invalid: unique symbol = Symbol('invalid');
function parseField(spec: FieldSpec, value: unknown): unknown {
  // `accepts` is the schema's compiled form: it gives what the schema gives, without running it.
  if (spec.accepts !== undefined) {
    if (!spec.accepts(value)) return invalid;
    return spec.normalize === undefined ? value : (spec.normalize as (accepted: unknown) => unknown)(value);
  }
  const result = v.safeParse(spec.schema, value);
  return result.success ? result.output : invalid;
}

/** Row `unknown_field`: reads the body's fields by index; an `UNKNOWN_FIELD` failure for a key the operation does not define. */
function readFields(prepared: PreparedFields, record: Body, values: unknown[]): Fail<ErrorCode> | undefined {
  const { names, indexOf } = prepared;
  const keys = Object.keys(record);
  const keyIndexes: number[] = new Array(keys.length);
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at]!;
    const index = indexOf.get(key);
    if (index === undefined) return serviceFail('UNKNOWN_FIELD', key, messages.unknownField(key, names));
    keyIndexes[at] = index;
  }
  for (let at = 0; at < keys.length; at++) values[keyIndexes[at]!] = record[keys[at]!];
  // Own non-enumerable fields count as present too (rare): then read every field by name.
  if (Object.getOwnPropertyNames(record).length !== keys.length) {
    for (let index = 0; index < names.length; index++) values[index] = Object.hasOwn(record, names[index]!) ? record[names[index]!] : undefined;
  }
  return undefined;
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

/** The typed input of a checked request: parsed values for present fields, defaults (or today) for absent ones. */
function inputOf(prepared: PreparedFields, values: readonly unknown[], skipped: number, today: string | undefined): Result<Record<string, unknown>> {
  const { names, specs, flags } = prepared;
  const count = names.length;
  // Which fields the input holds: present ones, and absent ones with a default (or today).
  let mask = 0;
  for (let index = 0; index < count; index++) {
    const bits = flags[index]!;
    if ((bits & skipped) !== 0) continue;
    if (values[index] !== undefined) {
      mask |= 1 << index;
    } else if ((bits & FIELD_DEFAULT_TODAY) !== 0) {
      if (!isPlainDate(today)) return fail('INVALID_REQUEST', names[index], messages.noToday(names[index]!));
      mask |= 1 << index;
    } else if ((bits & (FIELD_SCALAR_DEFAULT | FIELD_ARRAY_DEFAULT)) !== 0) {
      const unless = prepared.defaultUnless[index]!;
      if (unless < 0 || values[unless] === undefined) mask |= 1 << index;
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
 * Checks a parsed request body against an operation's fields, row by row of `ERROR_PRECEDENCE`
 * (the table decides the order: not an object, unknown fields including own `__proto__` and
 * `constructor` keys, missing required fields, date fields, every other field; inside a row, the
 * spec's field order), then builds the typed input: parsed values for present fields, defaults for
 * absent ones. Each field is read once and each present field is parsed once. `null` is a wrong
 * type, never absent. Calendar fields are ignored when `business_calendar_id` is present. Never
 * throws on any body.
 *
 * @param shape - The operation's field table and exactly-one-of pair (a catalog entry will do).
 * @param body - Any parsed JSON value.
 * @param today - Today's date (`YYYY-MM-DD`), the default of `defaultToday` fields.
 * @returns The typed, defaults-applied input, or the failure of the first row with a fault.
 * @example
 * checkRequest({ fields: dayOfWeekFields }, { date: '2024-07-04' }) //=> { ok: true, value: { date: '2024-07-04' } }
 */
export function checkRequest(shape: RequestShape, body: unknown, today?: string): Result<Record<string, unknown>, ErrorCode> {
  const prepared = prepare(shape);
  const { names, specs, flags, stages, oneOfIndexes } = prepared;
  const record = body as Body;
  const oneOf = shape.exactlyOneOf;
  // values[i]: field i's value when present, else undefined (absent and `undefined` are the same).
  const values: unknown[] = new Array(names.length);
  // FIELD_CALENDAR when a saved calendar replaces the calendar fields: every later check skips them.
  let skipped = 0;
  // The rows in the order of the precedence table; the first row with a fault decides.
  for (let at = 0; at < stages.length; at++) {
    const stage = stages[at];
    if (stage === STAGE_OBJECT) {
      if (typeof record !== 'object' || record === null || Array.isArray(record)) return fail('INVALID_REQUEST', undefined, messages.notAnObject());
    } else if (stage === STAGE_UNKNOWN_FIELD) {
      const fault = readFields(prepared, record, values);
      if (fault !== undefined) return fault;
      skipped = prepared.savedCalendarIndex >= 0 && values[prepared.savedCalendarIndex] !== undefined ? FIELD_CALENDAR : 0;
    } else if (stage === STAGE_REQUIRED) {
      for (let index = 0; index < names.length; index++) {
        const bits = flags[index]!;
        if ((bits & FIELD_REQUIRED) !== 0 && (bits & skipped) === 0 && values[index] === undefined) {
          return fail('INVALID_REQUEST', names[index], messages.missingField(names[index]!));
        }
      }
      if (oneOf !== undefined && values[oneOfIndexes[0]] === undefined && values[oneOfIndexes[1]] === undefined) {
        return fail('INVALID_REQUEST', oneOf[0], messages.oneOfMissing(oneOf[0], oneOf[1]));
      }
    } else {
      // STAGE_DATE or STAGE_VALUE: the row's present fields in field order, keeping their parsed values.
      const indexes = stage === STAGE_DATE ? prepared.dateFields : prepared.valueFields;
      for (let next = 0; next < indexes.length; next++) {
        const index = indexes[next]!;
        const value = values[index];
        if (value === undefined || (flags[index]! & skipped) !== 0) continue;
        const spec = specs[index]!;
        const parsed = parseField(spec, value);
        if (parsed === invalid) return fieldFault(names[index]!, spec, value);
        values[index] = parsed;
      }
      if (stage === STAGE_VALUE && oneOf !== undefined && values[oneOfIndexes[0]] !== undefined && values[oneOfIndexes[1]] !== undefined) {
        return fail('VALIDATION_ERROR', oneOf[1], messages.oneOfBoth(oneOf[0], oneOf[1]));
      }
    }
  }
  const input = inputOf(prepared, values, skipped, today);
  // The rules between fields close row `value`, as in a typed call (`argumentsFault`).
  const broken = input.ok && shape.rules !== undefined ? shape.rules(input.value) : undefined;
  return broken ?? input;
}
