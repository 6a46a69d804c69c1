import type { FieldSpec } from '../fields/fieldSpec.ts';

/** The JSON type of one scalar request value, as the CLI, its help and the docs name it. */
export type ScalarValueType = 'date' | 'string' | 'integer' | 'number' | 'boolean';

/** The JSON type of a request field: a scalar, an array of scalars, or `any` when the schema is not recognised. */
export type FieldValueType = ScalarValueType | `array of ${ScalarValueType}` | 'any';

/** The parts of a valibot schema object that say what it accepts. */
interface SchemaShape {
  readonly type: string;
  readonly pipe?: readonly { readonly type: string }[];
  readonly item?: SchemaShape;
}

/** Reads the scalar type of a valibot schema from its root type and, for numbers, an `integer` action. */
function scalarTypeOf(schema: SchemaShape): ScalarValueType | undefined {
  switch (schema.type) {
    case 'string':
    case 'picklist':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return schema.pipe?.some((action) => action.type === 'integer') === true ? 'integer' : 'number';
    default:
      return undefined;
  }
}

/**
 * Names the JSON type a request field takes, read from its kind and valibot schema.
 *
 * Date fields are `date` (a `YYYY-MM-DD` string), picklists are `string`, numbers with an `integer`
 * action are `integer`, and arrays are `array of <item type>`. Anything else is `any`.
 *
 * @param spec - The field spec from an operation's field table.
 * @returns The field's value type.
 * @example
 * fieldValueType(catalog['add-days'].fields.days) //=> 'integer'
 * fieldValueType(catalog['is-business-day'].fields.working_days) //=> 'array of integer'
 */
export function fieldValueType(spec: FieldSpec): FieldValueType {
  if (spec.kind === 'date') return 'date';
  const schema = spec.schema as unknown as SchemaShape;
  if (schema.type === 'array' && schema.item !== undefined) {
    const item = scalarTypeOf(schema.item);
    return item === undefined ? 'any' : `array of ${item}`;
  }
  return scalarTypeOf(schema) ?? 'any';
}
