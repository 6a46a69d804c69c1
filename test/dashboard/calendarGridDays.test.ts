import { describe, expect, it } from 'vitest';
import { calendarGridDays } from '../../src/dashboard/calendarGridDays.ts';
import { monthLayout } from '../../src/playground/monthGrid.ts';

const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('calendarGridDays', () => {
  it('draws every day of the months with a custom holiday or an excluded date', () => {
    const { days, months } = calendarGridDays({ custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }], excluded_dates: ['2026-12-31', '2027-02-01'] }, 12, monthLayout);
    expect(months).toBe(2);
    expect(days).toHaveLength(31 + 28);
    expect(days[23]).toEqual({ date: '2026-12-24', reason: 'custom_holiday', label: 'Office closed' });
    expect(days.find((day) => day.date === '2026-12-31')).toEqual({ date: '2026-12-31', reason: 'excluded_date' });
    expect(days.find((day) => day.date === '2027-02-01')?.reason).toBe('excluded_date');
  });

  it('classifies weekdays by the calendar working days, before excluded dates and holidays (the classification order)', () => {
    const { days } = calendarGridDays({ working_days: [1, 2, 3, 4], custom_holidays: [{ date: '2026-12-25', label: 'Christmas' }], excluded_dates: ['2026-12-26'] }, 12, monthLayout);
    for (const day of days) {
      const weekday = isoWeekday(day.date);
      if (weekday >= 5) expect(day.reason, day.date).toBe('non_working_weekday');
      else if (day.date !== '2026-12-25') expect(day.reason, day.date).toBe('working_day');
    }
    expect(isoWeekday('2026-12-25')).toBe(5); // a Friday: not a working day here, so not drawn as a holiday
    expect(days.find((day) => day.date === '2026-12-25')?.reason).toBe('non_working_weekday');
  });

  it('defaults to Monday to Friday, and gets every weekday right across leap years and centuries', () => {
    for (const date of ['2024-02-29', '2000-02-29', '1900-03-01', '0001-01-01', '9999-12-31', '2026-11-24']) {
      const { days } = calendarGridDays({ excluded_dates: [date] }, 12, monthLayout);
      for (const day of days) {
        if (date.startsWith('0001')) continue; // JavaScript's Date cannot be told year 1 by Date.UTC: checked below
        expect(day.reason === 'non_working_weekday', day.date).toBe(isoWeekday(day.date) >= 6);
      }
    }
    const first = calendarGridDays({ excluded_dates: ['0001-01-01'] }, 12, monthLayout).days;
    expect(first[0]).toEqual({ date: '0001-01-01', reason: 'excluded_date' }); // 1 January 1 was a Monday (proleptic Gregorian)
    expect(first[5]?.reason).toBe('non_working_weekday');
  });

  it('draws at most maxMonths months, in date order, and skips malformed dates', () => {
    const dates = ['2027-03-01', '2026-01-05', 'nope', '2026-13-01', '2026-06-01'];
    const { days, months } = calendarGridDays({ excluded_dates: dates }, 2, monthLayout);
    expect(months).toBe(3);
    expect(days[0]?.date).toBe('2026-01-01');
    expect(days.at(-1)?.date).toBe('2026-06-30');
  });

  it('draws nothing for a calendar without dates', () => {
    expect(calendarGridDays({}, 12, monthLayout)).toEqual({ days: [], months: 0 });
  });
});
