// Calendars that carry their data (issue 27): `loadCalendar` imports what a calendar needs (the
// country's module, its subdivisions', date-holidays for years outside the tables), `calendarOf` and
// `resolveCalendar`'s `holidays` build one from a value the caller imported, and `execute` needs no
// setup. No test here loads anything beforehand: each starts where a user starts.
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../src/calendars/calendarOf.ts';
import type { HolidayData } from '../../src/calendars/holidayData.ts';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { isOutsideYearReady } from '../../src/calendars/outsideYears.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { execute } from '../../src/catalog/execute.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { DE } from '../../src/holidays/de.ts';
import { US } from '../../src/holidays/us.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import type { Result } from '../../src/result.ts';
import { oracleBetweenDays, oracleSummary, type OracleCalendar } from '../_helpers/businessDayOracle.ts';
import { SAVED_ID } from './_calendarArbitraries.ts';

/** The naive oracle's business days of a whole range (a day-by-day walk over date-holidays). */
function oracleCount(country: string, start: string, end: string, subdivision?: string): number {
  const calendar: OracleCalendar = {
    country,
    ...(subdivision === undefined ? {} : { subdivision }),
    workingDays: [1, 2, 3, 4, 5],
    includePublicHolidays: true,
    customHolidays: [],
    excludedDates: [],
  };
  return oracleSummary(oracleBetweenDays(calendar, start, end, true, true)).working_days_counted;
}

function checked(result: Result<ResolvedCalendar>): ResolvedCalendar {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A business-day count over a range, by strings. */
const count = (calendar: ResolvedCalendar, start: string, end: string) => businessDaysBetween({ start_date: start as PlainDate, end_date: end as PlainDate }, calendar);

describe('loadCalendar', () => {
  it('should load a country and answer synchronously after, as the oracle does, and load twice for free', async () => {
    const japan = checked(await loadCalendar({ country_code: 'JP' }));
    const result = count(japan, '2026-01-01', '2026-12-31');
    expect(result.ok && result.value.business_days).toBe(oracleCount('JP', '2026-01-01', '2026-12-31'));
    expect(checked(await loadCalendar({ country_code: 'jp' }))).toBe(japan);
  });

  it('should load a subdivision, in either form', async () => {
    const bavaria = checked(await loadCalendar({ country_code: 'DE', subdivision_code: 'DE-BY' }));
    expect(bavaria).toMatchObject({ country_code: 'DE', subdivision_code: 'BY' });
    const result = count(bavaria, '2026-01-01', '2026-12-31');
    expect(result.ok && result.value.business_days).toBe(oracleCount('DE', '2026-01-01', '2026-12-31', 'BY'));
    const berlin = checked(await loadCalendar({ country_code: 'DE', subdivision_code: 'be' }));
    const berlinCount = count(berlin, '2026-01-01', '2026-12-31');
    expect(berlinCount.ok && berlinCount.value.business_days).toBe(oracleCount('DE', '2026-01-01', '2026-12-31', 'BE'));
  });

  it('should load a saved calendar through a lookup, sync or async', async () => {
    const saved = { id: SAVED_ID, country_code: 'FR', subdivision_code: '67', excluded_dates: ['2026-07-15'] };
    const sync = checked(await loadCalendar({ business_calendar_id: SAVED_ID }, { lookup: () => saved }));
    expect(sync).toMatchObject({ business_calendar_id: SAVED_ID, country_code: 'FR', subdivision_code: '67', excluded_dates: ['2026-07-15'] });
    const asynchronous = checked(await loadCalendar({ business_calendar_id: SAVED_ID }, { lookup: async () => saved }));
    expect(asynchronous.plan.key).toBe(sync.plan.key);
    const result = count(sync, '2026-01-01', '2026-12-31');
    expect(result.ok && result.value.business_days).toBe(oracleCount('FR', '2026-01-01', '2026-12-31', '67') - 1);
    expect(await loadCalendar({ business_calendar_id: SAVED_ID })).toMatchObject({ ok: false, error: { code: 'FEATURE_NOT_AVAILABLE', field: 'business_calendar_id' } });
    expect(await loadCalendar({ business_calendar_id: SAVED_ID }, { lookup: async () => undefined })).toMatchObject({ ok: false, error: { code: 'BUSINESS_CALENDAR_NOT_FOUND' } });
    expect(await loadCalendar({ business_calendar_id: SAVED_ID }, { lookup: () => Promise.reject(new Error('down')) })).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
  });

  it('should need no holiday data for calendars without public holidays', async () => {
    const calendar = checked(await loadCalendar({ country_code: 'KR', include_public_holidays: false }));
    const result = count(calendar, '2026-01-01', '2026-01-31');
    expect(result.ok && result.value.business_days).toBe(22);
    // Nor any year outside the tables.
    const far = count(calendar, '3000-01-01', '3000-01-31');
    expect(far.ok).toBe(true);
  });

  it('should load years outside the tables when asked for them, and then compute other such years on demand', async () => {
    const calendar = checked(await loadCalendar({ country_code: 'US' }, { years: { from: 2200, to: 2200 } }));
    expect(isOutsideYearReady('US', undefined, 2200)).toBe(true);
    const outside = count(calendar, '2200-01-01', '2200-12-31');
    expect(outside.ok && outside.value.business_days).toBe(oracleCount('US', '2200-01-01', '2200-12-31'));
    expect(outside.ok && outside.value.summary.public_holidays_skipped).toBeGreaterThanOrEqual(10);
    const later = count(calendar, '2250-01-01', '2250-12-31');
    expect(later.ok && later.value.business_days).toBe(oracleCount('US', '2250-01-01', '2250-12-31'));
    const earlier = count(calendar, '1850-01-01', '1850-12-31');
    expect(earlier.ok && earlier.value.business_days).toBe(oracleCount('US', '1850-01-01', '1850-12-31'));
  });

  it('should answer the tables\u2019 years only without `years`, and say how to load the others', async () => {
    const calendar = checked(await loadCalendar({ country_code: 'US' }));
    expect(count(calendar, '2199-01-01', '2199-12-31').ok).toBe(true);
    const outside = count(calendar, '2199-06-01', '2200-06-01');
    expect(outside).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
    if (!outside.ok) expect(outside.error.message).toContain('loadCalendar');
  });

  it('should answer errors as values for bad options, fields and codes', async () => {
    expect(await loadCalendar({ country_code: 'XX' })).toMatchObject({ ok: false, error: { code: 'INVALID_COUNTRY', field: 'country_code' } });
    expect(await loadCalendar({ country_code: 'DE', subdivision_code: 'XX' })).toMatchObject({ ok: false, error: { code: 'INVALID_SUBDIVISION', field: 'subdivision_code' } });
    expect(await loadCalendar({ working_days: [8] })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'working_days' } });
    expect(await loadCalendar(null as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    for (const years of [{ from: 3, to: 1 }, { from: 1.5, to: 2 }, { from: 2000 }, 'all', null]) {
      expect(await loadCalendar({ country_code: 'US' }, { years: years as never }), JSON.stringify(years)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'years' } });
    }
    expect(await loadCalendar({ country_code: 'US' }, { lookup: 'store' as never })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'lookup' } });
    for (const options of [null, 'US', 5]) {
      expect(await loadCalendar({ country_code: 'US' }, options as never), String(options)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'options' } });
    }
  });

  it('should answer SERVICE_UNAVAILABLE at once when cancelled, and drop the years it had not computed', async () => {
    const controller = new AbortController();
    const pending = loadCalendar({ country_code: 'CN' }, { years: { from: 3300, to: 3399 }, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    const ready = (): number => Array.from({ length: 100 }, (_, offset) => isOutsideYearReady('CN', undefined, 3300 + offset)).filter(Boolean).length;
    const atAbort = ready();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ready()).toBe(atAbort);
    expect(atAbort).toBeLessThan(100);
    const aborted = AbortSignal.abort();
    expect(await loadCalendar({ country_code: 'VN' }, { years: { from: 3400, to: 3401 }, signal: aborted })).toMatchObject({ ok: false, error: { code: 'SERVICE_UNAVAILABLE' } });
  }, 30_000);
});

