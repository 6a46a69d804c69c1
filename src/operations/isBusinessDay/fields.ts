import { dateField, withSharedFields } from '../../fields/fieldSpec.ts';
import { calendarFields } from '../../fields/calendarFields.ts';

/** Request fields of `is-business-day`. */
export const isBusinessDayFields = withSharedFields(
  {
    date: dateField({ description: 'Date to check (YYYY-MM-DD).', required: true }),
  },
  calendarFields,
);
