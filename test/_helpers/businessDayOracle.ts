// A naive business-day oracle: it classifies every day by the classification order and decreed working days from the holiday data's
// sources, not daycalc's tables or provider module: outside the tables' years straight from
// date-holidays' own getHolidays output (default time zone); inside them from that output, the
// committed python-holidays snapshot and the listed corrections, reconciled by the written policy
// (scripts/holidayData/reconcile.ts, which the table generator runs too); or for a synthetic calendar
// (`synthetic: true`) inside the compiled tables' years from the synthetic rule of syntheticHolidays.ts
// (holidays and decreed working days), and walks day by day with temporal-polyfill. Slow on purpose;
// only for tests.
import Holidays from 'date-holidays';
import { Temporal } from 'temporal-polyfill';
import { HOLIDAY_TABLE_FIRST_YEAR, HOLIDAY_TABLE_LAST_YEAR, HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN } from '../../src/calendars/holidayProvider.ts';
import { readCorrections, type Correction } from '../../scripts/holidayData/corrections.ts';
import { readPythonSnapshot } from '../../scripts/holidayData/pythonSnapshot.ts';
import { reconcileCountry } from '../../scripts/holidayData/reconcile.ts';
import { syntheticYear } from './syntheticHolidays.ts';

/** A calendar as the oracle sees it: plain data, the provider's subdivision code. */
export interface OracleCalendar {
  readonly country: string;
  readonly subdivision?: string;
  readonly workingDays: readonly number[];
  readonly includePublicHolidays: boolean;
  readonly customHolidays: ReadonlyArray<{ readonly date: string; readonly label: string }>;
  readonly excludedDates: readonly string[];
  /**
   * The region's days inside the tables' years are the synthetic ones (test/_helpers/syntheticHolidays.ts,
   * installed by syntheticTables.ts), with decreed working days; outside them date-holidays' as always.
   */
  readonly synthetic?: boolean;
}

/** One classified day. */
export interface OracleDay {
  readonly date: string;
  readonly weekday: number;
  readonly reason: 'non_working_weekday' | 'excluded_date' | 'custom_holiday' | 'public_holiday' | 'decreed_working_day' | 'working_day';
  readonly label?: string;
}

/** Per-reason counts over a set of days, with the summary's field names. */
export interface OracleSummary {
  calendar_days_elapsed: number;
  working_days_counted: number;
  non_working_weekdays_skipped: number;
  public_holidays_skipped: number;
  custom_holidays_skipped: number;
  excluded_dates_skipped: number;
}

const instances = new Map<string, Holidays>();
const publicByYear = new Map<string, Map<string, string>>();
const MIN = Temporal.PlainDate.from('0001-01-01');
const MAX = Temporal.PlainDate.from('9999-12-31');

/** The public holidays of one calendar year as date -> label (first listed holiday of the date). */
export function oraclePublicHolidays(country: string, subdivision: string | undefined, year: number): Map<string, string> {
  const key = `${country}|${subdivision ?? ''}|${year}`;
  const cached = publicByYear.get(key);
  if (cached !== undefined) return cached;
  const days = new Map<string, string>();
  const instanceKey = `${country}|${subdivision ?? ''}`;
  let holidays = instances.get(instanceKey);
  if (holidays === undefined) {
    holidays = subdivision === undefined ? new Holidays(country, { languages: 'en' }) : new Holidays(country, subdivision, { languages: 'en' });
    instances.set(instanceKey, holidays);
  }
  for (const askedYear of [year - 1, year]) {
    if (askedYear < HOLIDAY_YEARS_MIN || askedYear > HOLIDAY_YEARS_MAX) continue;
    for (const holiday of holidays.getHolidays(askedYear)) {
      if (holiday.type !== 'public') continue;
      const first = Temporal.PlainDate.from(holiday.date.slice(0, 10));
      const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000));
      for (let offset = 0; offset < length; offset++) {
        const date = first.add({ days: offset });
        if (date.year === year && !days.has(date.toString())) days.set(date.toString(), holiday.name);
      }
    }
  }
  publicByYear.set(key, days);
  return days;
}

