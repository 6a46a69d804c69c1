import { CALENDAR_ERROR_CODES, COMMON_ERROR_CODES, errorSet } from './protocol/errorCodes.ts';
import { ADD_BUSINESS_DAYS_MAX_AMOUNT, ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS, ADD_DAYS_MAX_AMOUNT } from './fields/limits.ts';
import { BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS, BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, HOLIDAYS_MAX_SPAN_DAYS, HOLIDAYS_YEAR_MAX, HOLIDAYS_YEAR_MIN } from './fields/limits.ts';
import { addDays, type AddDaysInput } from './operations/addDays.ts';
import { age, type AgeInput } from './operations/age.ts';
import { dateDifference, type DateDifferenceInput } from './operations/dateDifference.ts';
import { dayOfWeek, type DayOfWeekInput } from './operations/dayOfWeek.ts';
import { defineOperation, type OperationDefinition } from './catalog/operationDefinition.ts';
import { timeDuration, type TimeDurationInput } from './operations/timeDuration.ts';
import { unixTimestamp, type UnixTimestampInput } from './operations/unixTimestamp.ts';
import { weekNumber, type WeekNumberInput } from './operations/weekNumber.ts';
import { addBusinessDays, type AddBusinessDaysInput } from './operations/addBusinessDays.ts';
import { businessDaysBetween, type BusinessDaysBetweenInput } from './operations/businessDaysBetween.ts';
import { isBusinessDay, type IsBusinessDayInput } from './operations/isBusinessDay.ts';
import { withCalendar } from './catalog/withCalendar.ts';
import { yearsAround, yearsBetween, yearsOfListing, yearsOfWalk } from './operations/_yearsRead.ts';
import { addBusinessDaysFields } from './fields/addBusinessDaysFields.ts';
import { addBusinessDaysResponse } from './requests/schemas/addBusinessDays.ts';
import { addDaysFields } from './fields/addDaysFields.ts';
import { addDaysResponse } from './requests/schemas/addDays.ts';
import { ageFields } from './fields/ageFields.ts';
import { ageResponse } from './requests/schemas/age.ts';
import { businessDaysBetweenFields } from './fields/businessDaysBetweenFields.ts';
import { businessDaysBetweenResponse } from './requests/schemas/businessDaysBetween.ts';
import { dateDifferenceFields } from './fields/dateDifferenceFields.ts';
import { dateDifferenceResponse } from './requests/schemas/dateDifference.ts';
import { dayOfWeekFields } from './fields/dayOfWeekFields.ts';
import { dayOfWeekResponse } from './requests/schemas/dayOfWeek.ts';
import { isBusinessDayFields } from './fields/isBusinessDayFields.ts';
import { isBusinessDayResponse } from './requests/schemas/isBusinessDay.ts';
import { timeDurationFields } from './fields/timeDurationFields.ts';
import { timeDurationResponse } from './requests/schemas/timeDuration.ts';
import { unixTimestampFields } from './fields/unixTimestampFields.ts';
import { unixTimestampResponse } from './requests/schemas/unixTimestamp.ts';
import { weekNumberFields } from './fields/weekNumberFields.ts';
import { weekNumberResponse } from './requests/schemas/weekNumber.ts';
import { holidays, holidaysPeriodFault, type HolidaysInput } from './operations/holidays.ts';
import { holidaysFields } from './fields/holidaysFields.ts';
import { holidaysResponse } from './requests/schemas/holidays.ts';
import { countriesFrom, type CountriesInput } from './operations/countriesFrom.ts';
import { countriesFields } from './fields/countriesFields.ts';
import { countriesResponse } from './requests/schemas/countries.ts';
import { adjustDate, type AdjustDateInput } from './operations/adjustDate.ts';
import { adjustDateFields } from './fields/adjustDateFields.ts';
import { adjustDateResponse } from './requests/schemas/adjustDate.ts';
import type { CalendarFields } from './calendars/resolveCalendar.ts';
import type { RunContext } from './catalog/operationDefinition.ts';

