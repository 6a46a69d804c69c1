// Decreed working days by example, on the synthetic tables of test/_helpers/syntheticTables.ts:
// BY 2025 has New Year's Day on 1-3 January (Wednesday-Friday) and the weekend after it, 4-5 January,
// decreed working days; 8 January (a Wednesday) is a decreed working day too (a no-op on Monday-Friday
// weeks); 16 June 2030 (a Sunday) is both a holiday and a decreed working day. CL-AP adds decreed days of
// its own (15 June 2025, a Sunday); CL-BI takes away the national ones of March and October.
import { describe, expect, it, vi } from 'vitest';
import { classifyDay, dayAndNeighbours, isWorkingDay, NEXT_WORKING_DAY, nthWorkingDay, PREVIOUS_WORKING_DAY, summarizeDays } from '../../src/calendars/engine.ts';
import { jointCalendar, type JointCalendarRule } from '../../src/calendars/jointCalendar.ts';
import { listHolidays } from '../../src/calendars/listHolidays.ts';
import { resolveCalendar, type CalendarFields } from '../../src/calendars/resolveCalendar.ts';
import { DAY_REASONS, type ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import type { SavedCalendar } from '../../src/calendars/savedCalendar.ts';
import { execute } from '../../src/catalog/execute.ts';
import { plainDateToEpochDays, type PlainDate } from '../../src/date/plainDate.ts';
import { US } from '../../src/holidays/us.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { adjustDate } from '../../src/operations/adjustDate/adjustDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { holidays } from '../../src/operations/holidays/holidays.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { syntheticYear } from '../_helpers/syntheticHolidays.ts';
import { syntheticHolidayData } from '../_helpers/syntheticTables.ts';
import { SAVED_ID } from './_calendarArbitraries.ts';

// BY, KZ and CL are synthetic in this file: the typed functions get the synthetic values; `execute`,
// which imports the country's module by itself, reads BY's module replaced by the synthetic table.
vi.mock('../../src/calendars/holidayTables/BY.ts', async () => (await import('../_helpers/syntheticTables.ts')).syntheticTableModule('BY'));
const HOLIDAYS = [...syntheticHolidayData(), US];

const d = (value: string) => value as PlainDate;
const day = (value: string) => plainDateToEpochDays(d(value));
const NEW_YEAR = 'Working day (in exchange for the day off on 2025-01-01)';

function calendar(fields: CalendarFields = {}): ResolvedCalendar {
  const result = resolveCalendar({ country_code: 'BY', ...fields }, { holidays: HOLIDAYS });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function saved(value: Omit<SavedCalendar, 'id'>): ResolvedCalendar {
  const result = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => ({ id: SAVED_ID, country_code: 'BY', ...value }) });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function joint(calendars: ResolvedCalendar[], rule: JointCalendarRule): ResolvedCalendar {
  const result = jointCalendar(calendars, rule);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function checked<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const by = calendar();

describe('the synthetic data the examples rely on', () => {
  it('has the days the examples name', () => {
    expect([...syntheticYear('BY', undefined, 2025).working.keys()]).toEqual(expect.arrayContaining(['2025-01-04', '2025-01-05', '2025-01-08']));
    expect(syntheticYear('BY', undefined, 2030).holidays.get('2030-06-16')).toBe('Moving Day');
    expect(syntheticYear('BY', undefined, 2030).working.has('2030-06-16')).toBe(true);
    expect(DAY_REASONS).toEqual(['non_working_weekday', 'excluded_date', 'custom_holiday', 'public_holiday', 'decreed_working_day', 'working_day']);
  });
});

describe('decreed working days: classification (first match wins) and labels', () => {
  it('should make a decreed Saturday a business day with the decree as its label', () => {
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, by))).toEqual({
      date: '2025-01-04',
      is_business_day: true,
      weekday: 6,
      reason: 'decreed_working_day',
      label: NEW_YEAR,
      next_business_day: '2025-01-05',
      previous_business_day: '2024-12-31',
    });
    expect(classifyDay(by.plan, day('2025-01-05'))).toEqual({ reason: 'decreed_working_day', label: NEW_YEAR });
    expect(isWorkingDay(by.plan, day('2025-01-04'))).toBe(true);
    expect(isWorkingDay(by.plan, day('2025-01-11'))).toBe(false);
  });

  it('should leave the day an ordinary non-working weekday when the calendar does not include public holidays', () => {
    const off = calendar({ include_public_holidays: false });
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, off))).toMatchObject({ is_business_day: false, reason: 'non_working_weekday', next_business_day: '2025-01-06' });
    expect(isWorkingDay(off.plan, day('2025-01-04'))).toBe(false);
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, off)).label).toBeUndefined();
  });

  it('should change nothing on a weekday that is already a working weekday, and count where it is not', () => {
    expect(checked(isBusinessDay({ date: d('2025-01-08') }, by))).toMatchObject({ is_business_day: true, reason: 'working_day' });
    expect(checked(isBusinessDay({ date: d('2025-01-08') }, by)).label).toBeUndefined();
    // With Wednesday off, the decreed Wednesday works.
    const noWednesday = calendar({ working_days: [1, 2, 4, 5] });
    expect(checked(isBusinessDay({ date: d('2025-01-08') }, noWednesday))).toMatchObject({ is_business_day: true, reason: 'decreed_working_day', label: 'Working day (in exchange for the day off on 2025-01-11)' });
    // With Saturday a working weekday, the decreed Saturday is a plain working day.
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, calendar({ working_days: [1, 2, 3, 4, 5, 6] })))).toMatchObject({ reason: 'working_day' });
  });

  it("should let a saved calendar's excluded date or custom holiday on a decreed working day win (the classification order)", () => {
    const company = saved({ excluded_dates: ['2025-01-04'], custom_holidays: [{ date: '2025-01-05', label: 'Company Day' }] });
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, company))).toMatchObject({ is_business_day: false, reason: 'excluded_date', next_business_day: '2025-01-06', previous_business_day: '2024-12-31' });
    expect(checked(isBusinessDay({ date: d('2025-01-05') }, company))).toMatchObject({ is_business_day: false, reason: 'custom_holiday', label: 'Company Day' });
    expect(checked(businessDaysBetween({ start_date: d('2025-01-01'), end_date: d('2025-01-05') }, company)).summary).toMatchObject({
      calendar_days_elapsed: 5,
      working_days_counted: 0,
      non_working_weekdays_skipped: 0,
      public_holidays_skipped: 3,
      custom_holidays_skipped: 1,
      excluded_dates_skipped: 1,
    });
  });

  it('should let a public holiday win over a decreed working day on the same date', () => {
    expect(checked(isBusinessDay({ date: d('2030-06-16') }, by))).toMatchObject({ is_business_day: false, reason: 'public_holiday', label: 'Moving Day', next_business_day: '2030-06-17' });
    expect(checked(businessDaysBetween({ start_date: d('2030-06-15'), end_date: d('2030-06-16') }, by)).summary).toMatchObject({ non_working_weekdays_skipped: 1, public_holidays_skipped: 1, working_days_counted: 0 });
  });

  it("should follow a subdivision's own decreed days: added ones (CL-AP) and national ones taken away (CL-BI)", () => {
    const chile = (subdivision_code?: string) => (subdivision_code === undefined ? resolveCalendar({ country_code: 'CL' }, { holidays: HOLIDAYS }) : resolveCalendar({ country_code: 'CL', subdivision_code }, { holidays: HOLIDAYS }));
    const reasonIn = (fields: ReturnType<typeof chile>, date: string) => checked(isBusinessDay({ date: d(date) }, checked(fields))).reason;
    expect(reasonIn(chile('AP'), '2025-06-15')).toBe('decreed_working_day');
    expect(reasonIn(chile(), '2025-06-15')).toBe('non_working_weekday');
    expect(reasonIn(chile(), '2025-10-04')).toBe('decreed_working_day');
    expect(reasonIn(chile('BI'), '2025-10-04')).toBe('non_working_weekday');
    expect(reasonIn(chile('TA'), '2025-10-04')).toBe('decreed_working_day');
  });
});

