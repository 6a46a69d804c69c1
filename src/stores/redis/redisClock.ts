/**
 * Redis' clock as seen from this process, for the deadline that keeps a 503 unmetered: the consume script
 * compares Redis `TIME` with a deadline the gateway sends, so a count that Redis runs after the
 * gateway gave up (a frozen Redis that wakes up) never lands. The offset between Redis' clock and
 * this process's monotonic clock is learned from replies (each carries Redis' time), so neither
 * the gateway's injected clock nor a skew between hosts matters.
 */
export interface RedisClock {
  /** This process's monotonic time in milliseconds. */
  local(): number;
  /** The deadline, by Redis' clock, of a command sent at local time `sentAt`; 0 (no deadline) until the offset is known. */
  deadline(sentAt: number): number;
  /** Learns from a reply that read Redis' clock (`redisNow`, ms) between local times `sentAt` and `receivedAt`. */
  learn(redisNow: number, sentAt: number, receivedAt: number): void;
}

/**
 * Creates a Redis clock for a client whose commands time out after `timeoutMs`. The deadline is
 * a little before the client gives up (by a quarter of the timeout, at most 100 ms), so a script
 * that would land after the 503 is refused; only replies that came back quickly (within a quarter
 * of the timeout, at least 50 ms) teach the offset, so a slow reply cannot move the deadline late.
 *
 * @param timeoutMs - The client's command timeout.
 * @param local - The monotonic clock (default `performance.now`).
 * @returns The clock.
 * @example
 * const clock = createRedisClock(1_000);
 * clock.learn(1_700_000_000_000, clock.local() - 1, clock.local());
 */
export function createRedisClock(timeoutMs: number, local: () => number = () => performance.now()): RedisClock {
  const margin = Math.min(100, timeoutMs / 4);
  const quick = Math.max(50, timeoutMs / 4);
  let offset: number | undefined;
  return {
    local,
    deadline(sentAt) {
      return offset === undefined ? 0 : Math.floor(sentAt + offset + timeoutMs - margin);
    },
    learn(redisNow, sentAt, receivedAt) {
      if (!Number.isFinite(redisNow) || redisNow <= 0 || receivedAt - sentAt > quick) return;
      offset = redisNow - (sentAt + receivedAt) / 2;
    },
  };
}
