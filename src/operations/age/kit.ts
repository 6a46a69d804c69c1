import fc from 'fast-check';
import { MIN_EPOCH_DAYS } from '../../date/limits.ts';
import { fault, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { day, shift } from '../../testing/_requestParts.ts';
import { arbPlainDate } from '../../testing/arbPlainDate.ts';

/** The conformance kit's generators of `age`: valid bodies whose next birthday exists, and the faults of its own rules (birth after as_of_date, a next birthday after 9999). */
export const ageKit: OperationKit = {
  valid: () =>
    fc.oneof(
      // The next birthday must exist: as_of_date stays a year inside the range.
      fc.tuple(arbPlainDate(MIN_EPOCH_DAYS, day('9998-12-31')), arbPlainDate(MIN_EPOCH_DAYS, day('9998-12-31'))).map(([a, b]) => (a <= b ? { birth_date: a, as_of_date: b } : { birth_date: b, as_of_date: a })),
      // Without as_of_date the caller's today applies: births up to 2000 are before any today.
      arbPlainDate(MIN_EPOCH_DAYS, day('2000-12-31')).map((birth) => ({ birth_date: birth })),
    ),
  faults: () => {
    return [
      fc.integer({ min: 1, max: 3000 }).map((gap) => fault(RANK.value, 'VALIDATION_ERROR', 'birth_date after as_of_date', ['birth_date', 'as_of_date'], { birth_date: shift('2000-01-01', gap), as_of_date: '2000-01-01' })),
      fc.constantFrom('2000-02-29', '0001-01-01', '9999-12-30').map((birth) => fault(RANK.calculation, 'VALIDATION_ERROR', 'next birthday after 9999-12-31', ['birth_date', 'as_of_date'], { birth_date: birth, as_of_date: '9999-12-31' })),
    ];
  },
};
