import { dateField } from '../../fields/fieldSpec.ts';

/** Request fields of `day-of-week`. */
export const dayOfWeekFields = {
  date: dateField({ description: 'Date (YYYY-MM-DD).', required: true }),
};