let corrections: readonly Correction[] | undefined;
const reconciledByYear = new Map<string, { holidays: Map<string, string>; working: Map<string, string> }>();

/** date-holidays' year as the generator's entries (date -> label as month, day, label). */
function entriesOf(days: ReadonlyMap<string, string>): { month: number; day: number; label: string }[] {
  return [...days].map(([date, label]) => ({ month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)), label }));
}

/**
 * The holidays and decreed working days of a region in a year of the tables, reconciled from the
 * sources (date-holidays read here, the python-holidays snapshot, the corrections) by the policy.
 */
export function oracleTableYear(country: string, subdivision: string | undefined, year: number): { holidays: Map<string, string>; working: Map<string, string> } {
  const key = `${country}|${subdivision ?? ''}|${year}`;
  const cached = reconciledByYear.get(key);
  if (cached !== undefined) return cached;
  corrections ??= readCorrections();
  const reconciled = reconcileCountry(
    {
      national: [entriesOf(oraclePublicHolidays(country, undefined, year))],
      subdivisions: subdivision === undefined ? new Map() : new Map([[subdivision, [entriesOf(oraclePublicHolidays(country, subdivision, year))]]]),
    },
    readPythonSnapshot().countries.get(country),
    corrections.filter((correction) => correction.country === country),
    year,
  );
  const entries = (subdivision === undefined ? reconciled.national : reconciled.subdivisions.get(subdivision)!)[0]!;
  const holidays = new Map<string, string>();
  const working = new Map<string, string>();
  for (const entry of entries) {
    const date = `${String(year).padStart(4, '0')}-${String(entry.month).padStart(2, '0')}-${String(entry.day).padStart(2, '0')}`;
    (entry.working === true ? working : holidays).set(date, entry.label);
  }
  const value = { holidays, working };
  reconciledByYear.set(key, value);
  return value;
}

/** Whether a year is inside the compiled tables (read from the reconciled sources). */
function isTableYear(year: number): boolean {
  return year >= HOLIDAY_TABLE_FIRST_YEAR && year <= HOLIDAY_TABLE_LAST_YEAR;
}

/** The public holidays of a region in one year, date -> label: reconciled inside the tables' years, date-holidays' outside. */
export function oracleRegionHolidays(country: string, subdivision: string | undefined, year: number): ReadonlyMap<string, string> {
  return isTableYear(year) ? oracleTableYear(country, subdivision, year).holidays : oraclePublicHolidays(country, subdivision, year);
}

/** Whether a year of a synthetic calendar is read from the synthetic rule (the tables' years). */
function isSyntheticYear(calendar: OracleCalendar, year: number): boolean {
  return calendar.synthetic === true && year >= HOLIDAY_TABLE_FIRST_YEAR && year <= HOLIDAY_TABLE_LAST_YEAR;
}

/** The public holidays of a calendar's region in one year, date -> label. */
export function oracleCalendarHolidays(calendar: OracleCalendar, year: number): ReadonlyMap<string, string> {
  if (isSyntheticYear(calendar, year)) return syntheticYear(calendar.country, calendar.subdivision, year).holidays;
  if (isTableYear(year)) return oracleTableYear(calendar.country, calendar.subdivision, year).holidays;
  return oraclePublicHolidays(calendar.country, calendar.subdivision, year);
}

/** The decreed working days of a calendar's region in one year, date -> label (none outside the tables). */
export function oracleDecreedWorkingDays(calendar: OracleCalendar, year: number): ReadonlyMap<string, string> {
  if (isSyntheticYear(calendar, year)) return syntheticYear(calendar.country, calendar.subdivision, year).working;
  if (isTableYear(year)) return oracleTableYear(calendar.country, calendar.subdivision, year).working;
  return new Map();
}

/**
 * Classifies one date by the classification order, read literally: a non-working weekday unless the holiday data decrees it a
 * working day (a decreed working day of the data, when public holidays are included), then excluded
 * date, custom holiday, public holiday, decreed working day (on a non-working weekday), working day.
 */
