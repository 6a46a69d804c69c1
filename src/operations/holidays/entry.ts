import { HOLIDAYS_MAX_SPAN_DAYS, HOLIDAYS_YEAR_MAX, HOLIDAYS_YEAR_MIN } from '../../fields/limits.ts';
import { businessDayErrors } from '../../catalog/errorSets.ts';
import { errorSet } from '../../protocol/errorCodes.ts';
import { holidaysRun } from './run.ts';
import { holidaysResponse } from './response.ts';
import { defineOperation } from '../../catalog/operationDefinition.ts';
import { calendarFieldDescriptions } from '../../catalog/calendarFieldDescriptions.ts';


/** The catalog entry of `holidays`: its path, words, field table, response schema, errors, limits and how `execute` runs it. */
export const holidaysEntry = defineOperation({
  name: 'holidays',
  path: '/holidays',
  summary: 'List the public holidays, custom holidays, excluded dates and decreed working days of a calendar in a year or a period.',
  description:
    'The holidays and excluded dates of the calendar whatever weekday they fall on (weekends are not listed), and the weekend days the government made working days, in date order, each with its ISO weekday, kind (public_holiday, custom_holiday, excluded_date, decreed_working_day: a working day; the first that applies in the order excluded_date, custom_holiday, public_holiday, decreed_working_day) and name; a day off only as an observed or substitute day (labels ending "(observed)", "(in lieu)" or "(substitute day)", "Substitute Holiday", and days off moved from a weekend) has substitute: true. Give year, or start_date with end_date.',
  ...holidaysRun,
  fieldDescriptions: {
    year: `The year to list (public holidays exist for 1583-3797; other years list only a saved calendar's own days). Give either year or start_date with end_date.`,
    start_date: 'First day of the period (YYYY-MM-DD), with end_date; instead of year.',
    end_date: `Last day of the period (YYYY-MM-DD), with start_date: on or after it, at most ${HOLIDAYS_MAX_SPAN_DAYS} days counted inclusively.`,
    ...calendarFieldDescriptions,
  },
  response: holidaysResponse,
  errors: errorSet(businessDayErrors, ['RANGE_TOO_LARGE']),
  limits: {
    values: { year_min: HOLIDAYS_YEAR_MIN, year_max: HOLIDAYS_YEAR_MAX, max_span_days: HOLIDAYS_MAX_SPAN_DAYS },
    text: `Limits: \`year\` from ${HOLIDAYS_YEAR_MIN} to ${HOLIDAYS_YEAR_MAX} (public holidays exist for 1583-3797); a period over ${HOLIDAYS_MAX_SPAN_DAYS} days counted inclusively is RANGE_TOO_LARGE; \`start_date\` without \`end_date\`, \`year\` with either, or an end before the start is VALIDATION_ERROR.`,
  },
  headline: '{count:holiday} in {country_code}[-{subdivision_code}] from {start_date} to {end_date}',
  example: { year: 2026, country_code: 'DE', subdivision_code: 'BY' },
});
