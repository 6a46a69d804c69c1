// daycalc: exact date, business-day and duration calculations as pure, typed functions.
// HTTP concerns live above it: the status table and request validator in `daycalc/protocol`, the service in `daycalc/gateway`.

// Operations: typed functions over checked inputs; each returns a `Result` and never throws for any
// data value (a getter or a Proxy that throws while its argument is read is passed on).
// BEGIN operations: generated from src/catalog.ts by `npm run operations:generate`, do not edit.
export * from './operations/dateDifference/index.ts';
export * from './operations/addDays/index.ts';
export * from './operations/businessDaysBetween/index.ts';
export * from './operations/addBusinessDays/index.ts';
export * from './operations/isBusinessDay/index.ts';
export * from './operations/age/index.ts';
export * from './operations/timeDuration/index.ts';
export * from './operations/weekNumber/index.ts';
export * from './operations/dayOfWeek/index.ts';
export * from './operations/unixTimestamp/index.ts';
export * from './operations/holidays/index.ts';
export * from './operations/adjustDate/index.ts';
// END operations

// Dates: `PlainDate` is a checked `YYYY-MM-DD` string.
export { type PlainDate, isPlainDate, parsePlainDate, plainDateToIsoDate, plainDateToEpochDays, epochDaysToPlainDate } from './date/plainDate.ts';
export { plainDateFromDate } from './date/plainDateFromDate.ts';
export { plainDateFrom } from './date/plainDateFrom.ts';
export type { Arguments, Checked } from './operations/_arguments.ts';
export { isLeapYear, daysInMonth } from './date/months.ts';
export type { IsoWeekday, WeekdayName } from './date/dayOfWeek.ts';

// Results and error codes
// (the core's functions fail with a `CoreErrorCode`; `execute` with any `ErrorCode`, as `CalcError<ErrorCode>`)
export { ok, fail, type Result, type Ok, type Fail, type CalcError } from './result.ts';
export type { CoreErrorCode } from './errors.ts';
export { COMMON_ERROR_CODES, CALENDAR_ERROR_CODES, type ErrorCode, type ServiceErrorCode } from './protocol/errorCodes.ts';

// Calendars and holiday data
export {
  resolveCalendar,
  checkCalendarFields,
  CALENDAR_DEFAULTS,
  type CalendarFields,
  type CalendarLookup,
  type SyncCalendarLookup,
  type CalendarLookupAnswer,
  type ResolveCalendarOptions,
} from './calendars/resolveCalendar.ts';
export { calendarOf, type CalendarOfFields } from './calendars/calendarOf.ts';
export { loadCalendar, type LoadCalendarOptions, type YearRange } from './calendars/loadCalendar.ts';
export type { HolidayData } from './calendars/holidayData.ts';
export type { DayReason, ResolvedCalendar, CustomHoliday } from './calendars/resolvedCalendar.ts';
export type { SavedCalendar } from './calendars/savedCalendar.ts';
export type { CalculationSummary, TraceItem } from './calendars/summary.ts';
export { listHolidays, type HolidayEntry, type HolidayKind } from './calendars/listHolidays.ts';
export { jointCalendar, JOINT_CALENDAR_RULES, type JointCalendarRule } from './calendars/jointCalendar.ts';
export { listCountries, listSubdivisions } from './calendars/holidayProvider.ts';
export {
  HOLIDAY_PROVIDER,
  HOLIDAY_PROVIDER_VERSION,
  HOLIDAY_YEARS_MIN,
  HOLIDAY_YEARS_MAX,
  HOLIDAY_TABLE_FIRST_YEAR,
  HOLIDAY_TABLE_LAST_YEAR,
} from './calendars/holidayProvider.ts';

// Column kernels: the business-day operations over typed arrays of epoch days (a million rows per call).
export * from './columns/index.ts';

// Requests by name: the catalog and `execute` (the spec's body in, `{ ok, status, data | error }` out).
export { catalog, getOperation, OPERATION_NAMES, type OperationName, type InputOf, type OutputOf } from './catalog.ts';
export { execute, type ExecuteOptions, type ExecuteResult, type ExecuteSuccess } from './catalog/execute.ts';
export type { RequestFailure } from './catalog/validateRequest.ts';
