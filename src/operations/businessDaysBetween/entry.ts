import { BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS, BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS } from '../../fields/limits.ts';
import { businessDayErrors } from '../../catalog/errorSets.ts';
import { businessDaysBetweenRun } from './run.ts';
import { businessDaysBetweenResponse } from './response.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { calendarFieldDescriptions } from '../../catalog/calendarFieldDescriptions.ts';
import { errorSet } from '../../protocol/errorCodes.ts';
import { holidays } from '../holidays/holidays.ts';

/** The catalog entry of `business-days-between`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const businessDaysBetweenEntry = defineOperation({
  name: 'business-days-between',
  path: '/business-days-between',
  summary: 'Count working days between two dates.',
  description: 'Working days in the closed interval (start and end counted unless their flag is false), with public holidays of the country and subdivision.',
  ...businessDaysBetweenRun,
  fieldDescriptions: {
    start_date: 'Start date (YYYY-MM-DD).',
    end_date: 'End date (YYYY-MM-DD); before the start means a reversed range.',
    include_start_date: 'Count the start date when it is a working day.',
    include_end_date: 'Count the end date when it is a working day.',
    detailed: 'Return a day-by-day trace (ranges of 400 days or fewer).',
    ...calendarFieldDescriptions,
  },
  response: businessDaysBetweenResponse,
  errors: errorSet(businessDayErrors, ['RANGE_TOO_LARGE']),
  limits: {
    values: { max_span_days: BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, max_detailed_span_days: BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS },
    text: `Limits: a span over ${BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS} days (counted inclusively) is RANGE_TOO_LARGE; with \`detailed: true\`, over ${BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS} days.`,
  },
  headline: '{business_days:business day}, {calendar_days:calendar day}; {summary.public_holidays_skipped:public holiday} skipped',
  example: { start_date: '2024-11-25', end_date: '2024-11-29', country_code: 'US' },
});
