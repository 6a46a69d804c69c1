// The compiled holiday tables against their sources: for every region, at the window's two ends and at
// five seeded random years inside it, the shipped tables equal date-holidays (evaluated afresh) and the
// committed python-holidays snapshot reconciled by the written policy with the listed corrections,
// exactly (docs/holiday-data.md). And the version stamps against the installed date-holidays and the
// snapshot, so a source bump, a refreshed snapshot or an edited correction fails CI until the tables
// are regenerated (npm run tables:generate).
import installed from 'date-holidays/package.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateHolidaysCountries, dateHolidaysSubdivisions, dateHolidaysYear } from '../../src/calendars/dateHolidaysSource.ts';
import {
  HOLIDAY_TABLE_FIRST_YEAR,
  HOLIDAY_TABLE_LAST_YEAR,
  listCountries,
  listSubdivisions,
} from '../../src/calendars/holidayProvider.ts';
import { HOLIDAY_TABLES_PYTHON_HOLIDAYS_VERSION, HOLIDAY_TABLES_SOURCE_VERSION } from '../../src/calendars/holidayTables/index.ts';
import { HOLIDAY_TABLES_NAMES } from '../../src/calendars/holidayTables/names.ts';
import type { TableHoliday } from '../../src/calendars/holidayTableEncoder.ts';
import { epochDaysToIsoDate } from '../../src/date/epochDays.ts';
import { readCorrections } from '../../scripts/holidayData/corrections.ts';
import { readPythonSnapshot } from '../../scripts/holidayData/pythonSnapshot.ts';
import { regionYear as publicHolidaysInYear } from '../_helpers/anyYearCalendars.ts';
import { decodedText, reconcileCountry, yearText } from '../../scripts/holidayData/reconcile.ts';

// Five years inside the window, the same on every run (a fixed seed).
const inside = fc.sample(fc.integer({ min: HOLIDAY_TABLE_FIRST_YEAR + 1, max: HOLIDAY_TABLE_LAST_YEAR - 1 }), { seed: 16, numRuns: 5 });
const YEARS = [HOLIDAY_TABLE_FIRST_YEAR, ...inside, HOLIDAY_TABLE_LAST_YEAR];
// And years where python-holidays is the source for most countries (it answers until about 2100).
const SOURCE_YEARS = [...YEARS, 1991, 2017, 2024, 2025, 2100];

/** date-holidays' year of a region, as the generator reads it. */
function dateHolidays(country: string, subdivision: string | undefined, year: number): TableHoliday[] {
  const result = dateHolidaysYear(country, subdivision, year);
  if (!result.ok) throw new Error(result.error.message);
  return Array.from(result.value.days, (day, index) => {
    const { month, day: dayOfMonth } = epochDaysToIsoDate(day);
    return { month, day: dayOfMonth, label: result.value.labels[index]! };
  });
}

/** The regions of a country whose shipped year differs from its sources reconciled by the policy. */
function mismatchesOf(country: string, year: number, snapshot: ReturnType<typeof readPythonSnapshot>, corrections: ReturnType<typeof readCorrections>): string[] {
  const subdivisions = listSubdivisions(country);
  // The policy is per year, so one year is reconciled as a window of its own.
  const expected = reconcileCountry(
    {
      national: [dateHolidays(country, undefined, year)],
      subdivisions: new Map(subdivisions.map((subdivision) => [subdivision, [dateHolidays(country, subdivision, year)]])),
    },
    snapshot.countries.get(country),
    corrections.filter((correction) => correction.country === country),
    year,
  );
  const mismatches: string[] = [];
  for (const subdivision of [undefined, ...subdivisions]) {
    const want = yearText((subdivision === undefined ? expected.national : expected.subdivisions.get(subdivision)!)[0]!);
    const decoded = publicHolidaysInYear(country, subdivision, year);
    const got = decoded.ok ? decodedText(decoded.value) : `error: ${decoded.error.message}`;
    if (want !== got) mismatches.push(`${country}${subdivision === undefined ? '' : `-${subdivision}`} ${year}`);
  }
  return mismatches;
}

