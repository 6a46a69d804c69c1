import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchemaObject = JsonSchema;

/**
 * Converts a valibot schema to JSON Schema 2020-12 with `@valibot/to-json-schema`. Checks that JSON
 * Schema cannot express (`v.check`, `v.custom`, transforms) are left out, so the schema describes the
 * shape and the runtime validation stays the authority; the `$schema` key is dropped because
 * OpenAPI 3.1 sets the dialect for the whole document.
 *
 * @param schema - The valibot schema.
 * @param typeMode - `input` for request bodies, `output` for responses.
 * @returns The JSON Schema.
 * @example
 * jsonSchemaOf(v.strictObject({ date: v.string() }), 'input')
 * //=> { type: 'object', properties: { date: { type: 'string' } }, required: ['date'], additionalProperties: false }
 */
export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchemaObject {
  const converted = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' });
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}
