import { describe, expect, it } from 'vitest';
import { usageShare } from '../../src/dashboard/usageShare.ts';

describe('usageShare', () => {
  it('reads the contract example', () => {
    expect(usageShare({ limit: 120, used: 3, remaining: 117 })).toEqual({ percent: 2.5, text: '3 of 120 used, 117 left' });
  });

  it('groups thousands and rounds to one decimal', () => {
    expect(usageShare({ limit: 10000, used: 250, remaining: 9750 })).toEqual({ percent: 2.5, text: '250 of 10,000 used, 9,750 left' });
    expect(usageShare({ limit: 3, used: 1, remaining: 2 }).percent).toBe(33.3);
  });

  it('keeps the bar within 0-100 % when the count runs past the limit or the limit is 0', () => {
    expect(usageShare({ limit: 10, used: 12, remaining: 0 }).percent).toBe(100);
    expect(usageShare({ limit: 0, used: 0, remaining: 0 }).percent).toBe(0);
    expect(usageShare({ limit: 0, used: 1, remaining: 0 }).percent).toBe(100);
    expect(usageShare({ limit: 100000, used: 0, remaining: 100000 })).toEqual({ percent: 0, text: '0 of 100,000 used, 100,000 left' });
  });
});
