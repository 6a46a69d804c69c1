import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { isClockTime, timeDuration, type TimeDurationInput } from '../../src/operations/timeDuration/timeDuration.ts';
import { execute } from '../../src/catalog/execute.ts';
import { arbClockTime, arbDatePair } from '../_helpers/arbitraries.ts';

const d = (value: string) => value as PlainDate;

/** Gross minutes via Temporal.PlainDateTime (naive clock, no zone). */
function temporalGrossMinutes(startTime: string, endTime: string, nextDay: boolean, startDate = '2024-03-31', endDate = startDate): number {
  const start = Temporal.PlainDate.from(startDate).toPlainDateTime(Temporal.PlainTime.from(startTime));
  const end = Temporal.PlainDate.from(endDate).add({ days: nextDay ? 1 : 0 }).toPlainDateTime(Temporal.PlainTime.from(endTime));
  return start.until(end, { largestUnit: 'minutes' }).minutes;
}

describe('timeDuration', () => {
  it('should give the spec example: 09:00 to 17:30 with a 30-minute break is 480 minutes, 8 h 0 min, 8 decimal hours', () => {
    expect(timeDuration({ start_time: '09:00', end_time: '17:30', break_minutes: 30 })).toEqual({
      ok: true,
      value: { start_time: '09:00', end_time: '17:30', break_minutes: 30, total_minutes: 480, hours: 8, minutes: 0, decimal_hours: 8 },
    });
  });

  it('should round decimal_hours to 2 decimals', () => {
    expect(timeDuration({ start_time: '09:00', end_time: '09:20' })).toMatchObject({ value: { total_minutes: 20, decimal_hours: 0.33 } });
    expect(timeDuration({ start_time: '09:00', end_time: '09:40' })).toMatchObject({ value: { total_minutes: 40, decimal_hours: 0.67 } });
    expect(timeDuration({ start_time: '00:00', end_time: '23:59' })).toMatchObject({ value: { total_minutes: 1439, hours: 23, minutes: 59, decimal_hours: 23.98 } });
  });

  it('should give 0 for equal times and a full day with next_day', () => {
    expect(timeDuration({ start_time: '12:00', end_time: '12:00' })).toMatchObject({ value: { total_minutes: 0 } });
    expect(timeDuration({ start_time: '12:00', end_time: '12:00', next_day: true })).toMatchObject({ value: { total_minutes: 1440, hours: 24 } });
  });

  it('should span midnight with next_day', () => {
    expect(timeDuration({ start_time: '22:00', end_time: '06:00', next_day: true, break_minutes: 45 })).toMatchObject({
      value: { total_minutes: 435, hours: 7, minutes: 15, decimal_hours: 7.25 },
    });
  });

  it('should use both dates, with next_day adding a day to end_date', () => {
    expect(timeDuration({ start_time: '22:00', end_time: '06:00', start_date: d('2024-02-28'), end_date: d('2024-02-29') })).toMatchObject({ value: { total_minutes: 480 } });
    expect(timeDuration({ start_time: '22:00', end_time: '06:00', start_date: d('2024-02-28'), end_date: d('2024-02-28'), next_day: true })).toMatchObject({ value: { total_minutes: 480 } });
    expect(timeDuration({ start_time: '22:00', end_time: '06:00', start_date: d('2024-02-28'), end_date: d('2024-02-29'), next_day: true })).toMatchObject({ value: { total_minutes: 1920 } });
  });

  it('should treat clock times as naive across a DST change', () => {
    // 2024-03-31 is the EU spring-forward day; a naive clock still counts 4 hours.
    expect(timeDuration({ start_time: '00:00', end_time: '04:00', start_date: d('2024-03-31'), end_date: d('2024-03-31') })).toMatchObject({ value: { total_minutes: 240 } });
  });

  it('should give VALIDATION_ERROR when only one date is given', () => {
    expect(timeDuration({ start_time: '09:00', end_time: '17:00', start_date: d('2024-01-01') })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'end_date' } });
    expect(timeDuration({ start_time: '09:00', end_time: '17:00', end_date: d('2024-01-01') })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'start_date' } });
  });

  it('should give VALIDATION_ERROR for a negative duration', () => {
    const result = timeDuration({ start_time: '17:00', end_time: '09:00' });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    expect(timeDuration({ start_time: '09:00', end_time: '17:00', start_date: d('2024-01-02'), end_date: d('2024-01-01') })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('should give VALIDATION_ERROR when the break is longer than the duration, and accept an equal break', () => {
    const result = timeDuration({ start_time: '09:00', end_time: '09:30', break_minutes: 31 });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'break_minutes' } });
    if (!result.ok) expect(result.error.message).toContain('break_minutes');
    expect(timeDuration({ start_time: '09:00', end_time: '09:30', break_minutes: 30 })).toMatchObject({ ok: true, value: { total_minutes: 0 } });
  });

  it('should reject times that are not strict HH:MM 00:00-23:59', async () => {
    for (const time of ['24:00', '9:00', '09:60', '09:00:00', '0900', ' 09:00', '09:00 ', '', '２３:00', '-1:00']) {
      expect(isClockTime(time), time).toBe(false);
      expect(await execute('time-duration', { start_time: time, end_time: '23:59' }), time).toMatchObject({
        status: 422,
        error: { code: 'VALIDATION_ERROR', field: 'start_time' },
      });
    }
    for (const time of ['00:00', '23:59', '12:34']) expect(isClockTime(time), time).toBe(true);
    expect(timeDuration({ start_time: '09:00', end_time: '25:00' })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'end_time' } });
  });

  it('should reject a bad date with INVALID_DATE through execute', async () => {
    expect(await execute('time-duration', { start_time: '09:00', end_time: '17:00', start_date: '2023-02-29', end_date: '2023-03-01' })).toMatchObject({
      status: 400,
      error: { code: 'INVALID_DATE', field: 'start_date' },
    });
  });

  it('should not mutate its input', () => {
    const input: TimeDurationInput = { start_time: '22:00', end_time: '06:00', start_date: d('2024-01-01'), end_date: d('2024-01-01'), next_day: true, break_minutes: 30 };
    const before = structuredClone(input);
    timeDuration(input);
    expect(input).toEqual(before);
  });

  describe('properties', () => {
    it('should match Temporal.PlainDateTime differences without dates', () => {
      fc.assert(
        fc.property(arbClockTime, arbClockTime, fc.boolean(), fc.nat({ max: 3000 }), (start, end, nextDay, breakMinutes) => {
          const gross = temporalGrossMinutes(start, end, nextDay);
          const result = timeDuration({ start_time: start, end_time: end, next_day: nextDay, break_minutes: breakMinutes });
          if (gross < 0 || breakMinutes > gross) {
            expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
            return;
          }
          const total = gross - breakMinutes;
          expect(result).toEqual({
            ok: true,
            value: { start_time: start, end_time: end, break_minutes: breakMinutes, total_minutes: total, hours: Math.floor(total / 60), minutes: total % 60, decimal_hours: Number((total / 60).toFixed(2)) },
          });
        }),
        { numRuns: 1000 },
      );
    });

    it('should match Temporal.PlainDateTime differences with dates', () => {
      fc.assert(
        fc.property(arbClockTime, arbClockTime, arbDatePair, fc.boolean(), (start, end, [startDate, endDate], nextDay) => {
          const gross = temporalGrossMinutes(start, end, nextDay, startDate, endDate);
          const result = timeDuration({ start_time: start, end_time: end, start_date: startDate, end_date: endDate, next_day: nextDay });
          if (gross < 0) {
            expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
          } else {
            expect(result).toMatchObject({ ok: true, value: { total_minutes: gross, hours: Math.floor(gross / 60), minutes: gross % 60 } });
          }
        }),
        { numRuns: 500 },
      );
    });
  });
});

