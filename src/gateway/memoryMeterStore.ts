import type { MeterCounter, MeterOutcome, MeterStore } from './stores.ts';

interface Window {
  count: number;
  resetsAt: number;
}

/** How many windows the memory meter holds before it sweeps the ended ones. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Creates an in-memory meter store. `consume` runs synchronously, so it is atomic within one
 * JavaScript process; ended windows are swept once the store grows past a threshold.
 *
 * @returns A meter store for one process.
 * @example
 * const meters = createMemoryMeterStore();
 * meters.consume([{ key: 'a', limit: 1, resetsAt: 60_000 }], 0); //=> { allowed: true, counts: [1] }
 */
export function createMemoryMeterStore(): MeterStore {
  const windows = new Map<string, Window>();

  const current = (counter: MeterCounter, now: number): number => {
    const window = windows.get(counter.key);
    return window === undefined || window.resetsAt <= now ? 0 : window.count;
  };

  const sweep = (now: number): void => {
    if (windows.size < SWEEP_THRESHOLD) return;
    for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
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
  };
}
