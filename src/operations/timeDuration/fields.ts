import type { RequestShape } from '../../fields/requestShape.ts';
import * as v from 'valibot';
import { fail, type Fail } from '../../result.ts';
import * as messages from '../../messages.ts';
import { expectsClockTime, expectsNonNegativeInteger } from '../../messages.ts';
import { booleanField, dateField, valueField } from '../../fields/fieldSpec.ts';

/** A strict 24-hour `HH:MM` time from 00:00 to 23:59. */
const clockTime = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/));

/** Request fields of `time-duration`. */
export const timeDurationFields = {
  start_time: valueField(clockTime, expectsClockTime(), { required: true }),
  end_time: valueField(clockTime, expectsClockTime(), { required: true }),
  start_date: dateField(),
  end_date: dateField(),
  next_day: booleanField({ default: false }),
  break_minutes: valueField(v.pipe(v.number(), v.integer(), v.minValue(0)), expectsNonNegativeInteger(), { default: 0 }),
};


/**
 * The rule between `time-duration`'s two dates (the precedence table's `value` row, after the
 * fields' own checks): `start_date` and `end_date` go together or not at all.
 *
 * @param input - The fields as given.
 * @returns `undefined` when both or neither are given, else the failure naming the missing one.
 * @example
 * datesTogetherFault({ start_date: '2024-01-01' })?.error.field //=> 'end_date'
 */
export function datesTogetherFault(input: Readonly<Record<string, unknown>>): Fail | undefined {
  if ((input.start_date === undefined) === (input.end_date === undefined)) return undefined;
  const missing = input.start_date === undefined ? 'start_date' : 'end_date';
  return fail('VALIDATION_ERROR', missing, messages.otherDateMissing(missing));
}

/** What `time-duration` validates, for a request and a typed call alike: its field table and its rules between fields. */
export const timeDurationShape = { fields: timeDurationFields, rules: datesTogetherFault } as const satisfies RequestShape;
