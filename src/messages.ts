import { REDACTED, SECRET_TAIL_PATTERN } from './redaction.ts';
import { INTERNAL_MESSAGE } from './result.ts';

/**
 * What a valid value of each kind of field looks like, completing "<field> must be ...". The field
 * table (`src/fields/`) takes its texts from here, so a field's failure reads the same from the
 * request layer, the typed functions, `resolveCalendar` and saved calendars. One export each (not
 * one object), so a bundle carries only the texts of the fields it checks.
 */
export const expectsDate = (): string => 'a real calendar date in YYYY-MM-DD form from 0001-01-01 to 9999-12-31';
export const expectsBoolean = (): string => 'a boolean (true or false)';
export const expectsIntegerBetween = (min: number, max: number): string => `an integer from ${min} to ${max}`;
export const expectsOneOf = (values: readonly string[]): string => `one of ${values.map((value) => `"${value}"`).join(', ')}`;
export const expectsNonNegativeInteger = (): string => 'a non-negative integer';
export const expectsClockTime = (): string => 'a 24-hour time HH:MM from 00:00 to 23:59';
export const expectsUuid = (): string => 'a UUID such as 123e4567-e89b-12d3-a456-426614174000';
export const expectsCountryCode = (): string => 'a two-letter ISO 3166-1 country code such as "US"';
export const expectsSubdivisionCode = (): string => 'a string such as "BY" or "DE-BY"';
export const expectsMarketCode = (): string => 'a market code: an ISO 10383 MIC such as "XNYS", or "TARGET"';
export const expectsWorkingDays = (): string => 'a non-empty array of unique integers from 1 (Monday) to 7 (Sunday)';
export const expectsHolidayTypes = (): string => 'an array of unique "public", "bank", "optional", "public" included';
export const expectsLanguage = (): string => 'a BCP 47 tag such as "de", "zh-CN", "pt-BR"';
export const expectsCalendarName = (max: number): string =>
  `a string of 1 to ${max} characters (not only spaces, no control characters such as a line break, well-formed Unicode)`;
export const expectsKeyName = (max: number): string =>
  `a string of 1 to ${max} characters once trimmed, any script, on one line (no control or bidi characters, lone surrogates or keys)`;
export const expectsHolidayLabel = (): string => 'a non-empty string of well-formed Unicode, with no control characters such as a line break';
export const expectsCustomHoliday = (): string => 'an object { date, label }';
export const expectsCustomHolidays = (max: number): string => `an array of at most ${max} { date, label } objects (label a non-empty string)`;
export const expectsDateList = (max: number): string => `an array of at most ${max} dates YYYY-MM-DD`;
export const expectsUnixSeconds = (): string => 'a finite number of seconds (above 1e11: milliseconds)';
export const expectsIsoDateTime = (): string => 'an ISO-8601 date YYYY-MM-DD or date-time YYYY-MM-DDTHH:MM[:SS[.fff]] with optional Z or ±HH:MM';
export const expectsResolvedCalendar = (): string => 'a calendar returned by resolveCalendar';

/**
 * Builders of every validation and calculation message of the core, the request layer and `execute`;
 * every message names the field it is about. One named export each, so a bundle carries only the
 * messages its functions can give: import them as a namespace, `import * as messages from './messages.ts'`.
 */
export const invalidJson = (): string => 'The request body is not valid JSON';
export const notAnObject = (): string => 'The request body must be a JSON object';
export const unknownField = (name: string, known: readonly string[]): string =>
  `Unknown field "${name}"; this operation accepts: ${known.join(', ')}`;
