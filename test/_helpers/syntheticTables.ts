// Synthetic compiled tables (test/_helpers/syntheticHolidays.ts) for the countries of
// SYNTHETIC_COUNTRIES, with decreed working days, encoded by the codec as holiday data
// values: the tests of the engine read them exactly as they read the generated tables, through
// calendars built from these values (their memo keys differ from the real data's).
import { Temporal } from 'temporal-polyfill';
import type { HolidayData } from '../../src/calendars/holidayData.ts';
import { HOLIDAY_TABLE_FIRST_YEAR, HOLIDAY_TABLE_LAST_YEAR, listSubdivisions } from '../../src/calendars/holidayProvider.ts';
import type { EncodedCountryTable, EncodedSubdivisionTables } from '../../src/calendars/holidayTableCodec.ts';
import { encodeCountryTable, type RegionYears, type TableHoliday } from '../../src/calendars/holidayTableEncoder.ts';
import { SYNTHETIC_COUNTRIES, syntheticYear } from './syntheticHolidays.ts';

/** A region's synthetic years over the tables' window, as the generator would hand them to the codec. */
function regionYears(country: string, subdivision: string | undefined): RegionYears {
  const years: TableHoliday[][] = [];
  for (let year = HOLIDAY_TABLE_FIRST_YEAR; year <= HOLIDAY_TABLE_LAST_YEAR; year++) {
    const { holidays, working } = syntheticYear(country, subdivision, year);
    const list: TableHoliday[] = [];
    for (const [date, label] of holidays) list.push({ ...monthDay(date), label });
    for (const [date, label] of working) list.push({ ...monthDay(date), label, working: true });
    years.push(list);
  }
  return years;
}

function monthDay(date: string): { month: number; day: number } {
  const { month, day } = Temporal.PlainDate.from(date);
  return { month, day };
}

/**
 * Encodes a synthetic country with all its subdivisions.
 *
 * @param country - A country of `SYNTHETIC_COUNTRIES`.
 * @returns Its table and its subdivisions' tables.
 */
export function syntheticCountryTables(country: string): { table: EncodedCountryTable; subdivisions: EncodedSubdivisionTables } {
  const subdivisions = new Map<string, RegionYears>();
  for (const code of listSubdivisions(country)) subdivisions.set(code, regionYears(country, code));
  return encodeCountryTable(regionYears(country, undefined), subdivisions);
}

/**
 * The synthetic countries' holiday data (each with all its subdivisions), as values to build
 * calendars from (`resolveCalendar(fields, { holidays: syntheticHolidayData() })`).
 *
 * @returns One value per synthetic country.
 */
export function syntheticHolidayData(): readonly HolidayData[] {
  return SYNTHETIC_COUNTRIES.map((country) => ({ country, ...syntheticCountryTables(country) }));
}

/**
 * A synthetic country's table module, in the shape of `src/calendars/holidayTables/<CODE>.ts` (or of
 * `<CODE>.subdivisions.ts`), for the few tests that reach the tables through `execute` (which loads
 * the country's module by itself): `vi.mock('…/holidayTables/BY.ts', () => syntheticTableModule('BY'))`.
 *
 * @param country - A country of `SYNTHETIC_COUNTRIES`.
 * @param part - The country's table, or its subdivisions' tables.
 * @returns The module's namespace.
 */
export function syntheticTableModule(country: string, part: 'table' | 'subdivisions' = 'table'): { default: EncodedCountryTable | EncodedSubdivisionTables } {
  const tables = syntheticCountryTables(country);
  return { default: part === 'table' ? tables.table : tables.subdivisions };
}
