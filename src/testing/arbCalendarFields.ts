import fc from 'fast-check';
import { listCountries, listSubdivisions } from '../calendars/holidayProvider.ts';

/** The inline calendar fields of the business-day operations (docs/decisions.md#calendar-fields), as a request carries them. */
export interface CalendarFieldsBody {
  country_code?: string;
  subdivision_code?: string;
  working_days?: number[];
  include_public_holidays?: boolean;
  market_code?: string;
}

/** Options of `arbCalendarFields`. */
export interface CalendarFieldOptions {
  /** Countries to draw from (default: every country the holiday provider knows). */
  readonly countries?: readonly string[];
  /**
   * Markets to draw from instead of a country, one draw in six (default none). A market's closures
   * are known for its own years only (`countries` lists them): pass markets whose years cover the
   * dates the requests draw, with a month's margin, or requests meant valid fail.
   */
  readonly markets?: readonly string[];
}

/** The working week and the public-holiday switch, each absent or drawn. */
function arbWeek(): fc.Arbitrary<{ working_days: number[] | undefined; include_public_holidays: boolean | undefined }> {
  return fc.record({
    working_days: fc.oneof(fc.constant(undefined), fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })),
    include_public_holidays: fc.option(fc.boolean(), { nil: undefined }),
  });
}

/** Leaves out the fields that are absent. */
function present(fields: Record<string, unknown>): CalendarFieldsBody {
  const body: CalendarFieldsBody = {};
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) (body as Record<string, unknown>)[name] = value;
  return body;
}

/**
 * Inline calendar fields that resolve: a country the holiday provider knows (any letter case, or
 * absent for the default US), one of its subdivisions (provider or ISO 3166-2 form) or none, or one
 * draw in six a market of `options.markets` (`market_code`, any letter case); a working week (unique ISO weekdays, any
 * order) or the default, and the public-holiday switch.
 *
 * @param options - The countries to use.
 * @returns An arbitrary of calendar fields.
 * @example
 * fc.sample(arbCalendarFields({ countries: ['DE'] }), 1) //=> e.g. [{ country_code: 'de', subdivision_code: 'DE-BY' }]
 */
export function arbCalendarFields(options: CalendarFieldOptions = {}): fc.Arbitrary<CalendarFieldsBody> {
  const countries = options.countries ?? listCountries();
  const markets = options.markets ?? [];
  const arbCountry = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.constantFrom(...countries).chain((code) => fc.constantFrom(code, code.toLowerCase())), weight: 4 },
  );
  const countryFields = arbCountry.chain((country) => {
    const subdivisions = listSubdivisions((country ?? 'US').toUpperCase());
    const code = (country ?? 'US').toUpperCase();
    const arbSubdivision =
      subdivisions.length === 0
        ? fc.constant(undefined)
        : fc.oneof(fc.constant(undefined), fc.constantFrom(...subdivisions).chain((sub) => fc.constantFrom(sub, `${code}-${sub}`, sub.toLowerCase())));
    return fc.record({ country_code: fc.constant(country), subdivision_code: arbSubdivision, week: arbWeek() }).map(({ week, ...fields }) => present({ ...fields, ...week }));
  });
  if (markets.length === 0) return countryFields;
  const marketFields = fc
    .record({ market_code: fc.constantFrom(...markets).chain((code) => fc.constantFrom(code, code.toLowerCase())), week: arbWeek() })
    .map(({ week, ...fields }) => present({ ...fields, ...week }));
  return fc.oneof({ arbitrary: countryFields, weight: 5 }, { arbitrary: marketFields, weight: 1 });
}
