import { businessDayErrors } from '../../catalog/errorSets.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { calendarFieldDescriptions } from '../../catalog/calendarFieldDescriptions.ts';
import { isBusinessDayRun } from './run.ts';
import { isBusinessDayResponse } from './response.ts';

/** The catalog entry of `is-business-day`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const isBusinessDayEntry = defineOperation({
  name: 'is-business-day',
  path: '/is-business-day',
  summary: 'Check whether a date is a working day and find the neighbouring working days.',
  description:
    'Classifies the date (non_working_weekday, excluded_date, custom_holiday, public_holiday, decreed_working_day, working_day; decreed_working_day is a weekend day the government made a working day) and finds the next and previous working days.',
  ...isBusinessDayRun,
  fieldDescriptions: {
    date: 'Date to check (YYYY-MM-DD).',
    ...calendarFieldDescriptions,
  },
  response: isBusinessDayResponse,
  errors: businessDayErrors,
  headline: {
    by: 'reason',
    cases: {
      working_day: '{date} is a {weekday|weekday}: a business day',
      decreed_working_day: '{date} is a {weekday|weekday}: a business day (decreed working day[: {label}])',
      non_working_weekday: '{date} is a {weekday|weekday}: not a business day, next {next_business_day}',
      public_holiday: '{date} is a {weekday|weekday}: not a business day (public holiday[: {label}][, a {holiday_type} day]), next {next_business_day}',
      custom_holiday: '{date} is a {weekday|weekday}: not a business day (custom holiday[: {label}]), next {next_business_day}',
      excluded_date: '{date} is a {weekday|weekday}: not a business day (excluded date), next {next_business_day}',
    },
  },
  example: { date: '2024-07-04', country_code: 'US' },
});
