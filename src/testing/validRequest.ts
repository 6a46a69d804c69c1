import fc from 'fast-check';
import type { OperationName } from '../catalog.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../date/plainDate.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../date/limits.ts';
import {
  ADD_BUSINESS_DAYS_MAX_AMOUNT,
  ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS,
  ADD_DAYS_MAX_AMOUNT,
  BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS,
  BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS,
} from '../operations/limits.ts';
import { arbCalendarFields, type CalendarFieldOptions } from './arbCalendarFields.ts';
import { arbClockTime } from './arbClockTime.ts';
import { arbPlainDate } from './arbPlainDate.ts';

/** A JSON request body. */
export type RequestBody = Record<string, unknown>;

/** Options of the request arbitraries. */
export interface RequestArbitraryOptions extends CalendarFieldOptions {
  /**
   * What a well-formed `business_calendar_id` gets from the implementation under test, so that
   * `invalidRequest` can label it: `'none'` (the account lacks the Business Calendars feature: 403
   * `FEATURE_NOT_AVAILABLE`, what `execute` answers without a `calendars` lookup) or `'empty'` (the
   * feature is on but no generated id resolves: 404 `BUSINESS_CALENDAR_NOT_FOUND`). Absent: no
   * well-formed ids are generated. Valid requests never carry a calendar id.
   */
  readonly savedCalendars?: 'none' | 'empty';
}

const day = (text: string): number => epochDaysOfPlainDate(text);
const date = (epoch: number): PlainDate => epochDaysToPlainDate(epoch)!;
/** Business-day dates stay well inside the holiday provider's years. */
const BUSINESS_MIN = day('1900-01-01');
const BUSINESS_MAX = day('2100-12-31');

/** Drops the keys whose value is `undefined` (absent fields). */
function compact(record: Record<string, unknown>): RequestBody {
  const body: RequestBody = {};
  for (const [name, value] of Object.entries(record)) if (value !== undefined) body[name] = value;
  return body;
}

const optionalBoolean = fc.option(fc.boolean(), { nil: undefined });

/** An integer in [-limit, limit], biased to small values, zero and the limits themselves. */
function arbAmount(limit: number): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: -40, max: 40 }), weight: 4 },
    { arbitrary: fc.integer({ min: -limit, max: limit }), weight: 2 },
    { arbitrary: fc.constantFrom(-limit, limit, 0, -1, 1), weight: 1 },
  );
}

/** Business-day counts over random spans (up to ruling 4's limit), with `detailed` only on short ones. */
function businessDaysBetween(options: RequestArbitraryOptions): fc.Arbitrary<RequestBody> {
  return fc
    .record({
      start: fc.integer({ min: BUSINESS_MIN, max: BUSINESS_MAX }),
      span: fc.oneof(
        { arbitrary: fc.integer({ min: -60, max: 60 }), weight: 3 },
        { arbitrary: fc.integer({ min: -(BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS - 1), max: BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS - 1 }), weight: 2 },
      ),
      include_start_date: optionalBoolean,
      include_end_date: optionalBoolean,
      detailed: optionalBoolean,
      calendar: arbCalendarFields(options),
    })
    .map(({ start, span, detailed, calendar, ...flags }) => {
      const within = Math.abs(span) + 1 <= BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS;
      return compact({ start_date: date(start), end_date: date(start + span), ...flags, detailed: within ? detailed : undefined, ...calendar });
    });
}

/** Business-day moves of any amount within ruling 4, with `detailed` only on walks far inside 400 days. */
function addBusinessDays(options: RequestArbitraryOptions): fc.Arbitrary<RequestBody> {
  return fc
    .record({
      start: fc.integer({ min: day('1950-01-01'), max: day('2050-12-31') }),
      days: arbAmount(ADD_BUSINESS_DAYS_MAX_AMOUNT),
      include_start_date: optionalBoolean,
      detailed: optionalBoolean,
      calendar: arbCalendarFields(options),
    })
    .map(({ start, days, detailed, calendar, include_start_date }) => {
      // |days| working days span at most 7 * |days| calendar days plus holidays.
      const small = Math.abs(days) * 7 + 60 <= ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS;
      return compact({ start_date: date(start), days, include_start_date, detailed: small ? detailed : undefined, ...calendar });
    });
}

