import { holidaysArgumentsFault } from './arguments.generated.ts';
import { START_AND_END_FIELDS, checkedArguments, failedCheck, type Checked, type Arguments } from '../_arguments.ts';
import { isInsideTables, providerOutsideTables } from '../../calendars/holidayProvider.ts';
import { listHolidays, type HolidayKind } from '../../calendars/listHolidays.ts';
import type { ResolvedCalendar } from '../../calendars/resolvedCalendar.ts';
import type { IsoWeekday } from '../../date/dayOfWeek.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate, plainDateToEpochDays, type PlainDate } from '../../date/plainDate.ts';
import { epochDaysToIsoWeekday } from '../../date/dayOfWeek.ts';
import { earlyClosesIn } from '../../calendars/earlyCloses.ts';
import { HOLIDAYS_MAX_SPAN_DAYS } from '../../fields/limits.ts';
import * as messages from '../../messages.ts';
import { fail, ok, type Fail, type Result } from '../../result.ts';
import { checkedCalendar } from '../_inputChecks.ts';


/** Input of `holidays`: a `year`, or a `start_date`..`end_date` period (at most 366 days). */
export interface HolidaysInput {
  readonly year?: number;
  readonly start_date?: PlainDate;
  readonly end_date?: PlainDate;
}

/** One listed day of the period: a holiday, an excluded date or a decreed working day (on any weekday). */
export interface HolidaysDay {
  date: PlainDate;
  /** ISO weekday, 1 (Monday) to 7 (Sunday). */
  weekday: IsoWeekday;
  /**
   * The first of the classification order's kinds that applies: `excluded_date`, `custom_holiday`, `public_holiday`, or
   * `decreed_working_day` (docs/decisions.md#decreed-working-days: a day the government made a working day; the only kind that is a
   * working day).
   */
  kind: HolidayKind | 'early_close';
  /** The holiday's name (the decree's for a decreed working day); absent for an excluded date. */
  label?: string;
  /** For a day of another holiday type than public the calendar takes off (docs/decisions.md#holiday-types): `bank` or `optional` (its kind stays `public_holiday`). */
  holiday_type?: string;
  /** Present (true) for a public holiday the data marks as a substitute or observed day. */
  substitute?: true;
  /** For kind `early_close` (a market calendar's day it trades but closes early): the closing time, `HH:MM` in the market's local time, when the data states it. */
  closes_at?: string;
}

/** Output of `holidays`. */
export interface HolidaysOutput {
  /** The calendar's country (absent for a market calendar). */
  country_code?: string;
  /** The calendar's market (docs/decisions.md#markets). */
  market_code?: string;
  subdivision_code?: string;
  business_calendar_id?: string;
  /** The year asked for (absent when a period was). */
  year?: number;
  /** The first day of the period (1 January with `year`). */
  start_date: PlainDate;
  /** The last day of the period (31 December with `year`). */
  end_date: PlainDate;
  include_public_holidays: boolean;
  provider: string;
  provider_version: string;
  /** The number of listed days. */
  count: number;
  /** The days, in date order. */
  holidays: HolidaysDay[];
  /** The language of the labels, when the calendar asked for one (docs/decisions.md#languages). */
  language?: string;
  /** The holiday types the calendar takes off, when it asked for more than public (docs/decisions.md#holiday-types). */
  holiday_types?: readonly string[];
}

/**
 * The kernel of `holidays`, unchecked: `input` passed the field table's checks and the period rules
 * (by the typed function or the request layer). It checks the span limit and lists.
 *
 * @param input - The checked input: `year`, or `start_date` with `end_date`.
 * @param calendar - A resolved calendar.
 * @returns The listing, or `RANGE_TOO_LARGE` for a period over the limit.
 * @example
 * holidaysKernel({ year: 2026 }, calendar).ok //=> true
 */
export function holidaysKernel(input: HolidaysInput, calendar: ResolvedCalendar): Result<HolidaysOutput> {
  const start = input.year === undefined ? input.start_date! : yearStart(input.year);
  const end = input.year === undefined ? input.end_date! : yearEnd(input.year);
  const span = epochDaysOfPlainDate(end) - epochDaysOfPlainDate(start) + 1;
  if (span > HOLIDAYS_MAX_SPAN_DAYS) return fail('RANGE_TOO_LARGE', 'end_date', messages.spanTooLarge(span, HOLIDAYS_MAX_SPAN_DAYS));
  const days: HolidaysDay[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    const listed = listHolidays(calendar, year);
    if (!listed.ok) return listed;
    for (const entry of listed.value) {
      if (entry.date < start || entry.date > end) continue;
      const day: HolidaysDay = { date: entry.date, weekday: entry.weekday, kind: entry.kind };
      if (entry.label !== undefined) day.label = entry.label;
      if (entry.holiday_type !== undefined) day.holiday_type = entry.holiday_type;
      if (entry.substitute === true) day.substitute = true;
      days.push(day);
    }
    addEarlyCloses(days, calendar, year, start, end);
  }
  const output: HolidaysOutput = {
    ...(calendar.country_code === undefined ? {} : { country_code: calendar.country_code }),
    ...(calendar.market_code === undefined ? {} : { market_code: calendar.market_code }),
    ...(calendar.subdivision_code === undefined ? {} : { subdivision_code: calendar.subdivision_code }),
    ...(calendar.business_calendar_id === undefined ? {} : { business_calendar_id: calendar.business_calendar_id }),
    ...(input.year === undefined ? {} : { year: input.year }),
    start_date: start,
    end_date: end,
    include_public_holidays: calendar.include_public_holidays,
    // The tables inside their years, date-holidays for a period outside them (a calendar without
    // public holidays keeps its own names).
    ...periodProvider(calendar, start, end),
    count: days.length,
    holidays: days,
    ...(calendar.language === undefined ? {} : { language: calendar.language }),
    ...(calendar.holiday_types === undefined ? {} : { holiday_types: calendar.holiday_types }),
  };
  return ok(output);
}

