import { ADD_DAYS_MAX_AMOUNT } from '../../fields/limits.ts';
import { COMMON_ERROR_CODES, errorSet } from '../../protocol/errorCodes.ts';
import { addDaysRun } from './run.ts';
import { addDaysResponse } from './response.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';

/** The catalog entry of `add-days`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const addDaysEntry = defineOperation({
  name: 'add-days',
  path: '/add-days',
  summary: 'Add or subtract days, weeks, months or years from a date.',
  description: 'Calendar arithmetic; months and years clamp to the month end; skip_weekends skips Saturdays and Sundays.',
  ...addDaysRun,
  fieldDescriptions: {
    start_date: 'Start date (YYYY-MM-DD).',
    days: 'Amount to add in the chosen unit; negative subtracts.',
    unit: 'Unit of the amount. Months and years clamp to the month end (Jan 31 + 1 month = Feb 28/29).',
    skip_weekends: 'Skip Saturdays and Sundays (public holidays are ignored; use add-business-days for those).',
  },
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
});
