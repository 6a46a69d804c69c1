import type { JsonSchema, OverrideActionContext } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { calendarFields, HOLIDAY_TYPES } from '../fields/calendarFields.ts';
import { plainDateSchema } from '../fields/fieldSpec.ts';

type Piped = { readonly pipe?: readonly { readonly kind: string; readonly type: string }[] };

/** The `v.check` action of a piped valibot schema (by identity), or `undefined`. */
function checkOf(schema: v.GenericSchema): unknown {
  return (schema as Piped).pipe?.find((item) => item.kind === 'validation' && item.type === 'check');
}

/**
 * Converts the few valibot actions that `@valibot/to-json-schema` cannot convert but whose meaning
 * is known, recognised by identity or type: `v.finite()` (every JSON number is finite, so nothing is added),
 * the real-calendar-date check of `plainDateSchema` (stated as `format: 'date'`) and the
 * unique-items check of `working_days` (`uniqueItems: true`) and `holiday_types`' (with `contains` public). Every other unconvertible action is
 * left alone, so the conversion throws instead of silently dropping a rule.
 *
 * @param context - The override context of `toJsonSchema`'s `overrideAction`.
 * @returns The JSON Schema with the action applied, or `undefined` for any other action.
 * @example
 * toJsonSchema(objectSchemaOf(addDaysFields, addDaysEntry.fieldDescriptions), { target: 'draft-2020-12', typeMode: 'input', overrideAction: overrideKnownAction })
 */
export function overrideKnownAction(context: OverrideActionContext): JsonSchema | undefined {
  if (context.errors === undefined) return undefined;
  const action: unknown = context.valibotAction;
  // JSON has no NaN or Infinity, so `type: 'number'` already says "finite".
  if (context.valibotAction.type === 'finite') return context.jsonSchema;
  if (action === checkOf(plainDateSchema)) return { ...context.jsonSchema, format: 'date' };
  if (action === checkOf(calendarFields.working_days.schema)) return { ...context.jsonSchema, uniqueItems: true };
  if (action === checkOf(calendarFields.holiday_types.schema)) {
    return { ...context.jsonSchema, minItems: 1, uniqueItems: true, items: { type: 'string', enum: [...HOLIDAY_TYPES] }, contains: { const: 'public' } };
  }
  return undefined;
}
