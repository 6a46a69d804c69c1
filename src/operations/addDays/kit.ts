import fc from 'fast-check';
import { catalog } from '../../catalog.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../date/limits.ts';
import { fault, RANK, pastEnd } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { arbAmount, compact, day, optionalBoolean } from '../../testing/_requestParts.ts';
import { arbPlainDate } from '../../testing/arbPlainDate.ts';

const limits = catalog['add-days'].limits.values;

/** The conformance kit's generators of `add-days`: valid bodies whose result stays inside 0001..9999, and the faults of its own rules (the amount limit one step past it, results outside 0001..9999). */
export const addDaysKit: OperationKit = {
  valid: () =>
    fc
      .record({ start: arbPlainDate(day('0002-01-01'), day('9998-12-31')), unit: fc.option(fc.constantFrom('days', 'weeks', 'months', 'years'), { nil: undefined }), skip_weekends: optionalBoolean })
      .chain(({ start, unit, skip_weekends }) => {
        const year = Number(start.slice(0, 4));
        // The most each unit may move the date and stay inside 0001..9999 (with a week to spare).
        const room = { days: [day(start) - MIN_EPOCH_DAYS - 7, MAX_EPOCH_DAYS - day(start) - 7], weeks: [Math.floor((day(start) - MIN_EPOCH_DAYS) / 7) - 1, Math.floor((MAX_EPOCH_DAYS - day(start)) / 7) - 1], months: [(year - 1) * 12 - 1, (9999 - year) * 12 - 1], years: [year - 2, 9999 - year - 1] }[unit ?? 'days'] as [number, number];
        // Skipping weekends, n weekdays span up to 7n/5 calendar days.
        const scale = skip_weekends === true && (unit ?? 'days') === 'days' ? 5 / 7 : 1;
        const low = -Math.min(limits.amount_max, Math.floor(room[0] * scale) - 2);
        const high = Math.min(limits.amount_max, Math.floor(room[1] * scale) - 2);
        return fc.oneof(arbAmount(limits.amount_max).filter((amount) => amount >= low && amount <= high), fc.integer({ min: low, max: high })).map((days) => compact({ start_date: start, days, unit, skip_weekends }));
      }),
  faults: () => {
    return [
      fc.constantFrom(limits.amount_max + 1, -(limits.amount_max + 1)).map((days) => fault(RANK.value, 'VALIDATION_ERROR', `days ${days} beyond ±${limits.amount_max}`, ['days'], { days })),
      fc.tuple(pastEnd, fc.boolean()).map(([days, back]) => fault(RANK.calculation, 'VALIDATION_ERROR', 'result after 9999-12-31 or before 0001-01-01', ['start_date', 'days'], { start_date: back ? '0001-01-01' : '9999-12-31', days: back ? -days : days })),
    ];
  },
};
