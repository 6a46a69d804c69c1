import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { listCountries, listSubdivisions } from '../../src/calendars/holidayProvider.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import { execute } from '../../src/catalog/execute.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { holidays } from '../../src/operations/holidays/holidays.ts';
import { oracleCalendarHolidays, oracleDecreedWorkingDays, oracleRegionHolidays, type OracleCalendar } from '../_helpers/businessDayOracle.ts';
import { isSyntheticCountry } from '../_helpers/syntheticHolidays.ts';
import { arbDecreedScenario, arbScenario, SAVED_ID, savedCalendarOf, shiftDate } from '../calendars/_calendarArbitraries.ts';
import { SYNTHETIC_FIRST } from '../_helpers/syntheticFirst.ts';

// BY, KZ and CL read synthetic tables with decreed working days in this file: `execute`
// imports a country's table module by itself, so the modules are replaced (typed calls get the same
// values through SYNTHETIC_FIRST).
vi.mock('../../src/calendars/holidayTables/BY.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('BY'));
vi.mock('../../src/calendars/holidayTables/KZ.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('KZ'));
vi.mock('../../src/calendars/holidayTables/CL.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('CL'));
vi.mock('../../src/calendars/holidayTables/CL.subdivisions.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('CL', 'subdivisions'));

/** An entry of the operation's answer. */
interface Day {
  date: string;
  weekday: number;
  kind: string;
  label?: string;
  substitute?: true;
}

/**
 * The public holidays and decreed working days of a region's year from the sources (the oracle of
 * `businessDayOracle.ts`: date-holidays read apart, reconciled with the python-holidays snapshot and the
 * corrections inside the tables), as entries in date order, substitute when the name says so.
 */
/** Whether the data names a public holiday as an observed or substitute day (`substitute: true`). */
const isSubstituteLabel = (label: string): boolean =>
  label.split('; ').every((name) => /\((observed|observed, estimated|in lieu|substitute day)\)$/.test(name) || name === 'Substitute Holiday' || name === 'Special In-Lieu Holiday' || name.startsWith('Day off (substituted from '));

function sourceYear(country: string, subdivision: string | undefined, year: number): Day[] {
  const decreed = oracleDecreedWorkingDays({ country, ...(subdivision === undefined ? {} : { subdivision }), workingDays: [], includePublicHolidays: true, customHolidays: [], excludedDates: [] }, year);
  const entry = (date: string, kind: string, label: string): Day => ({
    date,
    weekday: Temporal.PlainDate.from(date).dayOfWeek,
    kind,
    label,
    ...(kind === 'public_holiday' && isSubstituteLabel(label) ? { substitute: true as const } : {}),
  });
  return [
    ...[...oracleRegionHolidays(country, subdivision, year)].map(([date, label]) => entry(date, 'public_holiday', label)),
    ...[...decreed].map(([date, label]) => entry(date, 'decreed_working_day', label)),
  ].sort((left, right) => (left.date < right.date ? -1 : 1));
}

/**
 * The oracle of a listed period: every day by the classification order, whatever its weekday (excluded date,
 * custom holiday, public holiday, then a decreed working day: a real region's, such as China's, or a
 * synthetic one's).
 */
function oracleListing(calendar: OracleCalendar, first: string, last: string): Day[] {
  const expected: Day[] = [];
  for (let date = first; date <= last; date = shiftDate(date, 1)) {
    const year = Number(date.slice(0, 4));
    const weekday = Temporal.PlainDate.from(date).dayOfWeek;
    const custom = calendar.customHolidays.find((holiday) => holiday.date === date);
    const holiday = calendar.includePublicHolidays ? oracleCalendarHolidays(calendar, year).get(date) : undefined;
    const decreed = calendar.includePublicHolidays ? oracleDecreedWorkingDays(calendar, year).get(date) : undefined;
    if (calendar.excludedDates.includes(date)) expected.push({ date, weekday, kind: 'excluded_date' });
    else if (custom !== undefined) expected.push({ date, weekday, kind: 'custom_holiday', label: custom.label });
    else if (holiday !== undefined) expected.push({ date, weekday, kind: 'public_holiday', label: holiday, ...(isSubstituteLabel(holiday) ? { substitute: true as const } : {}) });
    else if (decreed !== undefined) expected.push({ date, weekday, kind: 'decreed_working_day', label: decreed });
  }
  return expected;
}

async function holidaysOf(body: Record<string, unknown>, lookup?: () => unknown): Promise<Day[]> {
  const answer = await execute('holidays', body, lookup === undefined ? {} : { calendars: lookup as never });
  if (!answer.ok) throw new Error(`${JSON.stringify(body)}: ${answer.error.code} ${answer.error.message}`);
  expect(answer.data.count).toBe(answer.data.holidays.length);
  return answer.data.holidays;
}

describe('holidays (the operation)', () => {
  it('should name the data of the period: the tables inside 1900-2199, date-holidays outside', async () => {
    const named = async (body: Record<string, unknown>) => {
      const answer = await execute('holidays', { country_code: 'DE', ...body });
      if (!answer.ok) throw new Error(answer.error.message);
      return [answer.data.provider, answer.data.provider_version];
    };
    expect(await named({ year: 2026 })).toEqual(['daycalc-tables', 'python-holidays 0.105; date-holidays 3.37.0']);
    expect(await named({ year: 2300 })).toEqual(['date-holidays', '3.37.0']);
    expect(await named({ start_date: '2199-12-01', end_date: '2200-01-31' })).toEqual(['daycalc-tables+date-holidays', 'python-holidays 0.105; date-holidays 3.37.0']);
  });

  it('should list a year with the calendar and period it belongs to, substitute days marked', async () => {
    const answer = await execute('holidays', { year: 2027, country_code: 'gb', subdivision_code: 'GB-ENG' });
    expect(answer).toMatchObject({ ok: true, data: { country_code: 'GB', subdivision_code: 'ENG', year: 2027, start_date: '2027-01-01', end_date: '2027-12-31', include_public_holidays: true, provider: 'daycalc-tables', provider_version: 'python-holidays 0.105; date-holidays 3.37.0' } });
    if (!answer.ok) return;
    // Christmas and Boxing Day 2027 fall on a weekend: both are listed, and their substitutes on 27 and 28 December.
    expect(answer.data.holidays.slice(-4)).toEqual([
      { date: '2027-12-25', weekday: 6, kind: 'public_holiday', label: 'Christmas Day' },
      { date: '2027-12-26', weekday: 7, kind: 'public_holiday', label: 'Boxing Day' },
      { date: '2027-12-27', weekday: 1, kind: 'public_holiday', label: 'Christmas Day (observed)', substitute: true },
      { date: '2027-12-28', weekday: 2, kind: 'public_holiday', label: 'Boxing Day (observed)', substitute: true },
    ]);
  });

  it('should list a period across a year end, and nothing for years without public holidays or with them switched off', async () => {
    expect((await holidaysOf({ start_date: '2025-12-24', end_date: '2026-01-02', country_code: 'DE' })).map((day) => day.date)).toEqual(['2025-12-25', '2025-12-26', '2026-01-01']);
    expect(await holidaysOf({ year: 1, country_code: 'DE' })).toEqual([]);
    expect(await holidaysOf({ year: 9999, country_code: 'DE' })).toEqual([]);
    expect(await holidaysOf({ year: 2026, country_code: 'DE', include_public_holidays: false })).toEqual([]);
    const leapYear = await execute('holidays', { start_date: '2024-01-01', end_date: '2024-12-31', country_code: 'US' });
    expect(leapYear).toMatchObject({ ok: true, data: { start_date: '2024-01-01', end_date: '2024-12-31' } });
    expect(leapYear.ok && !('year' in leapYear.data)).toBe(true);
  });

  it('should answer the error precedence\'s codes in order', async () => {
    const code = async (body: unknown) => {
      const answer = await execute('holidays', body);
      return answer.ok ? 'ok' : `${answer.error.code} ${answer.error.field ?? ''}`.trim();
    };
    expect(await code({})).toBe('INVALID_REQUEST year');
    expect(await code({ end_date: '2026-01-01', country_code: 'XX' })).toBe('INVALID_REQUEST year');
    expect(await code({ start_date: '2026-02-30', end_date: '2026-01-01' })).toBe('INVALID_DATE start_date');
    expect(await code({ year: 2026.5 })).toBe('VALIDATION_ERROR year');
    expect(await code({ year: 0 })).toBe('VALIDATION_ERROR year');
    expect(await code({ year: 2026, start_date: '2026-01-01', end_date: '2026-12-31' })).toBe('VALIDATION_ERROR start_date');
    expect(await code({ year: 2026, end_date: '2026-12-31', country_code: 'XX' })).toBe('VALIDATION_ERROR end_date');
    expect(await code({ start_date: '2026-01-01', country_code: 'XX' })).toBe('VALIDATION_ERROR end_date');
    expect(await code({ start_date: '2026-01-02', end_date: '2026-01-01', country_code: 'XX' })).toBe('VALIDATION_ERROR end_date');
    expect(await code({ start_date: '2025-01-01', end_date: '2026-01-02', country_code: 'XX' })).toBe('INVALID_COUNTRY country_code');
    expect(await code({ start_date: '2025-01-01', end_date: '2026-01-02' })).toBe('RANGE_TOO_LARGE end_date');
    expect(await code({ start_date: '2024-01-01', end_date: '2024-12-31' })).toBe('ok');
    expect(await code({ start_date: '2025-01-01', end_date: '2026-01-01' })).toBe('ok');
    expect(await code({ year: 2026, business_calendar_id: SAVED_ID })).toBe('FEATURE_NOT_AVAILABLE business_calendar_id');
  });

  it('should check its arguments as a typed function too, never throw', () => {
    const germany = resolveCalendar({ country_code: 'DE' }, { holidays: SYNTHETIC_FIRST });
    if (!germany.ok) throw new Error('DE');
    expect(holidays(null as never, germany.value)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(holidays({}, germany.value)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', field: 'year' } });
    expect(holidays({ start_date: '2026-13-01' as PlainDate, end_date: '2026-01-01' as PlainDate }, germany.value)).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'start_date' } });
    expect(holidays({ year: '2026' } as never, germany.value)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'year' } });
    expect(holidays({ year: 2026 }, { plan: {} } as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
    expect(holidays({ start_date: '2024-01-01' as PlainDate, end_date: '2025-01-01' as PlainDate }, germany.value)).toMatchObject({ ok: false, error: { code: 'RANGE_TOO_LARGE', field: 'end_date' } });
  });

  describe('properties', () => {
    it('should list exactly what the sources give (public holidays and decreed working days), for random countries, subdivisions and years of the tables (1900-2199)', async () => {
      const arbRegion = fc.constantFrom(...listCountries().filter((country) => !isSyntheticCountry(country))).chain((country) => {
        const subdivisions = listSubdivisions(country);
        return fc.tuple(fc.constant(country), subdivisions.length === 0 ? fc.constant(undefined) : fc.option(fc.constantFrom(...subdivisions), { nil: undefined }));
      });
      await fc.assert(
        fc.asyncProperty(arbRegion, fc.integer({ min: 1900, max: 2199 }), async ([country, subdivision], year) => {
          const listed = await holidaysOf({ year, country_code: country, ...(subdivision === undefined ? {} : { subdivision_code: subdivision }) });
          expect(listed).toEqual(sourceYear(country, subdivision, year));
        }),
        { numRuns: 60 },
      );
    }, 120_000);

    it('should list a saved calendar\'s excluded dates, custom holidays, public holidays and decreed working days as the classification order classifies them, for random periods up to 366 days', async () => {
      await fc.assert(
        fc.asyncProperty(arbScenario(365), async ({ calendar, start, span }) => {
          const [first, last] = span < 0 ? [shiftDate(start, span), start] : [start, shiftDate(start, span)];
          const listed = await holidaysOf({ start_date: first, end_date: last, business_calendar_id: SAVED_ID }, () => savedCalendarOf(calendar));
          expect(listed).toEqual(oracleListing(calendar, first, last));
        }),
        { numRuns: 60 },
      );
    }, 120_000);

    it('should list decreed working days (kind decreed_working_day) after the first kinds of the classification order, for saved calendars of synthetic regions', async () => {
      await fc.assert(
        fc.asyncProperty(arbDecreedScenario(365), async ({ calendar, start, span }) => {
          const [first, last] = span < 0 ? [shiftDate(start, span), start] : [start, shiftDate(start, span)];
          const listed = await holidaysOf({ start_date: first, end_date: last, business_calendar_id: SAVED_ID }, () => savedCalendarOf(calendar));
          expect(listed).toEqual(oracleListing(calendar, first, last));
        }),
        { numRuns: 60 },
      );
    }, 120_000);
  });
});
