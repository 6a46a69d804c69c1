import * as messages from '../messages.ts';
import { fail, type Result } from '../result.ts';
import { isHolidayData, type HolidayData } from './holidayData.ts';
import { attachHolidays, inlineEntry, inlineFieldsProblem, type CalendarFields } from './inlineCalendar.ts';
import type { ResolvedCalendar } from './resolvedCalendar.ts';

/** The calendar fields `calendarOf` takes: the country is the data's. */
export type CalendarOfFields = Pick<CalendarFields, 'subdivision_code' | 'working_days' | 'include_public_holidays'>;

/**
 * Builds a calendar of a country from its holiday data (`import { DE } from 'daycalc/holidays/de'`):
 * `resolveCalendar({ country_code: data.country, ...fields }, { holidays: data })` in one call (the
 * same answers; a bundle that uses only `calendarOf` carries no saved-calendar code). The
 * calendar holds the data; the typed functions use it synchronously, with no other setup.
 *
 * @param data - A country's holiday data.
 * @param fields - A subdivision (`'BY'` or `'DE-BY'`), the working days (default Monday to Friday),
 *   whether public holidays count (default true). Holiday types and a language are `loadCalendar`'s (a
 *   data value holds public holidays in English): either here fails naming `holidays`.
 * @returns The calendar, or the failure `resolveCalendar` gives (`INVALID_SUBDIVISION`, `VALIDATION_ERROR`).
 * @example
 * import { DE } from 'daycalc/holidays/de';
 * calendarOf(DE, { subdivision_code: 'BY' }).ok //=> true
 */
export function calendarOf(data: HolidayData, fields: CalendarOfFields = {}): Result<ResolvedCalendar> {
  if (!isHolidayData(data)) return fail('VALIDATION_ERROR', 'holidays', messages.holidayDataNotValue());
  if (typeof fields !== 'object' || fields === null) return fail('VALIDATION_ERROR', undefined, messages.calendarFieldsNotObject());
  // Holiday types and languages are laid by loadCalendar (a data value holds public holidays in English).
  if ('holiday_types' in fields || 'language' in fields) return fail('VALIDATION_ERROR', 'holidays', messages.layersMissing(data.country));
  const { subdivision_code, working_days, include_public_holidays } = fields;
  const inline: CalendarFields = {
    country_code: data.country,
    ...(subdivision_code === undefined ? {} : { subdivision_code }),
    ...(working_days === undefined ? {} : { working_days }),
    ...(include_public_holidays === undefined ? {} : { include_public_holidays }),
  };
  // resolveCalendar's inline path, without its saved-calendar parts (a smaller bundle).
  const fault = inlineFieldsProblem(inline);
  if (fault !== undefined) return fault;
  const entry = inlineEntry(inline);
  return entry.ok ? attachHolidays(entry.value, data, undefined) : entry;
}
