import { dateField, integerField, withSharedFields } from '../../fields/fieldSpec.ts';
import { calendarFields } from '../../fields/calendarFields.ts';
import { HOLIDAYS_MAX_SPAN_DAYS, HOLIDAYS_YEAR_MAX, HOLIDAYS_YEAR_MIN } from '../../fields/limits.ts';

/** Request fields of `holidays`: a `year`, or the `start_date`..`end_date` period, then the calendar. */
export const holidaysFields = withSharedFields(
  {
    year: integerField(HOLIDAYS_YEAR_MIN, HOLIDAYS_YEAR_MAX, {
      description: `The year to list (public holidays exist for 1583-3797; other years list only a saved calendar's own days). Give either year or start_date with end_date.`,
    }),
    start_date: dateField({ description: 'First day of the period (YYYY-MM-DD), with end_date; instead of year.' }),
    end_date: dateField({
      description: `Last day of the period (YYYY-MM-DD), with start_date: on or after it, at most ${HOLIDAYS_MAX_SPAN_DAYS} days counted inclusively.`,
    }),
  },
  calendarFields,
);