export const missingField = (name: string): string => `${name} is required`;
export const invalidField = (name: string, expected: string, value: unknown): string => `${name} must be ${expected}; received ${received(value)}`;
export const oneOfMissing = (first: string, second: string): string => `Exactly one of ${first} or ${second} is required; neither was given`;
export const oneOfBoth = (first: string, second: string): string => `Exactly one of ${first} or ${second} is required; ${second} was given as well`;
export const noToday = (name: string): string => `${name} is required here: this caller supplies no "today"`;
export const unknownOperation = (name: string): string => `Unknown operation "${name}"`;
export const internal = (): string => INTERNAL_MESSAGE;

// Calendars (docs/decisions.md#calendar-fields, docs/decisions.md#what-a-saved-calendar-holds)
export const calendarFieldsNotObject = (): string => 'the calendar fields must be an object';
export const calendarFieldsUnresolved = (): string => 'the calendar fields could not be resolved';
export const calendarOptionsNotObject = (given: unknown): string =>
  typeof given === 'function'
    ? 'options must be an object: pass a saved-calendar lookup as { lookup } (resolveCalendar(fields, lookup) became resolveCalendar(fields, { lookup, holidays }))'
    : 'options must be an object such as { holidays: DE }';
export const calendarLookupNotFunction = (): string => 'lookup must be a function from a business_calendar_id to a saved calendar';
export const loadOptionsNotObject = (): string => 'options must be an object such as { years: { from: 1850, to: 1860 } }';
export const yearRangeInvalid = (): string => 'years must be { from, to } with integer years, from <= to';
export const calendarNotLoaded = (): string => 'the calendar could not be loaded';
export const holidayDataNotValue = (): string => "holidays must be holiday data such as DE from 'daycalc/holidays/de' (or an array of them)";
export const marketWithCountry = (given: string): string => `market_code and ${given} are exclusive: give one`;
export const unknownMarket = (market: string, mic: string | undefined): string =>
  `market_code ${market} is not a market of daycalc's data${mic === undefined ? '' : `: ${market} is a name, the MIC is ${mic}`}`;
export const marketNotLoaded = (market: string): string => `the data of the market ${market} could not be loaded`;
export const layersMissing = (region: string): string => `the holiday data of ${region} given carries public holidays in English only: for holiday_types or language, build the calendar with await loadCalendar(fields)`;
export const marketDataMissing = (market: string): string => `no data of the market ${market} was given: build the calendar with await loadCalendar(fields)`;
export const marketYearsOutside = (market: string, first: number, last: number, year: number): string =>
  `the closures of ${market} are known for ${first}-${last} only, and ${year} is outside`;
export const holidayDataMissing = (region: string): string =>
  `the calendar includes the public holidays of ${region}, but no holiday data of ${region.slice(0, 2)} was given: pass { holidays: ${region.slice(0, 2)} } (import { ${region.slice(0, 2)} } from 'daycalc/holidays/${region.slice(0, 2).toLowerCase()}'), or build it with await loadCalendar(fields)`;
export const unsupportedCountry = (country: string, saved: boolean): string =>
  `${saved ? "the saved calendar's country_code" : 'country_code'} ${country} is not a country the holiday provider supports`;
export const unsupportedSubdivision = (subdivision: string, country: string, saved: boolean): string =>
  `${saved ? "the saved calendar's subdivision_code" : 'subdivision_code'} ${JSON.stringify(subdivision)} is not supported for country ${country}`;
export const savedCalendarNotFound = (id: string): string => `business_calendar_id ${id} does not match a saved Business Calendar of this account`;
export const savedCalendarsUnavailable = (): string => 'business_calendar_id needs the Business Calendars feature, which this account does not have';
export const savedCalendarLookupFailed = (): string => 'the saved-calendar lookup for business_calendar_id failed';
export const savedCalendarInvalid = (where: string, expected: string): string => `business_calendar_id refers to a saved calendar that is invalid: ${where} must be ${expected}`;
export const savedCalendarIdMismatch = (): string => 'business_calendar_id refers to a saved calendar whose id does not match';

