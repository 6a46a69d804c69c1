// The checks of a typed function's arguments: the rows of `ERROR_PRECEDENCE` from `required` to
// `value`, in the table's order, over the operation's field table, as `checkRequest` runs them over a
// request body. What differs is what a typed call is: its dates may arrive as checked values, its
// calendar is an argument of its own (so the calendar fields are not its fields), and a key the
// table does not know is not an error (TypeScript's excess-property check is the typed caller's).
import * as messages from '../messages.ts';
import { fail, type Fail } from '../result.ts';
import { fieldFault } from './fieldFault.ts';
import { PRECEDENCE_STAGES } from './errorPrecedence.ts';
import type { FieldSpec } from './fieldSpec.ts';
import type { RequestShape } from './requestShape.ts';

const REQUIRED = 1;
const DATES = 2;
const VALUES = 3;

/** A shape laid out for a typed call's checks: its own fields (not the calendar's), row by row. */
interface ArgumentLayout {
  readonly names: readonly string[];
  readonly specs: readonly FieldSpec[];
  /** The rows a typed call checks (`REQUIRED`, `DATES`, `VALUES`), in the precedence table's order. */
  readonly rows: Uint8Array;
  readonly required: readonly number[];
  readonly dates: readonly number[];
  readonly values: readonly number[];
}

const layouts = new WeakMap<RequestShape, ArgumentLayout>();

/** The layout of a shape, made once per shape (a cache keyed by its identity: derived data only). */
function layoutOf(shape: RequestShape): ArgumentLayout {
  let layout = layouts.get(shape);
  if (layout === undefined) {
    const names = Object.keys(shape.fields);
    const specs = names.map((name) => shape.fields[name]!);
    const own = names.map((_, index) => index).filter((index) => specs[index]!.calendar !== true);
    const rowOf: Partial<Record<string, number>> = { required: REQUIRED, date: DATES, value: VALUES };
    layout = {
      names,
      specs,
      rows: Uint8Array.from(PRECEDENCE_STAGES.flatMap((stage) => rowOf[stage] ?? [])),
      required: own.filter((index) => specs[index]!.required),
      dates: own.filter((index) => specs[index]!.kind === 'date'),
      values: own.filter((index) => specs[index]!.kind !== 'date'),
    };
    layouts.set(shape, layout);
  }
  return layout;
}

/**
 * The first fault of a typed call's arguments, in the precedence table's order: a required field
 * absent (`INVALID_REQUEST`), a date that is not a real date (`INVALID_DATE`), a value of the wrong
 * type or out of range, both of an exactly-one-of pair or a broken rule between fields
 * (`VALIDATION_ERROR`). Each message names the field and what was received.
 *
 * @param shape - The operation's field table, exactly-one-of pair and rules.
 * @param input - The arguments, an object (the caller checked that), dates already unwrapped.
 * @returns The failure, or `undefined` when the arguments pass.
 * @example
 * argumentsFault(dayOfWeekShape, { date: '2024-02-30' })?.error.code //=> 'INVALID_DATE'
 */
export function argumentsFault(shape: RequestShape, input: Readonly<Record<string, unknown>>): Fail | undefined {
  const { names, specs, rows, required, dates, values } = layoutOf(shape);
  const oneOf = shape.exactlyOneOf;
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at];
    if (row === REQUIRED) {
      for (let next = 0; next < required.length; next++) {
        const name = names[required[next]!]!;
        if (input[name] === undefined) return fail('INVALID_REQUEST', name, messages.missingField(name));
      }
      if (oneOf !== undefined && input[oneOf[0]] === undefined && input[oneOf[1]] === undefined) {
        return fail('INVALID_REQUEST', oneOf[0], messages.oneOfMissing(oneOf[0], oneOf[1]));
      }
    } else {
      const indexes = row === DATES ? dates : values;
      for (let next = 0; next < indexes.length; next++) {
        const index = indexes[next]!;
        const value = input[names[index]!];
        if (value !== undefined && !specs[index]!.test(value)) return fieldFault(names[index]!, specs[index]!, value);
      }
      if (row === VALUES) {
        if (oneOf !== undefined && input[oneOf[0]] !== undefined && input[oneOf[1]] !== undefined) {
          return fail('VALIDATION_ERROR', oneOf[1], messages.oneOfBoth(oneOf[0], oneOf[1]));
        }
        const broken = shape.rules?.(input);
        if (broken !== undefined) return broken;
      }
    }
  }
  return undefined;
}
