import { describe, expect, it } from 'vitest';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../src/date/limits.ts';
import { temporalEpochDays } from '../_helpers/temporalOracle.ts';

describe('MIN_EPOCH_DAYS and MAX_EPOCH_DAYS', () => {
  it('should be the epoch days of 0001-01-01 and 9999-12-31', () => {
    expect(MIN_EPOCH_DAYS).toBe(temporalEpochDays('0001-01-01'));
    expect(MAX_EPOCH_DAYS).toBe(temporalEpochDays('9999-12-31'));
  });
});
