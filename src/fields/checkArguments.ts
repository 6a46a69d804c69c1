// The checks of a typed function's arguments: the rows of `ERROR_PRECEDENCE` from `required` to
// `value`, in the table's order, over the operation's field table, as `checkRequest` runs them over a
// request body. What differs is what a typed call is: its dates may arrive as checked values, its
// calendar is an argument of its own (so the calendar fields are not its fields), and a key the
// table does not know is not an error (TypeScript's excess-property check is the typed caller's).
import * as messages from '../messages.ts';
import { fail, type Fail } from '../result.ts';
import { calendarFields } from './calendarFields.ts';
import { fieldFault } from './fieldFault.ts';
import { PRECEDENCE_STAGES } from './errorPrecedence.ts';
import type { FieldSpec } from './fieldSpec.ts';
import type { RequestShape } from './requestShape.ts';

const REQUIRED = 1;
const NEITHER_OF_PAIR = 2;
const TEST = 3;
const VALUE_ROW_END = 4;

/** The kinds of step of a layout (for the generator that unrolls them, scripts/generateArgumentChecks.ts). */
export const ARGUMENT_STEP = { required: REQUIRED, neitherOfPair: NEITHER_OF_PAIR, test: TEST, valueRowEnd: VALUE_ROW_END } as const;

/**
 * A shape laid out for a typed call's checks: one flat list of steps in the precedence table's order,
 * over the operation's own fields (not the calendar's): `REQUIRED` (absent is a fault),
 * `NEITHER_OF_PAIR` (the exactly-one-of pair both absent), `TEST` (present and not passing its spec),
 * `VALUE_ROW_END` (both of the pair given, then the rules between fields). Made once per operation
 * module by `argumentLayout`, so a call reads plain arrays.
 */
export interface ArgumentLayout {
  readonly shape: RequestShape;
  readonly steps: Uint8Array;
  readonly names: readonly string[];
  readonly specs: readonly (FieldSpec | undefined)[];
  readonly tests: readonly ((value: unknown) => boolean)[];
}

type Step = [step: number, name: string, spec: FieldSpec | undefined];

/** The steps of one row of the precedence table, for the fields it checks. */
function stepsOfRow(stage: string, shape: RequestShape): Step[] {
  // The shared calendar fields (the saved calendar's id included) are the calendar argument's, not a
  // typed call's; a field of the same name with a spec of its own (`countries`' country_code) is.
  const shared = calendarFields as Readonly<Record<string, FieldSpec>>;
  const own = Object.keys(shape.fields).filter((name) => shape.fields[name] !== shared[name]);
  if (stage === 'required') {
    const required = own.filter((name) => shape.fields[name]!.required).map((name): Step => [REQUIRED, name, undefined]);
    return shape.exactlyOneOf === undefined ? required : [...required, [NEITHER_OF_PAIR, '', undefined]];
  }
  if (stage === 'date') return own.filter((name) => shape.fields[name]!.kind === 'date').map((name): Step => [TEST, name, shape.fields[name]]);
  if (stage !== 'value') return [];
  const values = own.filter((name) => shape.fields[name]!.kind !== 'date').map((name): Step => [TEST, name, shape.fields[name]]);
  return shape.exactlyOneOf === undefined && shape.rules === undefined ? values : [...values, [VALUE_ROW_END, '', undefined]];
}

/**
 * Lays a shape out for `argumentsFault`, in the order of `PRECEDENCE_STAGES` (a pure function: each
 * operation module calls it once for its shape).
 *
 * @param shape - The operation's field table, exactly-one-of pair and rules.
 * @returns The layout.
 * @example
 * argumentLayout(dayOfWeekShape).names //=> ['date', 'date']
 */
export /* @__NO_SIDE_EFFECTS__ */ function argumentLayout(shape: RequestShape): ArgumentLayout {
  const steps = PRECEDENCE_STAGES.flatMap((stage) => stepsOfRow(stage, shape));
  const always = (): boolean => true;
  return {
    shape,
    steps: Uint8Array.from(steps, ([step]) => step),
    names: steps.map(([, name]) => name),
    specs: steps.map(([, , spec]) => spec),
    tests: steps.map(([, , spec]) => spec?.test ?? always),
  };
}

/**
 * The first fault of a typed call's arguments, in the precedence table's order: a required field
 * absent (`INVALID_REQUEST`), a date that is not a real date (`INVALID_DATE`), a value of the wrong
 * type or out of range, both of an exactly-one-of pair or a broken rule between fields
 * (`VALIDATION_ERROR`). Each message names the field and what was received.
 *
 * @param layout - The operation's shape, laid out by `argumentLayout`.
 * @param input - The arguments, an object (the caller checked that), dates already unwrapped.
 * @returns The failure, or `undefined` when the arguments pass.
 * @example
 * argumentsFault(argumentLayout(dayOfWeekShape), { date: '2024-02-30' })?.error.code //=> 'INVALID_DATE'
 */
export function argumentsFault(layout: ArgumentLayout, input: Readonly<Record<string, unknown>>): Fail | undefined {
  const { steps, names, specs, tests } = layout;
  for (let at = 0; at < steps.length; at++) {
    const step = steps[at];
    if (step === TEST) {
      const value = input[names[at]!];
      if (value !== undefined && !tests[at]!(value)) return fieldFault(names[at]!, specs[at]!, value);
    } else if (step === REQUIRED) {
      if (input[names[at]!] === undefined) return fail('INVALID_REQUEST', names[at], messages.missingField(names[at]!));
    } else if (step === NEITHER_OF_PAIR) {
      const oneOf = layout.shape.exactlyOneOf!;
      if (input[oneOf[0]] === undefined && input[oneOf[1]] === undefined) return fail('INVALID_REQUEST', oneOf[0], messages.oneOfMissing(oneOf[0], oneOf[1]));
    } else {
      const oneOf = layout.shape.exactlyOneOf;
      if (oneOf !== undefined && input[oneOf[0]] !== undefined && input[oneOf[1]] !== undefined) {
        return fail('VALIDATION_ERROR', oneOf[1], messages.oneOfBoth(oneOf[0], oneOf[1]));
      }
      const broken = layout.shape.rules?.(input);
      if (broken !== undefined) return broken;
    }
  }
  return undefined;
}
