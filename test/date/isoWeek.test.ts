import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epochDaysToIsoWeek } from '../../src/date/isoWeek.ts';
import { plainDateToEpochDays } from '../../src/date/plainDate.ts';
import { arbPlainDate } from '../_helpers/arbitraries.ts';
import { temporalEpochDays, toTemporal } from '../_helpers/temporalOracle.ts';

describe('epochDaysToIsoWeek', () => {
  it('should put 2021-01-03 in week 53 of 2020 and 2024-12-30 in week 1 of 2025', () => {
    expect(epochDaysToIsoWeek(temporalEpochDays('2021-01-03'))).toEqual({ isoWeekYear: 2020, isoWeek: 53, mondayEpochDays: temporalEpochDays('2020-12-28') });
    expect(epochDaysToIsoWeek(temporalEpochDays('2024-12-30'))).toMatchObject({ isoWeekYear: 2025, isoWeek: 1 });
    expect(epochDaysToIsoWeek(temporalEpochDays('0001-01-01'))).toMatchObject({ isoWeekYear: 1, isoWeek: 1 });
  });

  it('should match Temporal weekOfYear and yearOfWeek (property)', () => {
    fc.assert(
      fc.property(arbPlainDate, (date) => {
        const t = toTemporal(date);
        const week = epochDaysToIsoWeek(plainDateToEpochDays(date));
        expect(week.isoWeek).toBe(t.weekOfYear);
        expect(week.isoWeekYear).toBe(t.yearOfWeek);
        expect(week.mondayEpochDays).toBe(temporalEpochDays(t.subtract({ days: t.dayOfWeek - 1 })));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('epochDaysToIsoWeek on arbitrary values (issue #18)', () => {
  it('should give NaN fields for anything but an integer', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1.5, '3', null, undefined, {}, [], Object.create(null), Symbol('x'), 10n] as unknown[]) {
      expect(epochDaysToIsoWeek(value as number)).toEqual({ isoWeekYear: Number.NaN, isoWeek: Number.NaN, mondayEpochDays: Number.NaN });
    }
  });
});
