import type { RequestShape } from '../../fields/requestShape.ts';
import { booleanField, dateField, integerField, withSharedFields } from '../../fields/fieldSpec.ts';
import { calendarFields } from '../../fields/calendarFields.ts';
import { ADD_BUSINESS_DAYS_MAX_AMOUNT } from '../../fields/limits.ts';

/** Request fields of `add-business-days`. */
export const addBusinessDaysFields = withSharedFields(
  {
    start_date: dateField({ description: 'Start date (YYYY-MM-DD).', required: true }),
    days: integerField(-ADD_BUSINESS_DAYS_MAX_AMOUNT, ADD_BUSINESS_DAYS_MAX_AMOUNT, { description: 'Business days to add; negative moves backwards.', required: true }),
    include_start_date: booleanField({ description: 'Count the start date as day one (when it is a working day).', default: false }),
    detailed: booleanField({ description: 'Return a day-by-day trace (walks of 400 calendar days or fewer).', default: false }),
  },
  calendarFields,
);

/** What `add-business-days` validates, for a request and a typed call alike: its field table. */
export const addBusinessDaysShape = { fields: addBusinessDaysFields } as const satisfies RequestShape;
