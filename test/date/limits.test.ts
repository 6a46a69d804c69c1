import { describe, expect, it } from 'vitest';
import { isEpochDaysInRange, MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../src/date/limits.ts';
import { temporalEpochDays } from '../_helpers/temporalOracle.ts';

describe('isEpochDaysInRange', () => {
  it('should accept exactly 0001-01-01..9999-12-31', () => {
    expect(MIN_EPOCH_DAYS).toBe(temporalEpochDays('0001-01-01'));
    expect(MAX_EPOCH_DAYS).toBe(temporalEpochDays('9999-12-31'));
    expect(isEpochDaysInRange(MIN_EPOCH_DAYS)).toBe(true);
    expect(isEpochDaysInRange(MAX_EPOCH_DAYS)).toBe(true);
    expect(isEpochDaysInRange(0)).toBe(true);
    expect(isEpochDaysInRange(MIN_EPOCH_DAYS - 1)).toBe(false);
    expect(isEpochDaysInRange(MAX_EPOCH_DAYS + 1)).toBe(false);
  });
});

describe('isEpochDaysInRange on arbitrary values (issue #18)', () => {
  it('should give false for anything but an integer', () => {
    for (const value of [...[Number.NaN, Number.POSITIVE_INFINITY, 1.5, '3', null, undefined, {}, [], Object.create(null), Symbol('x'), 10n], '0', 0.5] as unknown[]) expect(isEpochDaysInRange(value as number)).toBe(false);
    expect(isEpochDaysInRange(0)).toBe(true);
  });
});
