import type { OperationKit } from '../../testing/_operationKit.ts';
import { arbPlainDate } from '../../testing/arbPlainDate.ts';

/** The conformance kit's generators of `day-of-week`: valid bodies over the whole range 0001..9999. */
export const dayOfWeekKit: OperationKit = {
  valid: () => arbPlainDate().map((value) => ({ date: value })),
  faults: () => [],
};
