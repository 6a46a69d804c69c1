import * as v from 'valibot';
import { isPlainDate, type PlainDate } from '../date/plainDate.ts';

/**
 * One request field: its valibot schema, whether it is required, its default and how a fault in it
 * is reported. `kind: 'date'` faults are `INVALID_DATE`, every other field's are `VALIDATION_ERROR`.
 */
export interface FieldSpec<T = unknown> {
  readonly kind: 'date' | 'value';
  readonly schema: v.GenericSchema<unknown, T>;
  readonly required: boolean;
  readonly default?: T;
  /** What the field means, for OpenAPI, MCP, the CLI and the docs. */
  readonly description: string;
  /** What a valid value looks like, completing "<field> must be ...". */
  readonly expects: string;
  /** A shared calendar field: ignored (not validated) when `business_calendar_id` is present. */
  readonly calendar?: boolean;
  /** When absent, the field takes the caller's "today" (`age.as_of_date`). */
  readonly defaultToday?: boolean;
  /**
   * A fast check that accepts exactly what `schema` accepts; the request layer uses it instead of the
   * schema. The parsed value is then the input itself, or `normalize(input)` when given.
   */
  readonly accepts?: (value: unknown) => boolean;
  /** With `accepts`: what the schema outputs for an accepted input (e.g. the upper-cased country). */
  readonly normalize?: (value: never) => unknown;
}

/** The ordered fields of one operation's request, in the order of the spec's field table. */
export type FieldTable = Readonly<Record<string, FieldSpec>>;

interface FieldOptions<T> {
  readonly description: string;
  readonly required?: boolean;
  readonly default?: T;
  readonly calendar?: boolean;
  readonly defaultToday?: boolean;
}

/* @__NO_SIDE_EFFECTS__ */
function field<T>(
  kind: 'date' | 'value',
  schema: v.GenericSchema<unknown, T>,
  expects: string,
  options: FieldOptions<T>,
  accepts?: (value: unknown) => boolean,
  normalize?: (value: never) => unknown,
): FieldSpec<T> {
  return {
    kind,
    schema,
    expects,
    ...(accepts === undefined ? {} : { accepts }),
    ...(normalize === undefined ? {} : { normalize }),
    required: options.required ?? false,
    description: options.description,
    ...(options.default === undefined ? {} : { default: options.default }),
    ...(options.calendar === undefined ? {} : { calendar: options.calendar }),
    ...(options.defaultToday === undefined ? {} : { defaultToday: options.defaultToday }),
  };
}

/** `v.boolean()`'s check. */
function isBoolean(value: unknown): boolean {
  return typeof value === 'boolean';
}

/** The valibot schema of a `YYYY-MM-DD` date in 0001..9999; its output is a `PlainDate`. */
export const plainDateSchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((value: string) => isPlainDate(value)),
  v.transform((value) => value as PlainDate),
);

/**
 * Declares a `YYYY-MM-DD` date field.
 *
 * @param options - Description and whether it is required.
 * @returns The field spec.
 * @example
 * dateField({ description: 'Start date.', required: true })
 */
export /* @__NO_SIDE_EFFECTS__ */ function dateField(options: FieldOptions<PlainDate>): FieldSpec<PlainDate> {
  return field('date', plainDateSchema, 'a real calendar date in YYYY-MM-DD form from 0001-01-01 to 9999-12-31', options, isPlainDate);
}

/**
 * Declares a boolean field.
 *
 * @param options - Description and default.
 * @returns The field spec.
 * @example
 * booleanField({ description: 'Skip weekends.', default: false })
 */
export /* @__NO_SIDE_EFFECTS__ */ function booleanField(options: FieldOptions<boolean>): FieldSpec<boolean> {
  return field('value', v.boolean(), 'a boolean (true or false)', options, isBoolean);
}

/**
 * Declares an integer field with inclusive bounds.
 *
 * @param min - The smallest allowed value.
 * @param max - The largest allowed value.
 * @param options - Description, required and default.
 * @returns The field spec.
 * @example
 * integerField(-36500, 36500, { description: 'Amount.', required: true })
 */
export /* @__NO_SIDE_EFFECTS__ */ function integerField(min: number, max: number, options: FieldOptions<number>): FieldSpec<number> {
  return field('value', v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), `an integer from ${min} to ${max}`, options, (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
  );
}

/**
 * Declares a string field restricted to a list of values.
 *
 * @param values - The allowed values.
 * @param options - Description and default.
 * @returns The field spec.
 * @example
 * enumField(['days', 'weeks'], { description: 'Unit.', default: 'days' })
 */
export /* @__NO_SIDE_EFFECTS__ */ function enumField<const T extends string>(values: readonly [T, ...T[]], options: FieldOptions<T>): FieldSpec<T> {
  return field('value', v.picklist(values), `one of ${values.map((value) => `"${value}"`).join(', ')}`, options, (value) =>
    (values as readonly unknown[]).includes(value),
  );
}

/**
 * Declares a field from any valibot schema.
 *
 * @param schema - The schema.
 * @param expects - What a valid value looks like, completing "<field> must be ...".
 * @param options - Description, required and default.
 * @param fast - Optionally, `accepts` (exactly the schema's check) and `normalize` (its output), to skip the schema.
 * @returns The field spec.
 * @example
 * valueField(v.string(), 'a string', { description: 'A name.' })
 */
export /* @__NO_SIDE_EFFECTS__ */ function valueField<T>(
  schema: v.GenericSchema<unknown, T>,
  expects: string,
  options: FieldOptions<T>,
  fast?: { readonly accepts: (value: unknown) => boolean; readonly normalize?: (value: never) => unknown },
): FieldSpec<T> {
  return field('value', schema, expects, options, fast?.accepts, fast?.normalize);
}

/**
 * Builds the strict valibot object schema of a field table (unknown keys rejected, defaults applied),
 * as used for the OpenAPI document and MCP tool schemas.
 *
 * @param fields - The field table.
 * @returns The object schema.
 * @example
 * v.safeParse(objectSchemaOf(addDaysFields), { start_date: '2024-01-01', days: 1 }).success //=> true
 */
export /* @__NO_SIDE_EFFECTS__ */ function objectSchemaOf(fields: FieldTable): v.GenericSchema<unknown, Record<string, unknown>> {
  const entries: Record<string, v.GenericSchema> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const described = v.pipe(spec.schema, v.description(spec.description));
    entries[name] = spec.required ? described : v.optional(described, spec.default as never);
  }
  return v.strictObject(entries) as v.GenericSchema<unknown, Record<string, unknown>>;
}

/**
 * Appends the shared calendar fields to an operation's own fields (a pure call, so bundlers can
 * drop it when the operation is unused).
 *
 * @param own - The operation's own fields, in the spec's order.
 * @param shared - The shared calendar fields.
 * @returns One field table, own fields first.
 * @example
 * withSharedFields({ date: dateField({ description: 'Date.', required: true }) }, calendarFields)
 */
export /* @__NO_SIDE_EFFECTS__ */ function withSharedFields<A extends FieldTable, B extends FieldTable>(own: A, shared: B): A & B {
  return Object.assign({}, own, shared);
}
