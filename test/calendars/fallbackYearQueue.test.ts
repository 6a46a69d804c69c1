import { describe, expect, it } from 'vitest';
import { createFallbackYearQueue, type YearComputer } from '../../src/calendars/fallbackYearQueue.ts';
import { fail, ok } from '../../src/result.ts';

/** A year computer that remembers what it computed, in order (region:year), and fails where told. */
function recordingComputer(failing: ReadonlySet<string> = new Set()): YearComputer & { readonly done: string[] } {
  const done: string[] = [];
  const ready = new Set<string>();
  return {
    done,
    compute: (countryCode, subdivision, year) => {
      const key = `${countryCode}${subdivision === undefined ? '' : `-${subdivision}`}:${year}`;
      done.push(key);
      if (failing.has(key)) return fail('INTERNAL_ERROR', 'country_code', `no ${key}`);
      ready.add(key);
      return ok(undefined);
    },
    isReady: (countryCode, subdivision, year) => ready.has(`${countryCode}${subdivision === undefined ? '' : `-${subdivision}`}:${year}`),
  };
}

const years = (from: number, count: number): number[] => Array.from({ length: count }, (_, index) => from + index);

/** Waits for some turns of the event loop (the queue computes one year per turn). */
const turns = async (count: number): Promise<void> => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the fair queue of years outside the tables', () => {
  it('should serve owners in turn, one year each, so a short call is not stuck behind a long one', async () => {
    const computer = recordingComputer();
    const queue = createFallbackYearQueue(computer);
    const long = queue.enqueue({ owner: 'acct_a', signal: undefined, countryCode: 'CN', subdivision: undefined, years: years(3000, 40) });
    await turns(3);
    const short = queue.enqueue({ owner: 'acct_b', signal: undefined, countryCode: 'VN', subdivision: undefined, years: [3100, 3101] });
    expect(await short).toEqual(ok(undefined));
    // B's two years came after at most one of A's years each (A had three turns alone first).
    const bLast = computer.done.indexOf('VN:3101');
    expect(computer.done.slice(0, bLast + 1).filter((key) => key.startsWith('CN:')).length).toBeLessThanOrEqual(3 + 2);
    expect(computer.done.length).toBeLessThan(12);
    expect(await long).toEqual(ok(undefined));
    expect(computer.done.filter((key) => key.startsWith('CN:'))).toEqual(years(3000, 40).map((year) => `CN:${year}`));
    await turns(1);
    expect(queue.owners()).toBe(0);
  });

  it('should keep one owner to its share however many calls it queues', async () => {
    const computer = recordingComputer();
    const queue = createFallbackYearQueue(computer);
    const heavy = Array.from({ length: 5 }, (_, call) =>
      queue.enqueue({ owner: 'acct_heavy', signal: undefined, countryCode: 'KR', subdivision: undefined, years: years(3000 + call * 10, 10) }),
    );
    await turns(2);
    const other = queue.enqueue({ owner: 'acct_other', signal: undefined, countryCode: 'CN', subdivision: undefined, years: years(3500, 5) });
    expect(await other).toEqual(ok(undefined));
    // Five calls of one owner share one turn in each round: the other owner's five years alternate with theirs.
    const otherLast = computer.done.indexOf('CN:3504');
    expect(computer.done.slice(0, otherLast + 1).filter((key) => key.startsWith('KR:')).length).toBeLessThanOrEqual(2 + 5);
    await Promise.all(heavy);
    expect(computer.done.filter((key) => key.startsWith('KR:')).length).toBe(50);
  });

  it('should answer a cancelled call at once and compute none of its remaining years', async () => {
    const computer = recordingComputer();
    const queue = createFallbackYearQueue(computer);
    const controller = new AbortController();
    const call = queue.enqueue({ owner: 'acct_a', signal: controller.signal, countryCode: 'CN', subdivision: undefined, years: years(3000, 100) });
    await turns(4);
    const before = computer.done.length;
    controller.abort();
    const result = await call;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('SERVICE_UNAVAILABLE');
    await turns(10);
    expect(computer.done.length).toBe(before);
    expect(queue.owners()).toBe(0);
  });

  it('should not queue a call whose signal is aborted already', async () => {
    const computer = recordingComputer();
    const queue = createFallbackYearQueue(computer);
    const result = await queue.enqueue({ owner: '', signal: AbortSignal.abort(), countryCode: 'CN', subdivision: undefined, years: [3000] });
    expect(!result.ok && result.error.code).toBe('SERVICE_UNAVAILABLE');
    await turns(3);
    expect(computer.done).toEqual([]);
  });

  it('should take a call that joins an owner while its last call ends (not drop it)', async () => {
    const computer = recordingComputer();
    const queue = createFallbackYearQueue(computer);
    // The second call is queued by the first one's continuation, before the worker looks at the owner again.
    const second = queue.enqueue({ owner: 'a', signal: undefined, countryCode: 'CN', subdivision: undefined, years: [3000] }).then(() =>
      queue.enqueue({ owner: 'a', signal: undefined, countryCode: 'CN', subdivision: undefined, years: [3001] }),
    );
    expect(await second).toEqual(ok(undefined));
    expect(computer.done).toEqual(['CN:3000', 'CN:3001']);
  });

  it('should stop a call at its first failing year, skip years known already, and go on with the others', async () => {
    const computer = recordingComputer(new Set(['CN:3002']));
    const queue = createFallbackYearQueue(computer);
    expect(await queue.enqueue({ owner: 'a', signal: undefined, countryCode: 'CN', subdivision: undefined, years: [3000] })).toEqual(ok(undefined));
    const failing = queue.enqueue({ owner: 'a', signal: undefined, countryCode: 'CN', subdivision: undefined, years: years(3000, 5) });
    const other = queue.enqueue({ owner: 'b', signal: undefined, countryCode: 'US', subdivision: 'CA', years: [3000] });
    const failed = await failing;
    expect(!failed.ok && failed.error.message).toBe('no CN:3002');
    expect(await other).toEqual(ok(undefined));
    expect(computer.done.filter((key) => key.startsWith('CN:'))).toEqual(['CN:3000', 'CN:3001', 'CN:3002']);
    expect(computer.done).toContain('US-CA:3000');
  });
});