/**
 * Lists the holidays and excluded dates of a calendar, whatever weekday they fall on (non-working
 * weekdays themselves are not listed), in a year or a period of at most 366 days: its public holidays (when the calendar includes them), a saved calendar's custom
 * holidays and excluded dates, and with the public holidays the days the government decreed working
 * days (docs/decisions.md#decreed-working-days, kind `decreed_working_day`: China's, Russia's and others' working weekends), each
 * once, as the first kind that applies in the classification order, with its ISO weekday and name. A public holiday the data names only as an observed or substitute day
 * ("... (observed)", "... (in lieu)", "... (substitute day)", "Substitute Holiday", "Day off
 * (substituted from ...)") has `substitute: true`. Public holidays exist for 1583-3797; other years list only the
 * calendar's own days.
 *
 * Checks its arguments at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or neither `year` nor
 * `start_date`, is `INVALID_REQUEST`; a date that is not a real `YYYY-MM-DD` date is `INVALID_DATE`;
 * a `year` outside 1..9999, `year` with a date, one date alone, an end before the start, or a
 * calendar that `resolveCalendar` did not build (or a joint one: list each member) is a
 * `VALIDATION_ERROR`; a period over 366 days is `RANGE_TOO_LARGE`.
 *
 * @param input - `year`, or `start_date` and `end_date`.
 * @param calendar - A calendar (`calendarOf`, `resolveCalendar`, `loadCalendar`), or the result of one.
 * @returns The days with the calendar and period they belong to, or a failure.
 * @example
 * import { GB } from 'daycalc/holidays/gb';
 * holidays({ year: 2027 }, calendarOf(GB, { subdivision_code: 'ENG' }))
 * //=> { ok: true, value: { country_code: 'GB', subdivision_code: 'ENG', year: 2027, start_date: '2027-01-01', ..., count: 8,
 * //     holidays: [..., { date: '2027-12-28', weekday: 2, kind: 'public_holiday', label: 'Boxing Day (substitute day)', substitute: true }] } }
 */
export function holidays(args: Arguments<HolidaysInput>, calendarArgument: Checked<ResolvedCalendar>): Result<HolidaysOutput> {
  const input = checkedArguments<HolidaysInput>(args, holidaysArgumentsFault, START_AND_END_FIELDS);
  if (failedCheck(input, args)) return input;
  const calendar = checkedCalendar(calendarArgument);
  return failedCheck(calendar, calendarArgument) ? calendar : holidaysKernel(input, calendar);
}

/** 1 January of a year 1..9999. */
function yearStart(year: number): PlainDate {
  return `${String(year).padStart(4, '0')}-01-01` as PlainDate;
}

/**
 * Adds a market calendar's early closes of a year inside [start, end] to the listed days, in date
 * order: a day that is listed already (a closure, or a saved calendar's day off) stays as it is.
 */
function addEarlyCloses(days: HolidaysDay[], calendar: ResolvedCalendar, year: number, start: PlainDate, end: PlainDate): void {
  const closes = earlyClosesIn(calendar.plan, year);
  if (closes.length === 0) return;
  const listed = new Set(days.map((day) => day.date));
  for (const close of closes) {
    const date = epochDaysToPlainDate(close.day)!;
    if (date < start || date > end || listed.has(date)) continue;
    days.push({ date, weekday: epochDaysToIsoWeekday(close.day), kind: 'early_close', label: close.label, ...(close.closesAt === null ? {} : { closes_at: close.closesAt }) });
  }
  days.sort((left, right) => (left.date < right.date ? -1 : left.date > right.date ? 1 : 0));
}

/** 31 December of a year 1..9999. */
function yearEnd(year: number): PlainDate {
  return `${String(year).padStart(4, '0')}-12-31` as PlainDate;
}

/** `provider` and `provider_version` of a listed period (see `summarizeDays`). */
function periodProvider(calendar: ResolvedCalendar, start: PlainDate, end: PlainDate): { provider: string; provider_version: string } {
  const from = plainDateToEpochDays(start);
  const to = plainDateToEpochDays(end);
  if (!calendar.include_public_holidays || isInsideTables(from, to)) return { provider: calendar.provider, provider_version: calendar.provider_version };
  const [provider, provider_version] = providerOutsideTables(from, to);
  return { provider, provider_version };
}
