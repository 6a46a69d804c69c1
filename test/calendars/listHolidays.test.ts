import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCountry, listCountryDetails } from '../../src/calendars/countries.ts';
import { listCountries, listSubdivisions } from '../../src/calendars/holidayProvider.ts';
import { listHolidays } from '../../src/calendars/listHolidays.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import type { SavedCalendar } from '../../src/calendars/savedCalendar.ts';
import { oracleCalendarHolidays, oracleDecreedWorkingDays, oracleRegionHolidays, type OracleCalendar } from '../_helpers/businessDayOracle.ts';
import { SYNTHETIC_REGIONS } from '../_helpers/syntheticHolidays.ts';
import { REGIONS, SAVED_ID } from './_calendarArbitraries.ts';
import { SYNTHETIC_FIRST } from '../_helpers/syntheticFirst.ts';
import { resolveAnyYear } from '../_helpers/anyYearCalendars.ts';

// BY, KZ and CL read synthetic tables with decreed working days in this file (SYNTHETIC_FIRST).

function calendar(fields: Parameters<typeof resolveCalendar>[0]): ResolvedCalendar {
  const resolved = resolveCalendar(fields, { holidays: SYNTHETIC_FIRST });
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

/** A calendar that also reads years outside the tables, as `loadCalendar` with `years` builds one. */
function anyYear(fields: Parameters<typeof resolveCalendar>[0]): ResolvedCalendar {
  const resolved = resolveAnyYear(fields);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

function saved(value: Omit<SavedCalendar, 'id'>): ResolvedCalendar {
  const resolved = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: SYNTHETIC_FIRST, lookup: () => ({ id: SAVED_ID, ...value }) });
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

describe('listHolidays', () => {
  it("should list Germany's nine federal public holidays of 2025, as published", () => {
    const result = listHolidays(calendar({ country_code: 'DE' }), 2025);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((day) => day.date)).toEqual([
      '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-29', '2025-06-09', '2025-10-03', '2025-12-25', '2025-12-26',
    ]);
    expect(result.value.every((day) => day.kind === 'public_holiday' && typeof day.label === 'string')).toBe(true);
    expect(result.value[0]).toEqual({ date: '2025-01-01', weekday: 3, kind: 'public_holiday', label: "New Year's Day" });
  });

  it('should list the US federal holidays of 2026, with observed days and weekend holidays', () => {
    const result = listHolidays(calendar({ country_code: 'US' }), 2026);
    if (!result.ok) throw new Error(result.error.message);
    const dates = result.value.map((day) => day.date);
    expect(dates).toContain('2026-07-04'); // a Saturday: listed whatever its weekday
    expect(dates).toContain('2026-07-03'); // observed on the Friday
    expect(dates).toContain('2026-11-26'); // Thanksgiving
  });

  it('should add custom holidays and excluded dates, first kind of the classification order winning, and drop public holidays when off', () => {
    const withSaved = saved({
      country_code: 'DE',
      custom_holidays: [{ date: '2025-01-01', label: 'Company New Year' }, { date: '2025-08-08', label: 'Founders Day' }],
      excluded_dates: ['2025-12-24', '2025-08-08'],
    });
    const result = listHolidays(withSaved, 2025);
    if (!result.ok) throw new Error(result.error.message);
    const byDate = new Map<string, (typeof result.value)[number]>(result.value.map((day) => [day.date, day]));
    expect(byDate.get('2025-01-01')).toEqual({ date: '2025-01-01', weekday: 3, kind: 'custom_holiday', label: 'Company New Year' });
    expect(byDate.get('2025-08-08')).toEqual({ date: '2025-08-08', weekday: 5, kind: 'excluded_date' });
    expect(byDate.get('2025-12-24')?.kind).toBe('excluded_date');
    expect(result.value.length).toBe(11);
    const off = listHolidays(saved({ country_code: 'DE', include_public_holidays: false, excluded_dates: ['2025-12-24'] }), 2025);
    expect(off.ok && off.value.map((day) => day.date)).toEqual(['2025-12-24']);
  });

  it('should have no public holidays outside 1583-3797 and refuse bad arguments as values', () => {
    expect(listHolidays(calendar({ country_code: 'US' }), 1500)).toEqual({ ok: true, value: [] });
    for (const year of [0, 10_000, 1.5, Number.NaN, '2025', null]) {
      expect(listHolidays(calendar({ country_code: 'US' }), year as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'year' } });
    }
    expect(listHolidays({ plan: {} } as never, 2025)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
  });

  it('should equal the sources (date-holidays read apart, reconciled with python-holidays and the corrections inside the tables) for random regions and years, inside and outside the tables', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGIONS), fc.oneof(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1583, max: 3797 })), ([country, subdivision], year) => {
        const result = listHolidays(anyYear({ country_code: country, ...(subdivision === undefined ? {} : { subdivision_code: subdivision }) }), year);
        if (!result.ok) return false;
        const oracle = oracleRegionHolidays(country, subdivision, year);
        const decreed = oracleDecreedWorkingDays({ country, ...(subdivision === undefined ? {} : { subdivision }), workingDays: [], includePublicHolidays: true, customHolidays: [], excludedDates: [] }, year);
        const expected = [...[...oracle].map(([date, label]) => `${date} public_holiday ${label}`), ...[...decreed].map(([date, label]) => `${date} decreed_working_day ${label}`)].sort();
        expect(result.value.map((day) => `${day.date} ${day.kind} ${day.label}`)).toEqual(expected);
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

describe('listHolidays with decreed working days', () => {
  it('should list the holidays and the decreed working days of synthetic regions as the oracle reads them, inside and outside the tables', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SYNTHETIC_REGIONS), fc.oneof(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1583, max: 3797 })), ([country, subdivision], year) => {
        const result = listHolidays(anyYear({ country_code: country, ...(subdivision === undefined ? {} : { subdivision_code: subdivision }) }), year);
        if (!result.ok) return false;
        const oracle: OracleCalendar = { country, ...(subdivision === undefined ? {} : { subdivision }), workingDays: [], includePublicHolidays: true, customHolidays: [], excludedDates: [], synthetic: true };
        const expected = new Map<string, string>();
        for (const [date, label] of oracleCalendarHolidays(oracle, year)) expected.set(date, `${date} public_holiday ${label}`);
        for (const [date, label] of oracleDecreedWorkingDays(oracle, year)) if (!expected.has(date)) expected.set(date, `${date} decreed_working_day ${label}`);
        expect(result.value.map((day) => `${day.date} ${day.kind} ${day.label}`)).toEqual([...expected].sort(([left], [right]) => (left < right ? -1 : 1)).map(([, line]) => line));
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

describe('getCountry / listCountryDetails', () => {
  it('should name every supported country and its subdivisions', () => {
    const details = listCountryDetails();
    expect(details.map((country) => country.code)).toEqual(listCountries());
    for (const country of details) {
      expect(country.name.length).toBeGreaterThan(1);
      expect(country.subdivisions.map((state) => state.code)).toEqual(listSubdivisions(country.code));
    }
    expect(getCountry('us')?.name).toBe('United States of America');
    expect(getCountry('DE')?.subdivisions.find((state) => state.code === 'BY')?.name).toBe('Bayern');
    for (const bad of ['XX', '', 'DEU', null, 42]) expect(getCountry(bad as never)).toBeUndefined();
  });
});
