/**
 * Divides two integers and rounds the quotient toward negative infinity.
 *
 * @param dividend - The integer to divide.
 * @param divisor - A positive integer.
 * @returns The floored quotient.
 * @example
 * floorDiv(-1, 7) //=> -1
 */
export function floorDiv(dividend: number, divisor: number): number {
  // Positive operands within int32: truncating integer division is floor division, and the JIT
  // turns it into an integer multiply when the divisor is a constant. 0 and -0 take the general path.
  if (dividend >= 1 && dividend <= 0x7fffffff && divisor >= 1 && divisor <= 0x7fffffff) return (dividend / divisor) | 0;
  return Math.floor(dividend / divisor);
}

/**
 * Returns the remainder of a floored division: always in `0..divisor-1` for a positive divisor.
 *
 * @param dividend - The integer to divide.
 * @param divisor - A positive integer.
 * @returns The non-negative remainder.
 * @example
 * modFloor(-1, 7) //=> 6
 */
export function modFloor(dividend: number, divisor: number): number {
  const remainder = dividend % divisor;
  return remainder < 0 ? remainder + divisor : remainder + 0;
}
