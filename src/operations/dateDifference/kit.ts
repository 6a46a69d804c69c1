import fc from 'fast-check';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../date/limits.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { compact } from '../../testing/_requestParts.ts';
import { arbPlainDate } from '../../testing/arbPlainDate.ts';

/** The conformance kit's generators of `date-difference`: valid bodies over the whole range 0001..9999. */
export const dateDifferenceKit: OperationKit = {
  valid: () =>
    fc.oneof(
      fc.record({ start_date: arbPlainDate(), end_date: arbPlainDate() }).map((body) => compact(body)),
      // include_end_date moves the end one day further: keep it one day inside the range.
      fc
        .record({ start_date: arbPlainDate(MIN_EPOCH_DAYS + 1, MAX_EPOCH_DAYS - 1), end_date: arbPlainDate(MIN_EPOCH_DAYS + 1, MAX_EPOCH_DAYS - 1), include_end_date: fc.boolean() })
        .map((body) => compact(body)),
    ),
  faults: () => [],
};
