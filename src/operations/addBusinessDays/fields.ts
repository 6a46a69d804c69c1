import type { RequestShape } from '../../fields/requestShape.ts';
import { booleanField, dateField, integerField, withSharedFields } from '../../fields/fieldSpec.ts';
import { calendarFields } from '../../fields/calendarFields.ts';
import { ADD_BUSINESS_DAYS_MAX_AMOUNT } from '../../fields/limits.ts';

/** Request fields of `add-business-days`. */
export const addBusinessDaysFields = withSharedFields(
  {
    start_date: dateField({ required: true }),
    days: integerField(-ADD_BUSINESS_DAYS_MAX_AMOUNT, ADD_BUSINESS_DAYS_MAX_AMOUNT, { required: true }),
    include_start_date: booleanField({ default: false }),
    detailed: booleanField({ default: false }),
  },
  calendarFields,
);

/** What `add-business-days` validates, for a request and a typed call alike: its field table. */
export const addBusinessDaysShape = { fields: addBusinessDaysFields } as const satisfies RequestShape;
