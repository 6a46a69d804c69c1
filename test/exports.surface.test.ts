// The root entry is the library a newcomer reads in one screen; the HTTP service is daycalc/gateway, its wire facts and request layer daycalc/protocol.
import { describe, expect, it } from 'vitest';
import * as countryNames from '../src/countries/index.ts';
import * as gateway from '../src/gateway/index.ts';
import * as daycalc from '../src/index.ts';
import * as protocol from '../src/protocol/index.ts';

/** Every value the root entry exports (types are pinned by test/exports.test-d.ts). */
const ROOT_VALUES = [
  // Operations
  'ADJUST_DATE_CONVENTIONS', 'adjustDate', 'addBusinessDays', 'addDays', 'age', 'businessDaysBetween', 'dateDifference', 'dayOfWeek', 'holidays', 'isBusinessDay', 'isClockTime',
  'timeDuration',
  'unixTimestamp', 'weekNumber',
  // Dates
  'daysInMonth', 'epochDaysToPlainDate', 'isLeapYear', 'isPlainDate', 'parsePlainDate', 'plainDateFrom', 'plainDateFromDate', 'plainDateToEpochDays', 'plainDateToIsoDate',
  // Results and error codes
  'CALENDAR_ERROR_CODES', 'COMMON_ERROR_CODES', 'fail', 'ok',
  // Calendars and holiday data
  'CALENDAR_DEFAULTS', 'HOLIDAY_PROVIDER', 'HOLIDAY_PROVIDER_VERSION', 'HOLIDAY_TABLE_FIRST_YEAR', 'HOLIDAY_TABLE_LAST_YEAR', 'HOLIDAY_YEARS_MAX',
  'HOLIDAY_YEARS_MIN', 'JOINT_CALENDAR_RULES', 'jointCalendar', 'listCountries', 'listHolidays', 'listSubdivisions', 'resolveCalendar',
  'calendarOf', 'checkCalendarFields', 'loadCalendar',
  // Column kernels (issue 31)
  'addBusinessDaysColumn', 'adjustDateColumn', 'businessDaysBetweenColumn', 'epochDaysToPlainDates', 'isBusinessDayColumn', 'plainDatesToEpochDays',
  // Requests by name
  'catalog', 'execute', 'getOperation', 'OPERATION_NAMES',
];

/** What moved from the root entry to daycalc/gateway, and from there to daycalc/protocol. */
const MOVED_TO_PROTOCOL = ['ERROR_STATUS', 'requestFailure', 'validateRequest', 'parseJsonBody', 'ERROR_PRECEDENCE', 'ADD_DAYS_MAX_AMOUNT',
  'BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS', 'BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS', 'ADD_BUSINESS_DAYS_MAX_AMOUNT', 'ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS'];

/** Epoch-day plumbing and enumerations that left the public surface (still used inside). */
const NO_LONGER_EXPORTED = ['epochDaysToIsoWeekday', 'isoWeekdayToName', 'WEEKDAY_NAMES', 'epochDaysToIsoWeek', 'isoDateToEpochDays', 'epochDaysToIsoDate',
  'MIN_EPOCH_DAYS', 'MAX_EPOCH_DAYS', 'ADD_DAYS_UNITS', 'UNIX_TIMESTAMP_MILLISECONDS_THRESHOLD', 'DAY_REASONS', 'objectSchemaOf',
  // Issue 27: holiday data are values (daycalc/holidays/<code>), loaded by loadCalendar, not by a process-wide loader.
  'loadHolidays'];

describe('the root entry', () => {
  it('should export exactly the library surface', () => {
    expect(Object.keys(daycalc).sort()).toEqual([...ROOT_VALUES].sort());
  });

  it('should export none of the request layer\'s HTTP concerns nor the epoch-day plumbing', () => {
    const names = new Set(Object.keys(daycalc));
    expect([...MOVED_TO_PROTOCOL, ...NO_LONGER_EXPORTED].filter((name) => names.has(name))).toEqual([]);
  });
});

/** What moved from the root entry to daycalc/countries (issue 27: country names are in every bundle that imports them). */
const MOVED_TO_COUNTRIES = ['countries', 'getCountry', 'listCountryDetails'];

