import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { execute } from '../../src/catalog/execute.ts';
import { epochDaysToPlainDate, parsePlainDate, plainDateToEpochDays, type PlainDate } from '../../src/date/plainDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';

// Market calendars (`market_code`, docs/decisions.md#markets): a market's full-day closures are its days
// off, through the same engine as a country's public holidays. Facts from the exchanges' notices:
// NYSE closed 2025-01-09 for the national day of mourning for President Carter
// (https://www.nyse.com/trader-update/history#11025), 2012-10-29/30 for Hurricane Sandy
// (https://ir.theice.com/press/news-details/2012/NYSE-Euronext-to-Close-US-Markets-on-Tuesday-October-30/default.aspx),
// and is open on Columbus Day and Veterans Day (https://www.nyse.com/markets/hours-calendars).

/** The value of a result that must be ok. */
function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const day = (text: string): PlainDate => must(parsePlainDate(text));

async function market(code: string): Promise<ResolvedCalendar> {
  const calendar = await loadCalendar({ market_code: code });
  if (!calendar.ok) throw new Error(calendar.error.message);
  return calendar.value;
}

describe('market calendars: the closures of an exchange or settlement system', () => {
  it('NYSE is closed on its one-off closures and open on federal holidays it trades through', async () => {
    const nyse = await market('XNYS');
    const us = await loadCalendar({ country_code: 'US' });
    expect(us.ok).toBe(true);
    for (const closed of ['2025-01-09', '2012-10-29', '2012-10-30', '2024-12-25']) {
      const answer = isBusinessDay({ date: day(closed) }, nyse);
      expect(answer.ok && answer.value.reason, closed).toBe('public_holiday');
    }
    const carter = isBusinessDay({ date: day('2025-01-09') }, nyse);
    expect(carter.ok && carter.value.label).toMatch(/Carter/);
    for (const open of ['2024-10-14', '2024-11-11']) {
      expect(must(isBusinessDay({ date: day(open) }, nyse)).is_business_day, open).toBe(true);
      // The federal calendar has the day off: the market calendar is not the country's.
      expect(must(isBusinessDay({ date: day(open) }, must(us))).is_business_day, open).toBe(false);
    }
    expect(nyse.market_code).toBe('XNYS');
    expect(nyse.country_code).toBeUndefined();
    // Market tables have one source.
    expect([nyse.provider, nyse.provider_version]).toEqual(['daycalc-tables', 'python-holidays 0.105']);
  });

  it('counts January 2025 on NYSE: 23 weekdays less New Year, the Carter day of mourning and Martin Luther King Day', async () => {
    const count = businessDaysBetween({ start_date: day('2025-01-01'), end_date: day('2025-01-31') }, await market('xnys'));
    expect(count.ok && count.value.business_days).toBe(20);
    expect(count.ok && count.value.summary.public_holidays_skipped).toBe(3);
  });

  it('TARGET2 closes on 25 and 26 December only in the last week of 2024', async () => {
    const count = businessDaysBetween({ start_date: day('2024-12-23'), end_date: day('2024-12-31') }, await market('TARGET'));
    expect(count.ok && count.value.business_days).toBe(5);
  });

  it.each([
    ['XNYS', '1960-01-01', '2099-12-31'],
    ['XETR', '2016-01-01', '2099-12-31'],
    ['TARGET', '1999-01-01', '2099-12-31'],
    ['XJPX', '1949-01-01', '2098-12-31'],
  ])('%s agrees with a day-by-day walk of is-business-day over any span inside its years (property)', async (code, from, to) => {
    const calendar = await market(code);
    // Inside the years by a month each side: is-business-day also names the previous and next business days.
    const first = plainDateToEpochDays(day(from)) + 30;
    const last = plainDateToEpochDays(day(to)) - 60;
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), fc.integer({ min: 0, max: 60 }), (start, length) => {
        let walked = 0;
        for (let at = start; at <= start + length; at++) if (must(isBusinessDay({ date: epochDaysToPlainDate(at)! }, calendar)).is_business_day) walked++;
        const counted = must(businessDaysBetween({ start_date: epochDaysToPlainDate(start)!, end_date: epochDaysToPlainDate(start + length)! }, calendar));
        expect(counted.business_days).toBe(walked);
      }),
      { numRuns: 40 },
    );
  });

  it('answers the first years of a market whose data starts inside a block of years (XETR from 2016)', async () => {
    const xetra = await market('XETR');
    // Good Friday 2016 (25 March): Frankfurt closed (https://www.xetra.com/xetra-en/trading/trading-calendar-and-trading-hours).
    expect(must(isBusinessDay({ date: day('2016-03-25') }, xetra)).reason).toBe('public_holiday');
    expect(must(businessDaysBetween({ start_date: day('2016-03-21'), end_date: day('2016-03-31') }, xetra)).business_days).toBe(7);
  });

  it('says which years a market holds: a year outside is a VALIDATION_ERROR, never a silent open day', async () => {
    const nyse = await market('XNYS');
    const typed = businessDaysBetween({ start_date: day('2100-12-01'), end_date: day('2101-01-31') }, nyse);
    expect(typed.ok ? undefined : typed.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'calendar', message: 'the closures of XNYS are known for 1900-2100 only, and 2101 is outside' });
    const answer = await execute('business-days-between', { market_code: 'XNYS', start_date: '2101-01-02', end_date: '2101-01-31' });
    expect(answer.ok ? undefined : answer.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'market_code' });
    // A saved market calendar's years are the saved calendar's field.
    const id = '123e4567-e89b-12d3-a456-426614174000';
    const saved = await execute('is-business-day', { business_calendar_id: id, date: '2101-03-01' }, { calendars: () => ({ id, market_code: 'XNYS' }) });
    expect(saved.ok ? undefined : saved.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'business_calendar_id' });
    const loaded = await loadCalendar({ market_code: 'XETR' }, { years: { from: 2010, to: 2020 } });
    expect(loaded.ok ? undefined : loaded.error).toEqual({ code: 'VALIDATION_ERROR', field: 'years', message: 'the closures of XETR are known for 2016-2100 only, and 2010 is outside' });
  });

  it('is exclusive with a country or a subdivision, and names market_code', async () => {
    for (const fields of [{ market_code: 'XNYS', country_code: 'US' }, { market_code: 'XNYS', subdivision_code: 'NY' }]) {
      const loaded = await loadCalendar(fields);
      expect(loaded.ok ? undefined : loaded.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'market_code' });
      const answer = await execute('is-business-day', { date: '2025-01-09', ...fields });
      expect(answer.ok ? undefined : answer.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'market_code' });
      expect(answer.ok ? '' : answer.error.message).toMatch(/^market_code and (country_code|subdivision_code) are exclusive: give one$/);
    }
  });

  it('answers a code that is no market with VALIDATION_ERROR naming market_code, and a common name with its MIC', async () => {
    const unknown = await execute('is-business-day', { date: '2025-01-09', market_code: 'XXXX' });
    expect(unknown.ok ? undefined : unknown.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'market_code' });
    const named = await loadCalendar({ market_code: 'NYSE' });
    expect(named.ok ? undefined : named.error.message).toBe("market_code NYSE is not a market of daycalc's data: NYSE is a name, the MIC is XNYS");
    const malformed = await execute('is-business-day', { date: '2025-01-09', market_code: 'X' });
    expect(malformed.ok ? undefined : malformed.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'market_code' });
    expect(malformed.ok ? '' : malformed.error.message).toBe('market_code must be a market code: an ISO 10383 MIC such as "XNYS", or "TARGET"; received "X"');
  });

  it('without its closures a market calendar is its working week, and it still needs a real market', async () => {
    const plain = await execute('is-business-day', { date: '2025-01-09', market_code: 'XNYS', include_public_holidays: false });
    expect(plain.ok && plain.data.is_business_day).toBe(true);
    const made = await execute('is-business-day', { date: '2025-01-09', market_code: 'ZZZZ', include_public_holidays: false });
    expect(made.ok ? undefined : made.error.field).toBe('market_code');
  });

  it('through execute: is-business-day, and holidays lists the closures with the market instead of a country', async () => {
    const closed = await execute('is-business-day', { date: '2025-01-09', market_code: 'xnys' });
    expect(closed.ok && closed.data).toMatchObject({ is_business_day: false, reason: 'public_holiday', next_business_day: '2025-01-10' });
    const listed = await execute('holidays', { year: 2012, market_code: 'XNYS' });
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    expect(listed.data.market_code).toBe('XNYS');
    expect('country_code' in listed.data).toBe(false);
    expect(listed.data.holidays.filter((entry) => entry.label === 'Hurricane Sandy').map((entry) => entry.date)).toEqual(['2012-10-29', '2012-10-30']);
  });

  it('resolveCalendar needs the market data, as it needs a country data', () => {
    const resolved = resolveCalendar({ market_code: 'XNYS' });
    expect(resolved.ok ? undefined : resolved.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'holidays' });
  });

  it('holidays lists early closes with their closing time; an early close is a business day', async () => {
    // NYSE closes at 13:00 on 29 November and 24 December 2024 (https://www.nyse.com/markets/hours-calendars).
    const listed = await execute('holidays', { market_code: 'XNYS', start_date: '2024-11-01', end_date: '2024-12-31' });
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    const early = listed.data.holidays.filter((entry) => entry.kind === 'early_close');
    expect(early.map((entry) => [entry.date, entry.closes_at])).toEqual([
      ['2024-11-29', '13:00'],
      ['2024-12-24', '13:00'],
    ]);
    expect(listed.data.holidays.map((entry) => entry.date)).toEqual([...listed.data.holidays.map((entry) => entry.date)].sort());
    expect(listed.data.holidays.find((entry) => entry.date === '2024-11-28')?.kind).toBe('public_holiday');
    const christmasEve = await execute('is-business-day', { market_code: 'XNYS', date: '2024-12-24' });
    expect(christmasEve.ok && christmasEve.data.is_business_day).toBe(true);
    // A country calendar lists none.
    const us = await execute('holidays', { country_code: 'US', year: 2024 });
    expect(us.ok && us.data.holidays.some((entry) => entry.kind === 'early_close')).toBe(false);
  });

  it('lists an early close without a time where the market states none (Hong Kong)', async () => {
    const listed = await execute('holidays', { market_code: 'XHKG', year: 2024 });
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    const early = listed.data.holidays.filter((entry) => entry.kind === 'early_close');
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((entry) => entry.closes_at === undefined)).toBe(true);
  });

  it('a saved calendar through a lookup may be a market; a joint calendar may hold one', async () => {
    const id = '123e4567-e89b-12d3-a456-426614174000';
    const saved = await loadCalendar({ business_calendar_id: id }, { lookup: () => ({ id, market_code: 'xnys', custom_holidays: [{ date: '2025-01-10', label: 'Desk closed' }] }) });
    expect(saved.ok).toBe(true);
    const week = must(businessDaysBetween({ start_date: day('2025-01-06'), end_date: day('2025-01-10') }, must(saved)));
    expect([week.business_days, week.summary.public_holidays_skipped, week.summary.custom_holidays_skipped]).toEqual([3, 1, 1]);
    const both = await loadCalendar({ business_calendar_id: id }, { lookup: () => ({ id, market_code: 'XNYS', country_code: 'US' }) });
    expect(both.ok ? undefined : both.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'business_calendar_id' });
    const { jointCalendar } = await import('../../src/calendars/jointCalendar.ts');
    const london = await market('XLON');
    const joint = must(jointCalendar([await market('XNYS'), london], 'holidays'));
    // 2025-01-09: New York closed, London open; 2024-12-26: London closed, New York open.
    for (const closed of ['2025-01-09', '2024-12-26']) expect(must(isBusinessDay({ date: day(closed) }, joint)).is_business_day, closed).toBe(false);
    expect(must(isBusinessDay({ date: day('2025-01-08') }, joint)).is_business_day).toBe(true);
  });

  it('adjust-date rolls over a market closure', async () => {
    const rolled = await execute('adjust-date', { date: '2025-01-09', market_code: 'XNYS', convention: 'following' });
    expect(rolled.ok && rolled.data).toMatchObject({ adjusted_date: '2025-01-10' });
  });
});
