// What an operation validates (`RequestShape`), and its field table laid out once for the request
// layer (`requests/checkRequest.ts`); the typed functions' checks (`fields/checkArguments.ts`) lay out
// the same shape more lightly. Both run
// the rows of the error precedence (`PRECEDENCE_STAGES`) in its order over the same specs.
import { storedFieldNumber } from './storeField.ts';
import type { Fail } from '../result.ts';
import { PRECEDENCE_STAGES, type RequestStage } from './errorPrecedence.ts';
import type { FieldSpec, FieldTable } from './fieldSpec.ts';

/**
 * What validation needs of an operation, the same for a request body (`checkRequest`) and a typed
 * function's arguments (`argumentsFault`): its field table, its exactly-one-of pair, and the rules
 * between fields. Together with the precedence's order (`PRECEDENCE_STAGES`) this is the one description both checks run.
 */
export interface RequestShape {
  /** The request fields in the spec's order, with schemas and defaults. */
  readonly fields: FieldTable;
  /** Exactly one of these two fields must be given (neither: INVALID_REQUEST; both: VALIDATION_ERROR). */
  readonly exactlyOneOf?: readonly [string, string];
  /**
   * The rules between fields (row `value`, after every field passed its own check): a `Fail` naming
   * the field at fault, or `undefined`. They must not depend on defaults (a request's input has them
   * applied, a typed call's arguments do not) nor read the calendar fields.
   */
  readonly rules?: (input: Readonly<Record<string, unknown>>) => Fail | undefined;
}

/** A shape's field table, laid out once for the checks (a pure cache of derived data). */
export interface PreparedFields {
  readonly shape: RequestShape;
  readonly names: readonly string[];
  readonly specs: readonly FieldSpec[];
  /**
   * Each field's `FIELD_*` bits, read from its spec once: the specs have several object shapes, so
   * reading their properties in the per-request loops would be slow polymorphic loads.
   */
  readonly flags: Uint8Array;
  /** The index of each field name (also the unknown-field check). */
  readonly indexOf: ReadonlyMap<string, number>;
  /** The date fields as a mask (bit i for field i; field order is bit order, lowest first). */
  readonly dateMask: number;
  /** The other fields as a mask. */
  readonly valueMask: number;
  /** The required fields as a mask. */
  readonly requiredMask: number;
  /** The calendar fields (those a saved calendar replaces) as a mask. */
  readonly calendarMask: number;
  /** The request layer's rows (`STAGE_CODES`) in the order of `PRECEDENCE_STAGES`: the table decides the order of the checks. */
  readonly stages: Uint8Array;
  /** The index of `business_calendar_id` (-1 when the operation has no calendar fields). */
  readonly savedCalendarIndex: number;
  /** Per field, the index of the field whose presence drops its default (`FieldSpec.defaultUnless`), or -1. */
  readonly defaultUnless: Int16Array;
  /** The indexes of the two `exactlyOneOf` fields (-1 when there are none). */
  readonly oneOfIndexes: readonly [number, number];
  /**
   * How to build an input, by the fields a body holds and whether a saved calendar replaces the
   * calendar fields: made once per such set (at most two per subset of the table's
   * fields, and bodies hold few subsets), a pure cache of derived data.
   */
  /** Each field's number for `storeField` (requests/storeField.ts), or -1. */
  readonly storeNumbers: Int8Array;
  readonly inputPlans: Map<number, InputPlan>;
  /**
   * Per field, the last string that passed its check and what it parsed to (`undefined` before one
   * did): a value field that repeats (`country_code: 'US'` on every request) is not checked and
   * normalized again. Strings only, compared by value; a pure cache of one entry per field.
   */
  readonly lastText: (string | undefined)[];
  readonly lastParsed: unknown[];
  /**
   * The last body read: its keys and their field indexes, and the key of its input plan in
   * `inputPlans` with the plan. The next body with the same keys in the same order (the common case:
   * one client, one body layout) skips the index lookups, and one with the same fields the plan
   * lookup. A pure cache of one entry (the keys and the plan's key are compared each time).
   */
  readonly lastRead: { keys: readonly string[]; indexes: readonly number[]; planKey: number; plan: InputPlan | undefined };
}

/**
 * How `checkRequest` builds the input of a body that holds a given set of fields: a template object
 * with the input's keys in field order and the defaults of absent fields (copying one and setting the
 * remaining values is much faster than adding keys one by one to an empty object), and which fields
 * take the body's value or today.
 */