// Calculations that leave the supported range or break a cross-field rule
export const dateMovedOutOfRange = (name: string): string => `${name} moves the date outside 0001-01-01..9999-12-31`;
export const noWorkingDayInRange = (name: string): string => `${name} moves the date outside 0001-01-01..9999-12-31 (no working day left in the calendar there)`;
export const detailedWalkTooLong = (days: number, limit: number): string => `detailed is available for walks of at most ${limit} calendar days; this walk covers ${days}`;
export const spanTooLarge = (span: number, limit: number): string => `end_date is ${span} days from start_date counted inclusively; the most is ${limit}`;
export const detailedSpanTooLarge = (span: number, limit: number): string =>
  `end_date is ${span} days from start_date counted inclusively; detailed is available up to ${limit} days`;
export const noRollTarget = (name: string): string => `${name} has no business day to roll to inside 0001-01-01..9999-12-31`;
export const noNextBusinessDay = (name: string): string => `${name} has no next business day on or before 9999-12-31`;
export const noPreviousBusinessDay = (name: string): string => `${name} has no previous business day on or after 0001-01-01`;
export const endBeforeStartDate = (end: string, start: string): string => `end_date ${received(end)} is before start_date ${received(start)}`;
export const birthAfterAsOf = (): string => 'birth_date must not be after as_of_date';
export const nextBirthdayOutOfRange = (): string => 'as_of_date puts the next birthday after 9999-12-31';
export const otherDateMissing = (name: string): string => `${name} is required when the other date is given`;
export const endBeforeStart = (): string => 'end_time must not be before start_time (use next_day or dates for overnight spans)';
export const breakTooLong = (): string => 'break_minutes must not exceed the duration';
export const badDateTime = (name: string, value: unknown): string =>
  `${name} must be YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.fff]] with an optional Z or ±HH:MM offset; received ${received(value)}`;
export const instantOutOfRange = (name: string, value: unknown): string => `${name} ${received(value)} lies outside 0001-01-01T00:00:00Z..9999-12-31T23:59:59.999Z`;
export const unknownTimeZone = (value: string): string => `timeZone ${received(value)} is not a time zone this JavaScript runtime knows`;
export const weekEndsOutOfRange = (name: string): string => `${name} lies in a week that ends after 9999-12-31`;

// Received values: what a message shows of the value it refuses (kept small: every date field's
// failure carries this code, so it is in every bundle that checks a date)

/** The most characters of a received string (or other text) a message shows, escapes counted; longer text ends with `…`. */
export const RECEIVED_MAX_CHARS = 40;

/** How much of a long string is looked at (redacted, escaped) before it is cut to `RECEIVED_MAX_CHARS`. */
const RECEIVED_SCAN_CHARS = 200;

/**
 * What a message escapes besides what `JSON.stringify` escapes (C0 controls, `"`, `\\`, lone
 * surrogates): DEL and C1 controls, bidirectional and invisible format characters (U+061C,
 * U+200B-U+200F, U+202A-U+202E, U+2060-U+2069, U+FEFF), and the line and paragraph separators.
 */
const ESCAPED_TOO = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/** A run of the characters a key (or its percent-encoding) is made of; a key of any service word. */
const KEY_RUN = /(?:\w|%[\da-f]{2})+/gi;
const PERCENT = /%([\da-f]{2})/gi;
const ANY_KEY = new RegExp(`[A-Za-z0-9]${SECRET_TAIL_PATTERN}`, 'i');

/**
 * Percent-decodes byte by byte, repeatedly (double encoding too, up to four times), never throwing;
 * a byte above 0x7f becomes a Latin-1 character, which no key contains. For finding keys, never for
 * showing text.
 *
 * @param text - Text that may hold `%XX` escapes.
 * @returns The decoded text.
 * @example
 * decodePercentLoosely('daycalc%255Ftest') //=> 'daycalc_test'
 */
