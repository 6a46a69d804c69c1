import { KEY_ENVIRONMENT_PATTERN, REDACTED } from './protocol.ts';

/**
 * What a valid value of each kind of field looks like, completing "<field> must be ...". The field
 * table (`src/fields/`) takes its `expects` texts from here, so a field's failure reads the same from
 * the request layer, the typed functions, `resolveCalendar` and saved calendars.
 */
export const expects = {
  date: (): string => 'a real calendar date in YYYY-MM-DD form from 0001-01-01 to 9999-12-31',
  boolean: (): string => 'a boolean (true or false)',
  integerBetween: (min: number, max: number): string => `an integer from ${min} to ${max}`,
  oneOf: (values: readonly string[]): string => `one of ${values.map((value) => `"${value}"`).join(', ')}`,
  nonNegativeInteger: (): string => 'a non-negative integer',
  clockTime: (): string => 'a 24-hour time HH:MM from 00:00 to 23:59',
  uuid: (): string => 'a UUID such as 123e4567-e89b-12d3-a456-426614174000',
  countryCode: (): string => 'a two-letter ISO 3166-1 country code such as "US"',
  subdivisionCode: (): string => 'a string such as "BY" or "DE-BY"',
  workingDays: (): string => 'a non-empty array of unique integers from 1 (Monday) to 7 (Sunday)',
  unixSeconds: (): string => 'a finite number of seconds (above 1e11: milliseconds)',
  isoDateTime: (): string => 'an ISO-8601 date YYYY-MM-DD or date-time YYYY-MM-DDTHH:MM[:SS[.fff]] with optional Z or ±HH:MM',
  resolvedCalendar: (): string => 'a calendar returned by resolveCalendar',
} as const;

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
export const internal = (): string => 'The calculation failed unexpectedly';

// Calendars (ruling 3, ruling 16)
export const calendarFieldsNotObject = (): string => 'the calendar fields must be an object';
export const calendarFieldsUnresolved = (): string => 'the calendar fields could not be resolved';
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


// Dates that are not dates (`INVALID_DATE`): `src/date/invalidDateMessage.ts` picks one by the value
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const notACalendarDate = (name: string, value: string, reason: string): string => `${name} ${received(value)} is not a calendar date (${reason})`;
export const monthHasDays = (year: string, month: number, days: number): string => `${MONTH_NAMES[month - 1]} ${year} has ${days} days`;
export const noSuchMonth = (): string => 'months run from 01 to 12';
export const noDayZero = (): string => 'days start at 01';
export const noYearZero = (): string => 'years run from 0001 to 9999';
export const notDateForm = (name: string, value: string, padded: string | undefined): string =>
  `${name} ${received(value)} is not in YYYY-MM-DD form${padded === undefined ? '' : ` (did you mean "${padded}"?)`}`;
export const dateTimeNotDate = (name: string, value: string): string => `${name} ${received(value)} is a date and time; expected the date alone in YYYY-MM-DD form`;
export const dateNotString = (name: string, value: unknown): string => `${name} must be a date string in YYYY-MM-DD form; received ${received(value)}${conversionHint(value)}`;

// Received values: what a message shows of the value it refuses

/** The most characters of a received string (or other text) a message shows, escapes counted; longer text ends with `…`. */
export const RECEIVED_MAX_CHARS = 40;

/** How much of a long string is looked at (redacted, escaped) before it is cut to `RECEIVED_MAX_CHARS`. */
const RECEIVED_SCAN_CHARS = 200;

/**
 * What a message escapes: C0 and C1 controls, DEL, `"` and `\\`, bidirectional and invisible
 * format characters (U+061C, U+200B-U+200F, U+202A-U+202E, U+2060-U+2069, U+FEFF), the line and
 * paragraph separators, and lone surrogates (text that is not well-formed Unicode).
 */
