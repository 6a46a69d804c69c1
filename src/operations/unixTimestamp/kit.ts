import fc from 'fast-check';
import { BAD_DATES, fault, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';
import { day } from '../../testing/_requestParts.ts';
import { arbClockTime } from '../../testing/arbClockTime.ts';
import { arbPlainDate } from '../../testing/arbPlainDate.ts';

/** The conformance kit's generators of `unix-timestamp`: valid bodies in seconds, milliseconds and ISO-8601, and the faults of its own rules (both fields, bad date-times, instants outside 0001..9999). */
export const unixTimestampKit: OperationKit = {
  valid: () =>
    fc.oneof(
      // Seconds (|t| <= 1e11) from 0001-01-01T00:00:00Z on; milliseconds beyond.
      fc.integer({ min: -62_135_596_800, max: 100_000_000_000 }).map((timestamp) => ({ timestamp })),
      fc.double({ min: -62_135_596_800, max: 1e11, noNaN: true }).map((timestamp) => ({ timestamp })),
      fc.oneof(fc.integer({ min: 100_000_000_001, max: 253_402_300_799_999 }), fc.integer({ min: -62_135_596_800_000, max: -100_000_000_001 })).map((timestamp) => ({ timestamp })),
      // The ends of the range: 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z, in seconds and milliseconds.
      fc.constantFrom(-62_135_596_800, -62_135_596_800_000, 253_402_300_799_999, 100_000_000_000).map((timestamp) => ({ timestamp })),
      fc
        .record({
          date: arbPlainDate(day('0002-01-01'), day('9998-12-31')),
          time: fc.option(fc.tuple(arbClockTime(), fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined })), { nil: undefined }),
          zone: fc.constantFrom('', 'Z', '+00:00', '+05:30', '-08:00', '+23:59', '-23:59'),
        })
        .map(({ date: value, time, zone }) => {
          if (time === undefined) return { date_time: value };
          const [clock, seconds, millis] = time;
          const secondsText = seconds === undefined ? '' : `:${String(seconds).padStart(2, '0')}${millis === undefined ? '' : `.${String(millis).padStart(3, '0')}`}`;
          return { date_time: `${value}T${clock}${secondsText}${zone}` };
        }),
    ),
  faults: () => {
    const both = ['timestamp', 'date_time'];
    return [
      fc.constant(fault(RANK.value, 'VALIDATION_ERROR', 'both timestamp and date_time', both, { timestamp: 0, date_time: '1970-01-01' })),
      // The error precedence's exception: unix-timestamp has no INVALID_DATE.
      fc.constantFrom(...BAD_DATES.filter((bad) => bad !== '2023-01-01T00:00')).map((bad) => fault(RANK.value, 'VALIDATION_ERROR', `date_time ${JSON.stringify(bad)} (unix-timestamp has no INVALID_DATE)`, both, { timestamp: undefined, date_time: bad })),
      fc.constantFrom(253_402_300_800_000, -62_135_596_800_001, -62_135_596_801, 1e300).map((timestamp) => fault(RANK.calculation, 'VALIDATION_ERROR', `timestamp ${timestamp} outside 0001..9999`, both, { date_time: undefined, timestamp })),
      fc.constantFrom('9999-12-31T23:59-23:59', '0001-01-01T00:00+00:01').map((dateTime) => fault(RANK.calculation, 'VALIDATION_ERROR', `date_time ${dateTime} outside 0001..9999`, both, { timestamp: undefined, date_time: dateTime })),
    ];
  },
};
