import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorDiv, modFloor } from '../../src/date/floorDiv.ts';

describe('floorDiv', () => {
  it('should round the quotient toward negative infinity', () => {
    expect(floorDiv(7, 7)).toBe(1);
    expect(floorDiv(6, 7)).toBe(0);
    expect(floorDiv(0, 7)).toBe(0);
    expect(floorDiv(-1, 7)).toBe(-1);
    expect(floorDiv(-7, 7)).toBe(-1);
    expect(floorDiv(-8, 7)).toBe(-2);
    expect(floorDiv(-719_468, 146_097)).toBe(-5);
  });

  it('should satisfy dividend = divisor * q + r with 0 <= r < divisor (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 200_000 }), (dividend, divisor) => {
        const quotient = floorDiv(dividend, divisor);
        const remainder = dividend - quotient * divisor;
        expect(Number.isInteger(quotient)).toBe(true);
        expect(remainder).toBeGreaterThanOrEqual(0);
        expect(remainder).toBeLessThan(divisor);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('modFloor', () => {
  it('should return a non-negative remainder for negative dividends', () => {
    expect(modFloor(-1, 7)).toBe(6);
    expect(modFloor(-7, 7)).toBe(0);
    expect(modFloor(-8, 7)).toBe(6);
    expect(modFloor(13, 7)).toBe(6);
    expect(modFloor(0, 7)).toBe(0);
  });

  it('should never return negative zero', () => {
    expect(Object.is(modFloor(-7, 7), 0)).toBe(true);
    expect(Object.is(modFloor(-14, 7), 0)).toBe(true);
  });

  it('should agree with floorDiv: dividend = divisor * floorDiv + modFloor (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 200_000 }), (dividend, divisor) => {
        const remainder = modFloor(dividend, divisor);
        expect(remainder).toBeGreaterThanOrEqual(0);
        expect(remainder).toBeLessThan(divisor);
        expect(floorDiv(dividend, divisor) * divisor + remainder).toBe(dividend);
        // The mathematical modulo, computed with BigInt as an independent oracle.
        const big = ((BigInt(dividend) % BigInt(divisor)) + BigInt(divisor)) % BigInt(divisor);
        expect(remainder).toBe(Number(big));
      }),
      { numRuns: 1000 },
    );
  });
});
