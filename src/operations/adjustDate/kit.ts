import fc from 'fast-check';
import { ADJUST_DATE_CONVENTIONS } from './fields.ts';
import { fault, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { BUSINESS_MAX, BUSINESS_MIN, compact, date } from '../../testing/_requestParts.ts';
import { arbCalendarFields } from '../../testing/arbCalendarFields.ts';
import { marketDays } from '../../testing/_calendarDays.ts';

/** The conformance kit's generators of `adjust-date`: any date with any convention (or the default) over calendars the provider knows (a market's dates inside its years), and rolls with no business day to reach inside 0001..9999. */
export const adjustDateKit: OperationKit = {
  valid: (options) =>
    arbCalendarFields(options).chain((calendar) => {
      const { min, max } = marketDays(calendar) ?? { min: BUSINESS_MIN, max: BUSINESS_MAX };
      return fc
        .record({ date: fc.integer({ min, max }).map(date), convention: fc.option(fc.constantFrom(...ADJUST_DATE_CONVENTIONS), { nil: undefined }) })
        .map(({ date: value, convention }) => compact({ date: value, convention, ...calendar }));
    }),
  faults: () => [
    // 9999-12-31 is a Friday and 0001-01-01 a Monday: with Mondays (Tuesdays) alone working there is no day to roll to in that direction.
    fc.constant(fault(RANK.calculation, 'VALIDATION_ERROR', 'following from 9999-12-31 with Mondays alone', ['date', 'convention', 'working_days'], { date: '9999-12-31', convention: 'following', working_days: [1] })),
    fc.constant(fault(RANK.calculation, 'VALIDATION_ERROR', 'preceding from 0001-01-01 with Tuesdays alone', ['date', 'convention', 'working_days'], { date: '0001-01-01', convention: 'preceding', working_days: [2] })),
  ],
};