describe('holiday tables', () => {
  it('were generated from the installed date-holidays and the committed python-holidays snapshot (regenerate with npm run tables:generate after a bump)', () => {
    expect(HOLIDAY_TABLES_SOURCE_VERSION).toBe(installed.version);
    expect(HOLIDAY_TABLES_PYTHON_HOLIDAYS_VERSION).toBe(readPythonSnapshot().version);
  });

  it('cover at least 1900-2199', () => {
    expect(HOLIDAY_TABLE_FIRST_YEAR).toBeLessThanOrEqual(1900);
    expect(HOLIDAY_TABLE_LAST_YEAR).toBeGreaterThanOrEqual(2199);
    expect(new Set(YEARS).size).toBe(7);
  });

  it('list exactly the countries and subdivisions of date-holidays, with their names', () => {
    const countries = dateHolidaysCountries();
    expect(listCountries()).toEqual(countries.map((country) => country.code));
    for (const { code, name } of countries) {
      const subdivisions = dateHolidaysSubdivisions(code);
      expect(listSubdivisions(code)).toEqual(subdivisions.map((state) => state.code).sort());
      expect(HOLIDAY_TABLES_NAMES[code]?.[0]).toBe(name);
      expect(HOLIDAY_TABLES_NAMES[code]?.[1]).toEqual(Object.fromEntries(subdivisions.map((state) => [state.code, state.name])));
    }
  });

  it(`equal the sources + policy + listed corrections for every region in ${SOURCE_YEARS.join(', ')}`, { timeout: 600_000 }, () => {
    const snapshot = readPythonSnapshot();
    const corrections = readCorrections();
    const mismatches: string[] = [];
    let compared = 0;
    for (const country of listCountries()) {
      for (const year of SOURCE_YEARS) {
        mismatches.push(...mismatchesOf(country, year, snapshot, corrections));
        compared += 1 + listSubdivisions(country).length;
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(500 * SOURCE_YEARS.length);
  });

  it('apply every listed correction: each year a correction names, every region of its country', { timeout: 120_000 }, () => {
    const snapshot = readPythonSnapshot();
    const corrections = readCorrections();
    expect(corrections.length).toBeGreaterThan(0);
    const checked = new Set<string>();
    const mismatches: string[] = [];
    for (const correction of corrections) {
      const years = new Set([...correction.add, ...correction.addWorking].map((entry) => Number(entry.date.slice(0, 4))));
      for (const date of [...correction.remove, ...correction.removeWorking]) years.add(Number(date.slice(0, 4)));
      if (correction.removeLabels !== undefined) for (const year of [correction.removeLabels.from, correction.removeLabels.to]) years.add(year);
      for (const year of years) {
        const key = `${correction.country} ${year}`;
        if (checked.has(key)) continue;
        checked.add(key);
        mismatches.push(...mismatchesOf(correction.country, year, snapshot, corrections));
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked.size).toBeGreaterThan(corrections.length);
  });

  it('name both sources and their licences in LICENSE-DATA, with python-holidays\' MIT notice as its package carries it', () => {
    const licence = readFileSync(new URL('../../LICENSE-DATA', import.meta.url), 'utf8');
    expect(licence).toContain(`python-holidays ${readPythonSnapshot().version}`);
    expect(licence).toContain(`date-holidays ${installed.version}`);
    expect(licence).toContain('CC BY-SA 3.0');
    const mit = readFileSync(new URL('../../data/python-holidays/LICENSE', import.meta.url), 'utf8');
    expect(mit).toContain('Permission is hereby granted, free of charge');
    for (const line of mit.trim().split('\n').filter((text) => text.trim() !== '')) expect(licence).toContain(line.trim());
  });

  it("leave out Sweden's every-Sunday 'public holidays' (a weekly rest day is the working week's business), so a Sunday-only week still has business days", () => {
    const sweden = publicHolidaysInYear('SE', undefined, 2024);
    if (!sweden.ok) throw new Error(sweden.error.message);
    expect(sweden.value.labels).not.toContain('Sunday');
    // Easter Sunday and Pentecost, both Sundays, stay: they are named holidays.
    expect(sweden.value.labels).toEqual(expect.arrayContaining(['Easter Sunday', 'Pentecost']));
    const days = Array.from(sweden.value.days, (day) => epochDaysToIsoDate(day)).filter(({ month, day }) => new Date(Date.UTC(2024, month - 1, day)).getUTCDay() === 0);
    expect(days.length).toBeLessThan(6);
  });

  it('have decreed working days where a government made weekend days working days (CN 2025, RU 2024)', () => {
    const working = (country: string, year: number): string[] => {
      const decoded = publicHolidaysInYear(country, undefined, year);
      if (!decoded.ok) throw new Error(decoded.error.message);
      return Array.from(decoded.value.workingDays, (day) => {
        const date = epochDaysToIsoDate(day);
        return `${date.month}-${date.day}`;
      });
    };
    // State Council notice for 2025 (gov.cn/gongbao/2024/issue_11726/202411/content_6989767.html).
    expect(working('CN', 2025)).toEqual(['1-26', '2-8', '4-27', '9-28', '10-11']);
    // Government decree No. 1335 of 10 August 2023 (the 2024 transfers).
    expect(working('RU', 2024)).toEqual(['4-27', '11-2', '12-28']);
  });
});
