import { describe, expect, it, vi } from 'vitest';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { parsePlainDate } from '../../src/date/plainDate.ts';

// The subdivisions' loaders are a module of their own, imported when a calendar first names a
// subdivision. Here its first import fails (a dropped network request in a browser), the next succeeds.
const failures = vi.hoisted(() => ({ left: 1, imports: 0 }));
vi.mock('../../src/calendars/holidayTables/subdivisionLoaders.ts', async (importOriginal) => {
  failures.imports++;
  if (failures.left > 0) {
    failures.left--;
    throw new Error('the module could not be fetched');
  }
  return importOriginal();
});

describe("loadCalendar: the subdivisions' loaders, a module of their own", () => {
  it('a national calendar does not import them', async () => {
    const us = await loadCalendar({ country_code: 'US' });
    expect(us.ok).toBe(true);
    expect(failures.imports).toBe(0);
  });

  it('a failed import is INTERNAL_ERROR naming the subdivisions, and the next call imports again and succeeds', async () => {
    const first = await loadCalendar({ country_code: 'DE', subdivision_code: 'BY' });
    expect(first).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', field: 'country_code', message: 'the holiday data of the subdivisions of DE could not be loaded' } });
    const second = await loadCalendar({ country_code: 'DE', subdivision_code: 'BY' });
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    // Epiphany (6 January) is a public holiday in Bavaria, not nationwide: 2025-01-06 is a Monday.
    const count = businessDaysBetween({ start_date: parsePlainDate('2025-01-06'), end_date: parsePlainDate('2025-01-06') }, second.value);
    expect(count.ok && count.value.business_days).toBe(0);
  });

  it("another country's subdivision uses the loaders imported before", async () => {
    const before = failures.imports;
    const california = await loadCalendar({ country_code: 'US', subdivision_code: 'CA' });
    expect(california.ok).toBe(true);
    expect(failures.imports).toBe(before);
  });
});
