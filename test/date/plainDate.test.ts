import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  epochDaysOfPlainDate,
  epochDaysToPlainDate,
  formatIsoDate,
  isPlainDate,
  knownEpochDaysToPlainDate,
  parsePlainDate,
  plainDateToEpochDays,
  plainDateToIsoDate,
  sameMonthPlainDate,
  type PlainDate,
} from '../../src/date/plainDate.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../src/date/limits.ts';
import { epochDaysToIsoDate } from '../../src/date/epochDays.ts';
import { arbBadDateString, arbNonString, arbPlainDate } from '../_helpers/arbitraries.ts';
import { temporalEpochDays, temporalFromEpochDays } from '../_helpers/temporalOracle.ts';

/** A strict YYYY-MM-DD string Temporal accepts without overflow, in 0001..9999: the oracle of validity. */
function temporalAccepts(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  try {
    const date = Temporal.PlainDate.from(value, { overflow: 'reject' });
    return date.year >= 1 && date.year <= 9999;
  } catch {
    return false;
  }
}

describe('isPlainDate', () => {
  it('should accept real dates, leap days and the range bounds', () => {
    for (const value of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '1582-10-10', '2023-12-31']) {
      expect(isPlainDate(value), value).toBe(true);
    }
  });

  it('should reject impossible dates instead of rolling them over', () => {
    for (const value of ['2023-02-29', '1900-02-29', '2100-02-29', '2023-04-31', '2023-13-01', '2023-00-01', '2023-01-00', '2023-01-32', '0000-01-01']) {
      expect(isPlainDate(value), value).toBe(false);
    }
  });

  it('should reject anything but strict YYYY-MM-DD', () => {
    for (const value of ['2023-1-01', '2023-01-1', '+002023-01-01', '10000-01-01', '2023/01/01', '20230101', ' 2023-01-01', '2023-01-01 ', '2023-01-01T00:00', '2023-01-01Z', '-001-01-01', '2023-0a-01', '２０２３-01-01', '']) {
      expect(isPlainDate(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('should reject every non-string', () => {
    fc.assert(fc.property(arbNonString, (value) => {
      expect(isPlainDate(value)).toBe(false);
    }), { numRuns: 300 });
    expect(isPlainDate(undefined)).toBe(false);
    expect(isPlainDate(new Date(0))).toBe(false);
  });

  it('should accept exactly what Temporal accepts as a strict 0001..9999 date (property)', () => {
    fc.assert(fc.property(arbPlainDate, (date) => {
      expect(isPlainDate(date)).toBe(true);
    }), { numRuns: 500 });
    fc.assert(fc.property(arbBadDateString, (value) => {
      expect(isPlainDate(value)).toBe(temporalAccepts(value));
    }), { numRuns: 500 });
    const arbDigits = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(fc.property(arbDigits, (value) => {
      expect(isPlainDate(value)).toBe(temporalAccepts(value));
    }), { numRuns: 1000 });
  });
});

describe('parsePlainDate', () => {
  it('should return the date for a valid string', () => {
    expect(parsePlainDate('2024-02-29', 'start_date')).toEqual({ ok: true, value: '2024-02-29' });
  });

  it('should return INVALID_DATE naming the field for a bad value', () => {
    const result = parsePlainDate('2023-02-29', 'start_date');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_DATE');
    expect(result.error.field).toBe('start_date');
    expect(result.error.message).toContain('start_date');
  });

  it('should default the field name to date and never throw on any value', () => {
    const result = parsePlainDate(null);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe('date');
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(() => parsePlainDate(value)).not.toThrow();
    }), { numRuns: 300 });
  });

  it('should not mutate its input', () => {
    const input = { nested: '2024-01-01' };
    const before = structuredClone(input);
    parsePlainDate(input);
    expect(input).toEqual(before);
  });
});

describe('plainDateToEpochDays and epochDaysToPlainDate', () => {
  it('should convert known dates', () => {
    expect(plainDateToEpochDays('1970-01-01' as PlainDate)).toBe(0);
    expect(epochDaysToPlainDate(0)).toBe('1970-01-01');
    expect(epochDaysToPlainDate(MIN_EPOCH_DAYS)).toBe('0001-01-01');
    expect(epochDaysToPlainDate(MAX_EPOCH_DAYS)).toBe('9999-12-31');
  });

  it('should return undefined outside 0001..9999 and for non-integers beyond the bounds', () => {
    expect(epochDaysToPlainDate(MIN_EPOCH_DAYS - 1)).toBeUndefined();
    expect(epochDaysToPlainDate(MAX_EPOCH_DAYS + 1)).toBeUndefined();
    expect(epochDaysToPlainDate(Number.NaN)).toBeUndefined();
    expect(epochDaysToPlainDate(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('should match Temporal and round-trip (property)', () => {
    fc.assert(
      fc.property(arbPlainDate, (date) => {
        const epochDays = plainDateToEpochDays(date);
        expect(epochDays).toBe(temporalEpochDays(date));
        expect(epochDaysToPlainDate(epochDays)).toBe(date);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: MIN_EPOCH_DAYS, max: MAX_EPOCH_DAYS }), (epochDays) => {
        expect(epochDaysToPlainDate(epochDays)).toBe(temporalFromEpochDays(epochDays).toString());
      }),
      { numRuns: 1000 },
    );
  });
});

describe('plainDateToIsoDate', () => {
  it('should read the fields of a date (property)', () => {
    expect(plainDateToIsoDate('0001-02-03' as PlainDate)).toEqual({ year: 1, month: 2, day: 3 });
    fc.assert(
      fc.property(arbPlainDate, (date) => {
        const t = Temporal.PlainDate.from(date);
        expect(plainDateToIsoDate(date)).toEqual({ year: t.year, month: t.month, day: t.day });
      }),
      { numRuns: 500 },
    );
  });
});

describe('formatIsoDate', () => {
  it('should zero-pad year, month and day', () => {
    expect(formatIsoDate(1, 2, 3)).toBe('0001-02-03');
    expect(formatIsoDate(9999, 12, 31)).toBe('9999-12-31');
    expect(formatIsoDate(476, 10, 4)).toBe('0476-10-04');
  });

  it('should write the years at both edges of its table of year texts (1900-2199) as the years around them', () => {
    for (const year of [1899, 1900, 1901, 2000, 2198, 2199, 2200]) expect(formatIsoDate(year, 7, 4)).toBe(`${year}-07-04`);
  });

  it('should match Temporal toString in and around the years of its table (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1850, max: 2250 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (year, month, day) => {
        expect(formatIsoDate(year, month, day)).toBe(Temporal.PlainDate.from({ year, month, day }).toString());
      }),
      { numRuns: 500 },
    );
  });

  it('should match Temporal toString (property)', () => {
    fc.assert(
      fc.property(arbPlainDate, (date) => {
        const t = Temporal.PlainDate.from(date);
        expect(formatIsoDate(t.year, t.month, t.day)).toBe(t.toString());
      }),
      { numRuns: 500 },
    );
  });
});