describe('decreed working days: counting, moving, rolling and tracing', () => {
  it('should count a decreed working day as a working day and not as a non-working weekday (summary partition)', () => {
    const value = checked(businessDaysBetween({ start_date: d('2025-01-01'), end_date: d('2025-01-12') }, by));
    expect(value.business_days).toBe(7);
    expect(value.summary).toMatchObject({ calendar_days_elapsed: 12, working_days_counted: 7, non_working_weekdays_skipped: 2, public_holidays_skipped: 3, custom_holidays_skipped: 0, excluded_dates_skipped: 0 });
    expect(summarizeDays(by, day('2025-01-04'), day('2025-01-05'), false)).toMatchObject({ working_days_counted: 2, non_working_weekdays_skipped: 0 });
    // The same span without public holidays: weekends are weekends.
    expect(checked(businessDaysBetween({ start_date: d('2025-01-01'), end_date: d('2025-01-12') }, calendar({ include_public_holidays: false }))).summary).toMatchObject({ working_days_counted: 8, non_working_weekdays_skipped: 4 });
  });

  it('should trace a decreed working day as a business day with its label', () => {
    const value = checked(businessDaysBetween({ start_date: d('2025-01-03'), end_date: d('2025-01-06'), detailed: true }, by));
    expect(value.trace).toEqual([
      { date: '2025-01-03', weekday: 5, is_business_day: false, reason: 'public_holiday', label: "New Year's Day" },
      { date: '2025-01-04', weekday: 6, is_business_day: true, reason: 'decreed_working_day', label: NEW_YEAR },
      { date: '2025-01-05', weekday: 7, is_business_day: true, reason: 'decreed_working_day', label: NEW_YEAR },
      { date: '2025-01-06', weekday: 1, is_business_day: true, reason: 'working_day' },
    ]);
  });

  it('should add business days onto and across decreed working days, both ways', () => {
    expect(checked(addBusinessDays({ start_date: d('2024-12-31'), days: 1 }, by)).result_date).toBe('2025-01-04');
    expect(checked(addBusinessDays({ start_date: d('2024-12-31'), days: 3 }, by)).result_date).toBe('2025-01-06');
    expect(checked(addBusinessDays({ start_date: d('2025-01-06'), days: -1 }, by)).result_date).toBe('2025-01-05');
    expect(checked(addBusinessDays({ start_date: d('2025-01-06'), days: -3 }, by)).result_date).toBe('2024-12-31');
    // A decreed start counts as day one with include_start_date.
    const counted = checked(addBusinessDays({ start_date: d('2025-01-04'), days: 2, include_start_date: true }, by));
    expect(counted.result_date).toBe('2025-01-05');
    expect(counted.summary).toMatchObject({ working_days_counted: 2, non_working_weekdays_skipped: 0 });
    expect(nthWorkingDay(by.plan, day('2024-12-31'), 2, 1)).toBe(day('2025-01-05'));
    expect(nthWorkingDay(by.plan, day('2025-01-07'), 3, -1)).toBe(day('2025-01-04'));
  });

  it('should find decreed working days as the neighbouring business days and roll onto them', () => {
    expect(checked(isBusinessDay({ date: d('2025-01-03') }, by))).toMatchObject({ next_business_day: '2025-01-04', previous_business_day: '2024-12-31' });
    expect(checked(isBusinessDay({ date: d('2025-01-06') }, by))).toMatchObject({ previous_business_day: '2025-01-05' });
    expect(dayAndNeighbours(by.plan, day('2025-01-01'), PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, true)).toEqual({
      reason: 'public_holiday',
      label: "New Year's Day",
      previous: day('2024-12-31'),
      next: day('2025-01-04'),
    });
    expect(checked(adjustDate({ date: d('2025-01-03'), convention: 'following' }, by))).toMatchObject({ adjusted_date: '2025-01-04', days_moved: 1, reason: 'public_holiday' });
    expect(checked(adjustDate({ date: d('2025-01-04') }, by))).toEqual({
      date: '2025-01-04',
      convention: 'following',
      adjusted_date: '2025-01-04',
      days_moved: 0,
      is_business_day: true,
      reason: 'decreed_working_day',
      label: NEW_YEAR,
    });
    // dayAndNeighbours asked only for a non-working day: a decreed working day gets none.
    expect(dayAndNeighbours(by.plan, day('2025-01-04'), NEXT_WORKING_DAY, false)).toEqual({ reason: 'decreed_working_day', label: NEW_YEAR, previous: undefined, next: undefined });
  });

  it('should answer the same through execute (is-business-day, adjust-date headlines follow the reason)', async () => {
    const answer = await execute('is-business-day', { date: '2025-01-04', country_code: 'BY' });
    expect(answer).toMatchObject({ ok: true, data: { is_business_day: true, reason: 'decreed_working_day', label: NEW_YEAR } });
    const rolled = await execute('adjust-date', { date: '2025-01-04', country_code: 'BY', convention: 'preceding' });
    expect(rolled).toMatchObject({ ok: true, data: { adjusted_date: '2025-01-04', is_business_day: true, reason: 'decreed_working_day' } });
  });
});

