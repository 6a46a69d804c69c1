// The public holidays a calendar holds: its region's years from the holiday data it was built with
// (decoded a year at a time, in a bounded memo shared by calendars built from the same value), and,
// for a calendar `loadCalendar` built for them, years outside the tables from date-holidays.
import * as messages from '../messages.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';
import { BoundedMemo } from './boundedMemo.ts';
import type { HolidayData } from './holidayData.ts';
import { openRegionYears, type RegionYearTable } from './holidayTableCodec.ts';
import { HOLIDAY_TABLES_FIRST_YEAR, HOLIDAY_TABLES_LAST_YEAR } from './holidayTables/index.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN, NO_HOLIDAYS, type PublicHolidayYear } from './holidayYears.ts';
import type { OutsideYearsReader } from './outsideYears.ts';

/** A calendar's public holidays: its region, the data it holds, and the reader of years outside the tables if any. */
export interface RegionHolidays {
  readonly country: string;
  /** The provider's subdivision code, or `undefined` for the country. */
  readonly subdivision: string | undefined;
  readonly data: HolidayData;
  readonly outside: OutsideYearsReader | undefined;
  /** Equal keys hold the same days (the data value's identity, with its layers, the region, and whether years outside the tables are read). */
  readonly key: string;
}

/** A number per holiday data value, for memo keys (a pure cache: it only tells values apart). */
const dataIds = new WeakMap<HolidayData, number>();
let nextDataId = 1;

/**
 * A number that tells holiday data values apart, for memo keys.
 *
 * @param data - A holiday data value.
 * @returns Its number (the same for the same value).
 * @example
 * dataIdOf(DE) === dataIdOf(DE) //=> true
 */
export function dataIdOf(data: HolidayData): number {
  let id = dataIds.get(data);
  if (id === undefined) {
    id = nextDataId++;
    dataIds.set(data, id);
  }
  return id;
}

/**
 * The holidays of a region from a data value (the subdivision must be one of the value's).
 *
 * @param data - The country's holiday data.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param outside - The reader of years outside the tables, or `undefined` when the calendar holds none.
 * @returns The region's holidays.
 * @example
 * regionHolidays(DE, 'BY', undefined).key //=> '1|DE|BY|'
 */
export function regionHolidays(data: HolidayData, subdivision: string | undefined, outside: OutsideYearsReader | undefined): RegionHolidays {
  return { country: data.country, subdivision, data, outside, key: `${dataIdOf(data)}|${data.country}|${subdivision ?? ''}|${outside === undefined ? '' : '+'}` };
}

/**
 * Opened regions (their years decoded on first use), by data value and region, weighed by the
 * window's years (301 each): about a hundred regions, so a server that serves many countries does not
 * decode a region's dictionary again and again.
 */
const openedRegions = new BoundedMemo<string, RegionYearTable>(30_000);

/** The years of a region's tables, opened once (see `openedRegions`). */
function tableYears(region: RegionHolidays): RegionYearTable {
  const key = `${dataIdOf(region.data)}|${region.subdivision ?? ''}`;
  const known = openedRegions.get(key);
  if (known !== undefined) return known;
  const text = region.subdivision === undefined ? undefined : (region.data.subdivisions?.[region.subdivision] ?? '');
  const opened = openRegionYears(region.data.table, text, HOLIDAY_TABLES_FIRST_YEAR);
  return openedRegions.set(key, opened, opened.length + 1);
}

/** The failure of a read of years outside the tables by a calendar that holds none. */
function outsideNotHeld(region: RegionHolidays, year: number): Fail {
  const name = region.subdivision === undefined ? region.country : `${region.country}-${region.subdivision}`;
  return fail(
    'VALIDATION_ERROR',
    'calendar',
    `the calendar holds the public holidays of ${name} for ${HOLIDAY_TABLES_FIRST_YEAR}-${HOLIDAY_TABLES_LAST_YEAR} only, and ${year} is outside: build it with \`await loadCalendar(fields, { years: { from, to } })\`, which loads date-holidays for years outside the tables`,
  );
}

/**
 * The failure of a read of years a market's data does not hold (see `HolidayData.years`).
 *
 * @param code - The market's code.
 * @param held - The years its data holds.
 * @param firstYear - The first year read.
 * @param lastYear - The last year read.
 * @param field - The field the failure names (`calendar` for a typed call, `years` for `loadCalendar`).
 * @returns The failure, or `undefined` when the data holds those years.
 * @example
 * heldYearsFaultOf('XETR', { first: 2016, last: 2100 }, 2010, 2020, 'years')?.error.message //=> 'the closures of XETR are known for 2016-2100 only, and 2010 is outside'
 */
