import fc from 'fast-check';

/**
 * A strict 24-hour `HH:MM` clock time, 00:00 to 23:59, biased to the day's ends.
 *
 * @returns An arbitrary of clock times.
 * @example
 * fc.sample(arbClockTime(), 1) //=> e.g. ['07:45']
 */
export function arbClockTime(): fc.Arbitrary<string> {
  const time = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return fc.oneof({ arbitrary: fc.integer({ min: 0, max: 1439 }), weight: 4 }, { arbitrary: fc.constantFrom(0, 1, 720, 1438, 1439), weight: 1 }).map(time);
}
