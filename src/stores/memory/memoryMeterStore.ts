import type { MeterCounter, MeterOutcome, MeterStore } from '../stores.ts';

interface Window {
  count: number;
  resetsAt: number;
}

/** How many windows the memory meter holds before it first sweeps the ended ones. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Creates an in-memory meter store. `consume` runs synchronously, so it is atomic within one
 * JavaScript process. Ended windows are swept when the store has doubled since the last sweep (and
 * holds at least 10,000), so a sweep's cost is paid for by the windows added before it: `consume`
 * is O(1) amortised however many windows are live.
 *
 * @returns A meter store for one process.
 * @example
 * const meters = createMemoryMeterStore();
 * meters.consume([{ key: 'a', limit: 1, resetsAt: 60_000 }], 0); //=> { allowed: true, counts: [1] }
 */
export function createMemoryMeterStore(): MeterStore {
  const windows = new Map<string, Window>();
  let sweepAt = SWEEP_THRESHOLD;

  const current = (counter: MeterCounter, now: number): number => {
    const window = windows.get(counter.key);
    return window === undefined || window.resetsAt <= now ? 0 : window.count;
  };

  const sweep = (now: number): void => {
    if (windows.size < sweepAt) return;
    for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
    sweepAt = Math.max(SWEEP_THRESHOLD, 2 * windows.size);
  };

  return {
    consume(counters, now): MeterOutcome {
      sweep(now);
      // Plain loops: this runs on every metered request.
      const counts: number[] = [];
      let exhausted = -1;
      for (let index = 0; index < counters.length; index++) {
        const counter = counters[index]!;
        const count = current(counter, now);
        counts.push(count);
        if (exhausted === -1 && count >= counter.limit) exhausted = index;
      }
      if (exhausted !== -1) return { allowed: false, counts, exhausted };
      for (let index = 0; index < counters.length; index++) {
        const counter = counters[index]!;
        const count = counts[index]! + 1;
        counts[index] = count;
        const window = windows.get(counter.key);
        if (window === undefined) windows.set(counter.key, { count, resetsAt: counter.resetsAt });
        else {
          window.count = count;
          window.resetsAt = counter.resetsAt;
        }
      }
      return { allowed: true, counts };
    },
    peek(counters, now) {
      return counters.map((counter) => current(counter, now));
    },
    ping: () => true,
  };
}
