// Inline calendar fields (country, subdivision, working days, public holidays): their checks, their
// spec with the defaults, and the calendar built from a spec with the holiday data it holds. Saved
// calendars, lookups and `resolveCalendar`'s options are resolveCalendar.ts's: `calendarOf` uses this
// module alone, so a bundle that builds calendars from data values carries no saved-calendar parser.
import type { IsoWeekday } from '../date/dayOfWeek.ts';
import { calendarFields } from '../fields/calendarFields.ts';
import { checkField } from '../fields/fieldFault.ts';
import * as messages from '../messages.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';
import { inlineSpecMemo } from './calendarMemo.ts';
import { newEntry, type CalendarSpecEntry } from './calendarSpecEntry.ts';
import type { HolidayData } from './holidayData.ts';
import type { RegionCheck } from './regionLists.ts';
import type { OutsideYearsReader } from './outsideYears.ts';
import { regionHolidays } from './regionHolidays.ts';
import { createResolvedCalendar, regionCode, type CalendarSpec, type ResolvedCalendar } from './resolvedCalendar.ts';
import type { CheckedSavedCalendar } from './savedCalendar.ts';

/**
 * The shared calendar fields of the three business-day operations, as the request carries them
 * (`holiday_types` and `language` are laid over the calendar's spec by calendars/specLayers.ts).
 */
export interface CalendarFields {
  readonly business_calendar_id?: string;
  readonly country_code?: string;
  readonly subdivision_code?: string;
  readonly working_days?: readonly number[];
  readonly include_public_holidays?: boolean;
  /** A market's MIC (or `TARGET`) instead of a country: exclusive with `country_code` and `subdivision_code`. */
  readonly market_code?: string;
  /** The holiday types that are days off (docs/decisions.md#holiday-types): `public` and any of `bank`, `optional`. Default `["public"]`. */
  readonly holiday_types?: readonly string[];
  /** The language of the holiday names, BCP 47 (docs/decisions.md#languages); default English. Applies to a saved calendar too. */
  readonly language?: string;
}

/** The defaults of the shared calendar fields. */
export const CALENDAR_DEFAULTS = { country_code: 'US', working_days: [1, 2, 3, 4, 5], include_public_holidays: true } as const;

/** The inline calendar fields in the spec's order, as the field table describes them. */
/** The field table's default `working_days`, by identity (see inlineCalendarKey). */
const DEFAULT_WORKING_DAYS: unknown = calendarFields.working_days.default;

const INLINE_FIELDS = ['country_code', 'subdivision_code', 'working_days', 'include_public_holidays', 'market_code', 'holiday_types', 'language'] as const;

/** The working days as a bit mask (bit `d` for weekday `d`, so 2..254); the days passed the field table. */
function workingDaysMask(days: readonly number[]): number {
  let mask = 0;
  for (let index = 0; index < days.length; index++) mask |= 1 << days[index]!;
  return mask;
}

/**
 * Checks a value as calendar fields (an object, then each field against the field table, in the
 * spec's order), as `resolveCalendar` does before it resolves them.
 *
 * @param fields - Any value.
 * @returns The failure, or `undefined` when the fields are well-formed.
 * @example
 * calendarFieldsProblem({ working_days: [8] })?.error.field //=> 'working_days'
 */
export function calendarFieldsProblem(fields: unknown): Fail | undefined {
  if (typeof fields !== 'object' || fields === null) return fail('VALIDATION_ERROR', undefined, messages.calendarFieldsNotObject());
  return calendarFieldsFault(fields as CalendarFields);
}

/**
 * Checks the calendar fields with the field table in the spec's order (the error precedence's VALIDATION_ERROR
 * row): `business_calendar_id` when given (then the others are ignored), else the inline fields.
 */
function calendarFieldsFault(fields: CalendarFields): Fail | undefined {
  // `language` is the reader's, so it is checked (and used) beside a saved calendar too.
  if (fields.business_calendar_id !== undefined) return checkField('business_calendar_id', calendarFields.business_calendar_id, fields.business_calendar_id) ?? checkField('language', calendarFields.language, fields.language);
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
 * code), or that integer and the subdivision text when there is one. Equal keys mean equal calendars
 * (holiday types and a language aside: fields asking for them are not keyed). Made from the values,
 * so a caller's object changed between calls gets its new key.
 *
 * @param fields - Inline calendar fields that passed the field table.
 * @returns The key.
 * @example
 * inlineCalendarKey({ country_code: 'US' }) === inlineCalendarKey({ country_code: 'us' }) //=> true
 */
