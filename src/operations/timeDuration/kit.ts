import fc from 'fast-check';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../date/limits.ts';
import { fault, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { compact, date, day, optionalBoolean } from '../../testing/_requestParts.ts';
import { arbClockTime } from '../../testing/arbClockTime.ts';
import { arbPlainDate } from '../../testing/arbPlainDate.ts';

/** The conformance kit's generators of `time-duration`: valid bodies over every field, and the faults of its cross-field rules. */
export const timeDurationKit: OperationKit = {
  valid: () =>
    fc
      .record({
        start_time: arbClockTime(),
        end_time: arbClockTime(),
        dates: fc.option(fc.tuple(arbPlainDate(MIN_EPOCH_DAYS, MAX_EPOCH_DAYS - 40), fc.integer({ min: 0, max: 30 })), { nil: undefined }),
        next_day: optionalBoolean,
        breakShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      })
      .map(({ start_time, end_time, dates, next_day, breakShare }) => {
        const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
        const daysApart = (dates?.[1] ?? 0) + (next_day ? 1 : 0);
        let gross = minutes(end_time) - minutes(start_time) + daysApart * 1440;
        const nextDay = gross < 0 ? true : next_day;
        if (gross < 0) gross += 1440;
        const body = compact({
          start_time,
          end_time,
          start_date: dates === undefined ? undefined : dates[0],
          end_date: dates === undefined ? undefined : date(day(dates[0]) + dates[1]),
          next_day: nextDay,
          break_minutes: breakShare === undefined ? undefined : Math.floor(gross * breakShare),
        });
        return body;
      }),
  faults: () => {
    const all = ['start_time', 'end_time', 'start_date', 'end_date', 'next_day', 'break_minutes'];
    return [
      fc.constantFrom('start_date', 'end_date').map((name) => fault(RANK.value, 'VALIDATION_ERROR', `${name} without the other date`, ['start_date', 'end_date'], { start_date: undefined, end_date: undefined, [name]: '2024-01-01' })),
      fc.constant(fault(RANK.value, 'VALIDATION_ERROR', 'negative duration', all, () => ({ start_time: '17:00', end_time: '09:00' }))),
      fc.constant(fault(RANK.value, 'VALIDATION_ERROR', 'end date before start date', all, () => ({ start_time: '09:00', end_time: '09:00', start_date: '2024-01-02', end_date: '2024-01-01' }))),
      fc.integer({ min: 61, max: 100_000 }).map((minutes) => fault(RANK.value, 'VALIDATION_ERROR', 'break longer than the duration', all, () => ({ start_time: '09:00', end_time: '10:00', break_minutes: minutes }))),
    ];
  },
};
