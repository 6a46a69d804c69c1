import type { RequestShape } from '../../fields/requestShape.ts';
import { booleanField, dateField, enumField, integerField } from '../../fields/fieldSpec.ts';
import { ADD_DAYS_MAX_AMOUNT } from '../../fields/limits.ts';

/** The units of `add-days`' amount. */
export const ADD_DAYS_UNITS = ['days', 'weeks', 'months', 'years'] as const;

/** Request fields of `add-days`. */
export const addDaysFields = {
  start_date: dateField({ required: true }),
  days: integerField(-ADD_DAYS_MAX_AMOUNT, ADD_DAYS_MAX_AMOUNT, { required: true }),
  unit: enumField(ADD_DAYS_UNITS, { default: 'days' }),
  skip_weekends: booleanField({ default: false }),
};

/** What `add-days` validates, for a request and a typed call alike: its field table. */
export const addDaysShape = { fields: addDaysFields } as const satisfies RequestShape;
