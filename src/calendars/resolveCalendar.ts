import type { IsoWeekday } from '../date/dayOfWeek.ts';
import { calendarFields } from '../fields/calendarFields.ts';
import { checkField } from '../fields/fieldFault.ts';
import * as messages from '../messages.ts';
import { fail, ok, type Fail, type Ok, type Result } from '../result.ts';
import { inlineCalendarMemo } from './calendarMemo.ts';
import { findSubdivision, isSupportedCountry } from './holidayProvider.ts';
import { createResolvedCalendar, type ResolvedCalendar } from './resolvedCalendar.ts';
import { parseSavedCalendar, type CheckedSavedCalendar, type SavedCalendar } from './savedCalendar.ts';

/** The shared calendar fields of the three business-day operations, as the request carries them. */
export interface CalendarFields {
  readonly business_calendar_id?: string;
  readonly country_code?: string;
  readonly subdivision_code?: string;
  readonly working_days?: readonly number[];
  readonly include_public_holidays?: boolean;
}

/** What a lookup may answer: a saved calendar, or nothing when the id does not resolve for the account. */
export type CalendarLookupAnswer = SavedCalendar | undefined | null;

/**
 * A synchronous saved-calendar lookup, scoped to one account. A changed calendar must be a new
 * object: an answer is resolved once per object (and id), so one edited in place keeps its old answers.
 */
export type SyncCalendarLookup = (id: string) => CalendarLookupAnswer;

/**
 * A saved-calendar lookup scoped to one account, synchronous or asynchronous (ruling 16). Treat what
 * it answers as a value: a changed calendar must be a new object (a calendar edited in place keeps
 * the answers resolved from it before, as each answer object is resolved once).
 */
export type CalendarLookup = (id: string) => CalendarLookupAnswer | Promise<CalendarLookupAnswer>;

/** The defaults of the shared calendar fields. */
export const CALENDAR_DEFAULTS = { country_code: 'US', working_days: [1, 2, 3, 4, 5], include_public_holidays: true } as const;

/** The inline calendar fields in the spec's order, as the field table describes them. */
const INLINE_FIELDS = ['country_code', 'subdivision_code', 'working_days', 'include_public_holidays'] as const;

/** The working days as a bit mask (bit `d` for weekday `d`, so 2..254); the days passed the field table. */
function workingDaysMask(days: readonly number[]): number {
  let mask = 0;
  for (let index = 0; index < days.length; index++) mask |= 1 << days[index]!;
  return mask;
}

/**
 * Checks the calendar fields with the field table in the spec's order (ruling 2's VALIDATION_ERROR
 * row): `business_calendar_id` when given (then the others are ignored), else the inline fields.
 */
function calendarFieldsFault(fields: CalendarFields): Fail | undefined {
  if (fields.business_calendar_id !== undefined) return checkField('business_calendar_id', calendarFields.business_calendar_id, fields.business_calendar_id);
  for (let index = 0; index < INLINE_FIELDS.length; index++) {
    const name = INLINE_FIELDS[index]!;
    const fault = checkField(name, calendarFields[name], fields[name]);
    if (fault !== undefined) return fault;
  }
  return undefined;
}

/**
 * The memo key of the calendar that checked inline fields describe: an integer made of the
 * upper-cased country, the working-day mask and the holidays flag (each `undefined` has its own
 * code), or that integer and the subdivision text when there is one. Equal keys mean equal calendars.
 */
function inlineCalendarKey(fields: CalendarFields): number | string {
  const { country_code: country, subdivision_code: subdivision, working_days: days, include_public_holidays: publicHolidays } = fields;
  const countryCode = country === undefined ? 0 : (country.charCodeAt(0) & 0xdf) * 128 + (country.charCodeAt(1) & 0xdf);
  const mask = days === undefined ? 0 : workingDaysMask(days);
  const key = (countryCode * 256 + mask) * 3 + (publicHolidays === undefined ? 0 : publicHolidays ? 1 : 2);
  return subdivision === undefined ? key : `${key}:${subdivision}`;
}

