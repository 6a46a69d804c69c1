// Shared pieces of the benchmark: the seeded PRNG, the run mode, the measuring wrapper over mitata and
// the result records every case group returns.
import { do_not_optimize, measure } from 'mitata';

/** Run options read from the command line. */
export interface BenchMode {
  /** `--quick`: fewer samples, fewer calls, shorter load tests; finishes in under a minute. */
  readonly quick: boolean;
}

/** One measured contender on one input set. */
export interface Measurement {
  /** Case group, e.g. `'count'`. */
  readonly group: string;
  /** Contender, e.g. `'daycalc typed'`. */
  readonly contender: string;
  /** Input set label, e.g. `'10 years'`. */
  readonly label: string;
  /** Span in days (x axis of the chart), when the group has one. */
  readonly spanDays?: number;
  /** Mean nanoseconds per call. */
  readonly ns: number;
  /** Median nanoseconds per call (per batch sample). */
  readonly p50: number;
  /** Number of mitata samples. */
  readonly samples: number;
  /** What the contender does not do, shown in the table. */
  readonly note?: string;
  /** Its time over another contender's (by name), timed in alternating batches (`pairedRatio`), for the goals that compare the two. */
  readonly versus?: Readonly<Record<string, number>>;
}

/** A scalar result of the process-level cases (cold start, memory, bundle, gateway). */
export interface Metric {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly note?: string;
}

/** What each case group returns to the entry point. */
export interface GroupResult {
  readonly measurements: Measurement[];
  readonly metrics: Metric[];
  /** Lines to print as-is (skips, sanity checks). */
  readonly notes: string[];
}

/**
 * Builds a mulberry32 generator: a fast, seeded PRNG so every run (and every contender) sees the same
 * inputs.
 *
 * @param seed - Any 32-bit integer.
 * @returns A function giving floats in [0, 1).
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random integer in [min, max]. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const msInDay = 86_400_000;

/** Formats days since 1970-01-01 as `YYYY-MM-DD` (input generation only, not a contender). */
export function epochDaysToIso(epochDays: number): string {
  return new Date(epochDays * msInDay).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` string (input generation only). */
export function isoToEpochDays(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / msInDay);
}

/** Number of pre-generated inputs per set; a power of two so the index wraps with a mask. */
export const INPUT_COUNT = 1024;
export const INPUT_MASK = INPUT_COUNT - 1;

/**
 * Builds a benchmark body that walks a pre-generated input array and keeps every result alive.
 *
 * @param inputs - `INPUT_COUNT` inputs.
 * @param call - The contender.
 * @returns A zero-argument function for mitata.
 */
export function cycle<I>(inputs: readonly I[], call: (input: I) => unknown): () => void {
  let index = 0;
  return () => {
    do_not_optimize(call(inputs[index++ & INPUT_MASK] as I));
  };
}

/** The same as `cycle` for contenders that return a promise (mitata awaits it). */
export function cycleAsync<I>(inputs: readonly I[], call: (input: I) => Promise<unknown>): () => Promise<void> {
  let index = 0;
  return async () => {
    do_not_optimize(await call(inputs[index++ & INPUT_MASK] as I));
  };
}

/**
 * Warms a body up (caches, JIT) for a fixed time, then measures it with mitata. Slow bodies (over 1 ms a call) get
 * fewer samples so the whole run stays bounded in time.
 *
 * @param body - From `cycle` or `cycleAsync`.
 * @param mode - Quick or full.
 * @returns Mean and median nanoseconds per call and the sample count.
 */
export async function timeBody(body: () => unknown, mode: BenchMode): Promise<{ ns: number; p50: number; samples: number }> {
  // Warm-up for a fixed time, every contender alike: the caches fill and the JIT settles before the
  // samples start. (A cap of four passes over the inputs, under a millisecond for a fast contender,
  // left the first case of a run measuring the tier-up: its first span read about 1.5x the others.)
  const warmupBudgetMs = mode.quick ? 60 : 250;
  const started = performance.now();
  let probeCalls = 0;
  while (probeCalls === 0 || performance.now() - started < warmupBudgetMs) {
    await body();
    probeCalls++;
  }
  const perCallMs = (performance.now() - started) / probeCalls;
  const slow = perCallMs > 1;
  const stats = await measure(body, {
    min_cpu_time: (mode.quick ? 40 : slow ? 400 : 300) * 1e6,
    min_samples: slow ? (mode.quick ? 2 : 5) : 12,
    max_samples: slow ? (mode.quick ? 3 : 20) : 1e9,
  });
  return { ns: stats.avg, p50: stats.p50, samples: stats.samples.length };
}

/**
 * The time of `body` over the time of `reference`, timed in alternating batches: each round times a
 * batch of one, then of the other (the order turns each round), and the answer is the median of the
 * rounds' ratios. Two contenders timed one after the other see whatever the machine did in between (a
 * shared machine's speed drifts by half within seconds); two timed in the same moments share it, so
 * their ratio holds where their times do not.
 *
 * @param body - From `cycle` or `cycleAsync`, warmed up (as `timeBody` leaves it).
 * @param reference - The same, for the reference.
 * @param mode - Quick or full.
 * @returns The median ratio.
 */
export async function pairedRatio(body: () => unknown, reference: () => unknown, mode: BenchMode): Promise<number> {
  const batchMs = mode.quick ? 2 : 5;
  // A batch of calls, awaited one by one when the body answers with a promise (a synchronous body is
  // not awaited: each await would add a turn of the microtask queue to its time).
  const batchOf = (run: () => unknown): ((count: number) => Promise<number> | number) =>
    run() instanceof Promise
      ? async (count) => {
          const started = performance.now();
          for (let call = 0; call < count; call++) await run();
          return (performance.now() - started) / count;
        }
      : (count) => {
          const started = performance.now();
          for (let call = 0; call < count; call++) run();
          return (performance.now() - started) / count;
        };
  const mine = batchOf(body);
  const theirs = batchOf(reference);
  // Calls per batch: about `batchMs` of each (from one timed batch of 64 calls).
  const callsFor = async (batch: (count: number) => Promise<number> | number): Promise<number> =>
    Math.max(1, Math.round(batchMs / Math.max(await batch(64), 1e-6)));
  const calls = [await callsFor(mine), await callsFor(theirs)] as const;
  const ratios: number[] = [];
  for (let round = 0; round < (mode.quick ? 15 : 41); round++) {
    if (round % 2 === 0) {
      const first = await mine(calls[0]);
      ratios.push(first / (await theirs(calls[1])));
    } else {
      const first = await theirs(calls[1]);
      ratios.push((await mine(calls[0])) / first);
    }
  }
  ratios.sort((a, b) => a - b);
  return ratios[ratios.length >> 1]!;
}

/** Formats nanoseconds for humans: `85 ns`, `1.9 us`, `12.3 ms`. */
export function formatNs(ns: number): string {
  if (ns < 1_000) return `${ns.toFixed(ns < 10 ? 1 : 0)} ns`;
  if (ns < 1_000_000) return `${(ns / 1_000).toFixed(ns < 10_000 ? 2 : 1)} us`;
  if (ns < 1_000_000_000) return `${(ns / 1_000_000).toFixed(ns < 10_000_000 ? 2 : 1)} ms`;
  return `${(ns / 1_000_000_000).toFixed(2)} s`;
}