describe('calendarOf', () => {
  it('should build a calendar of the data\u2019s country, with a subdivision in either form', () => {
    const germany = checked(calendarOf(DE));
    expect(germany).toMatchObject({ country_code: 'DE', working_days: [1, 2, 3, 4, 5], include_public_holidays: true });
    const bavaria = checked(calendarOf(DE, { subdivision_code: 'DE-BY', working_days: [1, 2, 3, 4, 5, 6] }));
    expect(bavaria).toMatchObject({ country_code: 'DE', subdivision_code: 'BY', working_days: [1, 2, 3, 4, 5, 6] });
    const result = count(checked(calendarOf(DE, { subdivision_code: 'BY' })), '2026-01-01', '2026-12-31');
    expect(result.ok && result.value.business_days).toBe(oracleCount('DE', '2026-01-01', '2026-12-31', 'BY'));
  });

  it('should refuse what is not holiday data, and subdivisions the country has not', () => {
    for (const bad of [undefined, null, 'DE', { country: 'DE' }, { country: 'DE', table: {} }]) {
      expect(calendarOf(bad as never), JSON.stringify(bad)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } });
    }
    expect(calendarOf(DE, { subdivision_code: 'CA' })).toMatchObject({ ok: false, error: { code: 'INVALID_SUBDIVISION', field: 'subdivision_code' } });
    expect(calendarOf(DE, { working_days: [] })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'working_days' } });
    expect(calendarOf(DE, null as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('should hold the tables\u2019 years only: a span outside them is VALIDATION_ERROR on calendar, naming the region and the way out', () => {
    const us = checked(calendarOf(US));
    const far = count(us, '2300-01-01', '2300-12-31');
    expect(far).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
    if (!far.ok) expect(far.error.message).toContain('holds the public holidays of US for 1900-2199 only');
    const early = count(checked(calendarOf(DE, { subdivision_code: 'BY' })), '1899-12-01', '1900-01-31');
    expect(early).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
    if (!early.ok) expect(early.error.message).toContain('DE-BY');
  });
});

