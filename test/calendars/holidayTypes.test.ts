// Holiday types beside public (docs/decisions.md#holiday-types, issue 30 item 2): `holiday_types` makes a
// calendar take bank or optional days off as well; such a day keeps reason `public_holiday` and says
// its type in `holiday_type`; the counts are proven against a naive day walk over the type tables
// decoded by the test itself. Dated facts cite the law or notice the data follows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openRegionYears } from '../../src/calendars/holidayTableCodec.ts';
import { jointCalendar } from '../../src/calendars/jointCalendar.ts';
import { listHolidays } from '../../src/calendars/listHolidays.ts';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { calendarOf } from '../../src/calendars/calendarOf.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { typeTableLoaders } from '../../src/calendars/typeTables/index.ts';
import { execute } from '../../src/catalog/execute.ts';
import { epochDaysToIsoWeekday } from '../../src/date/dayOfWeek.ts';
import { epochDaysToPlainDate, plainDateToEpochDays, type PlainDate } from '../../src/date/plainDate.ts';
import { DE } from '../../src/holidays/de.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { adjustDate } from '../../src/operations/adjustDate/adjustDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { holidays } from '../../src/operations/holidays/holidays.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';

const date = (text: string): PlainDate => text as PlainDate;

async function calendar(fields: Parameters<typeof loadCalendar>[0]): Promise<ResolvedCalendar> {
  const loaded = await loadCalendar(fields);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return loaded.value;
}

describe('holiday_types: dated facts', () => {
  it('AT: Christmas Eve is a bank holiday (banks close, Kollektivvertrag; not a public holiday, Feiertagsruhegesetz 1957): off only with bank', async () => {
    const publicOnly = await calendar({ country_code: 'AT' });
    const banks = await calendar({ country_code: 'AT', holiday_types: ['public', 'bank'] });
    expect(isBusinessDay({ date: date('2026-12-24') }, publicOnly)).toMatchObject({ ok: true, value: { is_business_day: true, reason: 'working_day' } });
    const answer = isBusinessDay({ date: date('2026-12-24') }, banks);
    expect(answer).toEqual({
      ok: true,
      value: { date: '2026-12-24', is_business_day: false, weekday: 4, reason: 'public_holiday', label: 'Christmas Eve', holiday_type: 'bank', next_business_day: '2026-12-28', previous_business_day: '2026-12-23' },
    });
    // A public holiday stays exactly as it was: no holiday_type.
    expect(isBusinessDay({ date: date('2026-12-25') }, banks)).toMatchObject({ ok: true, value: { reason: 'public_holiday', label: 'Christmas Day' } });
    expect((isBusinessDay({ date: date('2026-12-25') }, banks) as { value: object }).value).not.toHaveProperty('holiday_type');
  });

  it("NL: Liberation Day is optional in 2026 and public in the lustrum year 2025 (Algemene termijnenwet; the government's 5 May rule)", async () => {
    const nl = await calendar({ country_code: 'NL', holiday_types: ['public', 'optional'] });
    const days = (year: number) => (holidays({ year }, nl) as { value: { holidays: { date: string; holiday_type?: string }[] } }).value.holidays;
    expect(days(2025).find((day) => day.date === '2025-05-05')).toEqual({ date: '2025-05-05', weekday: 1, kind: 'public_holiday', label: 'Liberation Day' });
    expect(days(2026).find((day) => day.date === '2026-05-05')).toEqual({ date: '2026-05-05', weekday: 2, kind: 'public_holiday', label: 'Liberation Day', holiday_type: 'optional' });
  });

  it('the summary counts other types with the public holidays (the five counters stay the spec\'s partition)', async () => {
    const at = await calendar({ country_code: 'AT', holiday_types: ['public', 'bank'] });
    const counted = businessDaysBetween({ start_date: date('2026-12-21'), end_date: date('2026-12-31'), detailed: true }, at);
    if (!counted.ok) throw new Error('count failed');
    const { summary, trace } = counted.value;
    // 24 (bank), 25 and 26 (public; 26 a Saturday), 31 (bank): the weekdays off are 24, 25 and 31.
    expect(summary).toMatchObject({ calendar_days_elapsed: 11, working_days_counted: 6, non_working_weekdays_skipped: 2, public_holidays_skipped: 3 });
    expect(summary.calendar_days_elapsed).toBe(summary.working_days_counted + summary.non_working_weekdays_skipped + summary.public_holidays_skipped + summary.custom_holidays_skipped + summary.excluded_dates_skipped);
    expect(trace?.filter((item) => item.holiday_type !== undefined).map((item) => [item.date, item.holiday_type])).toEqual([
      ['2026-12-24', 'bank'],
      ['2026-12-31', 'bank'],
    ]);
    expect(addBusinessDays({ start_date: date('2026-12-23'), days: 1 }, at)).toMatchObject({ ok: true, value: { result_date: '2026-12-28' } });
    expect(adjustDate({ date: date('2026-12-31') }, at)).toMatchObject({ ok: true, value: { adjusted_date: '2027-01-04', reason: 'public_holiday', label: "New Year's Eve", holiday_type: 'bank' } });
  });

  it('a joint calendar shows the type when no member has the day as a public holiday', async () => {
    const at = await calendar({ country_code: 'AT', holiday_types: ['public', 'bank'] });
    const de = await calendar({ country_code: 'DE', holiday_types: ['public', 'bank'] });
    const us = await calendar({ country_code: 'US' });
    const joint = jointCalendar([at, us], 'holidays');
    if (!joint.ok) throw new Error('joint failed');
    expect(isBusinessDay({ date: date('2026-12-24') }, joint.value)).toMatchObject({ ok: true, value: { reason: 'public_holiday', label: 'AT: Christmas Eve', holiday_type: 'bank' } });
    const both = jointCalendar([at, de], 'business_days');
    if (!both.ok) throw new Error('joint failed');
    expect(isBusinessDay({ date: date('2026-12-24') }, both.value)).toMatchObject({ ok: true, value: { holiday_type: 'bank' } });
    // Christmas Day is public in both: no type.
    expect((isBusinessDay({ date: date('2026-12-25') }, both.value) as { value: object }).value).not.toHaveProperty('holiday_type');
  });

  it('a country without a table of the type has no such days, and a market has none: the calendar answers as with public alone', async () => {
    const gb = await calendar({ country_code: 'GB', subdivision_code: 'ENG', holiday_types: ['public', 'bank'] });
    const gbPublic = await calendar({ country_code: 'GB', subdivision_code: 'ENG' });
    expect(listHolidays(gb, 2026)).toEqual(listHolidays(gbPublic, 2026));
    const xnys = await calendar({ market_code: 'XNYS', holiday_types: ['public', 'bank', 'optional'] });
    expect(businessDaysBetween({ start_date: date('2025-01-01'), end_date: date('2025-12-31') }, xnys)).toMatchObject({ ok: true, value: { business_days: 250 } });
  });
});

