// Oracles for the date operations, built on temporal-polyfill only (never on daycalc's own math).
import { Temporal } from 'temporal-polyfill';

/** English weekday names by Temporal `dayOfWeek` (1 = Monday). */
export const ORACLE_WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const unixEpoch = Temporal.PlainDate.from('1970-01-01');
export const ORACLE_MIN_DATE = Temporal.PlainDate.from('0001-01-01');
export const ORACLE_MAX_DATE = Temporal.PlainDate.from('9999-12-31');

/** A `YYYY-MM-DD` string as a Temporal date. */
export function toTemporal(date: string): Temporal.PlainDate {
  return Temporal.PlainDate.from(date, { overflow: 'reject' });
}

/** Days since 1970-01-01, as Temporal counts them. */
export function temporalEpochDays(date: string | Temporal.PlainDate): number {
  return unixEpoch.until(typeof date === 'string' ? toTemporal(date) : date, { largestUnit: 'days' }).days;
}

/** The date `epochDays` days after 1970-01-01, as Temporal computes it. */
export function temporalFromEpochDays(epochDays: number): Temporal.PlainDate {
  return unixEpoch.add({ days: epochDays });
}

/** Tells whether a Temporal date lies in 0001-01-01..9999-12-31. */
export function inSupportedRange(date: Temporal.PlainDate): boolean {
  return Temporal.PlainDate.compare(date, ORACLE_MIN_DATE) >= 0 && Temporal.PlainDate.compare(date, ORACLE_MAX_DATE) <= 0;
}

/** The English weekday name of a Temporal date. */
export function weekdayName(date: Temporal.PlainDate): (typeof ORACLE_WEEKDAY_NAMES)[number] {
  return ORACLE_WEEKDAY_NAMES[date.dayOfWeek - 1] as (typeof ORACLE_WEEKDAY_NAMES)[number];
}

/** Temporal's `until` (largest unit years): the expected numbers of `date-difference`. */
export function expectedDateDifference(start: string, end: string, includeEndDate: boolean) {
  const from = toTemporal(start);
  const to = toTemporal(end);
  const direction = Temporal.PlainDate.compare(to, from) >= 0 ? 1 : -1;
  const effectiveEnd = includeEndDate ? to.add({ days: direction }) : to;
  const totalDays = from.until(effectiveEnd, { largestUnit: 'days' }).days;
  const ymd = from.until(effectiveEnd, { largestUnit: 'years' });
  const weeks = Math.trunc(totalDays / 7);
  return {
    start_date: start,
    end_date: end,
    include_end_date: includeEndDate,
    total_days: totalDays,
    weeks: weeks + 0,
    remainder_days: totalDays - weeks * 7 + 0,
    years: ymd.years + 0,
    months: ymd.months + 0,
    days: ymd.days + 0,
  };
}

/**
 * Temporal's `add` with `overflow: 'constrain'`, and via a naive day loop for `skip_weekends` with unit `days`.
 * Returns the expected result date, or `undefined` when it falls outside 0001..9999.
 */
export function expectedAddDaysResult(start: string, amount: number, unit: 'days' | 'weeks' | 'months' | 'years', skipWeekends: boolean): Temporal.PlainDate | undefined {
  const from = toTemporal(start);
  let result: Temporal.PlainDate;
  if (unit === 'days' && skipWeekends) {
    // Naive loop: step one day at a time, counting only Monday-Friday days; the start is not counted.
    const step = amount >= 0 ? 1 : -1;
    let weekday = from.dayOfWeek;
    let offset = 0;
    let counted = 0;
    while (counted < Math.abs(amount)) {
      offset += step;
      weekday = ((weekday - 1 + step + 7) % 7) + 1;
      if (weekday <= 5) counted++;
    }
    result = from.add({ days: offset });
  } else {
    result = from.add({ [unit]: amount }, { overflow: 'constrain' });
    if (skipWeekends && result.dayOfWeek >= 6) {
      result = amount >= 0 ? result.add({ days: 8 - result.dayOfWeek }) : result.subtract({ days: result.dayOfWeek - 5 });
    }
  }
  return inSupportedRange(result) ? result : undefined;
}

/** Temporal's `until` and a 29 February birthday on 28 February in common years: the expected `age` output, or `undefined` when the next birthday leaves 0001..9999. */
export function expectedAge(birth: string, asOf: string) {
  const b = toTemporal(birth);
  const a = toTemporal(asOf);
  const ymd = b.until(a, { largestUnit: 'years' });
  const totalDays = b.until(a, { largestUnit: 'days' }).days;
  let next = Temporal.PlainDate.from({ year: a.year, month: b.month, day: b.day }, { overflow: 'constrain' });
  if (Temporal.PlainDate.compare(next, a) < 0) {
    next = Temporal.PlainDate.from({ year: a.year + 1, month: b.month, day: b.day }, { overflow: 'constrain' });
  }
  if (!inSupportedRange(next)) return undefined;
  return {
    birth_date: birth,
    as_of_date: asOf,
    years: ymd.years,
    months: ymd.months,
    days: ymd.days,
    total_months: ymd.years * 12 + ymd.months,
    total_weeks: Math.floor(totalDays / 7),
    total_days: totalDays,
    born_on: weekdayName(b),
    next_birthday: next.toString(),
    days_until_next_birthday: a.until(next, { largestUnit: 'days' }).days,
  };
}

/** ISO 8601 weeks via Temporal: the expected `week-number` output, or `undefined` when the week's Sunday is past 9999-12-31. */
export function expectedWeekNumber(date: string) {
  const d = toTemporal(date);
  const monday = d.subtract({ days: d.dayOfWeek - 1 });
  const sunday = monday.add({ days: 6 });
  if (!inSupportedRange(monday) || !inSupportedRange(sunday)) return undefined;
  return {
    date,
    iso_week: d.weekOfYear,
    iso_week_year: d.yearOfWeek,
    weekday: d.dayOfWeek,
    week_start: monday.toString(),
    week_end: sunday.toString(),
  };
}

/** The expected `day-of-week` output. */
export function expectedDayOfWeek(date: string) {
  const d = toTemporal(date);
  return { date, weekday: weekdayName(d), iso_weekday: d.dayOfWeek };
}

/** The expected `unix-timestamp` output for an integer number of epoch milliseconds, via Temporal.Instant. */
export function expectedUnixFromMilliseconds(epochMilliseconds: number) {
  const instant = Temporal.Instant.fromEpochMilliseconds(epochMilliseconds);
  const date = instant.toZonedDateTimeISO('UTC').toPlainDate();
  return {
    unix_seconds: epochMilliseconds / 1000,
    iso_utc: instant.toString({ fractionalSecondDigits: 3 }),
    date: date.toString(),
    weekday: weekdayName(date),
  };
}

/** Epoch milliseconds of an ISO date or date-time string via Temporal (no offset means UTC). */
export function temporalEpochMilliseconds(dateTime: string): number {
  if (!dateTime.includes('T')) return toTemporal(dateTime).toZonedDateTime('UTC').epochMilliseconds;
  const hasZone = /(?:Z|[+-]\d{2}:\d{2})$/.test(dateTime);
  return Temporal.Instant.from(hasZone ? dateTime : `${dateTime}Z`).epochMilliseconds;
}

/** Epoch milliseconds of 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z. */
export const ORACLE_MIN_EPOCH_MS = ORACLE_MIN_DATE.toZonedDateTime('UTC').epochMilliseconds;
export const ORACLE_MAX_EPOCH_MS = ORACLE_MAX_DATE.add({ days: 1 }).toZonedDateTime('UTC').epochMilliseconds - 1;
