import { describe, expect, it } from 'vitest';
import { fuzzServe } from '../../scripts/fuzzServe.ts';

// Issue 17: an HTTP fuzz of `daycalc serve` on loopback (scripts/fuzzServe.ts; run it with
// `npx tsx scripts/fuzzServe.ts --requests 5000` for the long version). Set FUZZ_SEED to repeat a run.

describe('daycalc serve under random requests', () => {
  it('gives no 500, no hang, no crash and no leaked key over 600 requests', async () => {
    const seed = Number(process.env['FUZZ_SEED'] ?? Date.now() % 1_000_000);
    const report = await fuzzServe({ requests: 600, seed, concurrency: 8, maxSeconds: 45 });
    const summary = `seed ${seed}: ${JSON.stringify(report, null, 1)}`;
    expect(report.requests, summary).toBeGreaterThanOrEqual(500);
    expect(report.answered + report.aborted + report.closedWithoutAnswer, summary).toBe(report.requests);
    expect(report.serverErrors, summary).toBe(0);
    expect(report.hangs, summary).toBe(0);
    expect(report.stalledUnanswered, summary).toBe(0);
    expect(report.crashes, summary).toBe(0);
    expect(report.leakedKeys, summary).toBe(0);
    expect(report.keepAliveFailures, summary).toBe(0);
  }, 90_000);
});