export function inlineCalendarKey(fields: CalendarFields): number | string {
  const { country_code: country, subdivision_code: subdivision, working_days: days, include_public_holidays: publicHolidays } = fields;
  const countryCode = country === undefined ? 0 : (country.charCodeAt(0) & 0xdf) * 128 + (country.charCodeAt(1) & 0xdf);
  // Absent and the field table's default (the same frozen array every request without the field gets) key alike.
  const mask = days === undefined || days === DEFAULT_WORKING_DAYS ? 0 : workingDaysMask(days);
  const key = (countryCode * 256 + mask) * 3 + (publicHolidays === undefined ? 0 : publicHolidays ? 1 : 2);
  if (fields.market_code !== undefined) return `${key}:${subdivision ?? ''}@${fields.market_code}`;
  return subdivision === undefined ? key : `${key}:${subdivision}`;
}

/**
 * Checks country and subdivision against the provider's regions and applies the defaults. Errors name
 * the field itself for inline fields and `business_calendar_id` for a saved calendar's fields.
 *
 * @param fields - Checked fields (with a saved calendar's dates).
 * @param saved - Whether they are a saved calendar's.
 * @param regions - The region check (regionLists.ts).
 * @returns The spec, or `INVALID_COUNTRY` / `INVALID_SUBDIVISION`.
 * @example
 * buildSpec({ country_code: 'de' }, false, REGION_LISTS) //=> { ok: true, value: { country_code: 'DE', working_days: [1, 2, 3, 4, 5], … } }
 */
export function buildSpec(fields: CalendarFields & Pick<CheckedSavedCalendar, 'custom_holidays' | 'excluded_dates'>, saved: boolean, regions: RegionCheck): Result<CalendarSpec> {
  return specOf(fields, regionOf(fields, saved, regions));
}

/** A calendar's region: its country and subdivision, or its market. */
type Region = Result<Pick<CalendarSpec, 'country_code' | 'subdivision_code' | 'market_code'>>;

/** The spec of checked fields in a region, with the defaults. */
function specOf(fields: CalendarFields & Pick<CheckedSavedCalendar, 'custom_holidays' | 'excluded_dates'>, region: Region): Result<CalendarSpec> {
  if (!region.ok) return region;
  return ok({
    ...(fields.business_calendar_id === undefined ? {} : { business_calendar_id: fields.business_calendar_id }),
    ...region.value,
    working_days: (fields.working_days ?? CALENDAR_DEFAULTS.working_days) as readonly IsoWeekday[],
    include_public_holidays: fields.include_public_holidays ?? CALENDAR_DEFAULTS.include_public_holidays,
    custom_holidays: fields.custom_holidays ?? [],
    excluded_dates: fields.excluded_dates ?? [],
  });
}

/**
 * Whose days off a calendar holds: a market (no country or subdivision beside it: `VALIDATION_ERROR`
 * naming `market_code`; whether it exists is its data's to say, docs/decisions.md#markets), or a country
 * the provider knows and one of its subdivisions.
 */
function regionOf(fields: CalendarFields, saved: boolean, regions: RegionCheck): Region {
  const field = (name: string): string => (saved ? 'business_calendar_id' : name);
  if (fields.market_code !== undefined) return marketRegion(fields, field('market_code'));
  const country = (fields.country_code ?? CALENDAR_DEFAULTS.country_code).toUpperCase();
  if (!regions.hasCountry(country)) return fail('INVALID_COUNTRY', field('country_code'), messages.unsupportedCountry(country, saved));
  if (fields.subdivision_code === undefined) return ok({ country_code: country });
  const subdivision = regions.findSubdivision(country, fields.subdivision_code);
  if (subdivision === undefined) return fail('INVALID_SUBDIVISION', field('subdivision_code'), messages.unsupportedSubdivision(fields.subdivision_code, country, saved));
  return ok({ country_code: country, subdivision_code: subdivision });
}

/** A market's region: no country or subdivision beside it (`VALIDATION_ERROR` naming `field`). */
function marketRegion(fields: CalendarFields, field: string): Region {
  const given = fields.country_code !== undefined ? 'country_code' : fields.subdivision_code !== undefined ? 'subdivision_code' : undefined;
  return given === undefined ? ok({ market_code: fields.market_code!.toUpperCase() }) : fail('VALIDATION_ERROR', field, messages.marketWithCountry(given));
}

/**
 * The region of `calendarOf`'s fields in its data value: the value's own subdivisions decide (so a
 * bundle that builds calendars from values carries no list of every country's regions).
 */