export function heldYearsFaultOf(code: string, held: { readonly first: number; readonly last: number }, firstYear: number, lastYear: number, field: string): Fail | undefined {
  const year = firstYear < held.first ? firstYear : lastYear > held.last ? Math.max(firstYear, held.last + 1) : undefined;
  return year === undefined ? undefined : fail('VALIDATION_ERROR', field, messages.marketYearsOutside(code, held.first, held.last, year));
}

/**
 * Returns a reader of a region's years, with its tables found once: a window's builder asks for a
 * hundred years of one region. Years outside `HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX` have no holidays;
 * years outside the tables come from the region's date-holidays reader, or fail when it has none.
 *
 * @param region - The region's holidays.
 * @returns The region's years.
 * @example
 * yearsOfRegion(regionHolidays(US, undefined, undefined))(2024).value.labels[0] //=> "New Year's Day"
 */
export function yearsOfRegion(region: RegionHolidays): (year: number) => Result<PublicHolidayYear> {
  const publicYears = publicYearsOf(region);
  // Holiday types and names (docs/decisions.md#holiday-types, docs/decisions.md#languages) are the data's layers to lay.
  const layers = region.data.layers;
  if (layers === undefined) return publicYears;
  return (year) => {
    const found = publicYears(year);
    return found.ok ? layers.lay(found.value, year, region.subdivision) : found;
  };
}

/** A region's public holidays, year by year (see `yearsOfRegion`). */
function publicYearsOf(region: RegionHolidays): (year: number) => Result<PublicHolidayYear> {
  const years = tableYears(region);
  const held = region.data.years;
  return (year) => {
    if (held !== undefined && (year < held.first || year > held.last)) return heldYearsFaultOf(region.country, held, year, year, 'calendar')!;
    if (year < HOLIDAY_YEARS_MIN || year > HOLIDAY_YEARS_MAX) return ok(NO_HOLIDAYS);
    if (year >= HOLIDAY_TABLES_FIRST_YEAR && year <= HOLIDAY_TABLES_LAST_YEAR) return ok(years.year(year - HOLIDAY_TABLES_FIRST_YEAR) ?? NO_HOLIDAYS);
    return region.outside === undefined ? outsideNotHeld(region, year) : region.outside(region.country, region.subdivision, year);
  };
}

/**
 * Fails when a region's calendar cannot answer a range of years: some are outside the tables (and
 * inside `HOLIDAY_YEARS_MIN..HOLIDAY_YEARS_MAX`) and it holds no reader of them.
 *
 * @param region - The region's holidays.
 * @param firstYear - The first year.
 * @param lastYear - The last year.
 * @returns The failure, or `undefined` when every year can be answered.
 * @example
 * yearsNotHeld(regionHolidays(US, undefined, undefined), 2300, 2300)?.error.code //=> 'VALIDATION_ERROR'
 */
export function yearsNotHeld(region: RegionHolidays, firstYear: number, lastYear: number): Fail | undefined {
  const held = region.data.years;
  const notHeld = held === undefined ? undefined : heldYearsFaultOf(region.country, held, firstYear, lastYear, 'calendar');
  if (notHeld !== undefined) return notHeld;
  if (region.outside !== undefined) return undefined;
  const from = Math.max(firstYear, HOLIDAY_YEARS_MIN);
  const to = Math.min(lastYear, HOLIDAY_YEARS_MAX);
  if (from > to) return undefined;
  if (from < HOLIDAY_TABLES_FIRST_YEAR) return outsideNotHeld(region, from);
  if (to > HOLIDAY_TABLES_LAST_YEAR) return outsideNotHeld(region, Math.max(from, HOLIDAY_TABLES_LAST_YEAR + 1));
  return undefined;
}

/**
 * Tells whether a region's holidays over a range of years may hold decreed working days (docs/decisions.md#decreed-working-days):
 * its tables have some (in any year) and the range reaches the tables' years (years from
 * date-holidays have none).
 *
 * @param region - The region's holidays.
 * @param firstYear - The first year.
 * @param lastYear - The last year.
 * @returns True when the years may hold decreed working days.
 * @example
 * hasDecreedWorkingDays(regionHolidays(CN, undefined, undefined), 2024, 2024) //=> true
 */
export function hasDecreedWorkingDays(region: RegionHolidays, firstYear: number, lastYear: number): boolean {
  if (lastYear < HOLIDAY_TABLES_FIRST_YEAR || firstYear > HOLIDAY_TABLES_LAST_YEAR) return false;
  return tableYears(region).hasWorkingDays;
}
