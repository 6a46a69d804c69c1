// Loading holiday data: what the typed functions say before it is loaded, what loadHolidays loads, and
// that execute needs no setup for any country or year. Each test imports a fresh copy of the package
// (the setup file has loaded everything into the shared copy).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { oracleBetweenDays, oracleSummary, type OracleCalendar } from '../_helpers/businessDayOracle.ts';

type Package = typeof import('../../src/index.ts');
type Provider = typeof import('../../src/calendars/holidayProvider.ts');

let daycalc: Package;
let provider: Provider;

beforeEach(async () => {
  vi.resetModules();
  daycalc = await import('../../src/index.ts');
  provider = await import('../../src/calendars/holidayProvider.ts');
});

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

/** A business-day count in a fresh copy, by strings. */
function count(country: string, start: string, end: string, subdivision?: string) {
  const calendar = daycalc.resolveCalendar({ country_code: country, ...(subdivision === undefined ? {} : { subdivision_code: subdivision }) });
  if (!calendar.ok) throw new Error(calendar.error.message);
  const from = daycalc.parsePlainDate(start);
  const to = daycalc.parsePlainDate(end);
  if (!from.ok || !to.ok) throw new Error('bad date');
  return daycalc.businessDaysBetween({ start_date: from.value, end_date: to.value }, calendar.value);
}

