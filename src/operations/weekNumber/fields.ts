import { dateField } from '../../fields/fieldSpec.ts';

/** Request fields of `week-number`. */
export const weekNumberFields = {
  date: dateField({ description: 'Date (YYYY-MM-DD).', required: true }),
};