describe('decreed working days: joint calendars', () => {
  const kz = checked(resolveCalendar({ country_code: 'KZ' }, { holidays: HOLIDAYS }));
  const us = checked(resolveCalendar({ country_code: 'US' }, { holidays: HOLIDAYS }));

  it('rule holidays: a decreed day works only when it works in every member, named by each decree', () => {
    const both = joint([by, kz], 'holidays');
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, both))).toMatchObject({ is_business_day: true, reason: 'decreed_working_day', label: `BY: ${NEW_YEAR}; KZ: ${NEW_YEAR}` });
    // 11 January 2025 is decreed in KZ only: off in the joint calendar, as BY's weekend.
    expect(checked(isBusinessDay({ date: d('2025-01-11') }, both))).toMatchObject({ is_business_day: false, reason: 'non_working_weekday' });
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, joint([by, us], 'holidays')))).toMatchObject({ is_business_day: false, reason: 'non_working_weekday' });
    // A member that excludes the day: the classification order's first reason among the members that have it off.
    const closed = saved({ excluded_dates: ['2025-01-04'] });
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, joint([by, closed], 'holidays')))).toMatchObject({ is_business_day: false, reason: 'excluded_date' });
    expect(checked(businessDaysBetween({ start_date: d('2025-01-01'), end_date: d('2025-01-12') }, both)).summary).toMatchObject({ working_days_counted: 7, non_working_weekdays_skipped: 2, public_holidays_skipped: 3 });
  });

  it('rule business_days: a decreed day works when it works in any member', () => {
    const either = joint([by, us], 'business_days');
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, either))).toMatchObject({ is_business_day: true, reason: 'decreed_working_day', label: `BY: ${NEW_YEAR}` });
    expect(checked(isBusinessDay({ date: d('2025-01-11') }, either))).toMatchObject({ is_business_day: false, reason: 'non_working_weekday' });
    // Every member off: the excluded date of the one that would have worked it.
    const closed = saved({ excluded_dates: ['2025-01-04'] });
    expect(checked(isBusinessDay({ date: d('2025-01-04') }, joint([closed, us], 'business_days')))).toMatchObject({ is_business_day: false, reason: 'excluded_date' });
    expect(checked(addBusinessDays({ start_date: d('2025-01-03'), days: 1 }, either)).result_date).toBe('2025-01-04');
  });
});

