import fc from 'fast-check';
import { listCountries, listSubdivisions } from '../calendars/holidayProvider.ts';

/** The inline calendar fields of the business-day operations (docs/decisions.md#calendar-fields), as a request carries them. */
export interface CalendarFieldsBody {
  country_code?: string;
  subdivision_code?: string;
  working_days?: number[];
  include_public_holidays?: boolean;
}

/** Options of `arbCalendarFields`. */
export interface CalendarFieldOptions {
  /** Countries to draw from (default: every country the holiday provider knows). */
  readonly countries?: readonly string[];
}

/**
 * Inline calendar fields that resolve: a country the holiday provider knows (any letter case, or
 * absent for the default US), one of its subdivisions (provider or ISO 3166-2 form) or none, a
 * working week (unique ISO weekdays, any order) or the default, and the public-holiday switch.
 *
 * @param options - The countries to use.
 * @returns An arbitrary of calendar fields.
 * @example
 * fc.sample(arbCalendarFields({ countries: ['DE'] }), 1) //=> e.g. [{ country_code: 'de', subdivision_code: 'DE-BY' }]
 */
export function arbCalendarFields(options: CalendarFieldOptions = {}): fc.Arbitrary<CalendarFieldsBody> {
  const countries = options.countries ?? listCountries();
  const arbCountry = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.constantFrom(...countries).chain((code) => fc.constantFrom(code, code.toLowerCase())), weight: 4 },
  );
  return arbCountry.chain((country) => {
    const subdivisions = listSubdivisions((country ?? 'US').toUpperCase());
    const code = (country ?? 'US').toUpperCase();
    const arbSubdivision =
      subdivisions.length === 0
        ? fc.constant(undefined)
        : fc.oneof(fc.constant(undefined), fc.constantFrom(...subdivisions).chain((sub) => fc.constantFrom(sub, `${code}-${sub}`, sub.toLowerCase())));
    return fc.record(
      {
        country_code: fc.constant(country),
        subdivision_code: arbSubdivision,
        working_days: fc.oneof(
          fc.constant(undefined),
          fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        ),
        include_public_holidays: fc.option(fc.boolean(), { nil: undefined }),
      },
    ).map((fields) => {
      const body: CalendarFieldsBody = {};
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) (body as Record<string, unknown>)[name] = value;
      return body;
    });
  });
}
