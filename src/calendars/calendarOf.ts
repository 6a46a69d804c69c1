import * as messages from '../messages.ts';
import { fail, type Result } from '../result.ts';
import { isHolidayData, type HolidayData } from './holidayData.ts';
import { attachHolidays, calendarFieldsProblem, dataEntry, type CalendarFields } from './inlineCalendar.ts';
import type { ResolvedCalendar } from './resolvedCalendar.ts';

/** The calendar fields `calendarOf` takes: the country or the market is the data's. */
export type CalendarOfFields = Pick<CalendarFields, 'subdivision_code' | 'working_days' | 'include_public_holidays'>;

/**
 * Builds a calendar of a country or a market from its holiday data (`import { DE } from 'daycalc/holidays/de'`,
 * `import { XNYS } from 'daycalc/markets/xnys'`): `resolveCalendar({ country_code: data.country, ...fields }, { holidays: data })`
 * in one call for a country, `market_code` instead of `country_code` for a market (the same answers; a
 * bundle that uses only `calendarOf` carries no saved-calendar code). The value says which it is: a
 * market's data carries its years (`HolidayData.years`), and a calendar of it fails on any other year.
 * The calendar holds the data; the typed functions use it synchronously, with no other setup.
 *
 * @param data - A country's or a market's holiday data.
 * @param fields - A subdivision (`'BY'` or `'DE-BY'`; none for a market), the working days (default
 *   Monday to Friday), whether public holidays (a market's closures) count (default true). Holiday
 *   types and a language are `loadCalendar`'s (a data value holds public holidays in English): either
 *   here fails naming `holidays`.
 * @returns The calendar, or the failure `resolveCalendar` gives (`INVALID_SUBDIVISION`, `VALIDATION_ERROR`;
 *   a market with a `country_code` or `subdivision_code`, or a `market_code` with a country, is a
 *   `VALIDATION_ERROR` naming `market_code`).
 * @example
 * import { DE } from 'daycalc/holidays/de';
 * calendarOf(DE, { subdivision_code: 'BY' }).ok //=> true
 * import { XNYS } from 'daycalc/markets/xnys';
 * calendarOf(XNYS).ok //=> true
 */
export function calendarOf(data: HolidayData, fields: CalendarOfFields = {}): Result<ResolvedCalendar> {
  if (!isHolidayData(data)) return fail('VALIDATION_ERROR', 'holidays', messages.holidayDataNotValue());
  if (typeof fields !== 'object' || fields === null) return fail('VALIDATION_ERROR', undefined, messages.calendarFieldsNotObject());
  // Holiday types and languages are laid by loadCalendar (a data value holds public holidays in English).
  if ('holiday_types' in fields || 'language' in fields) return fail('VALIDATION_ERROR', 'holidays', messages.layersMissing(data.country));
  // Beside the typed fields, a caller may pass `country_code` or `market_code`: with a market's data the first
  // fails (exclusive with `market_code`), as does a `market_code` with a country's; absent fields stay undefined.
  const { subdivision_code, working_days, include_public_holidays, country_code, market_code } = fields as CalendarFields;
  const market = data.years && data.country;
  const inline = { country_code: market ? country_code : data.country, subdivision_code, working_days, include_public_holidays, market_code: market_code ?? market } as CalendarFields;
  // resolveCalendar's inline path, without its saved-calendar parts (a smaller bundle).
  const fault = calendarFieldsProblem(inline);
  if (fault !== undefined) return fault;
  const entry = dataEntry(inline, data);
  return entry.ok ? attachHolidays(entry.value, data, undefined) : entry;
}
