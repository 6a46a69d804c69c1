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
export const invalidField = (name: string, expected: string): string => `${name} must be ${expected}`;
export const invalidDate = (name: string): string => `${name} must be ${expects.date()}`;
export const oneOfMissing = (first: string, second: string): string => `Exactly one of ${first} or ${second} is required; neither was given`;
export const oneOfBoth = (first: string, second: string): string => `Exactly one of ${first} or ${second} is required; ${second} was given as well`;
export const noToday = (name: string): string => `${name} is required here: this caller supplies no "today"`;
export const unknownOperation = (name: string): string => `Unknown operation "${name}"`;
export const internal = (): string => 'The calculation failed unexpectedly';

// Calendars (ruling 3, ruling 16)
export const calendarFieldsNotObject = (): string => 'the calendar fields must be an object';
export const calendarFieldsUnresolved = (): string => 'the calendar fields could not be resolved';
export const calendarOptionsNotObject = (): string => 'options must be an object such as { holidays: DE }';
export const calendarLookupNotFunction = (): string => 'lookup must be a function from a business_calendar_id to a saved calendar';
export const holidayDataNotValue = (): string => "holidays must be holiday data such as DE from 'daycalc/holidays/de' (or an array of them)";
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
export const birthAfterAsOf = (): string => 'birth_date must not be after as_of_date';
export const nextBirthdayOutOfRange = (): string => 'as_of_date puts the next birthday after 9999-12-31';
export const otherDateMissing = (name: string): string => `${name} is required when the other date is given`;
export const endBeforeStart = (): string => 'end_time must not be before start_time (use next_day or dates for overnight spans)';
export const breakTooLong = (): string => 'break_minutes must not exceed the duration';
export const badDateTime = (name: string): string => `${name} must be YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.fff]] with an optional Z or ±HH:MM offset`;
export const instantOutOfRange = (name: string): string => `${name} lies outside 0001-01-01T00:00:00Z..9999-12-31T23:59:59.999Z`;
export const weekEndsOutOfRange = (name: string): string => `${name} lies in a week that ends after 9999-12-31`;

