// Years outside the compiled tables through `execute`: the fair queue (one year per owner in turn)
// and the cancel signal (issue 28, item 1). date-holidays computes CN and VN years in tens of
// milliseconds each, so the spans here are short and the years unused by other tests.
import { describe, expect, it } from 'vitest';
import { isOutsideYearReady } from '../../src/calendars/outsideYears.ts';
import { execute } from '../../src/index.ts';

const count = (country: string, from: string, to: string, options: Parameters<typeof execute>[2] = {}) =>
  execute('business-days-between', { start_date: from, end_date: to, country_code: country }, options);

describe('execute, years outside the compiled tables', () => {
  it("should answer another owner's short far-year call while one owner's long span is still computed", async () => {
    let longDone = false;
    const long = count('CN', '3400-01-01', '3419-12-31', { owner: 'acct_heavy' }).then((result) => {
      longDone = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const short = await count('VN', '3450-03-01', '3450-03-31', { owner: 'acct_other' });
    expect(short.ok).toBe(true);
    // One queue served first come, first served would have finished all twenty CN years first.
    expect(longDone).toBe(false);
    expect((await long).ok).toBe(true);
  }, 60_000);

  it('should answer a cancelled call SERVICE_UNAVAILABLE at once and compute none of its remaining years', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const pending = count('CN', '3500-01-01', '3599-12-31', { owner: 'acct_gone', signal: controller.signal });
    setTimeout(() => controller.abort(), 60);
    const result = await pending;
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.status).toBe(503);
    expect(!result.ok && result.error.code).toBe('SERVICE_UNAVAILABLE');
    const readyNow = Array.from({ length: 100 }, (_, offset) => isOutsideYearReady('CN', undefined, 3500 + offset)).filter(Boolean).length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readyLater = Array.from({ length: 100 }, (_, offset) => isOutsideYearReady('CN', undefined, 3500 + offset)).filter(Boolean).length;
    expect(readyLater).toBe(readyNow);
    expect(readyLater).toBeLessThan(100);
  }, 60_000);

  it('should compute only the years a call asks about, not those between its span and an earlier call of the same calendar', async () => {
    expect((await count('VN', '3300-01-01', '3304-12-31', { owner: 'acct_a' })).ok).toBe(true);
    // The same calendar (VN), far later: its window must not grow back to cover 3305-3349.
    expect((await count('VN', '3350-06-01', '3350-06-30', { owner: 'acct_b' })).ok).toBe(true);
    const between = Array.from({ length: 45 }, (_, offset) => isOutsideYearReady('VN', undefined, 3305 + offset)).filter(Boolean).length;
    expect(between).toBe(0);
    // Inside the tables the window still grows (one window answers both spans).
    expect((await count('VN', '1990-01-01', '1990-12-31')).ok).toBe(true);
    expect((await count('VN', '2030-01-01', '2030-12-31')).ok).toBe(true);
  }, 60_000);

  it('should not start a call whose signal is aborted already, and answer a call without a signal as before', async () => {
    const cancelled = await count('KR', '3600-01-01', '3600-12-31', { signal: AbortSignal.abort() });
    expect(!cancelled.ok && cancelled.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(isOutsideYearReady('KR', undefined, 3600)).toBe(false);
    const answered = await count('KR', '3600-01-01', '3600-12-31');
    expect(answered.ok && answered.data.business_days).toBeGreaterThan(200);
  }, 60_000);
});
