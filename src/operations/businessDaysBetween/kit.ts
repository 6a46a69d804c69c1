import fc from 'fast-check';
import { catalog } from '../../catalog.ts';
import { fault, put, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { BUSINESS_MAX, BUSINESS_MIN, compact, date, optionalBoolean, shift } from '../../testing/_requestParts.ts';
import { arbCalendarFields } from '../../testing/arbCalendarFields.ts';
import type { RequestArbitraryOptions, RequestBody } from '../../testing/requestBody.ts';

const limits = catalog['business-days-between'].limits.values;

/** Business-day counts over random spans (up to the limit), with `detailed` only on short ones. */
function businessDaysBetween(options: RequestArbitraryOptions): fc.Arbitrary<RequestBody> {
  return fc
    .record({
      start: fc.integer({ min: BUSINESS_MIN, max: BUSINESS_MAX }),
      span: fc.oneof(
        { arbitrary: fc.integer({ min: -60, max: 60 }), weight: 3 },
        { arbitrary: fc.integer({ min: -(limits.max_span_days - 1), max: limits.max_span_days - 1 }), weight: 2 },
      ),
      include_start_date: optionalBoolean,
      include_end_date: optionalBoolean,
      detailed: optionalBoolean,
      calendar: arbCalendarFields(options),
    })
    .map(({ start, span, detailed, calendar, ...flags }) => {
      const within = Math.abs(span) + 1 <= limits.max_detailed_span_days;
      return compact({ start_date: date(start), end_date: date(start + span), ...flags, detailed: within ? detailed : undefined, ...calendar });
    });
}

/** The conformance kit's generators of `business-days-between`: valid bodies up to the span limits (and at them), and the span faults one day past them. */
export const businessDaysBetweenKit: OperationKit = {
  valid: (options) =>
    fc.oneof(
      { arbitrary: businessDaysBetween(options), weight: 9 },
      // The span limits at their boundaries: 36,525 days counted inclusively, and 400 with `detailed`.
      {
        arbitrary: fc
          .record({ start: fc.integer({ min: BUSINESS_MIN, max: BUSINESS_MAX - limits.max_span_days }), detailed: fc.boolean(), backwards: fc.boolean(), calendar: arbCalendarFields(options) })
          .map(({ start, detailed, backwards, calendar }) => {
            const span = (detailed ? limits.max_detailed_span_days : limits.max_span_days) - 1;
            const [from, to] = backwards ? [start + span, start] : [start, start + span];
            return compact({ start_date: date(from), end_date: date(to), detailed: detailed ? true : undefined, ...calendar });
          }),
        weight: 1,
      },
    ),
  faults: () => {
    const range = ['start_date', 'end_date', 'detailed'];
    const spanFault = (span: number, detailed: boolean) => (start: string) =>
      fault(RANK.range, 'RANGE_TOO_LARGE', `${detailed ? 'detailed ' : ''}span of ${Math.abs(span) + 1} days`, range, (body) =>
        put(body, { start_date: start, end_date: shift(start, span), detailed: detailed ? true : undefined }),
      );
    const starts = fc.constantFrom('1900-01-01', '2000-01-01', '1999-12-31');
    return [
      fc.tuple(fc.constantFrom(limits.max_span_days, -limits.max_span_days, 40_000), starts).map(([span, start]) => spanFault(span, false)(start)),
      fc.tuple(fc.constantFrom(limits.max_detailed_span_days, -limits.max_detailed_span_days), starts).map(([span, start]) => spanFault(span, true)(start)),
    ];
  },
};
