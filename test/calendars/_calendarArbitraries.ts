// fast-check arbitraries for business-day scenarios, and a bridge from the oracle's calendar to daycalc's.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import type { SavedCalendar } from '../../src/calendars/savedCalendar.ts';
import { resolveAnyYear } from '../_helpers/anyYearCalendars.ts';
import { oracleDecreedWorkingDays, type OracleCalendar } from '../_helpers/businessDayOracle.ts';
import { SYNTHETIC_REGIONS } from '../_helpers/syntheticHolidays.ts';

/** Countries with and without subdivisions: Western, Islamic (Hijri), Hebrew, Chinese, Japanese, Jalaali calendars. */
export const REGIONS: ReadonlyArray<readonly [string, string?]> = [
  ['US'], ['US', 'CA'], ['US', 'LA'], ['DE', 'BY'], ['DE', 'BE'], ['GB', 'ENG'], ['GB', 'SCT'], ['FR'], ['FR', '67'], ['JP'], ['RU'],
  ['AE'], ['IL'], ['CN'], ['IN', 'MH'], ['BR', 'SP'], ['AU', 'NSW'], ['CA', 'QC'], ['CH', 'ZH'], ['ES', 'CT'], ['IT'], ['SE'],
  ['KR'], ['SA'], ['NZ', 'AUK'], ['ZA'], ['MX'], ['IR'], ['EG'], ['AT', '9'],
];

/** The id used for saved calendars in the tests. */
export const SAVED_ID = '123e4567-e89b-12d3-a456-426614174000';

const plain = (epochDays: number) => Temporal.PlainDate.from('1970-01-01').add({ days: epochDays }).toString();
const epoch = (date: string) => Temporal.PlainDate.from('1970-01-01').until(date).days;

/** A start date: mostly 1995-2032, sometimes around the provider window's edges, sometimes far. */
export const arbStartDate: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: epoch('1995-01-01'), max: epoch('2032-12-31') }).map(plain), weight: 8 },
  { arbitrary: fc.integer({ min: epoch('1582-06-01'), max: epoch('1584-06-30') }).map(plain), weight: 1 },
  { arbitrary: fc.integer({ min: epoch('3796-06-01'), max: epoch('3798-06-30') }).map(plain), weight: 1 },
  { arbitrary: fc.integer({ min: epoch('1600-01-01'), max: epoch('9000-12-31') }).map(plain), weight: 1 },
);

/** A scenario: a calendar (as the oracle sees it) plus a start date and a signed span. */
export interface Scenario {
  readonly calendar: OracleCalendar;
  readonly start: string;
  readonly span: number;
}

const labels = ['Company Day', 'Founders Day', 'Offsite'] as const;

/**
 * The oracle's calendar of a region (country and optional subdivision), a working week and the
 * holidays flag, with its saved dates.
 */
export function oracleCalendarOf(
  region: readonly [string, string?],
  workingDays: readonly number[],
  includePublicHolidays: boolean,
  customHolidays: OracleCalendar['customHolidays'],
  excludedDates: OracleCalendar['excludedDates'],
): OracleCalendar {
  return { country: region[0], ...(region[1] === undefined ? {} : { subdivision: region[1] }), workingDays: [...workingDays], includePublicHolidays, customHolidays, excludedDates };
}

/** A random calendar around a start date, with custom holidays and excluded dates near it. */
export function arbScenario(maxSpan = 400): fc.Arbitrary<Scenario> {
  return fc
    .record({
      region: fc.constantFrom(...REGIONS),
      workingDays: fc.oneof(fc.constant([1, 2, 3, 4, 5]), fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 })),
      includePublicHolidays: fc.oneof(fc.constant(true), fc.boolean()),
      start: arbStartDate,
      span: fc.integer({ min: -maxSpan, max: maxSpan }),
      custom: fc.array(fc.record({ offset: fc.integer({ min: -20, max: maxSpan + 20 }), label: fc.constantFrom(...labels) }), { maxLength: 4 }),
      excluded: fc.array(fc.integer({ min: -20, max: maxSpan + 20 }), { maxLength: 4 }),
    })
    .map(({ region, workingDays, includePublicHolidays, start, span, custom, excluded }) => {
      const base = epoch(start);
      const sign = span < 0 ? -1 : 1;
      const at = (offset: number) => plain(base + sign * offset);
      return {
        calendar: oracleCalendarOf(region, workingDays, includePublicHolidays, custom.map(({ offset, label }) => ({ date: at(offset), label })), excluded.map(at)),
        start,
        span,
      };
    });
}

/**
 * A start date for calendars with decreed working days: mostly 1995-2032, sometimes around the edges
 * of the tables' years (where the synthetic days stop and date-holidays takes over).
 */
export const arbDecreedStartDate: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: epoch('1995-01-01'), max: epoch('2032-12-31') }).map(plain), weight: 8 },
  { arbitrary: fc.integer({ min: epoch('1899-09-01'), max: epoch('1900-04-30') }).map(plain), weight: 1 },
  { arbitrary: fc.integer({ min: epoch('2199-09-01'), max: epoch('2200-04-30') }).map(plain), weight: 1 },
);

