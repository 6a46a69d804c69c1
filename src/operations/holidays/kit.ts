import fc from 'fast-check';
import { catalog } from '../../catalog.ts';
import { fault, put, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { BUSINESS_MAX, BUSINESS_MIN, compact, date, shift } from '../../testing/_requestParts.ts';
import { arbCalendarFields } from '../../testing/arbCalendarFields.ts';
import { marketDays } from '../../testing/_calendarDays.ts';

const limits = catalog.holidays.limits.values;
const PERIOD = ['year', 'start_date', 'end_date'];

/** The year of an epoch day. */
const yearOf = (epoch: number): number => Number(date(epoch).slice(0, 4));

/** The conformance kit's generators of `holidays`: a year (inside the tables, and the ends of 1..9999; a market's own years) or a period up to its limit (inside a market's years), and the period's own faults. */
export const holidaysKit: OperationKit = {
  valid: (options) =>
    fc.oneof(
      {
        arbitrary: arbCalendarFields(options).chain((calendar) => {
          const market = marketDays(calendar);
          const year =
            market === undefined
              ? fc.oneof({ arbitrary: fc.integer({ min: 1900, max: 2100 }), weight: 9 }, { arbitrary: fc.constantFrom(limits.year_min, limits.year_max), weight: 1 })
              : fc.integer({ min: yearOf(market.min), max: yearOf(market.max) });
          return year.map((value) => compact({ year: value, ...calendar }));
        }),
        weight: 1,
      },
      {
        arbitrary: arbCalendarFields(options).chain((calendar) => {
          const market = marketDays(calendar);
          return fc
            .oneof(fc.integer({ min: 0, max: limits.max_span_days - 1 }), fc.constantFrom(0, limits.max_span_days - 1))
            .chain((span) => fc.integer(market === undefined ? { min: BUSINESS_MIN, max: BUSINESS_MAX } : { min: market.min, max: market.max - span }).map((start) => [start, span] as const))
            .map(([start, span]) => compact({ start_date: date(start), end_date: date(start + span), ...calendar }));
        }),
        weight: 1,
      },
    ),
  faults: () => {
    const starts = fc.constantFrom('1999-12-31', '2024-02-29', '2026-01-01');
    return [
      fc
        .tuple(starts, fc.constantFrom(limits.max_span_days, limits.max_span_days + 1, 36_500))
        .map(([start, span]) =>
          fault(RANK.range, 'RANGE_TOO_LARGE', `period of ${span + 1} days`, PERIOD, (body) => put(body, { year: undefined, start_date: start, end_date: shift(start, span) })),
        ),
      fc.tuple(starts, fc.integer({ min: 1, max: 400 })).map(([start, back]) => fault(RANK.value, 'VALIDATION_ERROR', 'end_date before start_date', PERIOD, { year: undefined, start_date: start, end_date: shift(start, -back) })),
      starts.map((start) => fault(RANK.value, 'VALIDATION_ERROR', 'start_date without end_date', PERIOD, { year: undefined, start_date: start, end_date: undefined })),
      fc.constant(fault(RANK.value, 'VALIDATION_ERROR', 'year with end_date', PERIOD, { year: 2026, start_date: undefined, end_date: '2026-12-31' })),
      fc.constant(fault(RANK.value, 'VALIDATION_ERROR', 'year with start_date and end_date', PERIOD, { year: 2026, start_date: '2026-01-01', end_date: '2026-12-31' })),
    ];
  },
};
