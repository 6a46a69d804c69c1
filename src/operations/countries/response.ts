import * as v from 'valibot';
import { HOLIDAY_TYPES } from '../../fields/calendarFields.ts';
import { integerOut } from '../_responseParts.ts';

/** Response `data` of `countries`. */
export const countriesResponse = v.strictObject({
  provider: v.string(),
  provider_version: v.string(),
  count: integerOut,
  countries: v.array(
    v.strictObject({
      code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
      name: v.string(),
      subdivisions: v.array(v.strictObject({ code: v.string(), name: v.string() })),
      holiday_types: v.array(v.picklist(HOLIDAY_TYPES)),
      languages: v.array(v.string()),
    }),
  ),
  markets: v.array(
    v.strictObject({
      code: v.string(),
      name: v.string(),
      country_code: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
      first_year: integerOut,
      last_year: integerOut,
    }),
  ),
});