describe('timeDuration: run-time checks of its argument (issue #18)', () => {
  const failure = (input: unknown) => {
    const result = timeDuration(input as TimeDurationInput);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should follow the error precedence: not an object, then missing times, then dates, then values in field order', () => {
    expect(failure(null)).toBe('INVALID_REQUEST:undefined');
    expect(failure({ end_time: '10:00' })).toBe('INVALID_REQUEST:start_time');
    expect(failure({ start_time: '9:00' })).toBe('INVALID_REQUEST:end_time');
    expect(failure({ start_time: '9:00', end_time: '10:00', start_date: '2023-02-30', end_date: '2023-03-01' })).toBe('INVALID_DATE:start_date');
    expect(failure({ start_time: '09:00', end_time: '10:00', start_date: '2023-03-01', end_date: 'hello' })).toBe('INVALID_DATE:end_date');
    expect(failure({ start_time: '9:00', end_time: '10:00' })).toBe('VALIDATION_ERROR:start_time');
    expect(failure({ start_time: '09:00', end_time: '10:00', next_day: 'yes' })).toBe('VALIDATION_ERROR:next_day');
    expect(failure({ start_time: '09:00', end_time: '10:00', break_minutes: Number.NaN })).toBe('VALIDATION_ERROR:break_minutes');
    expect(failure({ start_time: '09:00', end_time: '10:00', start_date: '2023-03-01' })).toBe('VALIDATION_ERROR:end_date');
  });
});
