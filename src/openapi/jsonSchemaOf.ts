import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { overrideKnownAction } from './overrideKnownAction.ts';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchemaObject = JsonSchema;

/**
 * Converts a valibot schema to JSON Schema 2020-12 with `@valibot/to-json-schema`. The two checks
 * whose meaning is known (real calendar dates, unique working days) are converted by
 * `overrideKnownAction`; any other action JSON Schema cannot express makes the conversion throw,
 * so no rule is dropped silently. The `$schema` key is dropped because OpenAPI 3.1 sets the dialect
 * for the whole document.
 *
 * @param schema - The valibot schema.
 * @param typeMode - `input` for request bodies (up to the first transform), `output` for responses.
 * @returns The JSON Schema.
 * @example
 * jsonSchemaOf(v.strictObject({ date: v.string() }), 'input')
 * //=> { type: 'object', properties: { date: { type: 'string' } }, required: ['date'], additionalProperties: false }
 */
export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchemaObject {
  const converted = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'throw', overrideAction: overrideKnownAction });
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}
