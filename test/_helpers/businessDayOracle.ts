// A naive business-day oracle: it classifies every day by ruling 7 straight from date-holidays' own
// getHolidays output (default time zone, not daycalc's provider module) and walks day by day with
// temporal-polyfill. Slow on purpose; only for tests.
import Holidays from 'date-holidays';
import { Temporal } from 'temporal-polyfill';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN } from '../../src/calendars/holidayProvider.ts';

/** A calendar as the oracle sees it: plain data, the provider's subdivision code. */
export interface OracleCalendar {
  readonly country: string;
  readonly subdivision?: string;
  readonly workingDays: readonly number[];
  readonly includePublicHolidays: boolean;
  readonly customHolidays: ReadonlyArray<{ readonly date: string; readonly label: string }>;
  readonly excludedDates: readonly string[];
}

/** One classified day. */
export interface OracleDay {
  readonly date: string;
  readonly weekday: number;
  readonly reason: 'non_working_weekday' | 'excluded_date' | 'custom_holiday' | 'public_holiday' | 'working_day';
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

/** Classifies one date by ruling 7. */
export function oracleClassify(calendar: OracleCalendar, date: Temporal.PlainDate | string): OracleDay {
  const day = typeof date === 'string' ? Temporal.PlainDate.from(date) : date;
  const text = day.toString();
  const weekday = day.dayOfWeek;
  if (!calendar.workingDays.includes(weekday)) return { date: text, weekday, reason: 'non_working_weekday' };
  if (calendar.excludedDates.includes(text)) return { date: text, weekday, reason: 'excluded_date' };
  const custom = calendar.customHolidays.find((holiday) => holiday.date === text);
  if (custom !== undefined) return { date: text, weekday, reason: 'custom_holiday', label: custom.label };
  if (calendar.includePublicHolidays) {
    const label = oraclePublicHolidays(calendar.country, calendar.subdivision, day.year).get(text);
    if (label !== undefined) return { date: text, weekday, reason: 'public_holiday', label };
  }
  return { date: text, weekday, reason: 'working_day' };
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
    working_days_counted: count('working_day'),
    non_working_weekdays_skipped: count('non_working_weekday'),
    public_holidays_skipped: count('public_holiday'),
    custom_holidays_skipped: count('custom_holiday'),
    excluded_dates_skipped: count('excluded_date'),
  };
}

/** The examined days of business-days-between (ruling 8), in walking order. */
export function oracleBetweenDays(calendar: OracleCalendar, start: string, end: string, includeStart: boolean, includeEnd: boolean): OracleDay[] {
  const days = oracleWalk(calendar, start, end);
  if (start === end) return includeStart && includeEnd ? days : [];
  return days.slice(includeStart ? 0 : 1, includeEnd ? days.length : days.length - 1);
}

/**
 * add-business-days by walking (ruling 9): the examined days and the result, or `undefined` when the
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
    if (classified.reason === 'working_day' && --remaining === 0) return { result: classified.date, days };
    day = day.add({ days: step });
  }
}

/** The first working day strictly after (1) or before (-1) a date, or `undefined` outside the range. */
export function oracleNeighbour(calendar: OracleCalendar, date: string, step: 1 | -1): string | undefined {
  const walked = oracleAdd(calendar, date, step, false);
  return walked?.result;
}
