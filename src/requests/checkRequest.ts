import * as v from 'valibot';
import { epochDaysOfPlainDate, isPlainDate } from '../date/plainDate.ts';
import { fieldFault } from '../fields/fieldFault.ts';
import type { FieldSpec } from '../fields/fieldSpec.ts';
import {
  FIELD_DEFAULT,
  FIELD_DEFAULT_TODAY,
  prepare,
  STAGE_DATE,
  STAGE_OBJECT,
  STAGE_REQUIRED,
  STAGE_UNKNOWN_FIELD,
  STAGE_VALUE,
  type InputPlan,
  type PreparedFields,
  type RequestShape,
} from '../fields/requestShape.ts';
import * as messages from '../messages.ts';
import { serviceFail, type ErrorCode } from '../protocol/errorCodes.ts';
import { fail, type Fail, type Ok } from '../result.ts';
import { storeField } from '../fields/storeField.ts';

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

/**
 * Row `unknown_field`: reads the body's fields by index; an `UNKNOWN_FIELD` failure for a key the
 * operation does not define, else the mask of the fields present (bit i: field i is not `undefined`).
 */
function readFields(prepared: PreparedFields, record: Body, values: unknown[]): Fail<ErrorCode> | number {
  const keys = Object.keys(record);
  const last = prepared.lastRead;
  const indexes = sameKeys(keys, last.keys) ? last.indexes : keyIndexes(prepared, keys);
  // (`Array.isArray` does not narrow a readonly array out of a union.)
  if (!Array.isArray(indexes)) return indexes as Fail<ErrorCode>;
  let present = 0;
  // The values in the keys' order by one call (a look-up by key per field went through V8's generic
  // keyed load: about 100 machine instructions each).
  const bodyValues = Object.values(record);
  for (let at = 0; at < keys.length; at++) {
    const value = bodyValues[at];
    values[indexes[at]!] = value;
    if (value !== undefined) present |= 1 << indexes[at]!;
  }
  // Own non-enumerable fields count as present too (rare), and a getter that deleted a later field
  // leaves the values out of step with the keys (rarer): then read every field by name.
  if (bodyValues.length !== keys.length || Object.getOwnPropertyNames(record).length !== keys.length) {
    const { names } = prepared;
    present = 0;
    for (let index = 0; index < names.length; index++) {
      values[index] = Object.hasOwn(record, names[index]!) ? record[names[index]!] : undefined;
      if (values[index] !== undefined) present |= 1 << index;
    }
  }
  return present;
}

/** Tells whether two key lists are the same keys in the same order. */
function sameKeys(keys: readonly string[], known: readonly string[]): boolean {
  if (keys.length !== known.length) return false;
  for (let at = 0; at < keys.length; at++) if (keys[at] !== known[at]) return false;
  return true;
}

/** The field index of each key (remembered as the last key list), or `UNKNOWN_FIELD` for the first key the operation does not define. */
function keyIndexes(prepared: PreparedFields, keys: readonly string[]): number[] | Fail<ErrorCode> {
  const { names, indexOf } = prepared;
  const indexes: number[] = new Array(keys.length);
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at]!;
    const index = indexOf.get(key);
    if (index === undefined) return serviceFail('UNKNOWN_FIELD', key, messages.unknownField(key, names));
    indexes[at] = index;
  }
  const last = prepared.lastRead;
  last.keys = keys;
  last.indexes = indexes;
  return indexes;
}

