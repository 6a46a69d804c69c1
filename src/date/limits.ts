import { isoDateToEpochDays } from './epochDays.ts';

/** Epoch day of 0001-01-01, the first supported date. */
export const MIN_EPOCH_DAYS = isoDateToEpochDays(1, 1, 1);

/** Epoch day of 9999-12-31, the last supported date. */
export const MAX_EPOCH_DAYS = isoDateToEpochDays(9999, 12, 31);

/**
 * Tells whether an epoch day lies inside the supported range 0001-01-01..9999-12-31.
 *
 * Never throws: anything but an integer gives `false`.
 *
 * @param epochDays - The epoch-day number.
 * @returns True when the day is an integer that can be represented as a `PlainDate`.
 * @example
 * isEpochDaysInRange(0) //=> true
 */
export function isEpochDaysInRange(epochDays: number): boolean {
  return Number.isInteger(epochDays) && epochDays >= MIN_EPOCH_DAYS && epochDays <= MAX_EPOCH_DAYS;
}
