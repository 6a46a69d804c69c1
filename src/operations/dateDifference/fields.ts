import type { RequestShape } from '../../fields/requestShape.ts';
import { booleanField, dateField } from '../../fields/fieldSpec.ts';

/** Request fields of `date-difference`. */
export const dateDifferenceFields = {
  start_date: dateField({ description: 'Start date (YYYY-MM-DD).', required: true }),
  end_date: dateField({ description: 'End date (YYYY-MM-DD); may be before the start (negative results).', required: true }),
  include_end_date: booleanField({ description: 'When true, the end date counts as one extra day in the direction of travel.', default: false }),
};

/** What `date-difference` validates, for a request and a typed call alike: its field table. */
export const dateDifferenceShape = { fields: dateDifferenceFields } as const satisfies RequestShape;
