import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog.ts';
import { UNIX_TIMESTAMP_MILLISECONDS_THRESHOLD, unixTimestamp, type UnixTimestampInput } from '../../src/operations/unixTimestamp/unixTimestamp.ts';
import { execute } from '../../src/catalog/execute.ts';
import { arbPlainDate } from '../_helpers/arbitraries.ts';
import { expectedUnixFromMilliseconds, ORACLE_MAX_EPOCH_MS, ORACLE_MIN_EPOCH_MS, temporalEpochMilliseconds } from '../_helpers/temporalOracle.ts';

function value(input: UnixTimestampInput) {
  const result = unixTimestamp(input);
  if (!result.ok) throw new Error(`unexpected failure ${result.error.code}: ${result.error.message}`);
  return result.value;
}

describe('unixTimestamp', () => {
  describe('timestamp', () => {
    it('should convert seconds to ISO UTC with milliseconds', () => {
      expect(value({ timestamp: 1_700_000_000 })).toEqual({ unix_seconds: 1_700_000_000, iso_utc: '2023-11-14T22:13:20.000Z', date: '2023-11-14', weekday: 'Tuesday' });
      expect(value({ timestamp: 0 })).toEqual({ unix_seconds: 0, iso_utc: '1970-01-01T00:00:00.000Z', date: '1970-01-01', weekday: 'Thursday' });
    });

    it('should round 1.005 s to 1005 ms (multiply first, then round; never truncate)', () => {
      expect(value({ timestamp: 1.005 })).toEqual({ unix_seconds: 1.005, iso_utc: '1970-01-01T00:00:01.005Z', date: '1970-01-01', weekday: 'Thursday' });
      expect(value({ timestamp: 1.0049 })).toMatchObject({ unix_seconds: 1.005, iso_utc: '1970-01-01T00:00:01.005Z' });
      expect(value({ timestamp: 1.0044 })).toMatchObject({ unix_seconds: 1.004, iso_utc: '1970-01-01T00:00:01.004Z' });
      expect(value({ timestamp: 4.35 })).toMatchObject({ unix_seconds: 4.35, iso_utc: '1970-01-01T00:00:04.350Z' });
    });

    it('should keep negative and fractional seconds', () => {
      expect(value({ timestamp: -1 })).toEqual({ unix_seconds: -1, iso_utc: '1969-12-31T23:59:59.000Z', date: '1969-12-31', weekday: 'Wednesday' });
      expect(value({ timestamp: -1.5 })).toMatchObject({ unix_seconds: -1.5, iso_utc: '1969-12-31T23:59:58.500Z' });
      expect(value({ timestamp: -0.001 })).toMatchObject({ unix_seconds: -0.001, iso_utc: '1969-12-31T23:59:59.999Z', date: '1969-12-31' });
    });

    it('should round ties away from zero, symmetrically', () => {
      expect(value({ timestamp: 0.0005 }).iso_utc).toBe('1970-01-01T00:00:00.001Z');
      expect(value({ timestamp: -0.0005 }).iso_utc).toBe('1969-12-31T23:59:59.999Z');
      expect(value({ timestamp: 0.0004 }).unix_seconds).toBe(0);
      expect(Object.is(value({ timestamp: -0.0004 }).unix_seconds, 0)).toBe(true);
    });

    it('should read |timestamp| above 1e11 as milliseconds, and 1e11 itself as seconds', () => {
      expect(UNIX_TIMESTAMP_MILLISECONDS_THRESHOLD).toBe(1e11);
      expect(value({ timestamp: 1e11 })).toEqual(expectedUnixFromMilliseconds(1e14));
      expect(value({ timestamp: 1e11 + 1 })).toEqual(expectedUnixFromMilliseconds(1e11 + 1));
      expect(value({ timestamp: 1_700_000_000_000 })).toMatchObject({ unix_seconds: 1_700_000_000, iso_utc: '2023-11-14T22:13:20.000Z' });
      expect(value({ timestamp: 1_700_000_000_123.4 })).toMatchObject({ unix_seconds: 1_700_000_000.123, iso_utc: '2023-11-14T22:13:20.123Z' });
      expect(value({ timestamp: -1e11 - 1 })).toEqual(expectedUnixFromMilliseconds(-1e11 - 1));
      // -1e11 s is before 0001-01-01: seconds, so out of range.
      expect(unixTimestamp({ timestamp: -1e11 })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'timestamp' } });
    });

    it('should accept exactly 0001-01-01T00:00:00.000Z..9999-12-31T23:59:59.999Z', () => {
      expect(value({ timestamp: -62_135_596_800 })).toMatchObject({ iso_utc: '0001-01-01T00:00:00.000Z', date: '0001-01-01', weekday: 'Monday' });
      expect(value({ timestamp: 253_402_300_799_999 })).toMatchObject({ iso_utc: '9999-12-31T23:59:59.999Z', date: '9999-12-31', weekday: 'Friday' });
      for (const timestamp of [-62_135_596_800.001, 253_402_300_800_000, -62_135_596_800_001]) {
        const result = unixTimestamp({ timestamp });
        expect(result, String(timestamp)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'timestamp' } });
        if (!result.ok) expect(result.error.message).toContain('timestamp');
      }
    });

    it('should reject non-finite numbers', () => {
      for (const timestamp of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
        expect(unixTimestamp({ timestamp })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'timestamp' } });
      }
    });
  });

  describe('date_time', () => {
    it('should read a date alone as UTC midnight', () => {
      expect(value({ date_time: '2024-02-29' })).toEqual({ unix_seconds: 1_709_164_800, iso_utc: '2024-02-29T00:00:00.000Z', date: '2024-02-29', weekday: 'Thursday' });
    });

    it('should read a date-time without offset as UTC, with optional seconds and 1-3 fraction digits', () => {
      expect(value({ date_time: '2024-02-29T12:34' }).iso_utc).toBe('2024-02-29T12:34:00.000Z');
      expect(value({ date_time: '2024-02-29T12:34:56' }).iso_utc).toBe('2024-02-29T12:34:56.000Z');
      expect(value({ date_time: '2024-02-29T12:34:56.7' }).iso_utc).toBe('2024-02-29T12:34:56.700Z');
      expect(value({ date_time: '2024-02-29T12:34:56.78Z' }).iso_utc).toBe('2024-02-29T12:34:56.780Z');
      expect(value({ date_time: '2024-02-29T12:34:56.789Z' })).toMatchObject({ unix_seconds: 1_709_210_096.789 });
    });

    it('should apply offsets from -23:59 to +23:59', () => {
      expect(value({ date_time: '2024-01-01T00:00+23:59' })).toMatchObject({ iso_utc: '2023-12-31T00:01:00.000Z', date: '2023-12-31', weekday: 'Sunday' });
      expect(value({ date_time: '2024-01-01T00:00-23:59' })).toMatchObject({ iso_utc: '2024-01-01T23:59:00.000Z', date: '2024-01-01' });
      expect(value({ date_time: '2024-01-01T05:30+05:30' }).iso_utc).toBe('2024-01-01T00:00:00.000Z');
      expect(value({ date_time: '2024-01-01T00:00-00:00' }).iso_utc).toBe('2024-01-01T00:00:00.000Z');
    });

    it('should reject malformed date_time values with VALIDATION_ERROR, never INVALID_DATE', () => {
      for (const dateTime of [
        '', '2023-02-29', '2023-02-29T00:00Z', '2024-01-01T24:00', '2024-01-01T12:60', '2024-01-01T12:00:60', '2024-01-01T12', '2024-01-01T12:00+24:00',
        '2024-01-01T12:00+0530', '2024-01-01T12:00+05', '2024-01-01 12:00', '2024-01-01t12:00', '2024-01-01T12:00z', '2024-01-01T12:00:00.1234',
        '2024-01-01T12:00:00.', '2024-01-01Z', '+002024-01-01', '0000-12-31', 'now', '1700000000',
      ]) {
        const result = unixTimestamp({ date_time: dateTime });
        expect(result, dateTime).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date_time' } });
        if (!result.ok) expect(result.error.message).toContain('date_time');
      }
    });

    it('should reject instants outside 0001..9999 UTC even when the local date is inside', () => {
      expect(unixTimestamp({ date_time: '0001-01-01T00:00+00:01' })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date_time' } });
      expect(unixTimestamp({ date_time: '9999-12-31T23:59-00:01' })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date_time' } });
      expect(value({ date_time: '0001-01-01T00:00Z' }).iso_utc).toBe('0001-01-01T00:00:00.000Z');
      expect(value({ date_time: '9999-12-31T23:59:59.999Z' }).iso_utc).toBe('9999-12-31T23:59:59.999Z');
    });
  });

  describe('through execute', () => {
    it('should give INVALID_REQUEST when neither field is given and VALIDATION_ERROR when both are', async () => {
      expect(await execute('unix-timestamp', {})).toMatchObject({ ok: false, status: 400, error: { code: 'INVALID_REQUEST' } });
      const both = await execute('unix-timestamp', { timestamp: 0, date_time: '2024-01-01' });
      expect(both).toMatchObject({ ok: false, status: 422, error: { code: 'VALIDATION_ERROR' } });
      if (!both.ok) expect(both.error.message).toMatch(/timestamp|date_time/);
    });

    it('should report a bad date_time as VALIDATION_ERROR (the operation has no INVALID_DATE)', async () => {
      expect(catalog['unix-timestamp'].errors).not.toContain('INVALID_DATE');
      for (const dateTime of ['2023-02-29', 'yesterday', 42, null, true]) {
        expect(await execute('unix-timestamp', { date_time: dateTime }), String(dateTime)).toMatchObject({ ok: false, status: 422, error: { code: 'VALIDATION_ERROR', field: 'date_time' } });
      }
    });

    it('should report a non-number timestamp as VALIDATION_ERROR', async () => {
      for (const timestamp of ['1700000000', null, true, [1], {}]) {
        expect(await execute('unix-timestamp', { timestamp }), JSON.stringify(timestamp)).toMatchObject({ ok: false, status: 422, error: { code: 'VALIDATION_ERROR', field: 'timestamp' } });
      }
    });
  });

  it('should not mutate its input', () => {
    const input: UnixTimestampInput = { date_time: '2024-01-01T00:00+23:59' };
    const before = structuredClone(input);
    unixTimestamp(input);
    expect(input).toEqual(before);
    const numeric: UnixTimestampInput = { timestamp: 1.005 };
    unixTimestamp(numeric);
    expect(numeric).toEqual({ timestamp: 1.005 });
  });

  describe('properties', () => {
    const arbEpochMs = fc.oneof(
      fc.integer({ min: ORACLE_MIN_EPOCH_MS, max: ORACLE_MAX_EPOCH_MS }),
      fc.integer({ min: -86_400_000 * 3, max: 86_400_000 * 3 }),
      fc.constantFrom(ORACLE_MIN_EPOCH_MS, ORACLE_MAX_EPOCH_MS, 1e14, 1e11 + 1, -1e11 - 1, 1e11 - 1, -1e11 + 1),
    );

    it('should match Temporal.Instant for milliseconds (|timestamp| > 1e11)', () => {
      fc.assert(
        fc.property(arbEpochMs.filter((ms) => Math.abs(ms) > 1e11), (ms) => {
          expect(unixTimestamp({ timestamp: ms })).toEqual({ ok: true, value: expectedUnixFromMilliseconds(ms) });
        }),
        { numRuns: 1000 },
      );
    });

    it('should match Temporal.Instant for seconds (|timestamp| <= 1e11), negative and fractional', () => {
      fc.assert(
        fc.property(arbEpochMs.filter((ms) => Math.abs(ms / 1000) <= 1e11), fc.double({ min: -0.45, max: 0.45, noNaN: true }), (ms, jitter) => {
          const timestamp = (ms + jitter) / 1000;
          fc.pre(Math.abs(timestamp) <= 1e11);
          const expected = expectedUnixFromMilliseconds(ms);
          const result = unixTimestamp({ timestamp });
          expect(result).toEqual({ ok: true, value: { ...expected, unix_seconds: expected.unix_seconds + 0 } });
        }),
        { numRuns: 1000 },
      );
    });

    it('should fail with VALIDATION_ERROR for every instant outside the range', () => {
      fc.assert(
        fc.property(fc.oneof(fc.integer({ min: -1e16, max: ORACLE_MIN_EPOCH_MS - 1 }), fc.integer({ min: ORACLE_MAX_EPOCH_MS + 1, max: 1e16 })), (ms) => {
          expect(unixTimestamp({ timestamp: ms })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'timestamp' } });
        }),
        { numRuns: 300 },
      );
    });

    it('should match Temporal for date_time with any offset', () => {
      const two = (n: number) => String(n).padStart(2, '0');
      const arbOffset = fc.oneof(
        fc.constant(''),
        fc.constant('Z'),
        fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([sign, h, m]) => `${sign}${two(h)}:${two(m)}`),
      );
      const arbTime = fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.option(fc.integer({ min: 0, max: 59 })), fc.option(fc.stringMatching(/^\d{1,3}$/)), arbOffset)
        .map(([h, m, s, f, offset]) => `T${two(h)}:${two(m)}${s === null ? '' : `:${two(s)}${f === null ? '' : `.${f}`}`}${offset}`);
      const arbDateTime = fc.tuple(arbPlainDate, fc.option(arbTime, { freq: 5 })).map(([date, time]) => `${date}${time ?? ''}`);
      fc.assert(
        fc.property(arbDateTime, (dateTime) => {
          const ms = temporalEpochMilliseconds(dateTime);
          const result = unixTimestamp({ date_time: dateTime });
          if (ms < ORACLE_MIN_EPOCH_MS || ms > ORACLE_MAX_EPOCH_MS) {
            expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date_time' } });
          } else {
            expect(result).toEqual({ ok: true, value: expectedUnixFromMilliseconds(ms) });
          }
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('unixTimestamp: run-time checks of its argument (issue #18)', () => {
  const failure = (input: unknown) => {
    const result = unixTimestamp(input as UnixTimestampInput);
    return result.ok ? 'ok' : `${result.error.code}:${result.error.field}`;
  };

  it('should follow the error precedence and the exactly-one-of rule, with no INVALID_DATE', () => {
    expect(failure(null)).toBe('INVALID_REQUEST:undefined');
    expect(failure({})).toBe('INVALID_REQUEST:timestamp');
    expect(failure({ timestamp: '1' })).toBe('VALIDATION_ERROR:timestamp');
    expect(failure({ timestamp: Number.NaN })).toBe('VALIDATION_ERROR:timestamp');
    expect(failure({ timestamp: null })).toBe('VALIDATION_ERROR:timestamp');
    expect(failure({ date_time: 5 })).toBe('VALIDATION_ERROR:date_time');
    expect(failure({ date_time: '2023-02-30' })).toBe('VALIDATION_ERROR:date_time');
    expect(failure({ timestamp: 0, date_time: '1970-01-01' })).toBe('VALIDATION_ERROR:date_time');
    expect(failure({ timestamp: 'x', date_time: '1970-01-01' })).toBe('VALIDATION_ERROR:timestamp');
  });
});
