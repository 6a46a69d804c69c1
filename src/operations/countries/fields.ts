import type { RequestShape } from '../../fields/requestShape.ts';
import { calendarFields } from '../../fields/calendarFields.ts';
import type { FieldSpec } from '../../fields/fieldSpec.ts';

const { default: _default, calendar: _calendar, ...countryCode } = calendarFields.country_code;

/** Request fields of `countries`: an optional `country_code` (the calendar's field without its `US` default). */
export const countriesFields = {
  country_code: countryCode satisfies FieldSpec<string>,
};

/** What `countries` validates, for a request and a typed call alike: its field table. */
export const countriesShape = { fields: countriesFields } as const satisfies RequestShape;
