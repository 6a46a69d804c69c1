import fc from 'fast-check';
import { catalog } from '../../catalog.ts';
import { fault, RANK, pastEnd } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { arbAmount, compact, date, day, optionalBoolean } from '../../testing/_requestParts.ts';
import { arbCalendarFields, type CalendarFieldsBody } from '../../testing/arbCalendarFields.ts';
import { marketDays } from '../../testing/_calendarDays.ts';
import type { RequestArbitraryOptions, RequestBody } from '../../testing/requestBody.ts';

const limits = catalog['add-business-days'].limits.values;

/**
 * The calendar days a walk of `days` business days may cover in a market's calendar, with room to
 * spare: `working` working days a week, and with its closures at most a third of them off (China's
 * markets, one working day a week, lose about one in eight), plus a month.
 */
function walkDays(days: number, working: number, closures: boolean): number {
  return Math.ceil(((Math.abs(days) * 7) / working) * (closures ? 1.5 : 1)) + 31;
}

/** The start and amount of a walk: a country's from 1950-2050 by any amount; a market's inside its years, by as many days as they hold. */
function arbWalk(calendar: CalendarFieldsBody): fc.Arbitrary<{ start: number; days: number }> {
  const market = marketDays(calendar);
  if (market === undefined) return fc.record({ start: fc.integer({ min: day('1950-01-01'), max: day('2050-12-31') }), days: arbAmount(limits.days_max) });
  const working = calendar.working_days?.length ?? 5;
  const closures = calendar.include_public_holidays !== false;
  // The most days whose walk fits in the market's years (walkDays(most) <= max - min).
  const most = Math.min(limits.days_max, Math.floor(((market.max - market.min - 32) * working) / 7 / (closures ? 1.5 : 1)));
  return arbAmount(most).chain((days) => {
    const reach = walkDays(days, working, closures);
    return fc.integer(days >= 0 ? { min: market.min, max: market.max - reach } : { min: market.min + reach, max: market.max }).map((start) => ({ start, days }));
  });
}

/** Business-day moves of any amount within the limit, with `detailed` only on walks far inside 400 days. */
function addBusinessDays(options: RequestArbitraryOptions): fc.Arbitrary<RequestBody> {
  return arbCalendarFields(options).chain((calendar) =>
    fc.record({ walk: arbWalk(calendar), include_start_date: optionalBoolean, detailed: optionalBoolean }).map(({ walk: { start, days }, detailed, include_start_date }) => {
      // |days| working days span at most 7 * |days| calendar days plus holidays.
      const small = Math.abs(days) * 7 + 60 <= limits.max_detailed_walk_days;
      return compact({ start_date: date(start), days, include_start_date, detailed: small ? detailed : undefined, ...calendar });
    }),
  );
}

/** The conformance kit's generators of `add-business-days`: valid bodies up to the amount limit and a detailed walk of exactly the limit, and the faults one step past them and beyond 0001..9999. */
export const addBusinessDaysKit: OperationKit = {
  valid: (options) =>
    fc.oneof(
      { arbitrary: addBusinessDays(options), weight: 9 },
      // The `detailed` limit at its boundary: a detailed walk of exactly 400 calendar days (every day a working day).
      {
        arbitrary: fc
          .record({ start: fc.integer({ min: day('1950-01-01'), max: day('2050-12-31') }), days: fc.constantFrom(limits.max_detailed_walk_days, -limits.max_detailed_walk_days), include_start_date: optionalBoolean })
          .map(({ start, days, include_start_date }) => compact({ start_date: date(start), days, include_start_date, detailed: true, working_days: [1, 2, 3, 4, 5, 6, 7], include_public_holidays: false })),
        weight: 1,
      },
    ),
  faults: () => {
    return [
      fc.constantFrom(limits.days_max + 1, -(limits.days_max + 1)).map((days) => fault(RANK.value, 'VALIDATION_ERROR', `days ${days} beyond ±${limits.days_max}`, ['days'], { days })),
      // Every day a working day: the walk covers exactly |days| calendar days, one past the limit.
      fc.constantFrom(limits.max_detailed_walk_days + 1, -(limits.max_detailed_walk_days + 1)).map((days) =>
        fault(RANK.calculation, 'VALIDATION_ERROR', `detailed walk of ${Math.abs(days)} calendar days`, ['days', 'detailed', 'working_days', 'include_public_holidays'], { days, detailed: true, working_days: [1, 2, 3, 4, 5, 6, 7], include_public_holidays: false }),
      ),
      fc.tuple(pastEnd.map((days) => Math.min(days, limits.days_max)), fc.boolean()).map(([days, back]) =>
        fault(RANK.calculation, 'VALIDATION_ERROR', 'result after 9999-12-31 or before 0001-01-01', ['start_date', 'days', 'include_start_date', 'detailed'], { start_date: back ? '0001-01-01' : '9999-12-31', days: back ? -days : days, include_start_date: undefined, detailed: undefined }),
      ),
    ];
  },
};
