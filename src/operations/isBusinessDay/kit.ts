import fc from 'fast-check';
import { fault, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { BUSINESS_MAX, BUSINESS_MIN, compact, date } from '../../testing/_requestParts.ts';
import { arbCalendarFields } from '../../testing/arbCalendarFields.ts';

/** The conformance kit's generators of `is-business-day`: valid bodies with calendars the provider knows, and the dates with no business day beyond them. */
export const isBusinessDayKit: OperationKit = {
  valid: (options) =>
    fc.record({ date: fc.integer({ min: BUSINESS_MIN, max: BUSINESS_MAX }).map(date), calendar: arbCalendarFields(options) }).map(({ date: value, calendar }) => compact({ date: value, ...calendar })),
  faults: () => {
    return [fc.constantFrom('0001-01-01', '9999-12-31').map((date) => fault(RANK.calculation, 'VALIDATION_ERROR', `no business day beyond ${date}`, ['date'], { date }))];
  },
};
