import * as messages from '../messages.ts';
import { fail, type Fail, type Result } from '../result.ts';
import type { CalendarSpecEntry } from './calendarSpecEntry.ts';
import { isHolidayData, type HolidayData } from './holidayData.ts';
import { attachHolidays, type CalendarFields } from './inlineCalendar.ts';
import { regionCode, type CalendarSpec, type ResolvedCalendar } from './resolvedCalendar.ts';
import { calendarFieldsProblem, resolveSpecEntry, type CalendarLookup, type SyncCalendarLookup } from './resolveSpecEntry.ts';
import { REGION_LISTS } from './regionLists.ts';

export { attachHolidays, CALENDAR_DEFAULTS, type CalendarFields } from './inlineCalendar.ts';
export { calendarFieldsProblem, resolveSpecEntry, type CalendarLookup, type CalendarLookupAnswer, type SyncCalendarLookup } from './resolveSpecEntry.ts';

/**
 * Fails when calendar fields ask for what data values do not hold (docs/decisions.md#holiday-types,
 * docs/decisions.md#languages): holiday types beside public, or a language. A `daycalc/holidays/<code>` value holds
 * public holidays in English; `loadCalendar` lays the others.
 */
function layersFault(fields: CalendarFields, region: string): Fail | undefined {
  const types = fields.business_calendar_id === undefined && fields.holiday_types?.some((type) => type !== 'public') === true;
  return types || fields.language !== undefined ? fail('VALIDATION_ERROR', 'holidays', messages.layersMissing(region)) : undefined;
}

/** How `resolveCalendar` finds holiday data and saved calendars. */
export interface ResolveCalendarOptions<Lookup extends CalendarLookup = CalendarLookup> {
  /**
   * The holiday data of the calendar's country (`import { DE } from 'daycalc/holidays/de'`), or of
   * several countries (the one whose code the fields name is used). Needed when the calendar includes
   * public holidays (the default); `loadCalendar` imports it by itself.
   */
  readonly holidays?: HolidayData | readonly HolidayData[];
  /** The account's saved-calendar lookup, for `business_calendar_id`. */
  readonly lookup?: Lookup;
}

/** The data value for a country among the given ones. */
function dataFor(holidays: HolidayData | readonly HolidayData[] | undefined, country: string): HolidayData | undefined {
  if (holidays === undefined) return undefined;
  if (!Array.isArray(holidays)) return (holidays as HolidayData).country === country ? (holidays as HolidayData) : undefined;
  return (holidays as readonly HolidayData[]).find((data) => data.country === country);
}

/** The fault of `resolveCalendar`'s options, or `undefined`. */
function optionsFault(options: unknown): Fail | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) return fail('VALIDATION_ERROR', 'options', messages.calendarOptionsNotObject(options));
  const { holidays, lookup } = options as { holidays?: unknown; lookup?: unknown };
  if (lookup !== undefined && typeof lookup !== 'function') return fail('VALIDATION_ERROR', 'lookup', messages.calendarLookupNotFunction());
  if (holidays !== undefined && !(Array.isArray(holidays) ? holidays.every(isHolidayData) : isHolidayData(holidays))) {
    return fail('VALIDATION_ERROR', 'holidays', messages.holidayDataNotValue());
  }
  return undefined;
}

/**
 * Resolves the shared calendar fields into a calendar that holds its public holidays.
 *
 * Inline fields default to `US`, working days `[1,2,3,4,5]` and public holidays on; the country must
 * be one the provider knows (`INVALID_COUNTRY`), the subdivision (`BY` or `DE-BY`, any case) one of
 * its subdivisions (`INVALID_SUBDIVISION`, never a national fallback). With public holidays, the
 * country's holiday data must be among `options.holidays` (`VALIDATION_ERROR` naming `holidays`
 * otherwise; `loadCalendar` loads it by itself). With `business_calendar_id` the other fields are
 * ignored: no lookup gives 403 `FEATURE_NOT_AVAILABLE`, an unknown id 404
 * `BUSINESS_CALENDAR_NOT_FOUND`, an invalid saved calendar `VALIDATION_ERROR`, a lookup that throws or
 * rejects `INTERNAL_ERROR`. Never throws and never rejects.
 *
 * @param fields - The request's calendar fields.
 * @param options - The holiday data and the saved-calendar lookup.
 * @returns The calendar or a failure; a promise only when an id is given and the lookup returns one.
 * @example
 * import { DE } from 'daycalc/holidays/de';
 * const bavaria = resolveCalendar({ country_code: 'DE', subdivision_code: 'de-by' }, { holidays: DE });
 * if (bavaria.ok) bavaria.value.subdivision_code //=> 'BY'
 */
export function resolveCalendar(fields: CalendarFields, options?: ResolveCalendarOptions<SyncCalendarLookup>): Result<ResolvedCalendar>;
export function resolveCalendar(fields: CalendarFields, options: ResolveCalendarOptions | undefined): Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>>;
export function resolveCalendar(fields: CalendarFields, options?: ResolveCalendarOptions): Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>> {
  try {
    const fault = calendarFieldsProblem(fields) ?? optionsFault(options);
    if (fault !== undefined) return fault;
    const holidays = options?.holidays;
    const entry = resolveSpecEntry(fields, options?.lookup, REGION_LISTS);
    const attach = (found: Result<CalendarSpecEntry>): Result<ResolvedCalendar> => {
      if (!found.ok) return found;
      const data = dataFor(holidays, regionCode(found.value.spec));
      return layersFault(fields, regionCode(found.value.spec)) ?? attachHolidays(found.value, data, undefined);
    };
    return entry instanceof Promise ? entry.then(attach) : attach(entry);
  } catch {
    return fail('INTERNAL_ERROR', undefined, messages.calendarFieldsUnresolved());
  }
}

/**
 * Checks calendar fields (or a saved calendar through the lookup) without building a calendar: the
 * country, the subdivision and the saved calendar's content, as `resolveCalendar` checks them. For
 * validating a calendar that is stored, not used.
 *
 * @param fields - The calendar fields.
 * @param lookup - The saved-calendar lookup, for `business_calendar_id`.
 * @returns The checked fields with the defaults applied, or the failure `resolveCalendar` would give.
 * @example
 * checkCalendarFields({ country_code: 'de', subdivision_code: 'de-by' }) //=> { ok: true, value: { country_code: 'DE', subdivision_code: 'BY', … } }
 */
export function checkCalendarFields(fields: CalendarFields, lookup?: SyncCalendarLookup): Result<CalendarSpec> {
  try {
    const fault = calendarFieldsProblem(fields);
    if (fault !== undefined) return fault;
    const entry = resolveSpecEntry(fields, lookup, REGION_LISTS) as Result<CalendarSpecEntry>;
    return entry.ok ? { ok: true, value: entry.value.spec } : entry;
  } catch {
    return fail('INTERNAL_ERROR', undefined, messages.calendarFieldsUnresolved());
  }
}