describe('decreed working days: listing (listHolidays and the holidays operation)', () => {
  it('should list decreed working days as kind decreed_working_day, with their labels, whatever their weekday', () => {
    const listed = checked(listHolidays(by, 2025));
    expect(listed.slice(0, 6)).toEqual([
      { date: '2025-01-01', weekday: 3, kind: 'public_holiday', label: "New Year's Day" },
      { date: '2025-01-02', weekday: 4, kind: 'public_holiday', label: "New Year's Day" },
      { date: '2025-01-03', weekday: 5, kind: 'public_holiday', label: "New Year's Day" },
      { date: '2025-01-04', weekday: 6, kind: 'decreed_working_day', label: NEW_YEAR },
      { date: '2025-01-05', weekday: 7, kind: 'decreed_working_day', label: NEW_YEAR },
      { date: '2025-01-08', weekday: 3, kind: 'decreed_working_day', label: 'Working day (in exchange for the day off on 2025-01-11)' },
    ]);
  });

  it("should list a day once, as the classification order's first kind, and none without public holidays", () => {
    expect(checked(listHolidays(by, 2030)).filter((entry) => entry.date === '2030-06-16')).toEqual([{ date: '2030-06-16', weekday: 7, kind: 'public_holiday', label: 'Moving Day' }]);
    const company = saved({ excluded_dates: ['2025-01-04'], custom_holidays: [{ date: '2025-01-05', label: 'Company Day' }] });
    expect(checked(listHolidays(company, 2025)).slice(3, 5)).toEqual([
      { date: '2025-01-04', weekday: 6, kind: 'excluded_date' },
      { date: '2025-01-05', weekday: 7, kind: 'custom_holiday', label: 'Company Day' },
    ]);
    expect(checked(listHolidays(calendar({ include_public_holidays: false }), 2025))).toEqual([]);
  });

  it('should list them in the holidays operation, never as substitutes', () => {
    const value = checked(holidays({ start_date: d('2025-01-03'), end_date: d('2025-01-05') }, by));
    expect(value.holidays).toEqual([
      { date: '2025-01-03', weekday: 5, kind: 'public_holiday', label: "New Year's Day" },
      { date: '2025-01-04', weekday: 6, kind: 'decreed_working_day', label: NEW_YEAR },
      { date: '2025-01-05', weekday: 7, kind: 'decreed_working_day', label: NEW_YEAR },
    ]);
    expect(value.count).toBe(3);
  });
});
