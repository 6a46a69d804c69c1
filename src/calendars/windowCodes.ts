// The reason codes a calendar window stores, the error a window build throws, and the binary search
// every window lookup uses: the vocabulary shared by the window (calendarWindow.ts), the lists it is
// built from (windowDays.ts) and the engine.
import type { CalcError } from '../result.ts';

/** Reason codes stored in a window, in the classification order (docs/decisions.md#business-day-classification). */
export const OFF_EXCLUDED = 0;
/** A custom holiday of a saved calendar. */
export const OFF_CUSTOM = 1;
/** A public holiday of the provider. */
export const OFF_PUBLIC = 2;
/** A decreed working day (docs/decisions.md#decreed-working-days) that works: stored only in a window's `decreed` lists. */
export const ON_DECREED = 3;

/** The error a window build throws when the provider fails; the operations turn it into a `Fail`. */
export class CalendarDataError extends Error {
  readonly error: CalcError;

  /**
   * Wraps the provider's failure.
   *
   * @param error - The failure to report.
   * @example
   * new CalendarDataError({ code: 'INTERNAL_ERROR', message: 'the holiday provider failed' })
   */
  constructor(error: CalcError) {
    super(error.message);
    this.error = error;
  }
}

/**
 * Returns the index of the first element of a sorted array that is >= value (its length when none).
 *
 * @param sorted - Ascending integers.
 * @param value - The value looked for.
 * @returns The insertion point.
 * @example
 * lowerBound(Int32Array.of(1, 3, 5), 4) //=> 2
 */
export function lowerBound(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
