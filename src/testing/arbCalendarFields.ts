import fc from 'fast-check';
import { listCountries, listSubdivisions } from '../calendars/holidayProvider.ts';
import { isMarketCode, MARKET_CODES } from './_calendarDays.ts';

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
   * Markets to draw from instead of a country, one draw in six: MICs (or `TARGET`) of daycalc's data,
   * or `true` for every market (default none: `market_code` is daycalc's addition to the API, which
   * an implementation of the spec alone answers with `UNKNOWN_FIELD`). A market's closures are known
   * for its own years only (`countries` lists them): `validRequest` and `invalidRequest` draw a
   * market calendar's dates inside its years (a month in from each end); fields drawn here alone say
   * nothing of dates. A code that is no market's throws.
   */
  readonly markets?: readonly string[] | true;
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
 * draw in six a market of `options.markets` (`market_code`, any letter case; `true` for every market); a working
 * week (unique ISO weekdays, any order) or the default, and the public-holiday switch.
 *
 * @param options - The countries and the markets to use.
 * @returns An arbitrary of calendar fields.
 * @example
 * fc.sample(arbCalendarFields({ countries: ['DE'] }), 1) //=> e.g. [{ country_code: 'de', subdivision_code: 'DE-BY' }]
 */
export function arbCalendarFields(options: CalendarFieldOptions = {}): fc.Arbitrary<CalendarFieldsBody> {
  const countries = options.countries ?? listCountries();
  const markets = options.markets === true ? MARKET_CODES : (options.markets ?? []);
  const unknown = markets.filter((code) => !isMarketCode(code));
  if (unknown.length > 0) throw new Error(`arbCalendarFields: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a market' : 'are not markets'} of daycalc's data (markets: ${MARKET_CODES.join(', ')})`);
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