export interface InputPlan {
  readonly template: Readonly<Record<string, unknown>>;
  /** Fields whose value the body gives (present, not replaced by a saved calendar). */
  readonly given: readonly number[];
  /** Absent fields whose default is today. */
  readonly todayDefaults: readonly number[];
}

/** The rows of the error precedence the checks of fields run, as codes (`json` is `parseJsonBody`'s; `calendar` and `range` come later). */
export const STAGE_OBJECT = 1;
export const STAGE_UNKNOWN_FIELD = 2;
export const STAGE_REQUIRED = 3;
export const STAGE_DATE = 4;
export const STAGE_VALUE = 5;
const STAGE_CODES: Partial<Record<RequestStage, number>> = {
  object: STAGE_OBJECT,
  unknown_field: STAGE_UNKNOWN_FIELD,
  required: STAGE_REQUIRED,
  date: STAGE_DATE,
  value: STAGE_VALUE,
};

export const FIELD_REQUIRED = 1;
export const FIELD_CALENDAR = 2;
export const FIELD_DEFAULT_TODAY = 4;
export const FIELD_DEFAULT = 8;

/** The `FIELD_*` bits of one spec. */
function flagsOf(spec: FieldSpec): number {
  return (
    (spec.required ? FIELD_REQUIRED : 0) |
    (spec.calendar ? FIELD_CALENDAR : 0) |
    (spec.defaultToday ? FIELD_DEFAULT_TODAY : 0) |
    (spec.default === undefined ? 0 : FIELD_DEFAULT)
  );
}

/** The stage whose row finds a fault in a field: `date` for date fields, `value` for the rest. */
function stageOfField(spec: FieldSpec): RequestStage {
  return spec.kind === 'date' ? 'date' : 'value';
}

/** The mask of the fields whose spec passes a test. */
function maskOf(specs: readonly FieldSpec[], test: (spec: FieldSpec) => boolean): number {
  let mask = 0;
  for (let index = 0; index < specs.length; index++) if (test(specs[index]!)) mask |= 1 << index;
  return mask;
}

/** Masks hold one bit per field in a 32-bit integer; the sign bit is left alone. */
const MAX_FIELDS = 31;

const preparedFields = new WeakMap<RequestShape, PreparedFields>();

/**
 * The shape laid out for the checks, made once per shape (a cache keyed by the shape's identity:
 * derived data only, so it is invisible to callers).
 *
 * @param shape - An operation's field table, exactly-one-of pair and rules.
 * @returns Its prepared form.
 * @example
 * prepare({ fields: { date: dateField({ required: true }) } }).dateMask //=> 1
 */
export function prepare(shape: RequestShape): PreparedFields {
  // The lookup alone on the hot path: building is a function of its own, so a caller's optimized code stays small.
  return preparedFields.get(shape) ?? preparedOf(shape);
}

/** Builds and remembers the prepared form of a field table (`prepare`'s first call for it). */
function preparedOf(shape: RequestShape): PreparedFields {
  const names = Object.keys(shape.fields);
  if (names.length > MAX_FIELDS) throw new Error(`a field table holds at most ${MAX_FIELDS} fields`);
  const specs = names.map((name) => shape.fields[name]!);
  const oneOf = shape.exactlyOneOf;
  const prepared: PreparedFields = {
    shape,
    names,
    specs,
    flags: Uint8Array.from(specs, flagsOf),
    indexOf: new Map(names.map((name, index) => [name, index])),
    dateMask: maskOf(specs, (spec) => stageOfField(spec) === 'date'),
    valueMask: maskOf(specs, (spec) => stageOfField(spec) === 'value'),
    requiredMask: maskOf(specs, (spec) => spec.required),
    calendarMask: maskOf(specs, (spec) => spec.calendar === true),
    stages: Uint8Array.from(PRECEDENCE_STAGES.flatMap((stage) => STAGE_CODES[stage] ?? [])),
    savedCalendarIndex: names.indexOf('business_calendar_id'),
    defaultUnless: Int16Array.from(specs, (spec) => (spec.defaultUnless === undefined ? -1 : names.indexOf(spec.defaultUnless))),
    oneOfIndexes: oneOf === undefined ? [-1, -1] : [names.indexOf(oneOf[0]), names.indexOf(oneOf[1])],
    storeNumbers: Int8Array.from(names, storedFieldNumber),
    inputPlans: new Map(),
    lastText: names.map(() => undefined),
    lastParsed: names.map(() => undefined),
    lastRead: { keys: [], indexes: [], planKey: -1, plan: undefined },
  };
  preparedFields.set(shape, prepared);
  return prepared;
}
