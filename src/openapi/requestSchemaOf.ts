import * as v from 'valibot';
import type { FieldDescriptions, OperationDefinition } from '../catalog/operationDefinition.ts';
import type { FieldTable } from '../fields/fieldSpec.ts';
import { FIELD_EXAMPLES } from './fieldExamples.ts';
import { jsonSchemaOf, type JsonSchemaObject } from './jsonSchemaOf.ts';

/**
 * Builds the strict valibot object schema of a field table (unknown keys rejected, defaults applied),
 * each field described with its words, as used for the OpenAPI document and MCP tool schemas.
 *
 * @param fields - The field table.
 * @param descriptions - What each field means (an entry's `fieldDescriptions`).
 * @returns The object schema.
 * @example
 * v.safeParse(objectSchemaOf(addDaysFields, addDaysEntry.fieldDescriptions), { start_date: '2024-01-01', days: 1 }).success //=> true
 */
export function objectSchemaOf(fields: FieldTable, descriptions: FieldDescriptions): v.GenericSchema<unknown, Record<string, unknown>> {
  const entries: Record<string, v.GenericSchema> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const described = v.pipe(spec.schema, v.description(descriptions[name]!));
    entries[name] = spec.required ? described : v.optional(described, spec.default as never);
  }
  return v.strictObject(entries) as v.GenericSchema<unknown, Record<string, unknown>>;
}

/**
 * The JSON Schema of an operation's request body, derived from its valibot field table: a closed
 * object (`additionalProperties: false`, as unknown fields are rejected), every field described
 * (with the entry's `fieldDescriptions`, and `examples` where `FIELD_EXAMPLES` has them), `required`
 * only when some field is, and `oneOf` for
 * operations that need exactly one of two fields (`unix-timestamp`).
 *
 * @param definition - A catalog entry.
 * @returns The request body schema.
 * @example
 * requestSchemaOf(catalog['day-of-week']).required //=> ['date']
 */
export function requestSchemaOf(definition: OperationDefinition<string, never, unknown>): JsonSchemaObject {
  const descriptions = definition.fieldDescriptions;
  const schema = jsonSchemaOf(objectSchemaOf(definition.fields, descriptions), 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchemaObject>;
  for (const name of Object.keys(definition.fields)) {
    const property = properties[name];
    // A description piped after a transform (dates) is past the input type, so it is added here.
    if (property !== undefined && typeof property === 'object' && property.description === undefined) {
      properties[name] = { ...property, description: descriptions[name] };
    }
    const examples = FIELD_EXAMPLES[name];
    if (examples !== undefined && properties[name] !== undefined) properties[name] = { ...properties[name], examples: examples.map((example) => (typeof example === 'string' ? example : [...example])) };
  }
  // An operation without required fields (`unix-timestamp`) gets no empty `required` list.
  const { required, ...rest } = schema;
  const closed = required === undefined || required.length === 0 ? rest : schema;
  const oneOf = definition.exactlyOneOf;
  return oneOf === undefined ? closed : { ...closed, oneOf: [{ required: [oneOf[0]] }, { required: [oneOf[1]] }] };
}