describe("resolveCalendar's holidays option", () => {
  it('should need the country\u2019s data for a calendar with public holidays, naming holidays', () => {
    const missing = resolveCalendar({ country_code: 'DE' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } });
    if (!missing.ok) expect(missing.error.message).toContain("daycalc/holidays/de");
    expect(resolveCalendar({}, {})).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } }); // US by default
    // Without public holidays no data is needed.
    expect(resolveCalendar({ country_code: 'DE', include_public_holidays: false }).ok).toBe(true);
  });

  it("should refuse another country's data, and data without subdivisions for a subdivision", () => {
    expect(resolveCalendar({ country_code: 'DE' }, { holidays: US })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } });
    const nationalOnly: HolidayData = { country: 'DE', table: DE.table };
    expect(resolveCalendar({ country_code: 'DE' }, { holidays: nationalOnly }).ok).toBe(true);
    const bavaria = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY' }, { holidays: nationalOnly });
    expect(bavaria).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } });
    if (!bavaria.ok) expect(bavaria.error.message).toContain('DE-BY');
  });

  it('should pick the country\u2019s data from an array, and refuse values that are not data', () => {
    const fromArray = checked(resolveCalendar({ country_code: 'DE', subdivision_code: 'BY' }, { holidays: [US, DE] }));
    expect(fromArray.plan.key).toBe(checked(calendarOf(DE, { subdivision_code: 'BY' })).plan.key);
    expect(resolveCalendar({ country_code: 'FR' }, { holidays: [US, DE] })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } });
    for (const bad of ['DE', [DE, 'US'], { country: 'DE' }, 42]) {
      expect(resolveCalendar({ country_code: 'DE' }, { holidays: bad as never }), JSON.stringify(bad)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } });
    }
    expect(resolveCalendar({ country_code: 'DE' }, 'DE' as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'options' } });
    expect(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: DE, lookup: 'x' as never })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'lookup' } });
  });

  it('should give the same days as loadCalendar for the same fields', async () => {
    const loaded = checked(await loadCalendar({ country_code: 'DE', subdivision_code: 'BY' }));
    const built = checked(resolveCalendar({ country_code: 'DE', subdivision_code: 'BY' }, { holidays: DE }));
    expect(count(built, '2000-01-01', '2099-12-31')).toEqual(count(loaded, '2000-01-01', '2099-12-31'));
  });
});

describe('execute', () => {
  it('should need no setup for any country, inside or outside the window', async () => {
    const inside = await execute('business-days-between', { start_date: '2026-01-01', end_date: '2026-12-31', country_code: 'IN', subdivision_code: 'MH' });
    expect(inside.ok && inside.data.business_days).toBe(oracleCount('IN', '2026-01-01', '2026-12-31', 'MH'));
    const outside = await execute('business-days-between', { start_date: '3000-01-01', end_date: '3009-12-31', country_code: 'KR' });
    expect(outside.ok && outside.data.business_days).toBe(oracleCount('KR', '3000-01-01', '3009-12-31'));
    const far = await execute('add-business-days', { start_date: '2190-01-01', days: 5000, country_code: 'VN' });
    expect(far.ok).toBe(true);
    const day = await execute('is-business-day', { date: '3500-01-01', country_code: 'IL' });
    expect(day.ok).toBe(true);
  });

  it('should answer what the typed functions answer on a calendar loadCalendar built for the span', async () => {
    const viaExecute = await execute('business-days-between', { start_date: '2150-06-01', end_date: '2240-06-01', country_code: 'DE', subdivision_code: 'BY' });
    const calendar = checked(await loadCalendar({ country_code: 'DE', subdivision_code: 'BY' }, { years: { from: 2150, to: 2240 } }));
    const typed = count(calendar, '2150-06-01', '2240-06-01');
    expect(viaExecute.ok && typed.ok).toBe(true);
    if (viaExecute.ok && typed.ok) {
      expect(viaExecute.data.business_days).toBe(typed.value.business_days);
      expect(viaExecute.data.summary).toEqual(typed.value.summary);
      expect(typed.value.business_days).toBe(oracleCount('DE', '2150-06-01', '2240-06-01', 'BY'));
    }
  }, 60_000);

  it('should never compute a year outside the window on the spot', async () => {
    await loadCalendar({ country_code: 'CN' }, { years: { from: 3000, to: 3000 } });
    expect(isOutsideYearReady('CN', undefined, 3100)).toBe(false);
    const pending = execute('is-business-day', { date: '3100-03-03', country_code: 'CN' });
    // Nothing was computed synchronously inside execute: the year is computed on a later turn.
    expect(isOutsideYearReady('CN', undefined, 3100)).toBe(false);
    expect((await pending).ok).toBe(true);
    expect(isOutsideYearReady('CN', undefined, 3100)).toBe(true);
  });
});