describe('knownEpochDaysToPlainDate', () => {
  it('should write what Temporal writes for every day of 0001-9999, the edges and the year table\'s ends included (property)', () => {
    const epoch = Temporal.PlainDate.from('1970-01-01');
    const edges = [MIN_EPOCH_DAYS, MAX_EPOCH_DAYS, epochDaysOfPlainDate('1899-12-31'), epochDaysOfPlainDate('1900-01-01'), epochDaysOfPlainDate('2199-12-31'), epochDaysOfPlainDate('2200-01-01')];
    for (const day of edges) expect(knownEpochDaysToPlainDate(day)).toBe(epoch.add({ days: day }).toString());
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: MIN_EPOCH_DAYS, max: MAX_EPOCH_DAYS }), fc.integer({ min: -30_000, max: 90_000 })), (day) => {
        expect(knownEpochDaysToPlainDate(day)).toBe(epoch.add({ days: day }).toString());
        expect(knownEpochDaysToPlainDate(day)).toBe(epochDaysToPlainDate(day));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('epochDaysOfPlainDate', () => {
  it('should give the Temporal epoch day of every valid date', () => {
    fc.assert(
      fc.property(arbPlainDate, (date) => {
        expect(epochDaysOfPlainDate(date)).toBe(temporalEpochDays(date));
      }),
    );
  });

  it('should give NaN for bad strings and non-strings, exactly when isPlainDate is false', () => {
    fc.assert(
      fc.property(fc.oneof(arbBadDateString, arbNonString, fc.string({ minLength: 10, maxLength: 10 })), (value) => {
        expect(Number.isNaN(epochDaysOfPlainDate(value))).toBe(!isPlainDate(value));
      }),
    );
    expect([epochDaysOfPlainDate('0001-01-01'), epochDaysOfPlainDate('9999-12-31')]).toEqual([MIN_EPOCH_DAYS, MAX_EPOCH_DAYS]);
    expect(epochDaysOfPlainDate('2023-02-29')).toBeNaN();
    expect(epochDaysOfPlainDate('0000-01-01')).toBeNaN();
  });
});

describe('epochDaysToPlainDate over the whole range', () => {
  it('should format every day from 0001-01-01 to 9999-12-31 as the zero-padded fields, parsing back to the same day', () => {
    let mismatches = 0;
    for (let day = MIN_EPOCH_DAYS; day <= MAX_EPOCH_DAYS; day++) {
      const text = epochDaysToPlainDate(day)!;
      const { year, month, day: dayOfMonth } = epochDaysToIsoDate(day);
      const expected = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
      if (text !== expected || epochDaysOfPlainDate(text) !== day || !isPlainDate(text)) mismatches++;
    }
    expect(mismatches).toBe(0);
  });
});

describe('plainDate helpers on arbitrary values (issue #18)', () => {
  const odd: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, 1.5, '3', null, undefined, {}, [], Object.create(null), Symbol('x'), 10n];

  it('epochDaysToPlainDate should give undefined for NaN, non-integers and non-numbers', () => {
    for (const value of odd) expect(epochDaysToPlainDate(value as number)).toBeUndefined();
    expect(epochDaysToPlainDate(MAX_EPOCH_DAYS + 1)).toBeUndefined();
  });

  it('plainDateToEpochDays should give NaN for a cast string that is not a real date', () => {
    expect(plainDateToEpochDays('2023-02-30' as PlainDate)).toBeNaN();
    expect(plainDateToEpochDays('hello' as PlainDate)).toBeNaN();
    for (const value of odd) expect(plainDateToEpochDays(value as PlainDate)).toBeNaN();
    expect(plainDateToEpochDays('2023-02-28' as PlainDate)).toBe(epochDaysOfPlainDate('2023-02-28'));
  });

  it('plainDateToIsoDate should give NaN fields for a cast string that is not a real date', () => {
    for (const value of [...odd, '2023-02-31', 'hello', '0000-01-01']) {
      expect(plainDateToIsoDate(value as PlainDate)).toEqual({ year: Number.NaN, month: Number.NaN, day: Number.NaN });
    }
  });

  it('parsePlainDate should name "date" when the field name given is not a string', () => {
    for (const field of [42, null, Symbol('x'), Object.create(null)]) {
      expect(parsePlainDate('x', field as string)).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'date' } });
    }
  });
});

describe('sameMonthPlainDate (the roll of adjustDate inside a month)', () => {
  it('should write the date Temporal gives, or undefined exactly when the day of the month leaves 1..28 (property)', () => {
    fc.assert(
      fc.property(arbPlainDate, fc.integer({ min: -40, max: 40 }), (date, days) => {
        const t = Temporal.PlainDate.from(date);
        const moved = sameMonthPlainDate(date, days);
        if (t.day + days >= 1 && t.day + days <= 28) expect(moved).toBe(t.add({ days }).toString());
        else expect(moved).toBeUndefined();
      }),
      { numRuns: 1_000 },
    );
  });

  it('should keep the year and month digits, days before 1000 included', () => {
    expect(sameMonthPlainDate('0999-02-27' as PlainDate, -26)).toBe('0999-02-01');
    expect(sameMonthPlainDate('2024-02-28' as PlainDate, 1)).toBeUndefined();
    expect(sameMonthPlainDate('2024-03-01' as PlainDate, -1)).toBeUndefined();
  });
});
