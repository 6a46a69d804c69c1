import type { RequestShape } from '../../fields/requestShape.ts';
import { booleanField, dateField, withSharedFields } from '../../fields/fieldSpec.ts';
import { calendarFields } from '../../fields/calendarFields.ts';

/** Request fields of `business-days-between`. */
export const businessDaysBetweenFields = withSharedFields(
  {
    start_date: dateField({ description: 'Start date (YYYY-MM-DD).', required: true }),
    end_date: dateField({ description: 'End date (YYYY-MM-DD); before the start means a reversed range.', required: true }),
    include_start_date: booleanField({ description: 'Count the start date when it is a working day.', default: true }),
    include_end_date: booleanField({ description: 'Count the end date when it is a working day.', default: true }),
    detailed: booleanField({ description: 'Return a day-by-day trace (ranges of 400 days or fewer).', default: false }),
  },
  calendarFields,
);

/** What `business-days-between` validates, for a request and a typed call alike: its field table. */
export const businessDaysBetweenShape = { fields: businessDaysBetweenFields } as const satisfies RequestShape;
