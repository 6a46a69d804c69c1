// The non-daycalc contenders of the business-day cases, set up once on the same US holidays.
import moment from 'moment-business-days';
import { usPublicHolidays } from './_inputs.ts';

/** US public holidays as sorted `YYYY-MM-DD`, computed once. */
export const US_HOLIDAYS = usPublicHolidays();

/** The same holidays as epoch days, for the naive loop. */
export const US_HOLIDAY_EPOCH_DAYS = new Set(US_HOLIDAYS.map((iso) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000)));

moment.updateLocale('en', { holidays: US_HOLIDAYS, holidayFormat: 'YYYY-MM-DD' });

/** moment with moment-business-days' methods and the US holidays in its locale. */
export { moment };

/** True when the epoch day is Monday to Friday (1970-01-01 was a Thursday). */
export function isWeekday(epochDays: number): boolean {
  const isoWeekdayIndex = (((epochDays + 3) % 7) + 7) % 7; // 0 = Monday
  return isoWeekdayIndex < 5;
}

/**
 * The naive oracle: walks every day of the closed range and checks weekday and holiday set.
 *
 * @param startDays - First day (epoch days).
 * @param endDays - Last day, not before the first.
 * @returns Working days in [start, end].
 */
export function naiveCount(startDays: number, endDays: number): number {
  let count = 0;
  for (let day = startDays; day <= endDays; day++) {
    if (isWeekday(day) && !US_HOLIDAY_EPOCH_DAYS.has(day)) count++;
  }
  return count;
}

/**
 * The naive add: steps one day at a time until `days` working days have passed (start not counted).
 *
 * @param startDays - Start (epoch days).
 * @param days - Signed number of working days.
 * @returns The epoch day reached.
 */
export function naiveAdd(startDays: number, days: number): number {
  const step = days < 0 ? -1 : 1;
  let remaining = Math.abs(days);
  let day = startDays;
  while (remaining > 0) {
    day += step;
    if (isWeekday(day) && !US_HOLIDAY_EPOCH_DAYS.has(day)) remaining--;
  }
  return day;
}
