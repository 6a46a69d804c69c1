// Installs synthetic compiled tables (test/_helpers/syntheticHolidays.ts) for the countries of
// SYNTHETIC_COUNTRIES, with decreed working days (ruling 29), through the codec and the provider's
// own registration: the tests of the engine then read them exactly as they will read the generated
// tables. Vitest runs each test file in modules of its own, so the tables replace the real ones only in
// the file that installs them, for the whole file. Call `installSyntheticTables()` at the top of the
// file, before any calculation: the provider and the engine memoise what they read, so days already
// read from the real tables would stay in their memos.
import { Temporal } from 'temporal-polyfill';
import {
  HOLIDAY_TABLE_FIRST_YEAR,
  HOLIDAY_TABLE_LAST_YEAR,
  listSubdivisions,
  registerCountryTable,
  registerSubdivisionTables,
} from '../../src/calendars/holidayProvider.ts';
import { encodeCountryTable, type EncodedCountryTable, type EncodedSubdivisionTables, type RegionYears, type TableHoliday } from '../../src/calendars/holidayTableCodec.ts';
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
 * Replaces the tables of the synthetic countries (and their subdivisions'), for the rest of the test
 * file (idempotent).
 */
export function installSyntheticTables(): void {
  for (const country of SYNTHETIC_COUNTRIES) {
    const synthetic = syntheticCountryTables(country);
    registerCountryTable(country, synthetic.table);
    registerSubdivisionTables(country, synthetic.subdivisions);
  }
}
