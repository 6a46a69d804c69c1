import fc from 'fast-check';
import { fault, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { BUSINESS_MAX, BUSINESS_MIN, compact, date } from '../../testing/_requestParts.ts';
import { arbCalendarFields } from '../../testing/arbCalendarFields.ts';
import { marketDays } from '../../testing/_calendarDays.ts';

/** The conformance kit's generators of `is-business-day`: valid bodies with calendars the provider knows (a market's dates inside its years), and the dates with no business day beyond them. */
export const isBusinessDayKit: OperationKit = {
  valid: (options) =>
    arbCalendarFields(options).chain((calendar) => {
      const { min, max } = marketDays(calendar) ?? { min: BUSINESS_MIN, max: BUSINESS_MAX };
      return fc.integer({ min, max }).map((epoch) => compact({ date: date(epoch), ...calendar }));
    }),
  faults: () => {
    return [fc.constantFrom('0001-01-01', '9999-12-31').map((date) => fault(RANK.calculation, 'VALIDATION_ERROR', `no business day beyond ${date}`, ['date'], { date }))];
  },
};
