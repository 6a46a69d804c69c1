import { CALENDAR_ERROR_CODES, COMMON_ERROR_CODES, errorSet } from '../protocol/errorCodes.ts';

/**
 * The error codes every business-day operation can return: the common ones, the calendar's, a bad date
 * and a bad value. The entries of `business-days-between`, `holidays` and others extend it.
 *
 * @example
 * businessDayErrors.includes('INVALID_COUNTRY') //=> true
 */
export const businessDayErrors = /* @__PURE__ */ errorSet(COMMON_ERROR_CODES, CALENDAR_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']);
