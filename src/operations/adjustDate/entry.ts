import { adjustDateRun } from './run.ts';
import { adjustDateResponse } from './response.ts';
import { businessDayErrors } from '../../catalog/errorSets.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { calendarFieldDescriptions } from '../../catalog/calendarFieldDescriptions.ts';

/** The catalog entry of `adjust-date`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const adjustDateEntry = defineOperation({
  name: 'adjust-date',
  path: '/adjust-date',
  summary: 'Roll a date that is not a business day to one, by a named convention.',
  description:
    'QuantLib\'s conventions: following, preceding, modified_following and modified_preceding (stay in the month), nearest (ties go forward); default following. Answers the adjusted date, the calendar days moved and why the date was not a business day.',
  ...adjustDateRun,
  fieldDescriptions: {
    date: 'Date to adjust (YYYY-MM-DD); a business day stays as it is.',
    convention: 'Roll convention (QuantLib): following (first business day on or after), preceding (last on or before), modified_following (following unless it is in the next month, then preceding), modified_preceding (preceding unless it is in the previous month, then following), nearest (the closer one; a tie goes forward).',
    ...calendarFieldDescriptions,
  },
  response: adjustDateResponse,
  errors: businessDayErrors,
  headline: {
    by: 'reason',
    cases: {
      working_day: '{date} is a business day: it stays under {convention}',
      decreed_working_day: '{date} is a business day (decreed working day[: {label}]): it stays under {convention}',
      non_working_weekday: '{date} rolls to {adjusted_date} under {convention} ({days_moved:day}): a non-working weekday',
      public_holiday: '{date} rolls to {adjusted_date} under {convention} ({days_moved:day}): a public holiday[, {label}][ (a {holiday_type} day)]',
      custom_holiday: '{date} rolls to {adjusted_date} under {convention} ({days_moved:day}): a custom holiday[, {label}]',
      excluded_date: '{date} rolls to {adjusted_date} under {convention} ({days_moved:day}): an excluded date',
    },
  },
  example: { date: '2026-07-03', convention: 'modified_following', country_code: 'US' },
});
