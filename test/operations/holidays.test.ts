import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { listCountries, listSubdivisions } from '../../src/calendars/holidayProvider.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import { execute } from '../../src/catalog/execute.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { holidays } from '../../src/operations/holidays.ts';
import { oracleClassify, oraclePublicHolidays } from '../_helpers/businessDayOracle.ts';
import { arbScenario, SAVED_ID, savedCalendarOf, shiftDate } from '../calendars/_calendarArbitraries.ts';

/** An entry of the operation's answer. */
interface Day {
  date: string;
  weekday: number;
  kind: string;
  label?: string;
  substitute?: true;
}

/**
 * The public holidays of a region's year straight from date-holidays (the oracle of
 * `businessDayOracle.ts`: every local date a `public` holiday covers, named by the first holiday
 * listed on it), as entries, substitute when the name says so.
 */
function dateHolidaysYear(country: string, subdivision: string | undefined, year: number): Day[] {
  return [...oraclePublicHolidays(country, subdivision, year).entries()]
    .sort(([left], [right]) => (left < right ? -1 : 1))
    .map(([date, label]) => ({
      date,
      weekday: Temporal.PlainDate.from(date).dayOfWeek,
      kind: 'public_holiday',
      label,
      ...(label.endsWith('(substitute day)') ? { substitute: true as const } : {}),
    }));
}

async function holidaysOf(body: Record<string, unknown>, lookup?: () => unknown): Promise<Day[]> {
  const answer = await execute('holidays', body, lookup === undefined ? {} : { calendars: lookup as never });
  if (!answer.ok) throw new Error(`${JSON.stringify(body)}: ${answer.error.code} ${answer.error.message}`);
  expect(answer.data.count).toBe(answer.data.holidays.length);
  return answer.data.holidays;
}

describe('holidays (the operation)', () => {
  it('should list a year with the calendar and period it belongs to, substitute days marked', async () => {
    const answer = await execute('holidays', { year: 2027, country_code: 'gb', subdivision_code: 'GB-ENG' });
    expect(answer).toMatchObject({ ok: true, data: { country_code: 'GB', subdivision_code: 'ENG', year: 2027, start_date: '2027-01-01', end_date: '2027-12-31', include_public_holidays: true, provider: 'date-holidays' } });
    if (!answer.ok) return;
    // Christmas and Boxing Day 2027 fall on a weekend: both are listed, and their substitutes on 27 and 28 December.
    expect(answer.data.holidays.slice(-4)).toEqual([
      { date: '2027-12-25', weekday: 6, kind: 'public_holiday', label: 'Christmas Day' },
      { date: '2027-12-26', weekday: 7, kind: 'public_holiday', label: 'Boxing Day' },
      { date: '2027-12-27', weekday: 1, kind: 'public_holiday', label: 'Christmas Day (substitute day)', substitute: true },
      { date: '2027-12-28', weekday: 2, kind: 'public_holiday', label: 'Boxing Day (substitute day)', substitute: true },
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

  it('should answer ruling 2\'s codes in its precedence', async () => {
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
    const germany = resolveCalendar({ country_code: 'DE' });
    if (!germany.ok) throw new Error('DE');
    expect(holidays(null as never, germany.value)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(holidays({}, germany.value)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', field: 'year' } });
    expect(holidays({ start_date: '2026-13-01' as PlainDate, end_date: '2026-01-01' as PlainDate }, germany.value)).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'start_date' } });
    expect(holidays({ year: '2026' } as never, germany.value)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'year' } });
    expect(holidays({ year: 2026 }, { plan: {} } as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
    expect(holidays({ start_date: '2024-01-01' as PlainDate, end_date: '2025-01-01' as PlainDate }, germany.value)).toMatchObject({ ok: false, error: { code: 'RANGE_TOO_LARGE', field: 'end_date' } });
  });

  describe('properties', () => {
    it('should list exactly what date-holidays gives as public, for random countries, subdivisions and years of the tables (1900-2199)', async () => {
      const arbRegion = fc.constantFrom(...listCountries()).chain((country) => {
        const subdivisions = listSubdivisions(country);
        return fc.tuple(fc.constant(country), subdivisions.length === 0 ? fc.constant(undefined) : fc.option(fc.constantFrom(...subdivisions), { nil: undefined }));
      });
      await fc.assert(
        fc.asyncProperty(arbRegion, fc.integer({ min: 1900, max: 2199 }), async ([country, subdivision], year) => {
          const listed = await holidaysOf({ year, country_code: country, ...(subdivision === undefined ? {} : { subdivision_code: subdivision }) });
          expect(listed).toEqual(dateHolidaysYear(country, subdivision, year));
        }),
        { numRuns: 60 },
      );
    }, 120_000);

    it('should list a saved calendar\'s excluded dates, custom holidays and public holidays as ruling 7 classifies them, for random periods up to 366 days', async () => {
      await fc.assert(
        fc.asyncProperty(arbScenario(365), async ({ calendar, start, span }) => {
          const [first, last] = span < 0 ? [shiftDate(start, span), start] : [start, shiftDate(start, span)];
          const listed = await holidaysOf({ start_date: first, end_date: last, business_calendar_id: SAVED_ID }, () => savedCalendarOf(calendar));
          // The oracle: every day of the period, classified on a week where every weekday works.
          const everyDay = { ...calendar, workingDays: [1, 2, 3, 4, 5, 6, 7] };
          const expected: Day[] = [];
          for (let date = first; date <= last; date = shiftDate(date, 1)) {
            const day = oracleClassify(everyDay, date);
            if (day.reason === 'working_day') continue;
            expected.push({
              date,
              weekday: day.weekday,
              kind: day.reason,
              ...(day.label === undefined ? {} : { label: day.label }),
              ...(day.reason === 'public_holiday' && day.label?.endsWith('(substitute day)') === true ? { substitute: true as const } : {}),
            });
          }
          expect(listed).toEqual(expected);
        }),
        { numRuns: 60 },
      );
    }, 120_000);
  });
});
