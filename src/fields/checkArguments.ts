// The checks of a typed function's arguments: the rows of `ERROR_PRECEDENCE` from `required` to
// `value`, in the table's order, over the operation's field table, as `checkRequest` runs them over a
// request body. What differs is what a typed call is: its dates may arrive as checked values, its
// calendar is an argument of its own (so the calendar fields are not its fields), and a key the
// table does not know is not an error (TypeScript's excess-property check is the typed caller's).
import * as messages from '../messages.ts';
import { fail, type Fail } from '../result.ts';
import { fieldFault } from './fieldFault.ts';
import { prepare, STAGE_DATE, STAGE_REQUIRED, STAGE_VALUE, type RequestShape } from './requestShape.ts';

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
  const { names, specs, stages, argumentRequired, argumentDates, argumentValues } = prepare(shape);
  const oneOf = shape.exactlyOneOf;
  for (let at = 0; at < stages.length; at++) {
    const stage = stages[at];
    if (stage === STAGE_REQUIRED) {
      for (let next = 0; next < argumentRequired.length; next++) {
        const name = names[argumentRequired[next]!]!;
        if (input[name] === undefined) return fail('INVALID_REQUEST', name, messages.missingField(name));
      }
      if (oneOf !== undefined && input[oneOf[0]] === undefined && input[oneOf[1]] === undefined) {
        return fail('INVALID_REQUEST', oneOf[0], messages.oneOfMissing(oneOf[0], oneOf[1]));
      }
    } else if (stage === STAGE_DATE || stage === STAGE_VALUE) {
      const indexes = stage === STAGE_DATE ? argumentDates : argumentValues;
      for (let next = 0; next < indexes.length; next++) {
        const index = indexes[next]!;
        const value = input[names[index]!];
        if (value !== undefined && !specs[index]!.test(value)) return fieldFault(names[index]!, specs[index]!, value);
      }
      if (stage === STAGE_VALUE) {
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
