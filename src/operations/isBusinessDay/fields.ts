import type { RequestShape } from '../../fields/requestShape.ts';
import { dateField, withSharedFields } from '../../fields/fieldSpec.ts';
import { calendarFields } from '../../fields/calendarFields.ts';

/** Request fields of `is-business-day`. */
export const isBusinessDayFields = withSharedFields(
  {
    date: dateField({ required: true }),
  },
  calendarFields,
);

/** What `is-business-day` validates, for a request and a typed call alike: its field table. */
export const isBusinessDayShape = { fields: isBusinessDayFields } as const satisfies RequestShape;
