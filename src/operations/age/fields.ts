import { dateField } from '../../fields/fieldSpec.ts';

/** Request fields of `age`. */
export const ageFields = {
  birth_date: dateField({ description: 'Date of birth (YYYY-MM-DD).', required: true }),
  as_of_date: dateField({ description: 'Date at which the age is calculated (YYYY-MM-DD). Default: today (UTC).', defaultToday: true }),
};
