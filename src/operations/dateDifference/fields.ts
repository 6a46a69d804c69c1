import type { RequestShape } from '../../fields/requestShape.ts';
import { booleanField, dateField } from '../../fields/fieldSpec.ts';

/** Request fields of `date-difference`. */
export const dateDifferenceFields = {
  start_date: dateField({ required: true }),
  end_date: dateField({ required: true }),
  include_end_date: booleanField({ default: false }),
};

/** What `date-difference` validates, for a request and a typed call alike: its field table. */
export const dateDifferenceShape = { fields: dateDifferenceFields } as const satisfies RequestShape;