describe('holiday_types: what is refused', () => {
  it('refuses types without public, repeated or unknown types, naming holiday_types', async () => {
    for (const holiday_types of [['bank'], ['public', 'public'], ['public', 'school'], [], 'bank']) {
      const loaded = await loadCalendar({ country_code: 'AT', holiday_types: holiday_types as string[] });
      expect(loaded.ok ? undefined : [loaded.error.code, loaded.error.field]).toEqual(['VALIDATION_ERROR', 'holiday_types']);
      const executed = await execute('is-business-day', { date: '2026-12-24', country_code: 'AT', holiday_types });
      expect(executed.ok ? undefined : [executed.error.code, executed.error.field]).toEqual(['VALIDATION_ERROR', 'holiday_types']);
    }
  });

  it('refuses years outside the compiled tables (1900-2199): loadCalendar names years, a typed call names holiday_types', async () => {
    const loaded = await loadCalendar({ country_code: 'AT', holiday_types: ['public', 'bank'] }, { years: { from: 2190, to: 2210 } });
    expect(loaded).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'years' } });
    if (!loaded.ok) expect(loaded.error.message).toBe('bank days are compiled for 1900-2199 only, and 2200 is outside: ask for the public holidays alone (holiday_types ["public"]) in other years');
    const at = await calendar({ country_code: 'AT', holiday_types: ['public', 'bank'] });
    expect(businessDaysBetween({ start_date: date('2199-12-01'), end_date: date('2200-01-31') }, at)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    const executed = await execute('business-days-between', { start_date: '1850-01-01', end_date: '1850-12-31', country_code: 'AT', holiday_types: ['public', 'bank'] });
    expect(executed).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holiday_types' } });
  });

  it('a data value that carries no type tables (daycalc/holidays/de) fails naming holidays, and says to use loadCalendar', () => {
    const built = calendarOf(DE, { holiday_types: ['public', 'bank'] } as never);
    expect(built).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } });
    if (!built.ok) expect(built.error.message).toContain('loadCalendar');
  });
});

/** The type tables of a country decoded by the test: its days of `type` in `year` (national). */
async function typeDays(country: string, type: string, year: number): Promise<Set<number>> {
  const tables = (await typeTableLoaders[`${country}.${type}`]!()).default;
  const decoded = openRegionYears(tables.table, undefined, 1900).year(year - 1900);
  return new Set(decoded === undefined ? [] : Array.from(decoded.days));
}

describe('holiday_types: counts against a naive day walk', () => {
  const CASES = [
    ['AT', ['bank', 'optional']],
    ['US', ['bank', 'optional']],
    ['IN', ['optional']],
    ['JP', ['bank']],
    ['NL', ['bank', 'optional']],
  ] as const;
  for (const [country, others] of CASES) {
    it(`${country} with ${others.join(' and ')}: businessDaysBetween equals a walk over public ∪ type days`, async () => {
      const withTypes = await calendar({ country_code: country, holiday_types: ['public', ...others] });
      const publicOnly = await calendar({ country_code: country });
      const offDays = new Map<number, Set<number>>();
      const offIn = async (year: number): Promise<Set<number>> => {
        let known = offDays.get(year);
        if (known === undefined) {
          const publicDays = (listHolidays(publicOnly, year) as unknown as { value: { date: string; kind: string }[] }).value.filter((day) => day.kind === 'public_holiday').map((day) => plainDateToEpochDays(day.date as PlainDate));
          known = new Set(publicDays);
          for (const type of others) for (const day of await typeDays(country, type, year)) known.add(day);
          offDays.set(year, known);
        }
        return known;
      };
      for (let year = 1995; year <= 2045; year++) await offIn(year);
      const first = plainDateToEpochDays(date('1995-01-01'));
      const last = plainDateToEpochDays(date('2045-12-31'));
      fc.assert(
        fc.property(fc.integer({ min: first, max: last - 400 }), fc.integer({ min: 0, max: 400 }), (start, length) => {
          let expected = 0;
          for (let day = start; day <= start + length; day++) {
            const weekday = epochDaysToIsoWeekday(day);
            const year = Number(epochDaysToPlainDate(day)!.slice(0, 4));
            if (weekday <= 5 && !offDays.get(year)!.has(day)) expected++;
          }
          const counted = businessDaysBetween({ start_date: epochDaysToPlainDate(start)!, end_date: epochDaysToPlainDate(start + length)! }, withTypes);
          expect(counted.ok && counted.value.business_days).toBe(expected);
        }),
        { numRuns: 150 },
      );
    });
  }
});
