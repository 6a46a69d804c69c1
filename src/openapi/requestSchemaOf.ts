import type { OperationDefinition } from '../catalog/operationDefinition.ts';
import { objectSchemaOf } from '../fields/fieldSpec.ts';
import { jsonSchemaOf, type JsonSchemaObject } from './jsonSchemaOf.ts';

/**
 * The JSON Schema of an operation's request body, derived from its valibot field table: a closed
 * object (`additionalProperties: false`, as unknown fields are rejected), every field described,
 * `required` only when some field is, and `oneOf` for operations that need exactly one of two fields (`unix-timestamp`).
 *
 * @param definition - A catalog entry.
 * @returns The request body schema.
 * @example
 * requestSchemaOf(catalog['day-of-week']).required //=> ['date']
 */
export function requestSchemaOf(definition: OperationDefinition<string, never, unknown>): JsonSchemaObject {
  const schema = jsonSchemaOf(objectSchemaOf(definition.fields), 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchemaObject>;
  for (const [name, spec] of Object.entries(definition.fields)) {
    const property = properties[name];
    // A description piped after a transform (dates) is past the input type, so it is added here.
    if (property !== undefined && typeof property === 'object' && property.description === undefined) {
      properties[name] = { ...property, description: spec.description };
    }
  }
  // An operation without required fields (`unix-timestamp`) gets no empty `required` list.
  const { required, ...rest } = schema;
  const closed = required === undefined || required.length === 0 ? rest : schema;
  const oneOf = definition.exactlyOneOf;
  return oneOf === undefined ? closed : { ...closed, oneOf: [{ required: [oneOf[0]] }, { required: [oneOf[1]] }] };
}
