import { ADD_BUSINESS_DAYS_MAX_AMOUNT, ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS } from '../../fields/limits.ts';
import { addBusinessDaysRun } from './run.ts';
import { addBusinessDaysResponse } from './response.ts';
import { businessDayErrors } from '../../catalog/errorSets.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { calendarFieldDescriptions } from '../../catalog/calendarFieldDescriptions.ts';

/** The catalog entry of `add-business-days`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const addBusinessDaysEntry = defineOperation({
  name: 'add-business-days',
  path: '/add-business-days',
  summary: 'Move forwards or backwards by a number of working days.',
  description: 'The |days|-th working day after (before) the start; include_start_date counts the start as day one.',
  ...addBusinessDaysRun,
  fieldDescriptions: {
    start_date: 'Start date (YYYY-MM-DD).',
    days: 'Business days to add; negative moves backwards.',
    include_start_date: 'Count the start date as day one (when it is a working day).',
    detailed: 'Return a day-by-day trace (walks of 400 calendar days or fewer).',
    ...calendarFieldDescriptions,
  },
  response: addBusinessDaysResponse,
  errors: businessDayErrors,
  limits: {
    values: { days_min: -ADD_BUSINESS_DAYS_MAX_AMOUNT, days_max: ADD_BUSINESS_DAYS_MAX_AMOUNT, max_detailed_walk_days: ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS },
    text: `Limits: \`days\` within ±${ADD_BUSINESS_DAYS_MAX_AMOUNT}; \`detailed: true\` only while the walk covers at most ${ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS} calendar days (else VALIDATION_ERROR).`,
  },
  headline: '{result_date} is {days:business day} from {start_date} ({summary.calendar_days_elapsed:calendar day}; {summary.public_holidays_skipped:public holiday} skipped)',
  example: { start_date: '2024-12-20', days: 5, country_code: 'DE', subdivision_code: 'BY' },
});
