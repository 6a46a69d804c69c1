// Facts from official publications (OPM, gov.uk, state and national gazettes), checked by hand.
import { describe, expect, it } from 'vitest';
import { resolveCalendar, type CalendarFields } from '../../src/calendars/resolveCalendar.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { execute } from '../../src/catalog/execute.ts';
import { ALL_HOLIDAY_DATA } from '../_helpers/holidayData.ts';

const d = (value: string) => value as PlainDate;

function calendar(fields: CalendarFields) {
  const result = resolveCalendar(fields, { holidays: ALL_HOLIDAY_DATA });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The public holidays on working days of a year, as dates. */
function holidaysOn(fields: CalendarFields, year: number, reason = 'public_holiday'): string[] {
  const dates: string[] = [];
  const resolved = calendar({ ...fields, working_days: [1, 2, 3, 4, 5, 6, 7] });
  for (let month = 1; month <= 12; month++) {
    const start = `${year}-${String(month).padStart(2, '0')}-01`;
    const trace = businessDaysBetween({ start_date: d(start), end_date: d(start.slice(0, 8) + '28'), detailed: true }, resolved);
    if (trace.ok) dates.push(...trace.value.trace!.filter((item) => item.reason === reason).map((item) => item.date));
    for (const day of [29, 30, 31]) {
      const date = `${start.slice(0, 8)}${day}`;
      const checked = isBusinessDay({ date: d(date) }, resolved);
      if (checked.ok && checked.value.reason === reason) dates.push(date);
    }
  }
  return dates;
}

function businessDays(fields: CalendarFields, start: string, end: string): number {
  const result = businessDaysBetween({ start_date: d(start), end_date: d(end) }, calendar(fields));
  if (!result.ok) throw new Error(result.error.message);
  return result.value.business_days;
}

describe('published holiday facts', () => {
  it('US 2024: the 11 federal holidays (OPM) and 251 business days', () => {
    expect(holidaysOn({ country_code: 'US' }, 2024)).toEqual([
      '2024-01-01', '2024-01-15', '2024-02-19', '2024-05-27', '2024-06-19', '2024-07-04',
      '2024-09-02', '2024-10-14', '2024-11-11', '2024-11-28', '2024-12-25',
    ]);
    expect(businessDays({ country_code: 'US' }, '2024-01-01', '2024-12-31')).toBe(251);
  });

  it('England and Wales 2024: the 8 bank holidays of gov.uk (GB-ENG)', () => {
    expect(holidaysOn({ country_code: 'GB', subdivision_code: 'GB-ENG' }, 2024)).toEqual([
      '2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26',
    ]);
  });

  it("Scotland 2024: 2 January, no Easter Monday, St Andrew's Day substitute on Monday 2 December", () => {
    const scotland = holidaysOn({ country_code: 'GB', subdivision_code: 'SCT' }, 2024);
    expect(scotland).toEqual(expect.arrayContaining(['2024-01-02', '2024-08-05', '2024-12-02']));
    expect(scotland).not.toContain('2024-04-01');
    expect(businessDays({ country_code: 'GB', subdivision_code: 'SCT' }, '2024-01-01', '2024-12-31')).toBe(262 - 9);
  });

  it("Bavaria: Epiphany, Corpus Christi and All Saints' Day, which Berlin does not have", () => {
    for (const date of ['2025-01-06', '2024-05-30', '2024-11-01']) {
      const by = isBusinessDay({ date: d(date) }, calendar({ country_code: 'DE', subdivision_code: 'BY' }));
      const be = isBusinessDay({ date: d(date) }, calendar({ country_code: 'DE', subdivision_code: 'BE' }));
      expect(by.ok && by.value.reason, date).toBe('public_holiday');
      expect(be.ok && be.value.reason, date).toBe('working_day');
    }
    const womensDay = isBusinessDay({ date: d('2024-03-08') }, calendar({ country_code: 'DE', subdivision_code: 'DE-BE' }));
    expect(womensDay.ok && womensDay.value.label).toBe("Women's Day");
  });

  it('Japan 2024: the five substitute holidays (furikae kyujitsu)', () => {
    expect(holidaysOn({ country_code: 'JP' }, 2024).filter((date) => ['02-12', '05-06', '08-12', '09-23', '11-04'].includes(date.slice(5)))).toHaveLength(5);
    const substitute = isBusinessDay({ date: d('2024-02-12') }, calendar({ country_code: 'JP' }));
    expect(substitute.ok && substitute.value).toMatchObject({ reason: 'public_holiday', label: 'Substitute Holiday', next_business_day: '2024-02-13' });
  });

  it('Russia 2024: New Year holidays 1-8 January, first working day 9 January', () => {
    const ru = calendar({ country_code: 'RU' });
    const result = businessDaysBetween({ start_date: d('2024-01-01'), end_date: d('2024-01-08') }, ru);
    expect(result.ok && result.value.summary).toMatchObject({ working_days_counted: 0, public_holidays_skipped: 6, non_working_weekdays_skipped: 2 });
    const first = isBusinessDay({ date: d('2024-01-01') }, ru);
    expect(first.ok && first.value.next_business_day).toBe('2024-01-09');
  });

  it('France 2024: the 11 jours fériés', () => {
    const all = holidaysOn({ country_code: 'FR', working_days: [1, 2, 3, 4, 5, 6, 7] }, 2024);
    expect(all).toEqual(['2024-01-01', '2024-04-01', '2024-05-01', '2024-05-08', '2024-05-09', '2024-05-20', '2024-07-14', '2024-08-15', '2024-11-01', '2024-11-11', '2024-12-25']);
  });

  it("New South Wales 2024: King's Birthday 10 June, Labour Day 7 October; Bank Holiday is not public", () => {
    const nsw = holidaysOn({ country_code: 'AU', subdivision_code: 'AU-NSW' }, 2024);
    expect(nsw).toEqual(expect.arrayContaining(['2024-01-26', '2024-04-25', '2024-06-10', '2024-10-07']));
    expect(nsw).not.toContain('2024-08-05');
  });

  it("Quebec 2024: National Patriots' Day 20 May and Fête nationale 24 June", () => {
    expect(holidaysOn({ country_code: 'CA', subdivision_code: 'qc' }, 2024)).toEqual(expect.arrayContaining(['2024-05-20', '2024-06-24']));
  });

  it('Auckland 2024: Anniversary Day 29 January and Matariki 28 June', () => {
    expect(holidaysOn({ country_code: 'NZ', subdivision_code: 'NZ-AUK' }, 2024)).toEqual(expect.arrayContaining(['2024-01-29', '2024-06-28']));
  });

  it('Israel 2024: Passover 23 April and Rosh Hashanah 3-4 October on a Sunday-Thursday week', () => {
    const il = holidaysOn({ country_code: 'IL', working_days: [7, 1, 2, 3, 4] }, 2024);
    expect(il).toEqual(expect.arrayContaining(['2024-04-23', '2024-10-03']));
  });

  it('United Arab Emirates 2024: Eid al-Fitr from 10 April and National Day 2 December', () => {
    const ae = calendar({ country_code: 'AE', working_days: [1, 2, 3, 4, 5] });
    const eid = isBusinessDay({ date: d('2024-04-10') }, ae);
    expect(eid.ok && eid.value).toMatchObject({ reason: 'public_holiday', next_business_day: '2024-04-15' });
    const national = isBusinessDay({ date: d('2024-12-02') }, ae);
    expect(national.ok && national.value.reason).toBe('public_holiday');
  });

  it('São Paulo state 2024: Constitutionalist Revolution, 9 July', () => {
    const sp = isBusinessDay({ date: d('2024-07-09') }, calendar({ country_code: 'BR', subdivision_code: 'BR-SP' }));
    expect(sp.ok && sp.value.reason).toBe('public_holiday');
  });
});

/** The `holidays` operation's answer for a region's year (through `execute`, as the API answers). */
async function listedHolidays(fields: Record<string, unknown>, year: number): Promise<{ count: number; dates: string[]; substitutes: string[] }> {
  const answer = await execute('holidays', { year, ...fields });
  if (!answer.ok) throw new Error(answer.error.message);
  const { count, holidays } = answer.data;
  return { count, dates: holidays.map((day) => day.date), substitutes: holidays.filter((day) => day.substitute === true).map((day) => day.date) };
}

describe('published holiday facts through the holidays operation (issue 20)', () => {
  it('Germany 2025: the 9 nationwide public holidays (Bundesministerium des Innern, "Gesetzliche Feiertage")', async () => {
    expect(await listedHolidays({ country_code: 'DE' }, 2025)).toEqual({
      count: 9,
      dates: ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-29', '2025-06-09', '2025-10-03', '2025-12-25', '2025-12-26'],
      substitutes: [],
    });
  });

  it('United States 2025: the 11 federal holidays (OPM, "2025 Holiday Schedule")', async () => {
    expect(await listedHolidays({ country_code: 'US' }, 2025)).toEqual({
      count: 11,
      dates: ['2025-01-01', '2025-01-20', '2025-02-17', '2025-05-26', '2025-06-19', '2025-07-04', '2025-09-01', '2025-10-13', '2025-11-11', '2025-11-27', '2025-12-25'],
      substitutes: [],
    });
  });

  it('England and Wales 2025: the 8 bank holidays (gov.uk/bank-holidays)', async () => {
    expect(await listedHolidays({ country_code: 'GB', subdivision_code: 'ENG' }, 2025)).toEqual({
      count: 8,
      dates: ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'],
      substitutes: [],
    });
  });

  it('Scotland 2025: 10 bank holidays, St Andrew\'s Day (Sunday 30 November) substituted on Monday 1 December (gov.uk/bank-holidays)', async () => {
    const scotland = await listedHolidays({ country_code: 'GB', subdivision_code: 'SCT' }, 2025);
    expect(scotland.count).toBe(10);
    expect(scotland.substitutes).toEqual(['2025-12-01']);
  });

  it('France 2025: the 11 jours fériés of the Code du travail (art. L3133-1; service-public.fr)', async () => {
    expect(await listedHolidays({ country_code: 'FR' }, 2025)).toEqual({
      count: 11,
      dates: ['2025-01-01', '2025-04-21', '2025-05-01', '2025-05-08', '2025-05-29', '2025-06-09', '2025-07-14', '2025-08-15', '2025-11-01', '2025-11-11', '2025-12-25'],
      substitutes: [],
    });
  });

  it('Japan 2025: 16 national holidays and 3 substitute holidays (Cabinet Office, "国民の祝日について")', async () => {
    const japan = await listedHolidays({ country_code: 'JP' }, 2025);
    expect(japan.count).toBe(19);
    expect(japan.substitutes).toEqual(['2025-02-24', '2025-05-06', '2025-11-24']);
    expect(japan.dates.filter((date) => !japan.substitutes.includes(date))).toEqual([
      '2025-01-01', '2025-01-13', '2025-02-11', '2025-02-23', '2025-03-20', '2025-04-29', '2025-05-03', '2025-05-04',
      '2025-05-05', '2025-07-21', '2025-08-11', '2025-09-15', '2025-09-23', '2025-10-13', '2025-11-03', '2025-11-23',
    ]);
  });
});