describe('daycalc/countries', () => {
  it('should export the country names that left the root entry', () => {
    expect(Object.keys(countryNames).sort()).toEqual([...MOVED_TO_COUNTRIES].sort());
    expect(Object.keys(daycalc).filter((name) => MOVED_TO_COUNTRIES.includes(name))).toEqual([]);
  });
});

/** Every value daycalc/gateway exports: what a host needs (its types are the options, stores and config of these). */
const GATEWAY_VALUES = [
  'createGateway',
  'createMemoryStores', 'createMemoryLookups', 'createMemoryMeterStore', 'createMemoryHistoryStore', 'createMemoryKeyStateStore', 'createMemoryManagedCalendarStore',
  'StoreUnavailableError', 'isStoreUnavailable',
  'checkGatewayConfig', 'loadGatewayConfig',
  'generateApiKey', 'sha256Hex',
  'createAddressThrottle', 'readiness', 'redactKeys',
];

/** Values that left daycalc/gateway for daycalc/protocol (issue 29: the gateway exports what a host needs). */
const GATEWAY_TO_PROTOCOL = [
  'ACCOUNT_PATH', 'ACCOUNT_TOOL_NAMES', 'API_BASE_PATH', 'API_VERSION', 'CALENDARS_PATH', 'CORS_ALLOWED_HEADERS', 'CORS_EXPOSED_HEADERS', 'DASHBOARD_PATH',
  'DAY_MS', 'DEFAULT_KEY_PREFIX', 'DEFAULT_MAX_ADDRESSES', 'DEFAULT_PLANS', 'FEATURES', 'HEALTHZ_PATH', 'HISTORY_MAX_ENTRIES_PER_ACCOUNT', 'HISTORY_PAGE_DEFAULT',
  'HISTORY_PAGE_MAX', 'HOLIDAYS_MAX_SPAN_DAYS', 'HOLIDAYS_YEAR_MAX', 'HOLIDAYS_YEAR_MIN', 'KEY_ENVIRONMENT_PATTERN', 'KEY_ID_DIGITS', 'KEY_NAME_MAX_LENGTH', 'MAX_BODY_BYTES',
  'MAX_CALENDARS_PER_ACCOUNT', 'MAX_CALENDAR_BODY_BYTES', 'MAX_CALENDAR_CUSTOM_HOLIDAYS', 'MAX_CALENDAR_EXCLUDED_DATES', 'MAX_CALENDAR_NAME_LENGTH',
  'MCP_LIMIT_ERROR', 'MCP_PATH', 'OPENAPI_PATHS', 'PLAYGROUND_PATH', 'READYZ_PATH', 'REDACTED', 'REQUEST_ID_PATTERN', 'RESPONSE_HEADER_NAMES',
  'addressGroup', 'createRequestId', 'meterWindows', 'parseApiKey', 'retryAfterSeconds',
];

describe('daycalc/gateway', () => {
  it('should export exactly what a host needs', () => {
    expect(Object.keys(gateway).sort()).toEqual([...GATEWAY_VALUES].sort());
  });
});

describe('daycalc/protocol', () => {
  it('should export what moved out of the root entry and out of daycalc/gateway, and nothing else', () => {
    expect(Object.keys(protocol).sort()).toEqual([...MOVED_TO_PROTOCOL, ...GATEWAY_TO_PROTOCOL].sort());
    expect(protocol.ERROR_STATUS.INVALID_COUNTRY).toBe(422);
    expect(protocol.requestFailure('INVALID_DATE', 'date', 'date must be a real date')).toEqual({ ok: false, status: 400, error: { code: 'INVALID_DATE', message: 'date must be a real date', field: 'date' } });
  });
});

describe('execute', () => {
  it('should keep its contract: status 200 and data, or the status and { code, message }', async () => {
    expect(await daycalc.execute('day-of-week', { date: '2024-07-04' })).toEqual({ ok: true, status: 200, data: { date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 } });
    expect(await daycalc.execute('day-of-week', { date: '2023-02-30' })).toMatchObject({ ok: false, status: 400, error: { code: 'INVALID_DATE', message: expect.any(String) } });
  });
});
