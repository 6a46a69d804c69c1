import { unixTimestampArgumentsFault } from './arguments.generated.ts';
import { epochDaysToIsoWeekday, isoWeekdayToName, type WeekdayName } from '../../date/dayOfWeek.ts';
import { epochDaysToIsoDate, isoDateToEpochDays } from '../../date/epochDays.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../date/limits.ts';
import { checkedPlainDateToIsoDate, formatIsoDate, isPlainDate, type PlainDate } from '../../date/plainDate.ts';
import * as messages from '../../messages.ts';
import { fail, ok, type Result } from '../../result.ts';
import { NO_DATE_FIELDS, checkedArguments, isArgumentFailure } from '../_arguments.ts';


/** Input of `unixTimestamp`: exactly one of the two fields. */
export type UnixTimestampInput =
  | { readonly timestamp: number; readonly date_time?: undefined }
  | { readonly date_time: string; readonly timestamp?: undefined };

/** Output of `unixTimestamp`: the spec's `data` object. */
export interface UnixTimestampOutput {
  unix_seconds: number;
  iso_utc: string;
  date: PlainDate;
  weekday: WeekdayName;
}

/** A `timestamp` whose absolute value is above this is read as milliseconds (docs/decisions.md#date-arithmetic). */
export const UNIX_TIMESTAMP_MILLISECONDS_THRESHOLD = 1e11;

const millisecondsPerDay = 86_400_000;
const minEpochMilliseconds = MIN_EPOCH_DAYS * millisecondsPerDay;
const maxEpochMilliseconds = (MAX_EPOCH_DAYS + 1) * millisecondsPerDay - 1;

// YYYY-MM-DD, optionally THH:MM[:SS[.f{1,3}]] and Z or +HH:MM/-HH:MM.
const dateTimePattern =
  /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,3}))?)?(Z|([+-])([01]\d|2[0-3]):([0-5]\d))?)?$/;

/** Rounds half away from zero, so that a timestamp and its negation round symmetrically. */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Parses an ISO 8601 date or date-time to epoch milliseconds, or `undefined` when malformed. */
function dateTimeToEpochMilliseconds(text: string): number | undefined {
  const match = dateTimePattern.exec(text);
  if (match === null) return undefined;
  const [, date, hours, minutes, seconds, fraction, zone, offsetSign, offsetHours, offsetMinutes] = match;
  if (!isPlainDate(date)) return undefined;
  const { year, month, day } = checkedPlainDateToIsoDate(date);
  const timeMilliseconds =
    (Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0)) * 1000 +
    Number((fraction ?? '').padEnd(3, '0'));
  const offsetMilliseconds =
    zone === undefined || zone === 'Z'
      ? 0
      : (offsetSign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  return isoDateToEpochDays(year, month, day) * millisecondsPerDay + timeMilliseconds - offsetMilliseconds;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * The kernel of `unixTimestamp`, unchecked: `input` passed the field table's checks and holds exactly
 * one of `timestamp` and `date_time` (by the typed function or the request layer). It checks only
 * what the conversion finds (a date-time it cannot read, an instant outside 0001-9999).
 *
 * @param input - The checked input.
 * @returns The conversion, or `VALIDATION_ERROR` naming the field.
 * @example
 * unixTimestampKernel({ timestamp: 0 }).ok //=> true
 */
export function unixTimestampKernel(input: UnixTimestampInput): Result<UnixTimestampOutput> {
  const timestamp: unknown = input.timestamp;
  const dateTime: unknown = input.date_time;
  let epochMilliseconds: number | undefined;
  let field: 'timestamp' | 'date_time';
  if (typeof timestamp === 'number') {
    field = 'timestamp';
    epochMilliseconds = roundHalfAwayFromZero(Math.abs(timestamp) > UNIX_TIMESTAMP_MILLISECONDS_THRESHOLD ? timestamp : timestamp * 1000);
  } else {
    field = 'date_time';
    epochMilliseconds = dateTimeToEpochMilliseconds(dateTime as string);
    if (epochMilliseconds === undefined) {
      return fail('VALIDATION_ERROR', field, messages.badDateTime(field, dateTime));
    }
  }
  if (!(epochMilliseconds >= minEpochMilliseconds && epochMilliseconds <= maxEpochMilliseconds)) {
    return fail('VALIDATION_ERROR', field, messages.instantOutOfRange(field, field === 'timestamp' ? timestamp : dateTime));
  }
  // Milliseconds are beyond the small integers the day arithmetic sees: not through `floorDiv`, whose
  // integer fast path V8 would then compile for floating point in every caller (the quotient of a whole
  // number of milliseconds in range is exact here, as in floorDiv's general path).
  const epochDays = Math.floor(epochMilliseconds / millisecondsPerDay);
  const dayMilliseconds = epochMilliseconds - epochDays * millisecondsPerDay;
  const { year, month, day } = epochDaysToIsoDate(epochDays);
  const date = formatIsoDate(year, month, day) as PlainDate;
  const time = `${pad(Math.floor(dayMilliseconds / 3_600_000), 2)}:${pad(Math.floor(dayMilliseconds / 60_000) % 60, 2)}:${pad(Math.floor(dayMilliseconds / 1000) % 60, 2)}.${pad(dayMilliseconds % 1000, 3)}`;
  return ok({
    unix_seconds: epochMilliseconds / 1000 + 0,
    iso_utc: `${date}T${time}Z`,
    date,
    weekday: isoWeekdayToName(epochDaysToIsoWeekday(epochDays)),
  });
}

/**
 * Converts between Unix time and ISO 8601 UTC.
 *
 * A `timestamp` is seconds, or milliseconds when its absolute value is above 1e11; it is rounded
 * to the nearest millisecond (multiplied first, then rounded, half away from zero). A `date_time`
 * is `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS[.fff]]` with an optional `Z` or `+HH:MM`/`-HH:MM`
 * offset (none means UTC).
 *
 * Checks its argument at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or neither field given, is
 * `INVALID_REQUEST`; a `timestamp` that is not a finite number, a `date_time` that is not a
 * string, or both fields given, is a `VALIDATION_ERROR` (this operation has no `INVALID_DATE`).
 *
 * @param input - Exactly one of `timestamp` or `date_time`.
 * @returns The instant in both forms, or a `VALIDATION_ERROR` naming the field when it is
 *   malformed or the instant lies outside 0001-01-01..9999-12-31 UTC, or a failure for input that
 *   is not valid.
 * @example
 * const converted = unixTimestamp({ timestamp: 1.005 });
 * if (converted.ok) converted.value //=> { unix_seconds: 1.005, iso_utc: '1970-01-01T00:00:01.005Z', ... }
 */
export function unixTimestamp(input: UnixTimestampInput): Result<UnixTimestampOutput> {
  const checked = checkedArguments<UnixTimestampInput>(input, unixTimestampArgumentsFault, NO_DATE_FIELDS);
  return isArgumentFailure(checked) ? checked : unixTimestampKernel(checked);
}
