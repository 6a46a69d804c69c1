import * as messages from '../messages.ts';
import { fail, type Fail } from '../result.ts';
import type { FieldSpec } from './fieldSpec.ts';

/**
 * Builds the failure of a field whose value its spec does not accept: `INVALID_DATE` for a date
 * field, `VALIDATION_ERROR` for any other, with the message naming the field and what it expects.
 *
 * @param name - The field's name.
 * @param spec - The field's spec in the field table.
 * @returns The failure.
 * @example
 * fieldFault('date', dateField({ description: 'Date.' })).error.code //=> 'INVALID_DATE'
 */
export function fieldFault(name: string, spec: FieldSpec): Fail {
  return spec.kind === 'date' ? fail('INVALID_DATE', name, messages.invalidDate(name)) : fail('VALIDATION_ERROR', name, messages.invalidField(name, spec.expects));
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
 * checkField('detailed', booleanField({ description: 'Trace.' }), 'yes')?.error.code //=> 'VALIDATION_ERROR'
 */
export function checkField(name: string, spec: FieldSpec, value: unknown): Fail | undefined {
  return value === undefined || spec.test(value) ? undefined : fieldFault(name, spec);
}
