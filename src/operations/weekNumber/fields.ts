import type { RequestShape } from '../../fields/requestShape.ts';
import { dateField } from '../../fields/fieldSpec.ts';

/** Request fields of `week-number`. */
export const weekNumberFields = {
  date: dateField({ required: true }),
};

/** What `week-number` validates, for a request and a typed call alike: its field table. */
export const weekNumberShape = { fields: weekNumberFields } as const satisfies RequestShape;
