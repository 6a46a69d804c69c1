/// <reference types="vite/client" />
// Holiday data for tests, as users get it: the modules of `daycalc/holidays/<code>` (src/holidays/).
// A test file that needs many countries imports this helper (every module, loaded by that file
// alone); one that needs a few imports them directly (`import { DE } from '../../src/holidays/de.ts'`).
// There is no global setup: each test file loads what it uses.
import type { HolidayData } from '../../src/calendars/holidayData.ts';
import { resolveCalendar, type CalendarFields, type SyncCalendarLookup } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import type { Result } from '../../src/result.ts';

const modules = import.meta.glob<HolidayData>('../../src/holidays/*.ts', { eager: true, import: 'default' });

/** Every country's holiday data. */
export const ALL_HOLIDAY_DATA: readonly HolidayData[] = Object.values(modules);

/**
 * One country's holiday data.
 *
 * @param country - A supported country code, any case.
 * @returns Its data (throws for an unknown code: a test's mistake).
 */
export function holidayDataOf(country: string): HolidayData {
  const found = ALL_HOLIDAY_DATA.find((data) => data.country === country.toUpperCase());
  if (found === undefined) throw new Error(`no holiday data for ${country}`);
  return found;
}

/**
 * `resolveCalendar` with every country's holiday data (and a saved-calendar lookup if given).
 *
 * @param fields - The calendar fields.
 * @param lookup - A synchronous saved-calendar lookup.
 * @returns What `resolveCalendar` returns.
 */
export function resolveWithData(fields: CalendarFields, lookup?: SyncCalendarLookup): Result<ResolvedCalendar> {
  return resolveCalendar(fields, lookup === undefined ? { holidays: ALL_HOLIDAY_DATA } : { holidays: ALL_HOLIDAY_DATA, lookup });
}
