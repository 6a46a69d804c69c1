/**
 * The error codes the library core returns: the dates, the field table, the calendars and the typed
 * operations. Always UPPERCASE. The codes of the HTTP service (keys, limits, routing,
 * request bodies) and the status of every code live in the service layer (`protocol/errorCodes.ts`).
 */
export type CoreErrorCode =
  | 'INVALID_REQUEST'
  | 'INVALID_DATE'
  | 'VALIDATION_ERROR'
  | 'INVALID_COUNTRY'
  | 'INVALID_SUBDIVISION'
  | 'RANGE_TOO_LARGE'
  | 'BUSINESS_CALENDAR_NOT_FOUND'
  | 'FEATURE_NOT_AVAILABLE'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

/** Every core error code, as a lookup table (`fail` checks a code against it). */
export const CORE_ERROR_CODES: Readonly<Record<CoreErrorCode, true>> = {
  INVALID_REQUEST: true,
  INVALID_DATE: true,
  VALIDATION_ERROR: true,
  INVALID_COUNTRY: true,
  INVALID_SUBDIVISION: true,
  RANGE_TOO_LARGE: true,
  BUSINESS_CALENDAR_NOT_FOUND: true,
  FEATURE_NOT_AVAILABLE: true,
  INTERNAL_ERROR: true,
  SERVICE_UNAVAILABLE: true,
};
