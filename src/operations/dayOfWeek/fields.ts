import type { RequestShape } from '../../fields/requestShape.ts';
import { dateField } from '../../fields/fieldSpec.ts';

/** Request fields of `day-of-week`. */
export const dayOfWeekFields = {
  date: dateField({ required: true }),
};

/** What `day-of-week` validates, for a request and a typed call alike: its field table. */
export const dayOfWeekShape = { fields: dayOfWeekFields } as const satisfies RequestShape;
