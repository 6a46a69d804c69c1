// The compiled holiday tables against date-holidays itself: every region, at the window's two ends
// and at five seeded random years inside it; and the version stamp against the installed package, so
// a date-holidays bump fails CI until the tables are regenerated (npm run tables:generate).
import installed from 'date-holidays/package.json' with { type: 'json' };
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateHolidaysCountries, dateHolidaysSubdivisions, dateHolidaysYear } from '../../src/calendars/dateHolidaysSource.ts';
import {
  HOLIDAY_TABLE_FIRST_YEAR,
  HOLIDAY_TABLE_LAST_YEAR,
  listCountries,
  listSubdivisions,
  publicHolidaysInYear,
} from '../../src/calendars/holidayProvider.ts';
import { HOLIDAY_TABLES_SOURCE_VERSION } from '../../src/calendars/holidayTables/index.ts';
import { HOLIDAY_TABLES_NAMES } from '../../src/calendars/holidayTables/names.ts';

// Five years inside the window, the same on every run (a fixed seed).
const inside = fc.sample(fc.integer({ min: HOLIDAY_TABLE_FIRST_YEAR + 1, max: HOLIDAY_TABLE_LAST_YEAR - 1 }), { seed: 16, numRuns: 5 });
const YEARS = [HOLIDAY_TABLE_FIRST_YEAR, ...inside, HOLIDAY_TABLE_LAST_YEAR];

/** A year's holidays as comparable text. */
function text(result: ReturnType<typeof publicHolidaysInYear>): string {
  if (!result.ok) return `error: ${result.error.message}`;
  return Array.from(result.value.days, (day, index) => `${day} ${result.value.labels[index]}`).join('\n');
}

describe('holiday tables', () => {
  it('were generated from the installed date-holidays (regenerate with npm run tables:generate after a bump)', () => {
    expect(HOLIDAY_TABLES_SOURCE_VERSION).toBe(installed.version);
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

  it(`equal date-holidays for every region in ${YEARS.join(', ')}`, { timeout: 600_000 }, () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const country of listCountries()) {
      for (const subdivision of [undefined, ...listSubdivisions(country)]) {
        for (const year of YEARS) {
          const table = text(publicHolidaysInYear(country, subdivision, year));
          const provider = text(dateHolidaysYear(country, subdivision, year));
          compared++;
          if (table !== provider) mismatches.push(`${country}${subdivision === undefined ? '' : `-${subdivision}`} ${year}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(500 * YEARS.length);
  });
});