function dataRegionOf(fields: CalendarFields, data: HolidayData): Region {
  if (fields.market_code !== undefined) return marketRegion(fields, 'market_code');
  const country = data.country;
  const wanted = fields.subdivision_code;
  if (wanted === undefined) return ok({ country_code: country });
  const upper = wanted.trim().toUpperCase();
  const bare = upper.startsWith(`${country}-`) ? upper.slice(country.length + 1) : undefined;
  const found = Object.keys(data.subdivisions ?? {}).find((code) => code.toUpperCase() === upper || code.toUpperCase() === bare);
  if (found !== undefined) return ok({ country_code: country, subdivision_code: found });
  return data.subdivisions === undefined
    ? fail('VALIDATION_ERROR', 'holidays', messages.holidayDataMissing(`${country}-${wanted}`))
    : fail('INVALID_SUBDIVISION', 'subdivision_code', messages.unsupportedSubdivision(wanted, country, false));
}

/**
 * The spec entry of `calendarOf`'s checked fields with its data value (its country, or market, is the
 * value's; a subdivision must be one of the value's), remembered as `inlineEntry` remembers.
 *
 * @param fields - Inline calendar fields that passed the field table, `country_code` the data's.
 * @param data - The holiday data value.
 * @returns The entry, or `INVALID_SUBDIVISION` / `VALIDATION_ERROR`.
 * @example
 * dataEntry({ country_code: 'DE', subdivision_code: 'de-by' }, DE).value.spec.subdivision_code //=> 'BY'
 */
export function dataEntry(fields: CalendarFields, data: HolidayData): Result<CalendarSpecEntry> {
  const key = inlineCalendarKey(fields);
  const known = inlineSpecMemo.get(key);
  if (known !== undefined) return known;
  const built = specOf(fields, dataRegionOf(fields, data));
  return built.ok ? inlineSpecMemo.set(key, ok(newEntry(built.value))) : built;
}

/**
 * The spec entry of checked inline fields, remembered by the fields' key (a pure memo).
 *
 * @param fields - Inline calendar fields that passed the field table.
 * @param regions - The region check (regionLists.ts).
 * @returns The entry, or `INVALID_COUNTRY` / `INVALID_SUBDIVISION`.
 * @example
 * inlineEntry({ country_code: 'DE', subdivision_code: 'BY' }, REGION_LISTS).ok //=> true
 */
export function inlineEntry(fields: CalendarFields, regions: RegionCheck): Result<CalendarSpecEntry> {
  const key = inlineCalendarKey(fields);
  const known = inlineSpecMemo.get(key);
  if (known !== undefined) return known;
  const built = buildSpec(fields, false, regions);
  return built.ok ? inlineSpecMemo.set(key, ok(newEntry(built.value))) : built;
}

/**
 * Builds the calendar of a spec entry with the holiday data of its country (remembered per entry and
 * data): a calendar without public holidays needs none; one with them fails when the data is not its
 * country's, or holds no subdivisions and the calendar names one.
 *
 * @param entry - The spec entry.
 * @param data - The country's holiday data, or `undefined` when none was given.
 * @param outside - The reader of years outside the tables, or `undefined`.
 * @returns The calendar, holding its holidays, or `VALIDATION_ERROR` naming `holidays`.
 * @example
 * attachHolidays(entry, DE, undefined).ok //=> true for a German spec
 */
export function attachHolidays(entry: CalendarSpecEntry, data: HolidayData | undefined, outside: OutsideYearsReader | undefined): Result<ResolvedCalendar> {
  const { spec } = entry;
  const market = spec.market_code;
  // A market calendar is built from its market's data, with or without its closures (the data says the market exists).
  if (market !== undefined && (data === undefined || data.country !== market)) return fail('VALIDATION_ERROR', 'holidays', messages.marketDataMissing(market));
  if (!spec.include_public_holidays) return (entry.plain ??= ok(createResolvedCalendar(spec, undefined)));
  const country = regionCode(spec);
  if (data === undefined || data.country !== country) return fail('VALIDATION_ERROR', 'holidays', messages.holidayDataMissing(country));
  if (spec.subdivision_code !== undefined && data.subdivisions === undefined) {
    return fail('VALIDATION_ERROR', 'holidays', messages.holidayDataMissing(`${country}-${spec.subdivision_code}`));
  }
  const calendars = outside === undefined ? entry.byData : entry.byDataOutside;
  let calendar = calendars.get(data);
  if (calendar === undefined) {
    calendar = ok(createResolvedCalendar(spec, regionHolidays(data, spec.subdivision_code, outside)));
    calendars.set(data, calendar);
  }
  return calendar;
}
