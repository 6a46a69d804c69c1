/**
 * A log throttle: `pass()` is undefined while the interval since the last passed line runs, else the
 * number of lines held back since then (the caller logs, mentioning them when there were any).
 *
 * @param intervalMs - The least time between two passed lines.
 * @returns `{ pass }`.
 * @example
 * const errors = logThrottle(5_000);
 * const held = errors.pass();
 * if (held !== undefined) console.error(`Redis unavailable${held ? ` (${held} more)` : ''}`);
 */
export function logThrottle(intervalMs: number): { pass(): number | undefined } {
  let last = Number.NEGATIVE_INFINITY;
  let held = 0;
  return {
    pass() {
      const time = Date.now();
      if (time - last < intervalMs) {
        held++;
        return undefined;
      }
      last = time;
      const passedOver = held;
      held = 0;
      return passedOver;
    },
  };
}