export function decodePercentLoosely(text: string): string {
  for (let round = 0; round < 4; round++) text = text.replace(PERCENT, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return text;
}

/**
 * Text as a message shows it: each run of key characters that holds a key of any service word
 * (`<word>_live_…`, `<word>_test_…`, also percent-encoded) replaced by `[redacted]`, each character
 * escaped as `JSON.stringify` escapes it (`\\n`, `\\u001b`) and those of `ESCAPED_TOO` as `\\uXXXX`,
 * and cut to `RECEIVED_MAX_CHARS` characters with `…` (never inside an escape or a surrogate pair).
 */
function shown(text: string): string {
  const safe = text.slice(0, RECEIVED_SCAN_CHARS).replace(KEY_RUN, (run) => (ANY_KEY.test(decodePercentLoosely(run)) ? REDACTED : run));
  let out = '';
  // `for...of` walks code points: a surrogate pair stays whole, a lone surrogate comes alone.
  for (const character of safe) {
    const piece = ESCAPED_TOO.test(character) ? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}` : JSON.stringify(character).slice(1, -1);
    if (out.length + piece.length > RECEIVED_MAX_CHARS) return `${out}…`;
    out += piece;
  }
  return text.length > RECEIVED_SCAN_CHARS ? `${out}…` : out;
}

/**
 * What an object is: a `Date` or a `Temporal` object by its kind and value, an array by its length,
 * anything else as "an object". With `asDate`, a date object's phrase ends with how to turn it into
 * the `YYYY-MM-DD` string a date field takes. Never throws (revoked proxies, throwing getters).
 */
function describeObject(value: object, asDate: boolean): string {
  try {
    if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (tag === 'Date') {
      // getTime throws for an object that only calls itself a Date.
      const time = Date.prototype.getTime.call(value);
      return `${Number.isNaN(time) ? 'an invalid Date' : `a Date (${new Date(time).toISOString()})`}${asDate ? '; convert it with plainDateFromDate(date, timeZone)' : ''}`;
    }
    if (tag.startsWith('Temporal.')) {
      let text = '';
      try {
        text = ` (${shown(String(value))})`;
      } catch {
        // A throwing toString: the kind alone.
      }
      const hint = !asDate ? '' : tag === 'Temporal.PlainDate' ? '; pass date.toString()' : tag.endsWith('DateTime') ? '; pass date.toPlainDate().toString()' : '';
      return `a ${shown(tag)}${text}${hint}`;
    }
  } catch {
    // A revoked proxy, a throwing Symbol.toStringTag getter: nothing more is known.
  }
  return 'an object';
}

/**
 * Describes a value a message refuses, for "received …": a string quoted (keys redacted, controls
 * escaped, cut to about 40 characters), a number, boolean, `null` or `undefined` as written, an
 * array by its length, a `Date` or `Temporal` object by its kind and value, anything else by its
 * kind. Never throws, and only runs when a message is built (on failure).
 *
 * @param value - Any value.
 * @param asDate - The value was given for a date field: a `Date` or `Temporal` object's phrase then
 *   says how to convert it (`plainDateFromDate`, `toString()`).
 * @returns A short phrase, at most about 60 characters (more with `asDate`).
 * @example
 * received('2024-2-1') //=> '"2024-2-1"'
 * received([1, 2, 3]) //=> 'an array of 3 items'
 * received('daycalc_live_0123456789abcdef') //=> '"[redacted]"'
 * received(new Date(0), true) //=> 'a Date (1970-01-01T00:00:00.000Z); convert it with plainDateFromDate(date, timeZone)'
 */
export function received(value: unknown, asDate: boolean = false): string {
  if (typeof value === 'string') return `"${shown(value)}"`;
  if (typeof value === 'bigint') return `${shown(String(value))}n`;
  if (typeof value === 'symbol' || typeof value === 'function') return `a ${typeof value}`;
  if (typeof value === 'object' && value !== null) return describeObject(value, asDate);
  return Object.is(value, -0) ? '-0' : String(value);
}