export function oracleClassify(calendar: OracleCalendar, date: Temporal.PlainDate | string): OracleDay {
  const day = typeof date === 'string' ? Temporal.PlainDate.from(date) : date;
  const text = day.toString();
  const weekday = day.dayOfWeek;
  const decreed = calendar.includePublicHolidays ? oracleDecreedWorkingDays(calendar, day.year).get(text) : undefined;
  const workingWeekday = calendar.workingDays.includes(weekday);
  if (!workingWeekday && decreed === undefined) return { date: text, weekday, reason: 'non_working_weekday' };
  if (calendar.excludedDates.includes(text)) return { date: text, weekday, reason: 'excluded_date' };
  const custom = calendar.customHolidays.find((holiday) => holiday.date === text);
  if (custom !== undefined) return { date: text, weekday, reason: 'custom_holiday', label: custom.label };
  if (calendar.includePublicHolidays) {
    const label = oracleCalendarHolidays(calendar, day.year).get(text);
    if (label !== undefined) return { date: text, weekday, reason: 'public_holiday', label };
  }
  if (!workingWeekday && decreed !== undefined) return { date: text, weekday, reason: 'decreed_working_day', label: decreed };
  return { date: text, weekday, reason: 'working_day' };
}

/** Whether a classified day is a business day (the classification order: a working day or a decreed working day). */
export function oracleIsWorking(day: OracleDay): boolean {
  return day.reason === 'working_day' || day.reason === 'decreed_working_day';
}

/** Walks from `first` to `last` (either direction), classifying every day. */
export function oracleWalk(calendar: OracleCalendar, first: string, last: string): OracleDay[] {
  const from = Temporal.PlainDate.from(first);
  const to = Temporal.PlainDate.from(last);
  const step = Temporal.PlainDate.compare(to, from) >= 0 ? 1 : -1;
  const days: OracleDay[] = [];
  for (let day = from; ; day = day.add({ days: step })) {
    days.push(oracleClassify(calendar, day));
    if (day.equals(to)) break;
  }
  return days;
}

/** Sums classified days into the summary's counts. */
export function oracleSummary(days: readonly OracleDay[]): OracleSummary {
  const count = (reason: OracleDay['reason']) => days.filter((day) => day.reason === reason).length;
  return {
    calendar_days_elapsed: days.length,
    working_days_counted: count('working_day') + count('decreed_working_day'),
    non_working_weekdays_skipped: count('non_working_weekday'),
    public_holidays_skipped: count('public_holiday'),
    custom_holidays_skipped: count('custom_holiday'),
    excluded_dates_skipped: count('excluded_date'),
  };
}

/** The examined days of business-days-between (both ends unless their include flag is false), in walking order. */
export function oracleBetweenDays(calendar: OracleCalendar, start: string, end: string, includeStart: boolean, includeEnd: boolean): OracleDay[] {
  const days = oracleWalk(calendar, start, end);
  if (start === end) return includeStart && includeEnd ? days : [];
  return days.slice(includeStart ? 0 : 1, includeEnd ? days.length : days.length - 1);
}

/**
 * add-business-days by walking (the `|days|`-th working day after, or before, the start): the examined days and the result, or `undefined` when the
 * walk leaves 0001-01-01..9999-12-31 first.
 */
export function oracleAdd(calendar: OracleCalendar, start: string, amount: number, includeStart: boolean): { result: string; days: OracleDay[] } | undefined {
  if (amount === 0) return { result: start, days: [] };
  const step = amount > 0 ? 1 : -1;
  let remaining = Math.abs(amount);
  const days: OracleDay[] = [];
  let day = Temporal.PlainDate.from(start);
  if (!includeStart) day = day.add({ days: step });
  for (;;) {
    if (Temporal.PlainDate.compare(day, MIN) < 0 || Temporal.PlainDate.compare(day, MAX) > 0) return undefined;
    const classified = oracleClassify(calendar, day);
    days.push(classified);
    if (oracleIsWorking(classified) && --remaining === 0) return { result: classified.date, days };
    day = day.add({ days: step });
  }
}

/** The first working day strictly after (1) or before (-1) a date, or `undefined` outside the range. */
export function oracleNeighbour(calendar: OracleCalendar, date: string, step: 1 | -1): string | undefined {
  const walked = oracleAdd(calendar, date, step, false);
  return walked?.result;
}
