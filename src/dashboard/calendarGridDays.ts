import type { GridDay, monthLayout } from '../playground/monthGrid.ts';

/** The parts of a saved calendar that the dashboard draws. */
export interface GridCalendar {
  readonly working_days?: readonly number[];
  readonly custom_holidays?: ReadonlyArray<{ readonly date: string; readonly label?: string }>;
  readonly excluded_dates?: readonly string[];
}

/** The days to draw, and how many months had a date in all. */
export interface CalendarGridDays {
  readonly days: GridDay[];
  readonly months: number;
}

/**
 * Classifies every day of the months in which a saved calendar has a custom holiday or an excluded
 * date, for the month grid: by the classification order (docs/decisions.md#business-day-classification), a weekday outside `working_days` is a non-working
 * weekday, then an excluded date, then a custom holiday (with its label), else a working day. Public
 * holidays are not known to the page, so none is drawn. Months run in date order, at most `maxMonths`
 * of them; malformed dates are skipped. The dashboard's browser script bundles it.
 *
 * @param calendar - The calendar (`working_days` defaults to Monday to Friday).
 * @param maxMonths - The most months to draw.
 * @param layout - The month grid's layout (`monthLayout`), the one the grid is drawn with.
 * @returns The days of the months drawn, and the count of months with a date.
 * @example
 * calendarGridDays({ custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }] }, 12, monthLayout).days[23]
 * //=> { date: '2026-12-24', reason: 'custom_holiday', label: 'Office closed' }
 */
export function calendarGridDays(calendar: GridCalendar, maxMonths: number, layout: typeof monthLayout): CalendarGridDays {
  const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
  const working = new Set(calendar.working_days ?? [1, 2, 3, 4, 5]);
  const custom = new Map<string, string>();
  for (const holiday of calendar.custom_holidays ?? []) if (DATE.test(holiday.date)) custom.set(holiday.date, holiday.label ?? '');
  const excluded = new Set((calendar.excluded_dates ?? []).filter((date) => DATE.test(date)));
  const months = [...new Set([...custom.keys(), ...excluded].map((date) => date.slice(0, 7)))]
    .filter((key) => Number(key.slice(5, 7)) >= 1 && Number(key.slice(5, 7)) <= 12)
    .sort();
  const days: GridDay[] = [];
  // The grid's own layout places each day under its weekday: column 0 is Monday (ISO weekday 1).
  for (const { weeks } of layout(months.slice(0, maxMonths).map((key) => ({ date: key + '-01', reason: '' })))) {
    for (const week of weeks) {
      week.forEach((cell, column) => {
        if (cell === null) return;
        const date = cell.date;
        if (!working.has(column + 1)) days.push({ date, reason: 'non_working_weekday' });
        else if (excluded.has(date)) days.push({ date, reason: 'excluded_date' });
        else if (custom.has(date)) days.push({ date, reason: 'custom_holiday', label: custom.get(date)! });
        else days.push({ date, reason: 'working_day' });
      });
    }
  }
  return { days, months: months.length };
}
