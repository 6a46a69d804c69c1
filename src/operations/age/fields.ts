import type { RequestShape } from '../../fields/requestShape.ts';
import { dateField } from '../../fields/fieldSpec.ts';

/** Request fields of `age`. */
export const ageFields = {
  birth_date: dateField({ required: true }),
  as_of_date: dateField({ defaultToday: true }),
};

/** What `age` validates, for a request and a typed call alike: its field table. */
export const ageShape = { fields: ageFields } as const satisfies RequestShape;

/** What a typed `age` call validates: the same table, but with no clock in the core, `as_of_date` is required there. */
export const ageArgumentsShape = { fields: { ...ageFields, as_of_date: { ...ageFields.as_of_date, required: true } } } as const satisfies RequestShape;
