import type { IsoWeekday } from '../date/dayOfWeek.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';
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

/** A synchronous saved-calendar lookup, scoped to one account. */
export type SyncCalendarLookup = (id: string) => CalendarLookupAnswer;

/** A saved-calendar lookup scoped to one account, synchronous or asynchronous (ruling 16). */
export type CalendarLookup = (id: string) => CalendarLookupAnswer | Promise<CalendarLookupAnswer>;

/** The defaults of the shared calendar fields. */
export const CALENDAR_DEFAULTS = { country_code: 'US', working_days: [1, 2, 3, 4, 5], include_public_holidays: true } as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The letters A-Z and a-z (what `/^[A-Za-z]{2}$/` accepts, two of them). */
function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Checks the shape of the working days (a non-empty array of unique integers 1-7) and returns them
 * as a bit mask (bit `d` for weekday `d`, so 2..254), or 0 when the shape is wrong.
 */
function workingDaysMask(value: unknown): number {
  if (!Array.isArray(value) || value.length === 0 || value.length > 7) return 0;
  let mask = 0;
  for (let index = 0; index < value.length; index++) {
    const day: unknown = value[index];
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 7) return 0;
    const bit = 1 << day;
    if ((mask & bit) !== 0) return 0;
    mask |= bit;
  }
  return mask;
}

/**
 * Checks the shapes of the inline fields in the spec's order (ruling 2's VALIDATION_ERROR row) and,
 * when they pass, returns the memo key of the calendar they describe: an integer made of the
 * upper-cased country, the working-day mask and the holidays flag (each `undefined` has its own code),
 * or that integer and the subdivision text when there is one. Equal keys mean equal calendars.
 */
function checkInlineFields(fields: CalendarFields): Fail | number | string {
  const { country_code: country, subdivision_code: subdivision, working_days: days, include_public_holidays: publicHolidays } = fields;
  let countryCode = 0;
  if (country !== undefined) {
    if (typeof country !== 'string' || country.length !== 2 || !isAsciiLetter(country.charCodeAt(0)) || !isAsciiLetter(country.charCodeAt(1))) {
      return fail('VALIDATION_ERROR', 'country_code', 'country_code must be a two-letter ISO 3166-1 country code such as "US"');
    }
    countryCode = (country.charCodeAt(0) & 0xdf) * 128 + (country.charCodeAt(1) & 0xdf);
  }
  if (subdivision !== undefined && typeof subdivision !== 'string') {
    return fail('VALIDATION_ERROR', 'subdivision_code', 'subdivision_code must be a string such as "BY" or "DE-BY"');
  }
  let mask = 0;
  if (days !== undefined) {
    mask = workingDaysMask(days);
    if (mask === 0) {
      return fail('VALIDATION_ERROR', 'working_days', 'working_days must be a non-empty array of unique integers from 1 (Monday) to 7 (Sunday)');
    }
  }
  if (publicHolidays !== undefined && typeof publicHolidays !== 'boolean') {
    return fail('VALIDATION_ERROR', 'include_public_holidays', 'include_public_holidays must be a boolean');
  }
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
  const where = saved ? `the saved calendar's country_code ${country}` : `country_code ${country}`;
  if (!isSupportedCountry(country)) {
    return fail('INVALID_COUNTRY', saved ? 'business_calendar_id' : 'country_code', `${where} is not a country the holiday provider supports`);
  }
  let subdivision: string | undefined;
  if (fields.subdivision_code !== undefined) {
    subdivision = findSubdivision(country, fields.subdivision_code);
    if (subdivision === undefined) {
      return fail(
        'INVALID_SUBDIVISION',
        saved ? 'business_calendar_id' : 'subdivision_code',
        `${saved ? "the saved calendar's subdivision_code" : 'subdivision_code'} ${JSON.stringify(fields.subdivision_code)} is not supported for country ${country}`,
      );
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

/** Turns a lookup's answer into a calendar. */
function fromLookupAnswer(answer: unknown, id: string): Result<ResolvedCalendar> {
  if (answer === undefined || answer === null) {
    return fail('BUSINESS_CALENDAR_NOT_FOUND', 'business_calendar_id', `business_calendar_id ${id} does not match a saved Business Calendar of this account`);
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

const lookupFailed = (): Fail => fail('INTERNAL_ERROR', 'business_calendar_id', 'the saved-calendar lookup for business_calendar_id failed');

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
    if (typeof fields !== 'object' || fields === null) return fail('VALIDATION_ERROR', undefined, 'the calendar fields must be an object');
    const id: unknown = fields.business_calendar_id;
    if (id === undefined) {
      const key = checkInlineFields(fields);
      return typeof key === 'object' ? key : resolveInlineCalendar(fields, key);
    }
    if (typeof id !== 'string' || !uuidPattern.test(id)) {
      return fail('VALIDATION_ERROR', 'business_calendar_id', 'business_calendar_id must be a UUID such as 123e4567-e89b-12d3-a456-426614174000');
    }
    if (typeof lookup !== 'function') {
      return fail('FEATURE_NOT_AVAILABLE', 'business_calendar_id', 'business_calendar_id needs the Business Calendars feature, which this account does not have');
    }
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
    return fail('INTERNAL_ERROR', undefined, 'the calendar fields could not be resolved');
  }
}
