import * as messages from '../messages.ts';
import { fail, ok, type Fail, type Ok, type Result } from '../result.ts';
import { newEntry, type CalendarSpecEntry } from './calendarSpecEntry.ts';
import { isHolidayData, type HolidayData } from './holidayData.ts';
import { attachHolidays, buildSpec, inlineFieldsProblem, inlineEntry, type CalendarFields } from './inlineCalendar.ts';
import { layerFieldsFault, layersFault, withLayers } from './specLayers.ts';
import { regionCode, type CalendarSpec, type ResolvedCalendar } from './resolvedCalendar.ts';
import { parseSavedCalendar, type SavedCalendar } from './savedCalendar.ts';

export { attachHolidays, CALENDAR_DEFAULTS, type CalendarFields } from './inlineCalendar.ts';

/**
 * Checks a value as calendar fields, as `resolveCalendar` does before it resolves them: an object, the
 * field table's checks in the spec's order, then `holiday_types` and `language`.
 *
 * @param fields - Any value.
 * @returns The failure, or `undefined` when the fields are well-formed.
 * @example
 * calendarFieldsProblem({ working_days: [8] })?.error.field //=> 'working_days'
 */
export function calendarFieldsProblem(fields: unknown): Fail | undefined {
  return inlineFieldsProblem(fields) ?? layerFieldsFault(fields as CalendarFields);
}

/** What a lookup may answer: a saved calendar, or nothing when the id does not resolve for the account. */
export type CalendarLookupAnswer = SavedCalendar | undefined | null;

/**
 * A synchronous saved-calendar lookup, scoped to one account. A changed calendar must be a new
 * object: an answer is resolved once per object (and id), so one edited in place keeps its old answers.
 */
export type SyncCalendarLookup = (id: string) => CalendarLookupAnswer;

/**
 * A saved-calendar lookup scoped to one account, synchronous or asynchronous (docs/decisions.md#what-a-saved-calendar-holds). Treat what
 * it answers as a value: a changed calendar must be a new object (a calendar edited in place keeps
 * the answers resolved from it before, as each answer object is resolved once).
 */
export type CalendarLookup = (id: string) => CalendarLookupAnswer | Promise<CalendarLookupAnswer>;

/**
 * Saved calendars' entries by the lookup's answer object (a pure cache, dropped with the answer): a
 * store that hands out the same object until the calendar changes resolves it once, not on every
 * call, and keeps the calendars built from it.
 */
const savedAnswers = new WeakMap<object, { readonly id: string; readonly entry: Ok<CalendarSpecEntry> }>();

/** Parses a lookup's answer into a spec. */
function specOfAnswer(answer: unknown, id: string): Result<CalendarSpec> {
  if (answer === undefined || answer === null) {
    return fail('BUSINESS_CALENDAR_NOT_FOUND', 'business_calendar_id', messages.savedCalendarNotFound(id));
  }
  const parsed = parseSavedCalendar(answer, id);
  if (!parsed.ok) return parsed;
  const { country_code, subdivision_code, working_days, include_public_holidays, market_code, custom_holidays, excluded_dates } = parsed.value;
  return buildSpec(
    {
      business_calendar_id: parsed.value.id,
      ...(country_code === undefined ? {} : { country_code }),
      ...(subdivision_code === undefined ? {} : { subdivision_code }),
      ...(working_days === undefined ? {} : { working_days }),
      ...(include_public_holidays === undefined ? {} : { include_public_holidays }),
      ...(market_code === undefined ? {} : { market_code }),
      ...(custom_holidays === undefined ? {} : { custom_holidays }),
      ...(excluded_dates === undefined ? {} : { excluded_dates }),
    },
    true,
  );
}

/** Turns a lookup's answer into a spec entry, once per answer object and requested id. */
function entryOfAnswer(answer: unknown, id: string): Result<CalendarSpecEntry> {
  if (typeof answer !== 'object' || answer === null) {
    const spec = specOfAnswer(answer, id);
    return spec.ok ? ok(newEntry(spec.value)) : spec;
  }
  const known = savedAnswers.get(answer);
  if (known !== undefined && known.id === id) return known.entry;
  const spec = specOfAnswer(answer, id);
  if (!spec.ok) return spec;
  const entry = ok(newEntry(spec.value));
  savedAnswers.set(answer, { id, entry });
  return entry;
}

const lookupFailed = (): Fail => fail('INTERNAL_ERROR', 'business_calendar_id', messages.savedCalendarLookupFailed());

/**
 * Resolves calendar fields the field table has checked into a spec entry: inline fields, or a saved
 * calendar through the lookup (403 without one, 404 for an unknown id, `INTERNAL_ERROR` when it
 * throws or rejects). Never throws and never rejects.
 *
 * @param fields - Calendar fields that passed the field table.
 * @param lookup - The account's saved-calendar lookup, if any.
 * @returns The entry or a failure; a promise only when the lookup returns one.
 * @example
 * resolveSpecEntry({ country_code: 'DE', subdivision_code: 'BY' }, undefined) //=> { ok: true, value: { spec: { country_code: 'DE', subdivision_code: 'BY', … }, … } }
 */
export function resolveSpecEntry(fields: CalendarFields, lookup: CalendarLookup | undefined): Result<CalendarSpecEntry> | Promise<Result<CalendarSpecEntry>> {
  try {
    const id = fields.business_calendar_id;
    if (id === undefined) return withLayers(inlineEntry(fields), fields);
    if (typeof lookup !== 'function') return fail('FEATURE_NOT_AVAILABLE', 'business_calendar_id', messages.savedCalendarsUnavailable());
    let answer: unknown;
    try {
      answer = lookup(id);
    } catch {
      return lookupFailed();
    }
    if (typeof (answer as { then?: unknown } | null | undefined)?.then !== 'function') return withLayers(entryOfAnswer(answer, id), fields);
    return Promise.resolve(answer).then((settled) => {
      try {
        return withLayers(entryOfAnswer(settled, id), fields);
      } catch {
        return lookupFailed();
      }
    }, lookupFailed);
  } catch {
    return fail('INTERNAL_ERROR', undefined, messages.calendarFieldsUnresolved());
  }
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
    const entry = resolveSpecEntry(fields, options?.lookup);
    const attach = (found: Result<CalendarSpecEntry>): Result<ResolvedCalendar> => {
      if (!found.ok) return found;
      const data = dataFor(holidays, regionCode(found.value.spec));
      return layersFault(found.value.spec, data) ?? attachHolidays(found.value, data, undefined);
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
    const entry = resolveSpecEntry(fields, lookup) as Result<CalendarSpecEntry>;
    return entry.ok ? ok(entry.value.spec) : entry;
  } catch {
    return fail('INTERNAL_ERROR', undefined, messages.calendarFieldsUnresolved());
  }
}
