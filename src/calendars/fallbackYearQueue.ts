// Years outside the compiled tables are computed by date-holidays (tens of milliseconds a year for
// some countries), one year per turn of the event loop so that no caller holds the loop for long.
// Many callers share that one worker; it serves them fairly: it takes one year from each owner with
// work in turn (round robin), so an owner with a long backlog delays another owner's next year by
// at most one year per owner with work, and a call whose signal aborts is answered at once and its
// remaining years are dropped before the worker reaches them (docs/decisions.md, "Far years, fairly").
import type { Result } from '../result.ts';

/** Work for the queue: the years of one region one call needs. */
export interface YearWork {
  /** Who asks (an account, a key): the unit of fairness. Calls without one share the owner `''`. */
  readonly owner: string;
  /** Aborts the call: it is answered `SERVICE_UNAVAILABLE` at once and its years are dropped. */
  readonly signal: AbortSignal | undefined;
  readonly countryCode: string;
  readonly subdivision: string | undefined;
  readonly years: readonly number[];
}

/** Computes one year (remembering it), and tells whether a year is remembered already. */
export interface YearComputer {
  readonly compute: (countryCode: string, subdivision: string | undefined, year: number) => Result<unknown>;
  readonly isReady: (countryCode: string, subdivision: string | undefined, year: number) => boolean;
}

/** A fair queue of year computations (see the file's head). */
export interface FallbackYearQueue {
  /**
   * Queues a call's years; resolves once they are all computed, on the first failure, or at once
   * when the call's signal aborts (already aborted: without queueing).
   */
  readonly enqueue: (work: YearWork) => Promise<Result<undefined>>;
  /** The owners with queued work (0 when idle). */
  readonly owners: () => number;
}

interface Job {
  readonly work: YearWork;
  next: number;
  settled: boolean;
  readonly settle: (result: Result<undefined>) => void;
}

/** The answer of a call that was aborted before its years were computed. */
export function cancelledFailure(): Result<never> {
  // Built here, not by result.ts's `fail`: `loadCalendar` imports this module on its first years outside the
  // tables, and a module of the core imported here would move into a chunk every bundle loads.
  return { ok: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'The call was cancelled before the public holidays of its years outside the compiled tables were computed' } };
}

/** Resolves on a later turn of the event loop (a macrotask), so that waiting I/O runs first. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Creates a fair queue over one year computer (the library keeps one; tests make their own).
 *
 * @param computer - Computes and remembers a year.
 * @returns The queue.
 * @example
 * const queue = createFallbackYearQueue({ compute: computeFallbackYear, isReady: isFallbackYearReady });
 * await queue.enqueue({ owner: 'acct_1', signal: undefined, countryCode: 'CN', subdivision: undefined, years: [3000] });
 */
export function createFallbackYearQueue(computer: YearComputer): FallbackYearQueue {
  const byOwner = new Map<string, Job[]>();
  let running = false;

  /** The year a job computes next, skipping remembered ones; undefined when it has none left. */
  const nextYear = (job: Job): number | undefined => {
    const { countryCode, subdivision, years } = job.work;
    while (job.next < years.length && computer.isReady(countryCode, subdivision, years[job.next]!)) job.next++;
    return years[job.next];
  };

  /** One year of the owner's first job, or the end of that job (which then leaves the list). */
  const serve = async (jobs: Job[]): Promise<void> => {
    const job = jobs[0];
    if (job === undefined) return;
    let outcome: Result<undefined> = { ok: true, value: undefined };
    const year = job.settled ? undefined : nextYear(job);
    if (year !== undefined) {
      await nextTurn();
      if (!job.settled) {
        const computed = computer.compute(job.work.countryCode, job.work.subdivision, year);
        job.next++;
        if (!computed.ok) outcome = computed;
      }
    }
    if (job.settled || !outcome.ok || nextYear(job) === undefined) {
      jobs.shift();
      job.settle(outcome);
    }
  };

  const work = async (): Promise<void> => {
    running = true;
    try {
      while (byOwner.size > 0) {
        // Map order is arrival order: one turn each, then round again (an owner that ran dry leaves
        // and comes back last).
        for (const [owner, jobs] of byOwner) {
          await serve(jobs);
          // Checked after the await: a call may have joined the owner's list meanwhile.
          if (jobs.length === 0) byOwner.delete(owner);
        }
      }
    } finally {
      running = false;
    }
  };

  const enqueue = (yearWork: YearWork): Promise<Result<undefined>> => {
    if (yearWork.signal?.aborted === true) return Promise.resolve(cancelledFailure());
    return new Promise((resolve) => {
      const onAbort = (): void => job.settle(cancelledFailure());
      const job: Job = {
        work: yearWork,
        next: 0,
        settled: false,
        settle: (result) => {
          if (job.settled) return;
          job.settled = true;
          yearWork.signal?.removeEventListener('abort', onAbort);
          resolve(result);
        },
      };
      yearWork.signal?.addEventListener('abort', onAbort, { once: true });
      const jobs = byOwner.get(yearWork.owner);
      if (jobs === undefined) byOwner.set(yearWork.owner, [job]);
      else jobs.push(job);
      if (!running) void work();
    });
  };

  return { enqueue, owners: () => byOwner.size };
}