/** The decreed working days of a calendar's region from `first` to `last` (dates, in order). */
function decreedDaysBetween(calendar: OracleCalendar, first: string, last: string): string[] {
  const days: string[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    for (const date of oracleDecreedWorkingDays(calendar, year).keys()) if (date >= first && date <= last) days.push(date);
  }
  return days;
}

/**
 * A random calendar with decreed working days: a synthetic region (its tables installed
 * by test/_helpers/syntheticTables.ts), any working week, public holidays mostly included, and custom
 * holidays and excluded dates near the start, often on decreed working days (where they win). Half the
 * starts are a decreed working day of the start's year or a day next to one.
 */
export function arbDecreedScenario(maxSpan = 400): fc.Arbitrary<Scenario> {
  return fc
    .record({
      region: fc.constantFrom(...SYNTHETIC_REGIONS),
      workingDays: fc.oneof(fc.constant([1, 2, 3, 4, 5]), fc.constant([1, 2, 3, 4, 5, 6]), fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 })),
      includePublicHolidays: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.boolean(), weight: 1 }),
      start: arbDecreedStartDate,
      span: fc.integer({ min: -maxSpan, max: maxSpan }),
      custom: fc.array(fc.record({ offset: fc.integer({ min: -20, max: maxSpan + 20 }), label: fc.constantFrom(...labels), onDecreed: fc.boolean() }), { maxLength: 4 }),
      excluded: fc.array(fc.record({ offset: fc.integer({ min: -20, max: maxSpan + 20 }), onDecreed: fc.boolean() }), { maxLength: 4 }),
      snap: fc.option(fc.record({ index: fc.nat(), shift: fc.constantFrom(-1, 0, 0, 1) }), { nil: undefined }),
    })
    .map(({ region, workingDays, includePublicHolidays, start: drawn, span, custom, excluded, snap }) => {
      const plainCalendar: OracleCalendar = { ...oracleCalendarOf(region, workingDays, includePublicHolidays, [], []), synthetic: true };
      const year = drawn.slice(0, 4);
      const ofYear = snap === undefined ? [] : decreedDaysBetween(plainCalendar, `${year}-01-01`, `${year}-12-31`);
      const start = snap === undefined || ofYear.length === 0 ? drawn : plain(epoch(ofYear[snap.index % ofYear.length]!) + snap.shift);
      const base = epoch(start);
      const sign = span < 0 ? -1 : 1;
      const at = (offset: number) => plain(base + sign * offset);
      const [first, last] = [at(-20), at(Math.abs(span) + 20)].sort();
      const decreed = decreedDaysBetween(plainCalendar, first!, last!);
      // An offset on a decreed day picks one of the decreed days of the span instead (when there are any).
      const place = (offset: number, onDecreed: boolean) => (onDecreed && decreed.length > 0 ? decreed[Math.abs(offset) % decreed.length]! : at(offset));
      return {
        calendar: {
          ...plainCalendar,
          customHolidays: custom.map(({ offset, label, onDecreed }) => ({ date: place(offset, onDecreed), label })),
          excludedDates: excluded.map(({ offset, onDecreed }) => place(offset, onDecreed)),
        },
        start,
        span,
      };
    });
}

/** The saved calendar daycalc's lookup returns for an oracle calendar. */
export function savedCalendarOf(calendar: OracleCalendar): SavedCalendar {
  return {
    id: SAVED_ID,
    country_code: calendar.country,
    ...(calendar.subdivision === undefined ? {} : { subdivision_code: calendar.subdivision }),
    working_days: calendar.workingDays,
    include_public_holidays: calendar.includePublicHolidays,
    custom_holidays: calendar.customHolidays,
    excluded_dates: calendar.excludedDates,
  };
}

/**
 * Resolves an oracle calendar with daycalc: inline fields when it has no dates, else a saved calendar;
 * the calendar holds the synthetic countries' data (test/_helpers/syntheticTables.ts) or the real
 * country's, and reads years outside the tables (test/_helpers/anyYearCalendars.ts).
 */
export function resolveOracleCalendar(calendar: OracleCalendar): ResolvedCalendar {
  const result =
    calendar.customHolidays.length === 0 && calendar.excludedDates.length === 0
      ? resolveAnyYear({
          country_code: calendar.country,
          ...(calendar.subdivision === undefined ? {} : { subdivision_code: calendar.subdivision }),
          working_days: calendar.workingDays,
          include_public_holidays: calendar.includePublicHolidays,
        })
      : resolveAnyYear({ business_calendar_id: SAVED_ID }, undefined, () => savedCalendarOf(calendar));
  if (!result.ok) throw new Error(`cannot resolve ${JSON.stringify(calendar)}: ${result.error.message}`);
  return result.value;
}

/** Shifts a date by days (Temporal). */
export function shiftDate(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
