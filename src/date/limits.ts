import { isoDateToEpochDays } from './epochDays.ts';

/** Epoch day of 0001-01-01, the first supported date. */
export const MIN_EPOCH_DAYS = isoDateToEpochDays(1, 1, 1);

/** Epoch day of 9999-12-31, the last supported date. */
export const MAX_EPOCH_DAYS = isoDateToEpochDays(9999, 12, 31);
