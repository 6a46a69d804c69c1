/** Milliseconds in a minute (the rate-limit window). */
export const MINUTE_MS = 60_000;

/** The fixed UTC windows that contain one instant. */
export interface MeterWindows {
  /** Minutes since the epoch, naming the UTC minute window. */
  readonly minute: number;
  /** Epoch milliseconds at which the minute window ends. */
  readonly minuteEndsAt: number;
  /** `YYYY-MM` of the UTC calendar month. */
  readonly month: string;
  /** Epoch milliseconds at which the UTC month ends. */
  readonly monthEndsAt: number;
}

/**
 * Finds the UTC minute and UTC calendar month windows (docs/decisions.md#metering) that contain an instant.
 *
 * @param now - Epoch milliseconds.
 * @returns The two windows and when each ends.
 * @example
 * meterWindows(Date.UTC(2026, 0, 31, 23, 59, 30)).month //=> '2026-01'
 */
export function meterWindows(now: number): MeterWindows {
  const minute = Math.floor(now / MINUTE_MS);
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return {
    minute,
    minuteEndsAt: (minute + 1) * MINUTE_MS,
    month: `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`,
    monthEndsAt: Date.UTC(year, month + 1, 1),
  };
}

/**
 * Seconds a client should wait before a window ends, for `retry-after` (at least 1).
 *
 * @param endsAt - Epoch milliseconds at which the window ends.
 * @param now - Epoch milliseconds now.
 * @returns Whole seconds, rounded up.
 * @example
 * retryAfterSeconds(60_000, 59_001) //=> 1
 */
export function retryAfterSeconds(endsAt: number, now: number): number {
  return Math.max(1, Math.ceil((endsAt - now) / 1000));
}
