import * as v from 'valibot';
import { isPlainDate, type PlainDate } from '../date/plainDate.ts';
import { expectsBoolean, expectsDate, expectsIntegerBetween, expectsOneOf } from '../messages.ts';
import { compileFieldCheck, keepValue, type CompiledFieldCheck } from './compileFieldCheck.ts';

/**
 * One request field: its valibot schema (the one description of what the field accepts), whether it
 * is required, its default and how a fault in it is reported. Its words for people (OpenAPI, MCP, the
 * CLI, the docs) are the catalog's (`fieldDescriptions` of an entry), not the core's. `kind: 'date'` faults are
 * `INVALID_DATE`, every other field's are `VALIDATION_ERROR`. `test` (and `accepts`) are the schema's
 * compiled form, derived from it once when the field is declared.
 */
export interface FieldSpec<T = unknown> {
  readonly kind: 'date' | 'value';
  readonly schema: v.GenericSchema<unknown, T>;
  readonly required: boolean;
  readonly default?: T;
  /** What a valid value looks like, completing "<field> must be ...". */
  readonly expects: string;
  /** A shared calendar field: ignored (not validated) when `business_calendar_id` is present. */
  readonly calendar?: boolean;
  /** When absent, the field takes the caller's "today" (`age.as_of_date`). */
  readonly defaultToday?: boolean;
  /** The field whose presence drops this field's default (`country_code` has none beside `market_code`). */
  readonly defaultUnless?: string;
  /** Tells whether a value passes `schema`: its compiled form (or the schema itself when it cannot be compiled). */
  readonly test: (value: unknown) => boolean;
  /**
   * `test`, when the request layer may use it instead of the schema: the parsed value is then the
   * input itself, or `normalize(input)` when given. Absent when the schema builds a new value (arrays).
   */
  readonly accepts?: (value: unknown) => boolean;
  /** With `accepts`: what the schema outputs for an accepted input (e.g. the upper-cased country). */
  readonly normalize?: (value: never) => unknown;
}

/** The ordered fields of one operation's request, in the order of the spec's field table. */
export type FieldTable = Readonly<Record<string, FieldSpec>>;

/** What a field declaration says besides its schema. */
export interface FieldOptions<T> {
  readonly required?: boolean;
  readonly default?: T;
  readonly calendar?: boolean;
  readonly defaultToday?: boolean;
  readonly defaultUnless?: string;
}

/** `v.boolean()`'s check. */
function isBoolean(value: unknown): boolean {
  return typeof value === 'boolean';
}

/* @__NO_SIDE_EFFECTS__ */
function field<T>(
  kind: 'date' | 'value',
  schema: v.GenericSchema<unknown, T>,
  expected: string,
  options: FieldOptions<T> | undefined,
  compiled: CompiledFieldCheck | undefined,
): FieldSpec<T> {
  const test = compiled?.test ?? ((value: unknown) => v.is(schema, value));
  return {
    kind,
    schema,
    expects: expected,
    test,
    ...(compiled?.keepsInput === true ? { accepts: compiled.test } : {}),
    ...(compiled?.keepsInput === true && compiled.normalize !== undefined ? { normalize: compiled.normalize } : {}),
    required: options?.required ?? false,
    ...(options?.default === undefined ? {} : { default: options.default }),
    ...(options?.calendar === undefined ? {} : { calendar: options.calendar }),
    ...(options?.defaultToday === undefined ? {} : { defaultToday: options.defaultToday }),
    ...(options?.defaultUnless === undefined ? {} : { defaultUnless: options.defaultUnless }),
  };
}

/**
 * The valibot schema of a `YYYY-MM-DD` date in 0001..9999; its output is a `PlainDate`. Its one
 * rule is `isPlainDate` (the OpenAPI document states it as `format: date`).
 */
export const plainDateSchema = v.pipe(v.string(), v.check<string>(isPlainDate), v.transform(keepValue as (value: string) => PlainDate));

/**
 * Declares a `YYYY-MM-DD` date field.
 *
 * @param options - Whether it is required (default: optional).
 * @returns The field spec.
 * @example
 * dateField({ required: true }).test('2024-02-29') //=> true
 */
export /* @__NO_SIDE_EFFECTS__ */ function dateField(options?: FieldOptions<PlainDate>): FieldSpec<PlainDate> {
  // The schema is built from `isPlainDate` (`v.check`), so the predicate is the schema's own check:
  // typed functions that only take dates and booleans then carry no schema compiler.
  return field('date', plainDateSchema, expectsDate(), options, { test: isPlainDate, keepsInput: true });
}

/**
 * Declares a boolean field.
 *
 * @param options - Its default.
 * @returns The field spec.
 * @example
 * booleanField({ default: false }).test('yes') //=> false
 */
export /* @__NO_SIDE_EFFECTS__ */ function booleanField(options?: FieldOptions<boolean>): FieldSpec<boolean> {
  return field('value', v.boolean(), expectsBoolean(), options, { test: isBoolean, keepsInput: true });
}

/**
 * Declares an integer field with inclusive bounds.
 *
 * @param min - The smallest allowed value.
 * @param max - The largest allowed value.
 * @param options - Whether it is required and its default.
 * @returns The field spec.
 * @example
 * integerField(-36500, 36500, { required: true }).test(36501) //=> false
 */
export /* @__NO_SIDE_EFFECTS__ */ function integerField(min: number, max: number, options?: FieldOptions<number>): FieldSpec<number> {
  const schema = v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
  return field('value', schema, expectsIntegerBetween(min, max), options, compileFieldCheck(schema));
}

/**
 * Declares a string field restricted to a list of values.
 *
 * @param values - The allowed values.
 * @param options - Its default.
 * @returns The field spec.
 * @example
 * enumField(['days', 'weeks'], { default: 'days' }).test('Days') //=> false
 */
export /* @__NO_SIDE_EFFECTS__ */ function enumField<const T extends string>(values: readonly [T, ...T[]], options?: FieldOptions<T>): FieldSpec<T> {
  const schema = v.picklist(values);
  return field('value', schema, expectsOneOf(values), options, compileFieldCheck(schema));
}

/**
 * Declares a field from any valibot schema.
 *
 * @param schema - The schema.
 * @param expected - What a valid value looks like, completing "<field> must be ..." (an `expects…` text of `messages.ts`).
 * @param options - Whether it is required and its default.
 * @returns The field spec.
 * @example
 * valueField(v.string(), 'a string').test(3) //=> false
 */
export /* @__NO_SIDE_EFFECTS__ */ function valueField<T>(schema: v.GenericSchema<unknown, T>, expected: string, options?: FieldOptions<T>): FieldSpec<T> {
  return field('value', schema, expected, options, compileFieldCheck(schema));
}

/**
 * Appends the shared calendar fields to an operation's own fields (a pure call, so bundlers can
 * drop it when the operation is unused).
 *
 * @param own - The operation's own fields, in the spec's order.
 * @param shared - The shared calendar fields.
 * @returns One field table, own fields first.
 * @example
 * Object.keys(withSharedFields({ date: dateField({ required: true }) }, calendarFields))[0] //=> 'date'
 */
export /* @__NO_SIDE_EFFECTS__ */ function withSharedFields<A extends FieldTable, B extends FieldTable>(own: A, shared: B): A & B {
  return Object.assign({}, own, shared);
}
