import * as v from 'valibot';
import { dateOut, integerOut, summaryOut, traceOut } from '../_responseParts.ts';

/** Response `data` of `add-business-days`. */
export const addBusinessDaysResponse = v.strictObject({
  start_date: dateOut,
  days: integerOut,
  result_date: dateOut,
  summary: summaryOut,
  trace: v.optional(traceOut),
  language: v.optional(v.string()),
});
