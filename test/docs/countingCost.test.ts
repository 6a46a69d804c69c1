// Issue 32 item 3: docs/business-days.md says "a 100-year count costs about what a one-month count
// does" (counting never walks day by day). A timing on a shared 2-core machine is noisy, so this
// checks the ratio, not a time: the best of several batches of 100-year counts over the best of as many
// batches of one-month counts, under 5 (a day-by-day walk would be about 1,200).
import { describe, expect, it } from 'vitest';
import { businessDaysBetween, calendarOf, parsePlainDate } from '../../src/index.ts';
import { US } from '../../src/holidays/us.ts';

/** The fastest of `batches` batches of `calls` calls, in milliseconds a batch. */
function best(run: () => unknown, batches = 15, calls = 2_000): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < batches; batch += 1) {
    const started = performance.now();
    for (let call = 0; call < calls; call += 1) run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe('the cost of a count (docs/business-days.md, Limits)', () => {
  it('a 100-year count costs about what a one-month count does: under 5 times', () => {
    const calendar = calendarOf(US);
    const century = { start_date: parsePlainDate('1925-01-01'), end_date: parsePlainDate('2024-12-31') };
    const month = { start_date: parsePlainDate('2024-01-01'), end_date: parsePlainDate('2024-01-31') };
    const centuryCount = businessDaysBetween(century, calendar);
    expect(centuryCount.ok && centuryCount.value.business_days).toBeGreaterThan(25_000);
    best(() => businessDaysBetween(century, calendar), 3);
    best(() => businessDaysBetween(month, calendar), 3);
    const ratio = best(() => businessDaysBetween(century, calendar)) / best(() => businessDaysBetween(month, calendar));
    expect(ratio, `100 years / 1 month = ${ratio.toFixed(2)}`).toBeLessThan(5);
  }, 60_000);
});
