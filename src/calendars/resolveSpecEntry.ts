// Calendar fields resolved into a spec entry: their checks, inline fields, and saved calendars through
// an account's lookup. `loadCalendar` and the request path use it; `resolveCalendar` (resolveCalendar.ts)
// adds the holiday data given as values.
import * as messages from '../messages.ts';
import { fail, ok, type Fail, type Ok, type Result } from '../result.ts';
import { newEntry, type CalendarSpecEntry } from './calendarSpecEntry.ts';
import { buildSpec, inlineEntry, type CalendarFields } from './inlineCalendar.ts';

export { calendarFieldsProblem } from './inlineCalendar.ts';
import type { CalendarSpec } from './resolvedCalendar.ts';
import { parseSavedCalendar, type SavedCalendar } from './savedCalendar.ts';
import { holidayTableLoaders } from './holidayTables/index.ts';
import type { RegionCheck, SubdivisionFinder } from './regionLists.ts';
import { importSubdivisionFinder, loadFailed } from './tableImports.ts';


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
function specOfAnswer(answer: unknown, id: string, regions: RegionCheck): Result<CalendarSpec> {
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
    regions,
  );
}

/** Turns a lookup's answer into a spec entry, once per answer object and requested id. */
function entryOfAnswer(answer: unknown, id: string, regions: RegionCheck): Result<CalendarSpecEntry> {
  if (typeof answer !== 'object' || answer === null) {
    const spec = specOfAnswer(answer, id, regions);
    return spec.ok ? ok(newEntry(spec.value)) : spec;
  }
  const known = savedAnswers.get(answer);
  if (known !== undefined && known.id === id) return known.entry;
  const spec = specOfAnswer(answer, id, regions);
  if (!spec.ok) return spec;
  const entry = ok(newEntry(spec.value));
  savedAnswers.set(answer, { id, entry });
  return entry;
}

const lookupFailed = (): Fail => fail('INTERNAL_ERROR', 'business_calendar_id', messages.savedCalendarLookupFailed());

/**
 * Resolves calendar fields the field table has checked into a spec entry, without the holiday types
 * and language they ask for (`withLayers` lays those; calendars/layerSpec.ts): inline fields, or a saved
 * calendar through the lookup (403 without one, 404 for an unknown id, `INTERNAL_ERROR` when it
 * throws or rejects). Never throws and never rejects.
 *
 * @param fields - Calendar fields that passed the field table.
 * @param lookup - The account's saved-calendar lookup, if any.
 * @param regions - The region check (regionLists.ts's `REGION_LISTS`; `loadCalendar` its own).
 * @returns The entry or a failure; a promise only when the lookup returns one.
 * @example
 * resolveSpecEntry({ country_code: 'DE', subdivision_code: 'BY' }, undefined, REGION_LISTS) //=> { ok: true, value: { spec: { country_code: 'DE', subdivision_code: 'BY', … }, … } }
 */
export function resolveSpecEntry(fields: CalendarFields, lookup: CalendarLookup | undefined, regions: RegionCheck): Result<CalendarSpecEntry> | Promise<Result<CalendarSpecEntry>> {
  try {
    const id = fields.business_calendar_id;
    if (id === undefined) return inlineEntry(fields, regions);
    if (typeof lookup !== 'function') return fail('FEATURE_NOT_AVAILABLE', 'business_calendar_id', messages.savedCalendarsUnavailable());
    let answer: unknown;
    try {
      answer = lookup(id);
    } catch {
      return lookupFailed();
    }
    if (typeof (answer as { then?: unknown } | null | undefined)?.then !== 'function') return entryOfAnswer(answer, id, regions);
    return Promise.resolve(answer).then((settled) => {
      try {
        return entryOfAnswer(settled, id, regions);
      } catch {
        return lookupFailed();
      }
    }, lookupFailed);
  } catch {
    return fail('INTERNAL_ERROR', undefined, messages.calendarFieldsUnresolved());
  }
}

/** `loadCalendar`'s country check: the country has a table to load (the same codes as regions.ts's). */
const hasTable = (countryCode: string): boolean => Object.hasOwn(holidayTableLoaders, countryCode);

/** The finder of fields that name no subdivision, inline or through a saved calendar: never asked. */
const noSubdivision: SubdivisionFinder = () => undefined;

/**
 * Resolves fields as `resolveSpecEntry` does, for `loadCalendar`, without regions.ts's lists: a country is
 * checked with the loaders of the countries' tables, a subdivision with the copy of the lists in the
 * subdivisions' loaders' module, imported when the fields name a subdivision or a saved calendar (which
 * may name one). So an app of national calendars carries no list of every country's subdivisions. When
 * that module could not be loaded, a subdivision the fields name is `INTERNAL_ERROR`, as a failure to
 * load its tables is.
 *
 * @param fields - Calendar fields that passed the field table.
 * @param lookup - The account's saved-calendar lookup, if any.
 * @returns The entry or a failure.
 * @example
 * await loadSpecEntry({ country_code: 'DE', subdivision_code: 'de-by' }, undefined) //=> { ok: true, value: { spec: { country_code: 'DE', subdivision_code: 'BY', … }, … } }
 */
export async function loadSpecEntry(fields: CalendarFields, lookup: CalendarLookup | undefined): Promise<Result<CalendarSpecEntry>> {
  if (fields.subdivision_code === undefined && fields.business_calendar_id === undefined) return resolveSpecEntry(fields, lookup, { hasCountry: hasTable, findSubdivision: noSubdivision });
  let missing: string | undefined;
  const findSubdivision = (await importSubdivisionFinder()) ?? ((country: string) => void (missing = country));
  const found = await resolveSpecEntry(fields, lookup, { hasCountry: hasTable, findSubdivision });
  return missing !== undefined && !found.ok && found.error.code === 'INVALID_SUBDIVISION' ? loadFailed(`the subdivisions of ${missing}`) : found;
}