const ESCAPED = /[\u0000-\u001f"\\\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeOne = (character: string): string => SHORT_ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A run of the characters a key (or its percent-encoding) is made of; a key of any service word. */
const KEY_RUN = /(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+/g;
const PERCENT = /%[0-9A-Fa-f]{2}/g;
const ANY_KEY = new RegExp(`[A-Za-z0-9]${KEY_ENVIRONMENT_PATTERN}`, 'i');

/**
 * Percent-decodes byte by byte, repeatedly (double encoding too), never throwing; a byte above 0x7f
 * becomes a Latin-1 character, which no key contains. For finding keys, never for showing text.
 *
 * @param text - Text that may hold `%XX` escapes.
 * @returns The decoded text.
 * @example
 * decodePercentLoosely('daycalc%255Ftest') //=> 'daycalc_test'
 */
export function decodePercentLoosely(text: string): string {
  let current = text;
  for (let round = 0; round < 4 && current.includes('%'); round++) {
    const next = current.replace(PERCENT, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Text as a message shows it: each run of key characters that holds a key of any service word
 * (`<word>_live_…`, `<word>_test_…`, also percent-encoded) replaced by `[redacted]`, the characters of
 * `ESCAPED` escaped as JSON escapes them (`\\n`, `\\u001b`), and cut to `RECEIVED_MAX_CHARS`
 * characters with `…` (never inside an escape or a surrogate pair).
 */
function shown(text: string): string {
  const scanned = text.length > RECEIVED_SCAN_CHARS ? text.slice(0, RECEIVED_SCAN_CHARS) : text;
  const safe = scanned.replace(KEY_RUN, (run) => (ANY_KEY.test(run.includes('%') ? decodePercentLoosely(run) : run) ? REDACTED : run));
  let out = '';
  for (let index = 0; index < safe.length; ) {
    const code = safe.charCodeAt(index);
    const pair = code >= 0xd800 && code <= 0xdbff && (safe.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    const piece = pair ? safe.slice(index, index + 2) : safe[index]!.replace(ESCAPED, escapeOne);
    if (out.length + piece.length > RECEIVED_MAX_CHARS) return `${out}…`;
    out += piece;
    index += pair ? 2 : 1;
  }
  return scanned === text ? out : `${out}…`;
}

/** The `[object Tag]` tag of an object, or `''` when reading it throws (a revoked proxy, a throwing getter). */
function tagOf(value: object): string {
  try {
    return Object.prototype.toString.call(value).slice(8, -1);
  } catch {
    return '';
  }
}

/** The time value of a real `Date` (any realm), `NaN` for an invalid one, `undefined` for anything else. */
function dateTimeOf(value: object): number | undefined {
  try {
    return Date.prototype.getTime.call(value);
  } catch {
    return undefined;
  }
}

/** What an object is: a `Date`, a `Temporal` object, an array, a function, or an object. */
function describeObject(value: object): string {
  const time = dateTimeOf(value);
  if (time !== undefined) return Number.isNaN(time) ? 'an invalid Date' : `a Date (${new Date(time).toISOString()})`;
  if (typeof value === 'function') return 'a function';
  try {
    if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : `an array of ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  } catch {
    return 'an object';
  }
  const tag = tagOf(value);
  if (!tag.startsWith('Temporal.')) return 'an object';
  let text: string;
  try {
    text = String(value);
  } catch {
    return `a ${shown(tag)}`;
  }
  return `a ${shown(tag)} (${shown(text)})`;
}

/**
 * Describes a value a message refuses, for "received …": a string quoted (keys redacted, controls
 * escaped, cut to about 40 characters), a number, boolean, `null` or `undefined` as written, an
 * array by its length, a `Date` or `Temporal` object by its kind and value, anything else by its
 * kind. Never throws, and only runs when a message is built (on failure).
 *
 * @param value - Any value.
 * @returns A short phrase, at most about 60 characters.
 * @example
 * received('2024-2-1') //=> '"2024-2-1"'
 * received([1, 2, 3]) //=> 'an array of 3 items'
 * received('daycalc_live_0123456789abcdef') //=> '"[redacted]"'
 */
export function received(value: unknown): string {
  if (typeof value === 'string') return `"${shown(value)}"`;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${shown(String(value))}n`;
  if (typeof value === 'symbol') return 'a symbol';
  if (typeof value === 'object' && value !== null) return describeObject(value);
  if (typeof value === 'function') return 'a function';
  return String(value);
}

/**
 * How to turn a date object into the `YYYY-MM-DD` string a date field takes (a `Date` with
 * `plainDateFromDate`, a `Temporal.PlainDate` with its `toString()`), or `''` for any other value.
 */
function conversionHint(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  if (dateTimeOf(value) !== undefined) return '; convert it with plainDateFromDate(date, timeZone)';
  const tag = tagOf(value);
  if (tag === 'Temporal.PlainDate') return '; pass date.toString()';
  if (tag === 'Temporal.PlainDateTime' || tag === 'Temporal.ZonedDateTime') return '; pass date.toPlainDate().toString()';
  return '';
}
