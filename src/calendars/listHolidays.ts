import { epochDaysToIsoWeekday, type IsoWeekday } from '../date/dayOfWeek.ts';
import { isoDateToEpochDays } from '../date/epochDays.ts';
import { epochDaysToPlainDate, type PlainDate } from '../date/plainDate.ts';
import { fail, ok, type Result } from '../result.ts';
import { heldYearsFault } from './heldYears.ts';
import { yearsOfRegion } from './regionHolidays.ts';
import { isResolvedCalendar } from './isResolvedCalendar.ts';
import type { ResolvedCalendar } from './resolvedCalendar.ts';

/**
 * The kinds of listed days, in the classification order (the first that applies to a day wins; docs/decisions.md#business-day-classification). Every kind but
 * `decreed_working_day` is a day off; `decreed_working_day` is a day the government made a working day
 * (docs/decisions.md#decreed-working-days: China's, Russia's and others' working weekends), listed so that a calendar shows them.
 */
export type HolidayKind = 'excluded_date' | 'custom_holiday' | 'public_holiday' | 'decreed_working_day';

/**
 * One listed day of a calendar's year: a holiday, an excluded date, or a decreed working day (kind
 * `decreed_working_day`, a working day).
 */
export interface HolidayEntry {
  readonly date: PlainDate;
  /** ISO weekday, 1 (Monday) to 7 (Sunday). */
  readonly weekday: IsoWeekday;
  readonly kind: HolidayKind;
  /** The holiday's name (the decree's for a decreed working day); absent for an excluded date. */
  readonly label?: string;
  /** For a day of another holiday type than public the calendar takes off (docs/decisions.md#holiday-types): `bank` or `optional`. */
  readonly holiday_type?: string;
  /** Present (true) for a public holiday the data names only as a substitute or observed day (in English: see `SUBSTITUTE_NAME`). */
  readonly substitute?: true;
}

/**
 * How the holiday data names a substitute or observed day: the holiday's name and a suffix
 * (`(observed)`, `(in lieu)`, `(substitute day)`, `(observed, estimated)`), Japan's and Korea's
 * `Substitute Holiday`, Singapore's `Special In-Lieu Holiday`, or a day off a government moved from a
 * weekend (`Day off (substituted from 2025-01-26)`). Read from the English label whatever the calendar's language.
 */
const SUBSTITUTE_NAME = /\((?:observed|observed, estimated|in lieu|substitute day)\)$|^(?:Substitute Holiday|Special In-Lieu Holiday)$|^Day off \(substituted from /;

/** Whether a day's label names only substitute days (several names on one date are joined by `; `). */
function isSubstituteLabel(label: string): boolean {
  return label.split('; ').every((name) => SUBSTITUTE_NAME.test(name));
}

const KIND_ORDER: readonly HolidayKind[] = ['excluded_date', 'custom_holiday', 'public_holiday', 'decreed_working_day'];

/**
 * Lists the holidays and excluded dates of a calendar in one year, in date order: the public
 * holidays (when the calendar includes them), a saved calendar's custom holidays and its excluded
 * dates, whatever weekday they fall on; and with the public holidays, the decreed working days of the
 * holiday data (docs/decisions.md#decreed-working-days), kind `decreed_working_day`, whatever weekday they fall on (on a working
 * weekday of the calendar such a day changes nothing, but it is the data). A day that is several of
 * these is listed once, as the first kind in the classification order (excluded date, then custom holiday, then public
 * holiday, then decreed working day). Public holidays exist for 1583-3797; a calendar holds them for
 * the compiled tables' years, and for others when `loadCalendar` built it for them. Never throws.
 *
 * @param calendar - A calendar from `resolveCalendar`.
 * @param year - The year, 1 to 9999.
 * @returns The days, or `VALIDATION_ERROR` for a bad argument or a year the calendar holds no
 *   holidays for (the message says how to load them).
 * @example
 * import { DE } from 'daycalc/holidays/de';
 * const germany = calendarOf(DE);
 * if (germany.ok) listHolidays(germany.value, 2026); //=> { ok: true, value: [{ date: '2026-01-01', weekday: 4, kind: 'public_holiday', label: "New Year's Day" }, ...] }
 */
export function listHolidays(calendar: ResolvedCalendar, year: number): Result<readonly HolidayEntry[]> {
  if (!isResolvedCalendar(calendar)) return fail('VALIDATION_ERROR', 'calendar', 'calendar must be a calendar returned by resolveCalendar');
  if (calendar.plan.joint !== undefined) return fail('VALIDATION_ERROR', 'calendar', 'listHolidays lists one calendar: call it for each member of a joint calendar');
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1 || year > 9999) {
    return fail('VALIDATION_ERROR', 'year', 'year must be an integer from 1 to 9999');
  }
  const plan = calendar.plan;
  const notHeld = heldYearsFault(plan, year, year);
  if (notHeld !== undefined) return notHeld;
  const first = isoDateToEpochDays(year, 1, 1);
  const last = isoDateToEpochDays(year, 12, 31);
  const byDay = new Map<number, { kind: number; label: string | undefined; type: string | undefined; substitute: boolean }>();
  const add = (day: number, kind: number, label: string | undefined, type?: string, english?: string): void => {
    if (day < first || day > last) return;
    const known = byDay.get(day);
    if (known === undefined || kind < known.kind) byDay.set(day, { kind, label, type, substitute: kind === 2 && isSubstituteLabel(english ?? label ?? '') });
  };
  plan.excludedDays.forEach((day) => add(day, 0, undefined));
  plan.customDays.forEach((day, index) => add(day, 1, plan.customLabels[index] ?? ''));
  if (plan.holidays !== undefined) {
    const holidays = yearsOfRegion(plan.holidays)(year);
    if (!holidays.ok) return holidays;
    const types = holidays.value.holidayTypes;
    const english = holidays.value.englishLabels;
    holidays.value.days.forEach((day, index) => add(day, 2, holidays.value.labels[index], types?.[index], english?.[index]));
    holidays.value.workingDays.forEach((day, index) => add(day, 3, holidays.value.workingLabels[index]));
  }
  const entries = [...byDay.entries()]
    .sort((left, right) => left[0] - right[0])
    .map(([day, { kind, label, type, substitute }]): HolidayEntry => ({
      date: epochDaysToPlainDate(day) as PlainDate,
      weekday: epochDaysToIsoWeekday(day),
      kind: KIND_ORDER[kind]!,
      ...(label === undefined ? {} : { label }),
      ...(type === undefined || kind !== 2 ? {} : { holiday_type: type }),
      ...(substitute === true ? { substitute: true as const } : {}),
    }));
  return ok(entries);
}
