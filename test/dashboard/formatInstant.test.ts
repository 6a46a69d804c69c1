import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../src/dashboard/formatInstant.ts';

describe('formatInstant', () => {
  it('shows an instant of the API as UTC to the second', () => {
    expect(formatInstant('2026-11-24T07:51:03.120Z')).toBe('2026-11-24 07:51:03 UTC');
    expect(formatInstant('2026-12-01T00:00:00Z')).toBe('2026-12-01 00:00:00 UTC');
    expect(formatInstant('2030-01-01T00:00:00+00:00')).toBe('2030-01-01 00:00:00 UTC');
  });

  it('shows "never" and absent values as a dash', () => {
    expect(formatInstant(null)).toBe('—');
    expect(formatInstant(undefined)).toBe('—');
    expect(formatInstant('')).toBe('—');
  });

  it('shows other text (an offset other than UTC, not an instant) as it is', () => {
    expect(formatInstant('2026-11-24T08:51:03+01:00')).toBe('2026-11-24T08:51:03+01:00');
    expect(formatInstant('soon')).toBe('soon');
  });
});
