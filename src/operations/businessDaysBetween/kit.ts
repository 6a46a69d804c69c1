import fc from 'fast-check';
import { catalog } from '../../catalog.ts';
import { fault, put, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { BUSINESS_MAX, BUSINESS_MIN, compact, date, day, optionalBoolean } from '../../testing/_requestParts.ts';
import { arbCalendarFields } from '../../testing/arbCalendarFields.ts';
import { marketDays } from '../../testing/_calendarDays.ts';
import type { RequestArbitraryOptions, RequestBody } from '../../testing/requestBody.ts';

const limits = catalog['business-days-between'].limits.values;

/** Business-day counts over random spans (up to the limit), with `detailed` only on short ones; a market's span is cut to its years. */
function businessDaysBetween(options: RequestArbitraryOptions): fc.Arbitrary<RequestBody> {
  return arbCalendarFields(options).chain((calendar) => {
    const market = marketDays(calendar);
    const { min, max } = market ?? { min: BUSINESS_MIN, max: BUSINESS_MAX };
    return fc
      .record({
        start: fc.integer({ min, max }),
        span: fc.oneof(
          { arbitrary: fc.integer({ min: -60, max: 60 }), weight: 3 },
          { arbitrary: fc.integer({ min: -(limits.max_span_days - 1), max: limits.max_span_days - 1 }), weight: 2 },
        ),
        include_start_date: optionalBoolean,
        include_end_date: optionalBoolean,
        detailed: optionalBoolean,
      })
      .map(({ start, span: drawn, detailed, ...flags }) => {
        // A country's calendar answers for any day; a market's end stays inside its years.
        const span = market === undefined ? drawn : Math.min(max, Math.max(min, start + drawn)) - start;
        const within = Math.abs(span) + 1 <= limits.max_detailed_span_days;
        return compact({ start_date: date(start), end_date: date(start + span), ...flags, detailed: within ? detailed : undefined, ...calendar });
      });
  });
}

/** Whether drawn calendar fields name a market. */
const market = (calendar: { readonly market_code?: unknown }): boolean => calendar.market_code !== undefined;

/**
 * Puts a span fault's dates in a body: from `start` for a country's calendar; inside the years of a
 * market's when they hold the span (moved to their start or end), else with the market left out (a
 * span its years cannot hold is refused for the years first, `VALIDATION_ERROR` naming `market_code`).
 */
function putSpan(body: RequestBody, start: string, span: number, detailed: boolean): RequestBody {
  const market = marketDays(body);
  let from = day(start);
  let calendar: RequestBody = {};
  if (market !== undefined) {
    const [low, high] = span >= 0 ? [from, from + span] : [from + span, from];
    if (high - low > market.max - market.min) calendar = { market_code: undefined };
    else if (low < market.min) from += market.min - low;
    else if (high > market.max) from -= high - market.max;
  }
  return put(body, { start_date: date(from), end_date: date(from + span), detailed: detailed ? true : undefined, ...calendar });
}

/** The conformance kit's generators of `business-days-between`: valid bodies up to the span limits (and at them), and the span faults one day past them. */
export const businessDaysBetweenKit: OperationKit = {
  valid: (options) =>
    fc.oneof(
      { arbitrary: businessDaysBetween(options), weight: 9 },
      // The span limits at their boundaries: 36,525 days counted inclusively, and 400 with `detailed`
      // (a market whose years are fewer than 100 takes the detailed one only).
      {
        arbitrary: arbCalendarFields(options).chain((calendar) => {
          const { min, max } = marketDays(calendar) ?? { min: BUSINESS_MIN, max: BUSINESS_MAX };
          const fits = max - min >= limits.max_span_days - 1;
          return fc.record({ detailed: fits ? fc.boolean() : fc.constant(true), backwards: fc.boolean() }).chain(({ detailed, backwards }) => {
            const span = (detailed ? limits.max_detailed_span_days : limits.max_span_days) - 1;
            // A country's starts as before: from 1900 to 100 years before 2100.
            const last = market(calendar) ? max - span : BUSINESS_MAX - limits.max_span_days;
            return fc.integer({ min, max: last }).map((start) => {
              const [from, to] = backwards ? [start + span, start] : [start, start + span];
              return compact({ start_date: date(from), end_date: date(to), detailed: detailed ? true : undefined, ...calendar });
            });
          });
        }),
        weight: 1,
      },
    ),
  faults: () => {
    const range = ['start_date', 'end_date', 'detailed', 'market_code'];
    const spanFault = (span: number, detailed: boolean) => (start: string) =>
      fault(RANK.range, 'RANGE_TOO_LARGE', `${detailed ? 'detailed ' : ''}span of ${Math.abs(span) + 1} days`, range, (body) => putSpan(body, start, span, detailed));
    const starts = fc.constantFrom('1900-01-01', '2000-01-01', '1999-12-31');
    return [
      fc.tuple(fc.constantFrom(limits.max_span_days, -limits.max_span_days, 40_000), starts).map(([span, start]) => spanFault(span, false)(start)),
      fc.tuple(fc.constantFrom(limits.max_detailed_span_days, -limits.max_detailed_span_days), starts).map(([span, start]) => spanFault(span, true)(start)),
    ];
  },
};
