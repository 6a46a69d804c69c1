import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epochDaysToIsoWeekday, isoWeekdayToName, WEEKDAY_NAMES } from '../../src/date/dayOfWeek.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../src/date/limits.ts';
import { ORACLE_WEEKDAY_NAMES, temporalFromEpochDays } from '../_helpers/temporalOracle.ts';

describe('epochDaysToIsoWeekday', () => {
  it('should know 1970-01-01 was a Thursday and 1969-12-31 a Wednesday', () => {
    expect(epochDaysToIsoWeekday(0)).toBe(4);
    expect(epochDaysToIsoWeekday(-1)).toBe(3);
    expect(epochDaysToIsoWeekday(-4)).toBe(7);
    expect(epochDaysToIsoWeekday(-3)).toBe(1);
  });

  it('should match Temporal dayOfWeek across 0001..9999 and beyond (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_EPOCH_DAYS - 14, max: MAX_EPOCH_DAYS + 14 }), (epochDays) => {
        expect(epochDaysToIsoWeekday(epochDays)).toBe(temporalFromEpochDays(epochDays).dayOfWeek);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isoWeekdayToName', () => {
  it('should name every ISO weekday in English', () => {
    expect(WEEKDAY_NAMES).toEqual(ORACLE_WEEKDAY_NAMES);
    expect(isoWeekdayToName(1)).toBe('Monday');
    expect(isoWeekdayToName(7)).toBe('Sunday');
  });
});

describe('epochDaysToIsoWeekday and isoWeekdayToName on arbitrary values (issue #18)', () => {
  const odd: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, 1.5, '3', null, undefined, {}, [], Object.create(null), Symbol('x'), 10n];

  it('epochDaysToIsoWeekday should give NaN for anything but an integer', () => {
    for (const value of odd) expect(epochDaysToIsoWeekday(value as number)).toBeNaN();
  });

  it('isoWeekdayToName should give undefined for anything but an integer 1-7', () => {
    for (const value of [...odd, 0, 8, -1, '1']) expect(isoWeekdayToName(value)).toBeUndefined();
    expect(isoWeekdayToName(1)).toBe('Monday');
  });
});
