// daycalc: exact date, business-day and duration calculations as pure, typed functions.

// Dates
export { type PlainDate, isPlainDate, parsePlainDate, plainDateToEpochDays, epochDaysToPlainDate, plainDateToIsoDate } from './date/plainDate.ts';
export { epochDaysToIsoWeekday, isoWeekdayToName, WEEKDAY_NAMES, type IsoWeekday, type WeekdayName } from './date/dayOfWeek.ts';
export { epochDaysToIsoWeek, type IsoWeek } from './date/isoWeek.ts';
export { isoDateToEpochDays, epochDaysToIsoDate, type IsoDateFields } from './date/epochDays.ts';
export { isLeapYear, daysInMonth } from './date/months.ts';
export { MIN_EPOCH_DAYS, MAX_EPOCH_DAYS } from './date/limits.ts';

// Results and errors
export { ok, fail, type Result, type Ok, type Fail, type CalcError } from './result.ts';
export { ERROR_STATUS, COMMON_ERROR_CODES, CALENDAR_ERROR_CODES, type ErrorCode, type ErrorStatus } from './errors.ts';

// Operations
export { dateDifference, type DateDifferenceInput, type DateDifferenceOutput } from './operations/dateDifference.ts';
export { addDays, ADD_DAYS_UNITS, type AddDaysInput, type AddDaysOutput, type AddDaysUnit } from './operations/addDays.ts';
export { age, type AgeInput, type AgeOutput } from './operations/age.ts';
export { timeDuration, isClockTime, type TimeDurationInput, type TimeDurationOutput } from './operations/timeDuration.ts';
export { weekNumber, type WeekNumberInput, type WeekNumberOutput } from './operations/weekNumber.ts';
export { dayOfWeek, type DayOfWeekInput, type DayOfWeekOutput } from './operations/dayOfWeek.ts';
export { unixTimestamp, UNIX_TIMESTAMP_MILLISECONDS_THRESHOLD, type UnixTimestampInput, type UnixTimestampOutput } from './operations/unixTimestamp.ts';
export { businessDaysBetween, type BusinessDaysBetweenInput, type BusinessDaysBetweenOutput } from './operations/businessDaysBetween.ts';
export { addBusinessDays, type AddBusinessDaysInput, type AddBusinessDaysOutput } from './operations/addBusinessDays.ts';
export { isBusinessDay, type IsBusinessDayInput, type IsBusinessDayOutput } from './operations/isBusinessDay.ts';
export * from './operations/limits.ts';

// Calendars
export { resolveCalendar, CALENDAR_DEFAULTS, type CalendarFields, type CalendarLookup, type SyncCalendarLookup, type CalendarLookupAnswer } from './calendars/resolveCalendar.ts';
export { DAY_REASONS, type DayReason, type ResolvedCalendar, type CustomHoliday } from './calendars/resolvedCalendar.ts';
export type { SavedCalendar } from './calendars/savedCalendar.ts';
export {
  HOLIDAY_PROVIDER,
  HOLIDAY_PROVIDER_VERSION,
  HOLIDAY_YEARS_MIN,
  HOLIDAY_YEARS_MAX,
  HOLIDAY_TABLE_FIRST_YEAR,
  HOLIDAY_TABLE_LAST_YEAR,
  listCountries,
  listSubdivisions,
} from './calendars/holidayProvider.ts';
export { loadHolidays, type LoadHolidaysOptions } from './calendars/loadHolidays.ts';
export { listHolidays, type HolidayEntry, type HolidayKind } from './calendars/listHolidays.ts';
export { getCountry, listCountryDetails, type CountryInfo, type SubdivisionInfo } from './calendars/countries.ts';
export type { CalculationSummary, TraceItem } from './calendars/summary.ts';
export type { OperationDefinition, RunContext } from './operations/operationDefinition.ts';

// Catalog and requests
export { catalog, getOperation, OPERATION_NAMES, type OperationName, type InputOf, type OutputOf } from './catalog.ts';
export { execute, type ExecuteOptions, type ExecuteResult, type ExecuteSuccess } from './requests/execute.ts';
export { validateRequest, requestFailure, type RequestFailure, type RequestOptions, type ValidRequest } from './requests/validateRequest.ts';
export { parseJsonBody } from './requests/parseJsonBody.ts';
export { ERROR_PRECEDENCE, type PrecedenceRow, type RequestStage } from './requests/errorPrecedence.ts';