describe('loadHolidays', () => {
  it('should say which call loads a country whose table is not loaded, and answer once it is', async () => {
    const before = count('DE', '2026-01-01', '2026-12-31', 'BY');
    expect(before.ok).toBe(false);
    if (!before.ok) {
      expect(before.error.code).toBe('INTERNAL_ERROR');
      expect(before.error.message).toContain("loadHolidays({ countries: ['DE-BY'] })");
    }
    expect(provider.isCountryTableLoaded('DE')).toBe(false);
    // The country alone loads the national table, not its subdivisions'.
    expect(await daycalc.loadHolidays({ countries: ['DE'] })).toEqual({ ok: true, value: ['DE'] });
    expect(count('DE', '2026-01-01', '2026-12-31').ok).toBe(true);
    expect(provider.areSubdivisionTablesLoaded('DE')).toBe(false);
    expect(count('DE', '2026-01-01', '2026-12-31', 'BY').ok).toBe(false);
    expect(await daycalc.loadHolidays({ countries: ['de-by'] })).toEqual({ ok: true, value: ['DE-BY'] });
    expect(provider.areSubdivisionTablesLoaded('DE')).toBe(true);
    expect(provider.isCountryTableLoaded('US')).toBe(false);
    const after = count('DE', '2026-01-01', '2026-12-31', 'BY');
    expect(after.ok && after.value.business_days).toBe(oracleCount('DE', '2026-01-01', '2026-12-31', 'BY'));
  });

  it('should need no holiday data for calendars without public holidays, and resolve any country without loading', () => {
    const calendar = daycalc.resolveCalendar({ country_code: 'JP', include_public_holidays: false });
    expect(calendar.ok).toBe(true);
    const from = daycalc.parsePlainDate('2026-01-01');
    const to = daycalc.parsePlainDate('2026-01-31');
    if (!calendar.ok || !from.ok || !to.ok) throw new Error('setup');
    const result = daycalc.businessDaysBetween({ start_date: from.value, end_date: to.value }, calendar.value);
    expect(result.ok && result.value.business_days).toBe(22);
  });

  it('should leave years outside the window to date-holidays, loaded only on request', async () => {
    await daycalc.loadHolidays({ countries: ['US'] });
    const inside = count('US', '2199-01-01', '2199-12-31');
    expect(inside.ok).toBe(true);
    expect(provider.isFallbackLoaded()).toBe(false);
    const outside = count('US', '2200-01-01', '2200-12-31');
    expect(outside.ok).toBe(false);
    if (!outside.ok) expect(outside.error.message).toContain('outsideWindow: true');
    expect((await daycalc.loadHolidays({ countries: ['US'], outsideWindow: true })).ok).toBe(true);
    expect(provider.isFallbackLoaded()).toBe(true);
    const later = count('US', '2200-01-01', '2200-12-31');
    expect(later.ok && later.value.summary.public_holidays_skipped).toBeGreaterThanOrEqual(10);
  });

  it('should compute requested years outside the window ahead of time', async () => {
    expect((await daycalc.loadHolidays({ countries: ['CN'], years: { from: 2300, to: 2302 } })).ok).toBe(true);
    for (const year of [2300, 2301, 2302]) expect(provider.isFallbackYearReady('CN', undefined, year)).toBe(true);
    expect(provider.isFallbackYearReady('CN', undefined, 2303)).toBe(false);
    expect(provider.withoutBlockingFallback(() => provider.publicHolidaysInYear('CN', undefined, 2301)).ok).toBe(true);
    expect(provider.withoutBlockingFallback(() => provider.publicHolidaysInYear('CN', undefined, 2303)).ok).toBe(false);
  });

  it('should answer errors as values for bad options and unknown codes', async () => {
    expect(await daycalc.loadHolidays({ countries: ['XX'] })).toMatchObject({ ok: false, error: { code: 'INVALID_COUNTRY', field: 'countries' } });
    expect(await daycalc.loadHolidays({ countries: ['DE-XX'] })).toMatchObject({ ok: false, error: { code: 'INVALID_SUBDIVISION' } });
    for (const bad of [null, 'US', { countries: 'US' }, { countries: [1] }, { outsideWindow: 'yes' }, { years: { from: 3, to: 1 } }, { years: { from: 1.5, to: 2 } }]) {
      const result = await daycalc.loadHolidays(bad as never);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('should load everything by default, and twice for free', async () => {
    const all = await daycalc.loadHolidays();
    expect(all.ok && all.value.length).toBe(daycalc.listCountries().length);
    for (const country of daycalc.listCountries()) {
      expect(provider.isCountryTableLoaded(country)).toBe(true);
      expect(provider.areSubdivisionTablesLoaded(country)).toBe(daycalc.listSubdivisions(country).length > 0);
    }
    expect((await daycalc.loadHolidays()).ok).toBe(true);
  });
});

describe('execute', () => {
  it('should need no setup for any country, inside or outside the window', async () => {
    const inside = await daycalc.execute('business-days-between', { start_date: '2026-01-01', end_date: '2026-12-31', country_code: 'JP' });
    expect(inside.ok && inside.data.business_days).toBe(oracleCount('JP', '2026-01-01', '2026-12-31'));
    expect(provider.isFallbackLoaded()).toBe(false);
    const outside = await daycalc.execute('business-days-between', { start_date: '3000-01-01', end_date: '3009-12-31', country_code: 'KR' });
    expect(outside.ok && outside.data.business_days).toBe(oracleCount('KR', '3000-01-01', '3009-12-31'));
    const far = await daycalc.execute('add-business-days', { start_date: '2190-01-01', days: 5000, country_code: 'VN' });
    expect(far.ok).toBe(true);
    const day = await daycalc.execute('is-business-day', { date: '3500-01-01', country_code: 'IL' });
    expect(day.ok).toBe(true);
  });

  it('should answer what the typed functions answer once everything is loaded', async () => {
    const viaExecute = await daycalc.execute('business-days-between', { start_date: '2150-06-01', end_date: '2240-06-01', country_code: 'DE', subdivision_code: 'BY' });
    await daycalc.loadHolidays({ countries: ['DE'], outsideWindow: true });
    const typed = count('DE', '2150-06-01', '2240-06-01', 'BY');
    expect(viaExecute.ok && typed.ok).toBe(true);
    if (viaExecute.ok && typed.ok) {
      expect(viaExecute.data.business_days).toBe(typed.value.business_days);
      expect(viaExecute.data.summary).toEqual(typed.value.summary);
      expect(typed.value.business_days).toBe(oracleCount('DE', '2150-06-01', '2240-06-01', 'BY'));
    }
  });

  it('should never compute a year outside the window on the spot, even when date-holidays is loaded', async () => {
    await daycalc.loadHolidays({ countries: ['CN'], outsideWindow: true });
    expect(provider.isFallbackYearReady('CN', undefined, 3100)).toBe(false);
    const pending = daycalc.execute('is-business-day', { date: '3100-03-03', country_code: 'CN' });
    // Nothing was computed synchronously inside execute: the year is computed on a later turn.
    expect(provider.isFallbackYearReady('CN', undefined, 3100)).toBe(false);
    expect((await pending).ok).toBe(true);
    expect(provider.isFallbackYearReady('CN', undefined, 3100)).toBe(true);
  });
});