/**
 * Checks country and subdivision against the provider and builds the calendar. Errors name the field
 * itself for inline fields and `business_calendar_id` for a saved calendar's fields.
 */
function buildCalendar(
  fields: CalendarFields & Pick<CheckedSavedCalendar, 'custom_holidays' | 'excluded_dates'>,
  saved: boolean,
): Result<ResolvedCalendar> {
  const country = (fields.country_code ?? CALENDAR_DEFAULTS.country_code).toUpperCase();
  if (!isSupportedCountry(country)) {
    return fail('INVALID_COUNTRY', saved ? 'business_calendar_id' : 'country_code', messages.unsupportedCountry(country, saved));
  }
  let subdivision: string | undefined;
  if (fields.subdivision_code !== undefined) {
    subdivision = findSubdivision(country, fields.subdivision_code);
    if (subdivision === undefined) {
      return fail('INVALID_SUBDIVISION', saved ? 'business_calendar_id' : 'subdivision_code', messages.unsupportedSubdivision(fields.subdivision_code, country, saved));
    }
  }
  return ok(
    createResolvedCalendar({
      ...(fields.business_calendar_id === undefined ? {} : { business_calendar_id: fields.business_calendar_id }),
      country_code: country,
      ...(subdivision === undefined ? {} : { subdivision_code: subdivision }),
      working_days: (fields.working_days ?? CALENDAR_DEFAULTS.working_days) as readonly IsoWeekday[],
      include_public_holidays: fields.include_public_holidays ?? CALENDAR_DEFAULTS.include_public_holidays,
      custom_holidays: fields.custom_holidays ?? [],
      excluded_dates: fields.excluded_dates ?? [],
    }),
  );
}

/**
 * Resolves checked inline fields, remembering successful answers (a pure memo: an inline calendar
 * depends only on these four fields), so repeated requests skip rebuilding the calendar's tables.
 */
function resolveInlineCalendar(fields: CalendarFields, key: number | string): Result<ResolvedCalendar> {
  const known = inlineCalendarMemo.get(key);
  if (known !== undefined) return known;
  const built = buildCalendar(fields, false);
  if (built.ok) inlineCalendarMemo.set(key, built);
  return built;
}

/**
 * Calendars resolved from lookup answers, by the answer object (a pure cache, dropped with the answer):
 * a store that hands out the same object until the calendar changes (the memory and file stores do,
 * and a config's calendars never change) resolves it once, not on every call. Lookups must treat a
 * saved calendar they returned as a value: a change is a new object.
 */
const resolvedAnswers = new WeakMap<object, { readonly id: string; readonly calendar: Ok<ResolvedCalendar> }>();

/** Turns a lookup's answer into a calendar, once per answer object and requested id. */
function fromLookupAnswer(answer: unknown, id: string): Result<ResolvedCalendar> {
  if (typeof answer !== 'object' || answer === null) return resolveLookupAnswer(answer, id);
  const known = resolvedAnswers.get(answer);
  if (known !== undefined && known.id === id) return known.calendar;
  const resolved = resolveLookupAnswer(answer, id);
  if (resolved.ok) resolvedAnswers.set(answer, { id, calendar: resolved });
  return resolved;
}

/** Parses a lookup's answer and builds its calendar. */
function resolveLookupAnswer(answer: unknown, id: string): Result<ResolvedCalendar> {
  if (answer === undefined || answer === null) {
    return fail('BUSINESS_CALENDAR_NOT_FOUND', 'business_calendar_id', messages.savedCalendarNotFound(id));
  }
  const parsed = parseSavedCalendar(answer, id);
  if (!parsed.ok) return parsed;
  const { country_code, subdivision_code, working_days, include_public_holidays, custom_holidays, excluded_dates } = parsed.value;
  return buildCalendar(
    {
      business_calendar_id: parsed.value.id,
      ...(country_code === undefined ? {} : { country_code }),
      ...(subdivision_code === undefined ? {} : { subdivision_code }),
      ...(working_days === undefined ? {} : { working_days }),
      ...(include_public_holidays === undefined ? {} : { include_public_holidays }),
      ...(custom_holidays === undefined ? {} : { custom_holidays }),
      ...(excluded_dates === undefined ? {} : { excluded_dates }),
    },
    true,
  );
}

