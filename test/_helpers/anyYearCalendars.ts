// Calendars that answer any year, for the tests that compare the engine with the oracle over random
// dates (1582 to 9000): what `loadCalendar(fields, { years })` returns (the holiday data plus the
// date-holidays reader of years outside the tables, which computes other such years on demand), built
// synchronously and from the holiday data the test passes (so synthetic tables win where a test uses
// them). This file imports date-holidays: only the tests that read years outside the tables load it.
import type { HolidayData } from '../../src/calendars/holidayData.ts';
import type { PublicHolidayYear } from '../../src/calendars/holidayYears.ts';
import { outsideYearsReader } from '../../src/calendars/outsideYears.ts';
import { attachHolidays, calendarFieldsProblem, resolveSpecEntry, type CalendarFields, type SyncCalendarLookup } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { REGION_LISTS } from '../../src/calendars/regionLists.ts';
import { regionHolidays, yearsOfRegion } from '../../src/calendars/regionHolidays.ts';
import type { Result } from '../../src/result.ts';
import { holidayDataOf } from './holidayData.ts';
import { SYNTHETIC_FIRST } from './syntheticFirst.ts';

/** The reader of years outside the tables that `loadCalendar` gives a calendar built for such years. */
const outside = outsideYearsReader(await import('../../src/calendars/dateHolidaysSource.ts'));

/**
 * Resolves calendar fields into a calendar that holds its country's data (the first of `holidays`
 * with its code) and reads years outside the tables from date-holidays, as `loadCalendar` with
 * `years` does.
 *
 * @param fields - The calendar fields.
 * @param holidays - The holiday data to pick from (default: synthetic countries first, then every country).
 * @param lookup - A synchronous saved-calendar lookup.
 * @returns The calendar, or the failure `resolveCalendar` would give.
 */
export function resolveAnyYear(fields: CalendarFields, holidays: readonly HolidayData[] = SYNTHETIC_FIRST, lookup?: SyncCalendarLookup): Result<ResolvedCalendar> {
  const fault = calendarFieldsProblem(fields);
  if (fault !== undefined) return fault;
  const entry = resolveSpecEntry(fields, lookup, REGION_LISTS);
  if (entry instanceof Promise) throw new Error('resolveAnyYear takes a synchronous lookup');
  if (!entry.ok) return entry;
  const data = holidays.find((value) => value.country === entry.value.spec.country_code);
  return attachHolidays(entry.value, data, outside);
}

/**
 * A region's public holidays in one year, from the real holiday data and, outside the tables, from
 * date-holidays (what a calendar built by `loadCalendar` with `years` reads; the old
 * `publicHolidaysInYear`).
 *
 * @param country - A supported country code, upper case.
 * @param subdivision - The provider's subdivision code, or `undefined`.
 * @param year - Any year.
 * @returns The year's days and labels, or a failure.
 */
export function regionYear(country: string, subdivision: string | undefined, year: number): Result<PublicHolidayYear> {
  return yearsOfRegion(regionHolidays(holidayDataOf(country), subdivision, outside))(year);
}
