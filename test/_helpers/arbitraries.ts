// fast-check arbitraries for daycalc tests. Dates are built with temporal-polyfill, never with daycalc.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { ORACLE_MAX_DATE, ORACLE_MIN_DATE, temporalEpochDays, temporalFromEpochDays } from './temporalOracle.ts';

/** Years where the Gregorian rules bite: bounds, century non-leap years, 400-year leap years, the 1582 reform. */
export const SPECIAL_YEARS = [1, 2, 3, 4, 99, 100, 400, 1000, 1582, 1600, 1700, 1800, 1900, 1969, 1970, 2000, 2023, 2024, 2100, 2400, 9996, 9998, 9999] as const;

const minEpochDays = temporalEpochDays(ORACLE_MIN_DATE);
const maxEpochDays = temporalEpochDays(ORACLE_MAX_DATE);

/** A year in 1..9999, biased to the special years. */
export const arbYear: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL_YEARS), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 9999 }), weight: 3 },
);

const asPlainDate = (date: Temporal.PlainDate): PlainDate => date.toString() as PlainDate;

/** Any supported date, uniformly by epoch day. */
export const arbUniformPlainDate: fc.Arbitrary<PlainDate> = fc
  .integer({ min: minEpochDays, max: maxEpochDays })
  .map((epochDays) => asPlainDate(temporalFromEpochDays(epochDays)));

/** A date in a special-or-random year with any month and a day biased to the month's first and last days. */
const arbBiasedFields: fc.Arbitrary<PlainDate> = fc
  .record({ year: arbYear, month: fc.integer({ min: 1, max: 12 }), day: fc.oneof(fc.constantFrom(1, 28, 29, 30, 31), fc.integer({ min: 1, max: 31 })) })
  .map((fields) => asPlainDate(Temporal.PlainDate.from(fields, { overflow: 'constrain' })));

/** 29 February of a leap year (or 28 February when the year is common, which is interesting too). */
const arbLeapDayish: fc.Arbitrary<PlainDate> = fc
  .oneof(arbYear, fc.integer({ min: 1, max: 2499 }).map((k) => k * 4))
  .map((year) => asPlainDate(Temporal.PlainDate.from({ year, month: 2, day: 29 }, { overflow: 'constrain' })));

/** Dates near the two ends of the supported range, including the ends themselves. */
const arbNearBounds: fc.Arbitrary<PlainDate> = fc.oneof(
  fc.constantFrom('0001-01-01', '9999-12-31') as fc.Arbitrary<PlainDate>,
  fc.integer({ min: 0, max: 400 }).map((offset) => asPlainDate(temporalFromEpochDays(minEpochDays + offset))),
  fc.integer({ min: 0, max: 400 }).map((offset) => asPlainDate(temporalFromEpochDays(maxEpochDays - offset))),
);

/**
 * Any supported date (0001-01-01..9999-12-31), biased to leap days, month ends, the range bounds and
 * the years 1582, 1600, 1900, 2000, 2100 and 9999.
 */
export const arbPlainDate: fc.Arbitrary<PlainDate> = fc.oneof(
  { arbitrary: arbUniformPlainDate, weight: 3 },
  { arbitrary: arbBiasedFields, weight: 3 },
  { arbitrary: arbLeapDayish, weight: 2 },
  { arbitrary: arbNearBounds, weight: 2 },
);

/** A pair of dates: independent, close together, or on the same month-day in different years. */
export const arbDatePair: fc.Arbitrary<readonly [PlainDate, PlainDate]> = fc.oneof(
  fc.tuple(arbPlainDate, arbPlainDate),
  fc
    .tuple(arbPlainDate, fc.integer({ min: -800, max: 800 }))
    .map(([date, offset]) => {
      const other = Temporal.PlainDate.from(date).add({ days: offset });
      const clamped = Temporal.PlainDate.compare(other, ORACLE_MIN_DATE) < 0 ? ORACLE_MIN_DATE : Temporal.PlainDate.compare(other, ORACLE_MAX_DATE) > 0 ? ORACLE_MAX_DATE : other;
      return [date, asPlainDate(clamped)] as const;
    }),
  fc
    .tuple(arbPlainDate, arbYear)
    .map(([date, year]) => [date, asPlainDate(Temporal.PlainDate.from(date).with({ year }, { overflow: 'constrain' }))] as const),
);

/** An ordered pair (earlier or equal first), e.g. a birth date and an as-of date. */
export const arbOrderedDatePair: fc.Arbitrary<readonly [PlainDate, PlainDate]> = arbDatePair.map(([a, b]) =>
  Temporal.PlainDate.compare(a, b) <= 0 ? ([a, b] as const) : ([b, a] as const),
);

/** An add-days amount in -36500..36500, biased to small values and the limits. */
export const arbAmount: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.integer({ min: -40, max: 40 }), weight: 4 },
  { arbitrary: fc.integer({ min: -36500, max: 36500 }), weight: 2 },
  { arbitrary: fc.constantFrom(-36500, 36500, 0, -1, 1), weight: 1 },
);

/** A strict `HH:MM` clock time. */
export const arbClockTime: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);

/** Strings that are not valid dates: malformed shapes and impossible days. */
export const arbBadDateString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', '2023-02-29', '1900-02-29', '2100-02-29', '2023-13-01', '2023-00-10', '2023-04-31', '2023-01-00', '0000-01-01',
    '10000-01-01', '2023-1-01', '2023-01-1', '23-01-01', '2023/01/01', '20230101', ' 2023-01-01', '2023-01-01 ',
    '2023-01-01T00:00', '2023-01-01Z', '+2023-01-01', '-2023-01-01', '２０２３-01-01', '2023-01-32', 'abcd-ef-gh',
  ),
  fc.string().filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
);

/** Any JSON value that is not a string (a wrong type for a date field). */
export const arbNonString: fc.Arbitrary<unknown> = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }));
