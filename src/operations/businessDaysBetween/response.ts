import * as v from 'valibot';
import { dateOut, integerOut, summaryOut, traceOut } from '../_responseParts.ts';

/** Response `data` of `business-days-between`. */
export const businessDaysBetweenResponse = v.strictObject({
  start_date: dateOut,
  end_date: dateOut,
  business_days: integerOut,
  calendar_days: integerOut,
  summary: summaryOut,
  trace: v.optional(traceOut),
  language: v.optional(v.string()),
});
