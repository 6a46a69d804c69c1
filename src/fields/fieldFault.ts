import { invalidDateFailure } from '../date/plainDate.ts';
import * as messages from '../messages.ts';
import { fail, type Fail } from '../result.ts';
import type { FieldSpec } from './fieldSpec.ts';

/**
 * Builds the failure of a field whose value its spec does not accept: `INVALID_DATE` for a date
 * field, `VALIDATION_ERROR` for any other, with the message naming the field, what was received and
 * what it expects (the received value is described only here, on failure).
 *
 * @param name - The field's name.
 * @param spec - The field's spec in the field table.
 * @param value - The value the field refused.
 * @returns The failure.
 * @example
 * fieldFault('date', dateField(), '2024-02-30').error.code //=> 'INVALID_DATE'
 * fieldFault('detailed', booleanField(), 'yes').error.message //=> 'detailed must be a boolean (true or false); received "yes"'
 */
export function fieldFault(name: string, spec: FieldSpec, value: unknown): Fail {
  return spec.kind === 'date' ? invalidDateFailure(name, value) : fail('VALIDATION_ERROR', name, messages.invalidField(name, spec.expects, value));
}

/**
 * Checks one optional field of a typed function's input against the field table (absent, that is
 * `undefined`, passes; `null` does not).
 *
 * @param name - The field's name.
 * @param spec - The field's spec in the field table.
 * @param value - The field's value.
 * @returns `undefined` when absent or accepted, else the field's failure.
 * @example
 * checkField('detailed', booleanField(), 'yes')?.error.code //=> 'VALIDATION_ERROR'
 */
export function checkField(name: string, spec: FieldSpec, value: unknown): Fail | undefined {
  return value === undefined || spec.test(value) ? undefined : fieldFault(name, spec, value);
}