/** The index of the lowest bit of a non-zero mask (the first field of the set, in field order). */
function firstIndex(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** The indexes of a mask's bits, lowest first. */
function indexesOf(mask: number): number[] {
  const indexes: number[] = [];
  for (let rest = mask; rest !== 0; rest &= rest - 1) indexes.push(firstIndex(rest));
  return indexes;
}

/** The plan of inputs of bodies holding the fields `present`, with or without a saved calendar (see `InputPlan`). */
function inputPlanOf(prepared: PreparedFields, present: number, savedCalendar: boolean): InputPlan {
  const key = present * 2 + (savedCalendar ? 1 : 0);
  const last = prepared.lastRead;
  if (last.planKey === key && last.plan !== undefined) return last.plan;
  let plan = prepared.inputPlans.get(key);
  if (plan === undefined) {
    const { names, specs, flags, defaultUnless } = prepared;
    const skipped = savedCalendar ? prepared.calendarMask : 0;
    const template: Record<string, unknown> = {};
    const given: number[] = [];
    const todayDefaults: number[] = [];
    // Which fields the input holds, in field order: present ones, and absent ones with a default (or today).
    for (let index = 0; index < names.length; index++) {
      const bit = 1 << index;
      const bits = flags[index]!;
      if ((skipped & bit) !== 0) continue;
      const unless = defaultUnless[index]!;
      if ((present & bit) !== 0) given.push(index);
      else if ((bits & FIELD_DEFAULT_TODAY) !== 0) todayDefaults.push(index);
      else if ((bits & FIELD_DEFAULT) === 0 || (unless >= 0 && (present & (1 << unless)) !== 0)) continue;
      // A default array too is the field table's own: `validateRequest` copies arrays for its callers.
      template[names[index]!] = (bits & FIELD_DEFAULT) !== 0 && (present & bit) === 0 ? specs[index]!.default : undefined;
    }
    plan = { template, given, todayDefaults };
    prepared.inputPlans.set(key, plan);
  }
  last.planKey = key;
  last.plan = plan;
  return plan;
}

/**
 * A checked request with the epoch days of its first two dates (field order; `undefined` for none): a
 * run need not read them again. Not `NaN` for none: a field that holds `NaN` in some answers is a
 * floating-point field in all of them for V8, and every day read from it then reached the engine as a
 * heap number, switching its arithmetic to floating point for every caller (the bench measured it).
 */
export interface CheckedBody extends Ok<Record<string, unknown>> {
  readonly firstDay: number | undefined;
  readonly secondDay: number | undefined;
}

/** The typed input of a checked request: parsed values for present fields, defaults (or today) for absent ones. */
function inputOf(prepared: PreparedFields, values: readonly unknown[], plan: InputPlan, today: string | undefined, firstDay: number | undefined, secondDay: number | undefined): CheckedBody | Fail<ErrorCode> {
  const { names } = prepared;
  const { given, todayDefaults } = plan;
  if (todayDefaults.length > 0 && !isPlainDate(today)) return fail('INVALID_REQUEST', names[todayDefaults[0]!], messages.noToday(names[todayDefaults[0]!]!));
  const input: Record<string, unknown> = { ...plan.template };
  const numbers = prepared.storeNumbers;
  for (let at = 0; at < given.length; at++) storeField(input, numbers[given[at]!]!, names[given[at]!]!, values[given[at]!]);
  for (let at = 0; at < todayDefaults.length; at++) storeField(input, numbers[todayDefaults[at]!]!, names[todayDefaults[at]!]!, today);
  return { ok: true, value: input, firstDay, secondDay };
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
 * @returns The typed, defaults-applied input with the epoch days of its first two dates (`CheckedBody`), or the failure of the first row with a fault.
 * @example
 * checkRequest({ fields: dayOfWeekFields }, { date: '1970-01-02' }) //=> { ok: true, value: { date: '1970-01-02' }, firstDay: 1, secondDay: undefined }
 */
export function checkRequest(shape: RequestShape, body: unknown, today?: string): CheckedBody | Fail<ErrorCode> {
  const prepared = prepare(shape);
  const { names, specs, stages, oneOfIndexes, lastText, lastParsed } = prepared;
  const record = body as Body;
  const oneOf = shape.exactlyOneOf;
  // values[i]: field i's value when present, else undefined (absent and `undefined` are the same).
  const values: unknown[] = new Array(names.length);
  // The fields present (bit i for field i), and those a saved calendar replaces: every later check skips them.
  let present = 0;
  let skipped = 0;
  // The epoch days of the first two dates the body holds, as row `date` reads them.
  let firstDay: number | undefined;
  let secondDay: number | undefined;
  // The rows in the order of the precedence table; the first row with a fault decides.
  for (let at = 0; at < stages.length; at++) {
    const stage = stages[at];
    if (stage === STAGE_OBJECT) {
      if (typeof record !== 'object' || record === null || Array.isArray(record)) return fail('INVALID_REQUEST', undefined, messages.notAnObject());
    } else if (stage === STAGE_UNKNOWN_FIELD) {
      const read = readFields(prepared, record, values);
      if (typeof read !== 'number') return read;
      present = read;
      skipped = prepared.savedCalendarIndex >= 0 && (present & (1 << prepared.savedCalendarIndex)) !== 0 ? prepared.calendarMask : 0;
    } else if (stage === STAGE_REQUIRED) {
      const missing = prepared.requiredMask & ~present & ~skipped;
      if (missing !== 0) return fail('INVALID_REQUEST', names[firstIndex(missing)], messages.missingField(names[firstIndex(missing)]!));
      if (oneOf !== undefined && values[oneOfIndexes[0]] === undefined && values[oneOfIndexes[1]] === undefined) {
        return fail('INVALID_REQUEST', oneOf[0], messages.oneOfMissing(oneOf[0], oneOf[1]));
      }
    } else {
      // STAGE_DATE or STAGE_VALUE: the row's present fields in field order (lowest bit first), keeping their parsed values.
      for (let rest = present & ~skipped & (stage === STAGE_DATE ? prepared.dateMask : prepared.valueMask); rest !== 0; rest &= rest - 1) {
        const index = firstIndex(rest);
        const value = values[index];
        // A value field's string that passed last time parses as it did then (dates vary: they are read).
        if (stage === STAGE_VALUE && value === lastText[index]) {
          values[index] = lastParsed[index];
          continue;
        }
        const spec = specs[index]!;
        if (spec.accepts === isPlainDate) {
          // A date field: read once, to its epoch days (the value itself is the parsed value).
          const days = epochDaysOfPlainDate(value);
          if (days !== days) return fieldFault(names[index]!, spec, value);
          if (firstDay === undefined) firstDay = days;
          else if (secondDay === undefined) secondDay = days;
          continue;
        }
        const parsed = parseField(spec, value);
        if (parsed === invalid) return fieldFault(names[index]!, spec, value);
        values[index] = parsed;
        if (typeof value === 'string') {
          lastText[index] = value;
          lastParsed[index] = parsed;
        }
      }
      if (stage === STAGE_VALUE && oneOf !== undefined && values[oneOfIndexes[0]] !== undefined && values[oneOfIndexes[1]] !== undefined) {
        return fail('VALIDATION_ERROR', oneOf[1], messages.oneOfBoth(oneOf[0], oneOf[1]));
      }
    }
  }
  const input = inputOf(prepared, values, inputPlanOf(prepared, present, skipped !== 0), today, firstDay, secondDay);
  // The rules between fields close row `value`, as in a typed call (`argumentsFault`).
  const broken = input.ok && shape.rules !== undefined ? shape.rules(input.value) : undefined;
  return broken ?? input;
}