const lookupFailed = (): Fail => fail('INTERNAL_ERROR', 'business_calendar_id', messages.savedCalendarLookupFailed());

/**
 * Resolves the shared calendar fields into a calendar the business-day operations can use.
 *
 * Inline fields default to `US`, working days `[1,2,3,4,5]` and public holidays on; the country must
 * be one the provider knows (`INVALID_COUNTRY`), the subdivision (`BY` or `DE-BY`, any case) one of
 * its subdivisions (`INVALID_SUBDIVISION`, never a national fallback). With `business_calendar_id` the
 * other fields are ignored: no lookup gives 403 `FEATURE_NOT_AVAILABLE`, an unknown id 404
 * `BUSINESS_CALENDAR_NOT_FOUND`, an invalid saved calendar `VALIDATION_ERROR`, a lookup that throws or
 * rejects `INTERNAL_ERROR`. Never throws and never rejects.
 *
 * @param fields - The request's calendar fields.
 * @param lookup - The account's saved-calendar lookup, if the account has the feature.
 * @returns The calendar or a failure; a promise only when an id is given and the lookup returns one.
 * @example
 * const bavaria = resolveCalendar({ country_code: 'DE', subdivision_code: 'de-by' });
 * if (bavaria.ok) bavaria.value.subdivision_code //=> 'BY'
 */
export function resolveCalendar(fields: CalendarFields): Result<ResolvedCalendar>;
export function resolveCalendar(fields: CalendarFields, lookup: SyncCalendarLookup | undefined): Result<ResolvedCalendar>;
export function resolveCalendar(fields: CalendarFields, lookup: CalendarLookup | undefined): Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>>;
export function resolveCalendar(fields: CalendarFields, lookup?: CalendarLookup): Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>> {
  try {
    if (typeof fields !== 'object' || fields === null) return fail('VALIDATION_ERROR', undefined, messages.calendarFieldsNotObject());
    return calendarFieldsFault(fields) ?? resolveCheckedCalendar(fields, lookup);
  } catch {
    return fail('INTERNAL_ERROR', undefined, messages.calendarFieldsUnresolved());
  }
}

/**
 * `resolveCalendar` for calendar fields the request layer has already checked against the field
 * table (the catalog's `run` gets validated input): the same answers, without checking the fields again.
 *
 * @param fields - Calendar fields that passed the field table.
 * @param lookup - The account's saved-calendar lookup, if the account has the feature.
 * @returns The calendar or a failure; a promise only when an id is given and the lookup returns one.
 * @example
 * resolveCheckedCalendar({ country_code: 'DE', subdivision_code: 'BY' }, undefined) //=> { ok: true, value: { country_code: 'DE', subdivision_code: 'BY', … } }
 */
export function resolveCheckedCalendar(fields: CalendarFields, lookup: CalendarLookup | undefined): Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>> {
  try {
    const id = fields.business_calendar_id;
    if (id === undefined) return resolveInlineCalendar(fields, inlineCalendarKey(fields));
    if (typeof lookup !== 'function') return fail('FEATURE_NOT_AVAILABLE', 'business_calendar_id', messages.savedCalendarsUnavailable());
    let answer: unknown;
    try {
      answer = lookup(id);
    } catch {
      return lookupFailed();
    }
    if (typeof (answer as { then?: unknown } | null | undefined)?.then !== 'function') return fromLookupAnswer(answer, id);
    return Promise.resolve(answer).then(
      (settled) => {
        try {
          return fromLookupAnswer(settled, id);
        } catch {
          return lookupFailed();
        }
      },
      lookupFailed,
    );
  } catch {
    return fail('INTERNAL_ERROR', undefined, messages.calendarFieldsUnresolved());
  }
}
