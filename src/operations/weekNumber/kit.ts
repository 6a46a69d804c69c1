import fc from 'fast-check';
import { MIN_EPOCH_DAYS } from '../../date/limits.ts';
import { fault, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { day } from '../../testing/_requestParts.ts';
import { arbPlainDate } from '../../testing/arbPlainDate.ts';

/** The conformance kit's generators of `week-number`: valid bodies whose ISO week ends by 9999-12-31, and the dates whose week ends in 10000. */
export const weekNumberKit: OperationKit = {
  // 9999-12-31 is a Friday: its ISO week would end in year 10000.
  valid: () => arbPlainDate(MIN_EPOCH_DAYS, day('9999-12-26')).map((value) => ({ date: value })),
  faults: () => {
    return [fc.constantFrom('9999-12-27', '9999-12-29', '9999-12-31').map((date) => fault(RANK.calculation, 'VALIDATION_ERROR', `the ISO week of ${date} ends in 10000`, ['date'], { date }))];
  },
};