const businessDayErrors = errorSet(COMMON_ERROR_CODES, CALENDAR_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']);

/** `holidays` over its resolved calendar (the period's cross-field rules are checked before the calendar, as ruling 2 orders). */
const holidaysOverCalendar = /* @__PURE__ */ withCalendar((input: HolidaysInput, calendar) => holidays(input, calendar), yearsOfListing);

/**
 * The operation catalog: one entry per operation, the spec's ten in the spec's order, then the three
 * of issue 20 (`holidays`, `countries`, `adjust-date`). Routes, `execute`, the OpenAPI document, MCP
 * tools, CLI commands, the playground and the conformance kit are all derived from it.
 */
export const catalog = {
  'date-difference': defineOperation({
    name: 'date-difference',
    path: '/date-difference',
    summary: 'Calendar days, weeks and years/months/days between two dates.',
    description: 'Signed difference from start_date to end_date; include_end_date adds one day in the direction of travel.',
    fields: dateDifferenceFields,
    response: dateDifferenceResponse,
    errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'RANGE_TOO_LARGE', 'VALIDATION_ERROR']),
    headline: '{total_days:day} from {start_date} to {end_date}: {years:year}, {months:month} and {days:day}, or {weeks:week} and {remainder_days:day}',
    example: { start_date: '2023-01-01', end_date: '2023-03-15' },
    run: (input: DateDifferenceInput) => dateDifference(input),
  }),
  'add-days': defineOperation({
    name: 'add-days',
    path: '/add-days',
    summary: 'Add or subtract days, weeks, months or years from a date.',
    description: 'Calendar arithmetic; months and years clamp to the month end; skip_weekends skips Saturdays and Sundays.',
    fields: addDaysFields,
    response: addDaysResponse,
    errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']),
    limits: {
      values: { amount_min: -ADD_DAYS_MAX_AMOUNT, amount_max: ADD_DAYS_MAX_AMOUNT },
      text: `Limit: \`days\` within ±${ADD_DAYS_MAX_AMOUNT} for every unit (else VALIDATION_ERROR).`,
    },
    headline: {
      by: 'unit',
      cases: {
        days: '{result_date}, a {weekday}: {days:day} from {start_date}',
        weeks: '{result_date}, a {weekday}: {days:week} from {start_date}',
        months: '{result_date}, a {weekday}: {days:month} from {start_date}',
        years: '{result_date}, a {weekday}: {days:year} from {start_date}',
      },
    },
    example: { start_date: '2024-01-31', days: 1, unit: 'months' },
    run: (input: AddDaysInput) => addDays(input),
  }),
  'business-days-between': defineOperation({
    name: 'business-days-between',
    path: '/business-days-between',
    summary: 'Count working days between two dates.',
    description: 'Working days in the closed interval (start and end counted unless their flag is false), with public holidays of the country and subdivision.',
    fields: businessDaysBetweenFields,
    response: businessDaysBetweenResponse,
    errors: errorSet(businessDayErrors, ['RANGE_TOO_LARGE']),
    limits: {
      values: { max_span_days: BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, max_detailed_span_days: BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS },
      text: `Limits: a span over ${BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS} days (counted inclusively) is RANGE_TOO_LARGE; with \`detailed: true\`, over ${BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS} days.`,
    },
    headline: '{business_days:business day}, {calendar_days:calendar day}; {summary.public_holidays_skipped:public holiday} skipped',
    example: { start_date: '2024-11-25', end_date: '2024-11-29', country_code: 'US' },
    run: withCalendar((input: BusinessDaysBetweenInput, calendar) => businessDaysBetween(input, calendar), yearsBetween),
  }),
  'add-business-days': defineOperation({
    name: 'add-business-days',
    path: '/add-business-days',
    summary: 'Move forwards or backwards by a number of working days.',
    description: 'The |days|-th working day after (before) the start; include_start_date counts the start as day one.',
    fields: addBusinessDaysFields,
    response: addBusinessDaysResponse,
    errors: businessDayErrors,
    limits: {
      values: { days_min: -ADD_BUSINESS_DAYS_MAX_AMOUNT, days_max: ADD_BUSINESS_DAYS_MAX_AMOUNT, max_detailed_walk_days: ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS },
      text: `Limits: \`days\` within ±${ADD_BUSINESS_DAYS_MAX_AMOUNT}; \`detailed: true\` only while the walk covers at most ${ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS} calendar days (else VALIDATION_ERROR).`,
    },
    headline: '{result_date} is {days:business day} from {start_date} ({summary.calendar_days_elapsed:calendar day}; {summary.public_holidays_skipped:public holiday} skipped)',
    example: { start_date: '2024-12-20', days: 5, country_code: 'DE', subdivision_code: 'BY' },
    run: withCalendar((input: AddBusinessDaysInput, calendar) => addBusinessDays(input, calendar), yearsOfWalk),
  }),
  'is-business-day': defineOperation({
    name: 'is-business-day',
    path: '/is-business-day',
    summary: 'Check whether a date is a working day and find the neighbouring working days.',
    description:
      'Classifies the date (non_working_weekday, excluded_date, custom_holiday, public_holiday, decreed_working_day, working_day; decreed_working_day is a weekend day the government made a working day) and finds the next and previous working days.',
    fields: isBusinessDayFields,
    response: isBusinessDayResponse,
    errors: businessDayErrors,
    headline: {
      by: 'reason',
      cases: {
        working_day: '{date} is a {weekday|weekday}: a business day',
        decreed_working_day: '{date} is a {weekday|weekday}: a business day (decreed working day[: {label}])',
        non_working_weekday: '{date} is a {weekday|weekday}: not a business day, next {next_business_day}',
        public_holiday: '{date} is a {weekday|weekday}: not a business day (public holiday[: {label}]), next {next_business_day}',
        custom_holiday: '{date} is a {weekday|weekday}: not a business day (custom holiday[: {label}]), next {next_business_day}',
        excluded_date: '{date} is a {weekday|weekday}: not a business day (excluded date), next {next_business_day}',
      },
    },
    example: { date: '2024-07-04', country_code: 'US' },
    run: withCalendar((input: IsBusinessDayInput, calendar) => isBusinessDay(input, calendar), yearsAround),
  }),
  age: defineOperation({
    name: 'age',
    path: '/age',
    summary: 'Exact age in years, months and days, plus totals and the next birthday.',
    description: 'Age at as_of_date (default: today in UTC); a 29 February birthday falls on 28 February in common years.',
    fields: ageFields,
    response: ageResponse,
    errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']),
    headline: '{years:year}, {months:month} and {days:day} old on {as_of_date}; next birthday {next_birthday}, in {days_until_next_birthday:day}',
    example: { birth_date: '1990-05-17', as_of_date: '2024-03-01' },
    run: (input: AgeInput) => age(input),
  }),
  'time-duration': defineOperation({
    name: 'time-duration',
    path: '/time-duration',
    summary: 'Duration between two clock times, with optional dates, overnight shifts and unpaid breaks.',
    description: 'Naive clock times (no time zone); the total is net of the break.',
    fields: timeDurationFields,
    response: timeDurationResponse,
    errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']),
    headline: '{hours:hour} {minutes:minute} ({decimal_hours:decimal hour}) from {start_time} to {end_time}, after {break_minutes:minute} of break',
    example: { start_time: '09:00', end_time: '17:30', break_minutes: 30 },
    run: (input: TimeDurationInput) => timeDuration(input),
  }),
  'week-number': defineOperation({
    name: 'week-number',
    path: '/week-number',
    summary: 'ISO-8601 week number, week year, and the week\'s start and end dates.',
    description: 'Week 1 contains 4 January; weeks run Monday to Sunday.',
    fields: weekNumberFields,
    response: weekNumberResponse,
    errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE', 'VALIDATION_ERROR']),
    headline: '{date} is in ISO week {iso_week} of {iso_week_year}, from {week_start} to {week_end}',
    example: { date: '2021-01-03' },
    run: (input: WeekNumberInput) => weekNumber(input),
  }),
  'day-of-week': defineOperation({
    name: 'day-of-week',
    path: '/day-of-week',
    summary: 'Weekday name and ISO weekday number for a date.',
    description: 'English weekday name and ISO number (1 = Monday, 7 = Sunday).',
    fields: dayOfWeekFields,
    response: dayOfWeekResponse,
    errors: errorSet(COMMON_ERROR_CODES, ['INVALID_DATE']),
    headline: '{date} is a {weekday} (ISO weekday {iso_weekday})',
    example: { date: '2024-07-04' },
    run: (input: DayOfWeekInput) => dayOfWeek(input),
  }),
  'unix-timestamp': defineOperation({
    name: 'unix-timestamp',
    path: '/unix-timestamp',
    summary: 'Convert between Unix seconds and ISO-8601.',
    description: 'Exactly one of timestamp (seconds; above 1e11 milliseconds) or date_time (ISO-8601, no offset means UTC).',
    fields: unixTimestampFields,
    exactlyOneOf: ['timestamp', 'date_time'],
    response: unixTimestampResponse,
    errors: errorSet(COMMON_ERROR_CODES, ['VALIDATION_ERROR']),
    headline: '{unix_seconds} Unix seconds is {iso_utc}, a {weekday}',
    example: { timestamp: 1700000000 },
    run: (input: UnixTimestampInput) => unixTimestamp(input),
  }),
  holidays: defineOperation({
    name: 'holidays',
    path: '/holidays',
    summary: 'List the public holidays, custom holidays, excluded dates and decreed working days of a calendar in a year or a period.',
    description:
      'The holidays and excluded dates of the calendar whatever weekday they fall on (weekends are not listed), and the weekend days the government made working days, in date order, each with its ISO weekday, kind (public_holiday, custom_holiday, excluded_date, decreed_working_day: a working day; the first of ruling 7 that applies) and name; a day off only as an observed or substitute day (labels ending "(observed)", "(in lieu)" or "(substitute day)", "Substitute Holiday", and days off moved from a weekend) has substitute: true. Give year, or start_date with end_date.',
    fields: holidaysFields,
    exactlyOneOf: ['year', 'start_date'],
    response: holidaysResponse,
    errors: errorSet(businessDayErrors, ['RANGE_TOO_LARGE']),
    limits: {
      values: { year_min: HOLIDAYS_YEAR_MIN, year_max: HOLIDAYS_YEAR_MAX, max_span_days: HOLIDAYS_MAX_SPAN_DAYS },
      text: `Limits: \`year\` from ${HOLIDAYS_YEAR_MIN} to ${HOLIDAYS_YEAR_MAX} (public holidays exist for 1583-3797); a period over ${HOLIDAYS_MAX_SPAN_DAYS} days counted inclusively is RANGE_TOO_LARGE; \`start_date\` without \`end_date\`, \`year\` with either, or an end before the start is VALIDATION_ERROR.`,
    },
    headline: '{count:holiday} in {country_code}[-{subdivision_code}] from {start_date} to {end_date}',
    example: { year: 2026, country_code: 'DE', subdivision_code: 'BY' },
    run: (input: HolidaysInput & CalendarFields, context: RunContext) => holidaysPeriodFault(input) ?? holidaysOverCalendar(input, context),
  }),
  countries: defineOperation({
    name: 'countries',
    path: '/countries',
    summary: 'List the supported countries with their names and subdivisions, or one country.',
    description: 'Every country with public holiday data (English name, subdivisions with code and name), sorted by code; with country_code, that country alone.',
    fields: countriesFields,
    response: countriesResponse,
    errors: errorSet(COMMON_ERROR_CODES, ['INVALID_COUNTRY', 'VALIDATION_ERROR']),
    headline: {
      by: 'count',
      cases: { '1': '{countries.0.name} ({countries.0.code}), {countries.0.subdivisions.length:subdivision}: public holidays from {provider_version}' },
      otherwise: '{count:country/countries} with public holidays from {provider_version}',
    },
    example: { country_code: 'DE' },
    // The names (4 KB gzipped) load when asked for; their module imports nothing, so no shared code moves into every bundle.
    run: (input: CountriesInput) => import('./calendars/holidayTables/names.ts').then((names) => countriesFrom(input, names.HOLIDAY_TABLES_NAMES)),
  }),
  'adjust-date': defineOperation({
    name: 'adjust-date',
    path: '/adjust-date',
    summary: 'Roll a date that is not a business day to one, by a named convention.',
    description:
      'QuantLib\'s conventions: following, preceding, modified_following and modified_preceding (stay in the month), nearest (ties go forward); default following. Answers the adjusted date, the calendar days moved and why the date was not a business day.',
    fields: adjustDateFields,
    response: adjustDateResponse,
    errors: businessDayErrors,
    headline: {
      by: 'reason',
      cases: {
        working_day: '{date} is a business day: it stays under {convention}',
        decreed_working_day: '{date} is a business day (decreed working day[: {label}]): it stays under {convention}',
        non_working_weekday: '{date} rolls to {adjusted_date} under {convention} ({days_moved:day}): a non-working weekday',
        public_holiday: '{date} rolls to {adjusted_date} under {convention} ({days_moved:day}): a public holiday[, {label}]',
        custom_holiday: '{date} rolls to {adjusted_date} under {convention} ({days_moved:day}): a custom holiday[, {label}]',
        excluded_date: '{date} rolls to {adjusted_date} under {convention} ({days_moved:day}): an excluded date',
      },
    },
    example: { date: '2026-07-03', convention: 'modified_following', country_code: 'US' },
    run: withCalendar((input: AdjustDateInput, calendar) => adjustDate(input, calendar), yearsAround),
  }),
} as const;

/** The name of an operation of the catalog, e.g. `'date-difference'`. */
export type OperationName = keyof typeof catalog;

/** The typed, defaults-applied input of an operation. */
export type InputOf<N extends OperationName> = (typeof catalog)[N] extends OperationDefinition<string, infer I, unknown> ? I : never;

/** The `data` object an operation returns on success. */
export type OutputOf<N extends OperationName> = (typeof catalog)[N] extends OperationDefinition<string, never, infer O> ? O : never;

/** The operation names, in the catalog's order (the spec's ten, then `holidays`, `countries`, `adjust-date`). */
export const OPERATION_NAMES = /* @__PURE__ */ Object.keys(catalog) as OperationName[];

/**
 * Finds a catalog entry by its spec name.
 *
 * @param name - Any string.
 * @returns The entry, or `undefined` for an unknown name.
 * @example
 * getOperation('add-days')?.path //=> '/add-days'
 */
export function getOperation(name: string): OperationDefinition<string, unknown, unknown> | undefined {
  return typeof name === 'string' && Object.hasOwn(catalog, name) ? (catalog[name as OperationName] as unknown as OperationDefinition<string, unknown, unknown>) : undefined;
}
