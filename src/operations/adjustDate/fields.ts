import type { RequestShape } from '../../fields/requestShape.ts';
import { calendarFields } from '../../fields/calendarFields.ts';
import { dateField, enumField, withSharedFields } from '../../fields/fieldSpec.ts';

/** The roll conventions of `adjust-date`, with QuantLib's meanings. */
export const ADJUST_DATE_CONVENTIONS = ['following', 'preceding', 'modified_following', 'modified_preceding', 'nearest'] as const;

/** Request fields of `adjust-date`. */
export const adjustDateFields = withSharedFields(
  {
    date: dateField({ required: true }),
    convention: enumField(ADJUST_DATE_CONVENTIONS, { default: 'following' }),
  },
  calendarFields,
);

/** What `adjust-date` validates, for a request and a typed call alike: its field table. */
export const adjustDateShape = { fields: adjustDateFields } as const satisfies RequestShape;
