import type { RequestShape } from '../../fields/requestShape.ts';
import { booleanField, dateField, withSharedFields } from '../../fields/fieldSpec.ts';
import { calendarFields } from '../../fields/calendarFields.ts';

/** Request fields of `business-days-between`. */
export const businessDaysBetweenFields = withSharedFields(
  {
    start_date: dateField({ required: true }),
    end_date: dateField({ required: true }),
    include_start_date: booleanField({ default: true }),
    include_end_date: booleanField({ default: true }),
    detailed: booleanField({ default: false }),
  },
  calendarFields,
);

/** What `business-days-between` validates, for a request and a typed call alike: its field table. */
export const businessDaysBetweenShape = { fields: businessDaysBetweenFields } as const satisfies RequestShape;