const generators: Record<OperationName, (options: RequestArbitraryOptions) => fc.Arbitrary<RequestBody>> = {
  'date-difference': () =>
    fc.oneof(
      fc.record({ start_date: arbPlainDate(), end_date: arbPlainDate() }).map((body) => compact(body)),
      // include_end_date moves the end one day further: keep it one day inside the range.
      fc
        .record({ start_date: arbPlainDate(MIN_EPOCH_DAYS + 1, MAX_EPOCH_DAYS - 1), end_date: arbPlainDate(MIN_EPOCH_DAYS + 1, MAX_EPOCH_DAYS - 1), include_end_date: fc.boolean() })
        .map((body) => compact(body)),
    ),
  'add-days': () =>
    fc
      .record({ start: arbPlainDate(day('0002-01-01'), day('9998-12-31')), unit: fc.option(fc.constantFrom('days', 'weeks', 'months', 'years'), { nil: undefined }), skip_weekends: optionalBoolean })
      .chain(({ start, unit, skip_weekends }) => {
        const year = Number(start.slice(0, 4));
        // The most each unit may move the date and stay inside 0001..9999 (with a week to spare).
        const room = { days: [day(start) - MIN_EPOCH_DAYS - 7, MAX_EPOCH_DAYS - day(start) - 7], weeks: [Math.floor((day(start) - MIN_EPOCH_DAYS) / 7) - 1, Math.floor((MAX_EPOCH_DAYS - day(start)) / 7) - 1], months: [(year - 1) * 12 - 1, (9999 - year) * 12 - 1], years: [year - 2, 9999 - year - 1] }[unit ?? 'days'] as [number, number];
        // Skipping weekends, n weekdays span up to 7n/5 calendar days.
        const scale = skip_weekends === true && (unit ?? 'days') === 'days' ? 5 / 7 : 1;
        const low = -Math.min(ADD_DAYS_MAX_AMOUNT, Math.floor(room[0] * scale) - 2);
        const high = Math.min(ADD_DAYS_MAX_AMOUNT, Math.floor(room[1] * scale) - 2);
        return fc.oneof(arbAmount(ADD_DAYS_MAX_AMOUNT).filter((amount) => amount >= low && amount <= high), fc.integer({ min: low, max: high })).map((days) => compact({ start_date: start, days, unit, skip_weekends }));
      }),
  'business-days-between': (options) =>
    fc.oneof(
      { arbitrary: businessDaysBetween(options), weight: 9 },
      // Ruling 4 at its boundaries: 36,525 days counted inclusively, and 400 with `detailed`.
      {
        arbitrary: fc
          .record({ start: fc.integer({ min: BUSINESS_MIN, max: BUSINESS_MAX - BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS }), detailed: fc.boolean(), backwards: fc.boolean(), calendar: arbCalendarFields(options) })
          .map(({ start, detailed, backwards, calendar }) => {
            const span = (detailed ? BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS : BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS) - 1;
            const [from, to] = backwards ? [start + span, start] : [start, start + span];
            return compact({ start_date: date(from), end_date: date(to), detailed: detailed ? true : undefined, ...calendar });
          }),
        weight: 1,
      },
    ),
  'add-business-days': (options) =>
    fc.oneof(
      { arbitrary: addBusinessDays(options), weight: 9 },
      // Ruling 4 at its boundary: a detailed walk of exactly 400 calendar days (every day a working day).
      {
        arbitrary: fc
          .record({ start: fc.integer({ min: day('1950-01-01'), max: day('2050-12-31') }), days: fc.constantFrom(ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS, -ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS), include_start_date: optionalBoolean })
          .map(({ start, days, include_start_date }) => compact({ start_date: date(start), days, include_start_date, detailed: true, working_days: [1, 2, 3, 4, 5, 6, 7], include_public_holidays: false })),
        weight: 1,
      },
    ),
  'is-business-day': (options) =>
    fc.record({ date: fc.integer({ min: BUSINESS_MIN, max: BUSINESS_MAX }).map(date), calendar: arbCalendarFields(options) }).map(({ date: value, calendar }) => compact({ date: value, ...calendar })),
  age: () =>
    fc.oneof(
      // The next birthday must exist: as_of_date stays a year inside the range.
      fc.tuple(arbPlainDate(MIN_EPOCH_DAYS, day('9998-12-31')), arbPlainDate(MIN_EPOCH_DAYS, day('9998-12-31'))).map(([a, b]) => (a <= b ? { birth_date: a, as_of_date: b } : { birth_date: b, as_of_date: a })),
      // Without as_of_date the caller's today applies: births up to 2000 are before any today.
      arbPlainDate(MIN_EPOCH_DAYS, day('2000-12-31')).map((birth) => ({ birth_date: birth })),
    ),
  'time-duration': () =>
    fc
      .record({
        start_time: arbClockTime(),
        end_time: arbClockTime(),
        dates: fc.option(fc.tuple(arbPlainDate(MIN_EPOCH_DAYS, MAX_EPOCH_DAYS - 40), fc.integer({ min: 0, max: 30 })), { nil: undefined }),
        next_day: optionalBoolean,
        breakShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      })
      .map(({ start_time, end_time, dates, next_day, breakShare }) => {
        const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
        const daysApart = (dates?.[1] ?? 0) + (next_day ? 1 : 0);
        let gross = minutes(end_time) - minutes(start_time) + daysApart * 1440;
        const nextDay = gross < 0 ? true : next_day;
        if (gross < 0) gross += 1440;
        const body = compact({
          start_time,
          end_time,
          start_date: dates === undefined ? undefined : dates[0],
          end_date: dates === undefined ? undefined : date(day(dates[0]) + dates[1]),
          next_day: nextDay,
          break_minutes: breakShare === undefined ? undefined : Math.floor(gross * breakShare),
        });
        return body;
      }),
  // 9999-12-31 is a Friday: its ISO week would end in year 10000.
  'week-number': () => arbPlainDate(MIN_EPOCH_DAYS, day('9999-12-26')).map((value) => ({ date: value })),
  'day-of-week': () => arbPlainDate().map((value) => ({ date: value })),
  'unix-timestamp': () =>
    fc.oneof(
      // Seconds (|t| <= 1e11) from 0001-01-01T00:00:00Z on; milliseconds beyond.
      fc.integer({ min: -62_135_596_800, max: 100_000_000_000 }).map((timestamp) => ({ timestamp })),
      fc.double({ min: -62_135_596_800, max: 1e11, noNaN: true }).map((timestamp) => ({ timestamp })),
      fc.oneof(fc.integer({ min: 100_000_000_001, max: 253_402_300_799_999 }), fc.integer({ min: -62_135_596_800_000, max: -100_000_000_001 })).map((timestamp) => ({ timestamp })),
      // The ends of the range: 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z, in seconds and milliseconds.
      fc.constantFrom(-62_135_596_800, -62_135_596_800_000, 253_402_300_799_999, 100_000_000_000).map((timestamp) => ({ timestamp })),
      fc
        .record({
          date: arbPlainDate(day('0002-01-01'), day('9998-12-31')),
          time: fc.option(fc.tuple(arbClockTime(), fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined })), { nil: undefined }),
          zone: fc.constantFrom('', 'Z', '+00:00', '+05:30', '-08:00', '+23:59', '-23:59'),
        })
        .map(({ date: value, time, zone }) => {
          if (time === undefined) return { date_time: value };
          const [clock, seconds, millis] = time;
          const secondsText = seconds === undefined ? '' : `:${String(seconds).padStart(2, '0')}${millis === undefined ? '' : `.${String(millis).padStart(3, '0')}`}`;
          return { date_time: `${value}T${clock}${secondsText}${zone}` };
        }),
    ),
};

/**
 * Valid request bodies for an operation: every field and default is exercised, dates cover
 * 0001..9999 biased to leap days, month ends, year bounds and ISO week-year edges, business-day
 * calendars are countries and subdivisions the holiday provider knows with custom working weeks, and
 * amounts reach the limits of ruling 4. `execute` answers every one with 200.
 *
 * @param operation - The operation.
 * @param options - `countries` to draw calendars from (default: all the provider knows).
 * @returns An arbitrary of request bodies.
 * @example
 * fc.assert(fc.asyncProperty(validRequest('add-days'), async (body) => (await execute('add-days', body)).ok))
 */
export function validRequest(operation: OperationName, options: RequestArbitraryOptions = {}): fc.Arbitrary<RequestBody> {
  return generators[operation](options);
}
