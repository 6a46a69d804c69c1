import { dateField, withSharedFields } from './fieldSpec.ts';
import { calendarFields } from './calendarFields.ts';

/** Request fields of `is-business-day`. */
export const isBusinessDayFields = withSharedFields(
  {
    date: dateField({ description: 'Date to check (YYYY-MM-DD).', required: true }),
  },
  calendarFields,
);
